// A tool's state in a link's fragment: JSON, deflate-raw (CompressionStream), base64url, behind a version tag.
// The fragment is never sent to a server. Pure: no React, no DOM beyond the streams.
import { concatBytes } from '../bytes'

/** `#lk=1.<data>`: the tag names this format and its version. */
export const LINK_TAG = 'lk'
export const LINK_VERSION = 1
/** Above this many bytes of compressed state, a link does not carry the input (the options still go). */
export const LINK_LIMIT_BYTES = 32 * 1024
/** A link's data never unpacks to more than this (a small fragment can deflate to a lot). */
const MAX_UNPACKED_BYTES = 16 * 1024 * 1024

export type LinkFields = Record<string, unknown>

export interface LinkPayload {
  /** The tool's slug: a link made on one tool is not read by another. */
  tool: string
  options: LinkFields
  input?: LinkFields
}

export type LinkRead = { status: 'none' } | { status: 'damaged' } | { status: 'ok'; payload: LinkPayload }

export const DAMAGED_LINK_MESSAGE = "This link's data could not be read; the tool opened with its defaults"

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity) {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new RangeError('too large')
    }
    parts.push(value)
  }
  return concatBytes(parts, size)
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = ''
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const out = new Uint8Array(bin.length)
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i)
  return out
}

/** The compressed, encoded payload (without the `lk=1.` tag). */
export async function packLink(payload: LinkPayload): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(payload))
  return toBase64Url(await pipe(json, new CompressionStream('deflate-raw')))
}

/**
 * The compressed size in bytes of a payload's link data, or Infinity once it passes `cap`: compression stops there,
 * so measuring a big input as it is typed costs the page at most `cap` bytes of deflate output.
 */
export async function packedSize(payload: LinkPayload, cap: number): Promise<number> {
  const json = new TextEncoder().encode(JSON.stringify(payload))
  try {
    return (await pipe(json, new CompressionStream('deflate-raw'), cap)).byteLength
  } catch (e) {
    if (e instanceof RangeError) return Number.POSITIVE_INFINITY
    throw e
  }
}

/** The fragment (with its leading '#') for a payload. */
export async function linkFragment(payload: LinkPayload): Promise<string> {
  return `#${LINK_TAG}=${LINK_VERSION}.${await packLink(payload)}`
}

/** Whether a location's hash carries link state at all (anything else is left to the tool). */
export function hasLinkState(hash: string): boolean {
  return hash.startsWith(`#${LINK_TAG}=`)
}

/** A hash without its link state (for "Copy URL"). */
export function withoutLinkState(href: string): string {
  const at = href.indexOf(`#${LINK_TAG}=`)
  return at < 0 ? href : href.slice(0, at)
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** Reads a location's hash for `tool`. Damaged, truncated, of another version or made on another tool: 'damaged'. */
export async function readLinkFragment(hash: string, tool: string): Promise<LinkRead> {
  if (!hasLinkState(hash)) return { status: 'none' }
  const body = hash.slice(LINK_TAG.length + 2)
  const dot = body.indexOf('.')
  if (dot < 0 || body.slice(0, dot) !== String(LINK_VERSION)) return { status: 'damaged' }
  const bytes = fromBase64Url(body.slice(dot + 1))
  if (!bytes || bytes.length === 0) return { status: 'damaged' }
  try {
    const raw = await pipe(bytes, new DecompressionStream('deflate-raw'), MAX_UNPACKED_BYTES)
    const data: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw))
    if (!isRecord(data) || data.tool !== tool || !isRecord(data.options)) return { status: 'damaged' }
    if (data.input !== undefined && !isRecord(data.input)) return { status: 'damaged' }
    return { status: 'ok', payload: { tool, options: data.options, input: data.input as LinkFields | undefined } }
  } catch {
    return { status: 'damaged' }
  }
}

/**
 * A linked value shaped like the field's default, or undefined when it is not: same primitive type (finite numbers),
 * arrays of the default's element type, objects key by key (missing keys keep the default's, unknown keys are dropped).
 */
export function conform<T>(fallback: T, value: unknown): T | undefined {
  // A field that starts empty (null) may hold anything later: its type cannot be read from the default.
  if (fallback === null) return value as T
  if (fallback === undefined) return undefined
  if (typeof fallback === 'number')
    return typeof value === 'number' && Number.isFinite(value) ? (value as T) : undefined
  if (typeof fallback !== 'object') return typeof value === typeof fallback ? (value as T) : undefined
  if (Array.isArray(fallback)) {
    if (!Array.isArray(value)) return undefined
    if (fallback.length === 0) return value as T
    const out: unknown[] = []
    for (const item of value) {
      const ok = conform(fallback[0], item)
      if (ok === undefined) return undefined
      out.push(ok)
    }
    return out as T
  }
  if (!isRecord(value) || !isRecord(fallback)) return undefined
  const out: Record<string, unknown> = {}
  for (const [key, def] of Object.entries(fallback)) {
    if (!(key in value)) {
      out[key] = def
      continue
    }
    const ok = conform(def, value[key])
    if (ok === undefined) return undefined
    out[key] = ok
  }
  return out as T
}
