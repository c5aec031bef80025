// Name-based UUIDs (RFC 9562 §5.3 v3 and §5.5 v5): hash namespace bytes + UTF-8 name (MD5 for v3, SHA-1 via
// WebCrypto for v5), keep the first 16 bytes, set version and variant. Also the batch rules and CSV output.
import { parseUuid, type UuidBytes, uuidToString } from '../../lib/uuid/uuid'
import { md5 } from './md5'

export const NAMESPACES = {
  dns: { label: 'DNS', uuid: '6ba7b810-9dad-11d1-80b4-00c04fd430c8', example: 'www.example.com' },
  url: { label: 'URL', uuid: '6ba7b811-9dad-11d1-80b4-00c04fd430c8', example: 'https://example.com/page' },
  oid: { label: 'OID', uuid: '6ba7b812-9dad-11d1-80b4-00c04fd430c8', example: '1.3.6.1.4.1' },
  x500: { label: 'X.500', uuid: '6ba7b814-9dad-11d1-80b4-00c04fd430c8', example: 'CN=Ada Lovelace,O=Example,C=GB' },
} as const

export type NamespaceId = keyof typeof NAMESPACES | 'custom'
export type NameVersion = 3 | 5

function finish(hash: Uint8Array, version: NameVersion): UuidBytes {
  const b = new Uint8Array(16)
  b.set(hash.subarray(0, 16))
  b[6] = ((b[6] as number) & 0x0f) | (version << 4)
  b[8] = ((b[8] as number) & 0x3f) | 0x80
  return b
}

function concat(ns: Uint8Array, name: string): Uint8Array<ArrayBuffer> {
  const nameBytes = new TextEncoder().encode(name)
  const all = new Uint8Array(16 + nameBytes.length)
  all.set(ns)
  all.set(nameBytes, 16)
  return all
}

export function uuidV3(namespace: Uint8Array, name: string): string {
  return uuidToString(finish(md5(concat(namespace, name)), 3))
}

export async function uuidV5(namespace: Uint8Array, name: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-1', concat(namespace, name)))
  return uuidToString(finish(hash, 5))
}

export function nameUuid(version: NameVersion, namespace: Uint8Array, name: string): Promise<string> {
  return version === 3 ? Promise.resolve(uuidV3(namespace, name)) : uuidV5(namespace, name)
}

export type NamespaceResult = { ok: true; bytes: UuidBytes } | { ok: false; error: string }

export function resolveNamespace(id: NamespaceId, custom: string): NamespaceResult {
  if (id !== 'custom') return { ok: true, bytes: parseUuid(NAMESPACES[id].uuid) }
  if (!custom.trim()) return { ok: false, error: 'Enter the namespace UUID.' }
  try {
    return { ok: true, bytes: parseUuid(custom) }
  } catch (e) {
    return { ok: false, error: `The namespace is not a UUID: ${(e as Error).message}` }
  }
}

export const MAX_NAMES = 10_000

/** One name per line; blank lines are skipped; "\r" from Windows line ends removed; optional trimming. */
export function splitNames(text: string, trim: boolean): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .map((l) => (trim ? l.trim() : l))
    .filter((l) => l.trim() !== '')
    .slice(0, MAX_NAMES)
}

export interface NamedUuid {
  name: string
  uuid: string
}

export async function generateNamed(
  version: NameVersion,
  namespace: Uint8Array,
  names: string[],
): Promise<NamedUuid[]> {
  return Promise.all(names.map(async (name) => ({ name, uuid: await nameUuid(version, namespace, name) })))
}

function csvField(s: string): string {
  return /[",\n\r]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export function toCsv(rows: readonly { name: string; uuid: string }[]): string {
  return `name,uuid\n${rows.map((r) => `${csvField(r.name)},${r.uuid}`).join('\n')}\n`
}
