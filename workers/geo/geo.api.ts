// The geo worker: reads a GeoJSON/TopoJSON file (up to 50 MB), parses and checks it off the main thread, and sends
// back the features to draw with their issues, so a big file never freezes the page.
import { describeJsonError, type GeoDocument, readGeoDocument } from './geo-doc'

export type { Bbox, GeoDocument, GeoIssue, ViewFeature } from './geo-doc'

export const MAX_GEO_BYTES = 50 * 1024 * 1024

export interface GeoProgress {
  fraction?: number
  label: string
}

export type GeoLoadResult = { ok: true; doc: GeoDocument; bytes: number } | { ok: false; error: string; bytes: number }

async function readText(input: Blob, onProgress?: (p: GeoProgress) => void): Promise<string> {
  if (!onProgress || typeof input.stream !== 'function') return input.text()
  const reader = input.stream().getReader()
  const decoder = new TextDecoder()
  const parts: string[] = []
  let done = 0
  let last = 0
  for (;;) {
    const chunk = await reader.read()
    if (chunk.done) break
    done += chunk.value.byteLength
    parts.push(decoder.decode(chunk.value, { stream: true }))
    const now = Date.now()
    if (now - last > 100) {
      last = now
      onProgress({ fraction: (done / input.size) * 0.4, label: 'Reading the file…' })
    }
  }
  parts.push(decoder.decode())
  return parts.join('')
}

export const geoApi = {
  async load(input: Blob | string, onProgress?: (p: GeoProgress) => void): Promise<GeoLoadResult> {
    const bytes = typeof input === 'string' ? input.length : input.size
    if (bytes > MAX_GEO_BYTES)
      return {
        ok: false,
        error: `This file is ${(bytes / 1024 / 1024).toFixed(1)} MB; the viewer reads up to 50 MB.`,
        bytes,
      }
    const text = typeof input === 'string' ? input : await readText(input, onProgress)
    onProgress?.({ fraction: 0.45, label: 'Parsing JSON…' })
    let value: unknown
    try {
      value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
    } catch (e) {
      return { ok: false, error: describeJsonError(e, text), bytes }
    }
    onProgress?.({ fraction: 0.6, label: 'Checking features…' })
    const doc = readGeoDocument(value, {
      onProgress: (n, total) =>
        onProgress?.({
          fraction: 0.6 + (n / total) * 0.4,
          label: `Checking features (${n.toLocaleString('en-US')} of ${total.toLocaleString('en-US')})…`,
        }),
    })
    return { ok: true, doc, bytes }
  },
}

export type GeoApi = typeof geoApi
