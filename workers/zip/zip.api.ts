// ZIP assembly off the main thread (JSZip). Already-compressed formats are STOREd; text-like files are DEFLATEd.
import JSZip from 'jszip'

export interface ZipEntry {
  name: string
  data: Blob | ArrayBuffer | Uint8Array | string
  /** Force compression on or off; by default decided from the file name. */
  compress?: boolean
}

const STORED_EXTENSIONS = /\.(png|jpe?g|webp|gif|avif|mp4|webm|mov|mp3|ogg|opus|m4a|zip|gz|pdf|woff2?)$/i

export function shouldCompress(entry: Pick<ZipEntry, 'name' | 'compress'>): boolean {
  return entry.compress ?? !STORED_EXTENSIONS.test(entry.name)
}

/** Makes each name unique inside the archive ("a.png", "a (2).png" …). */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return names.map((name) => {
    const count = seen.get(name) ?? 0
    seen.set(name, count + 1)
    if (count === 0) return name
    const dot = name.lastIndexOf('.')
    const base = dot > 0 ? name.slice(0, dot) : name
    const ext = dot > 0 ? name.slice(dot) : ''
    return `${base} (${count + 1})${ext}`
  })
}

export const zipApi = {
  async createZip(entries: ZipEntry[], onProgress?: (fraction: number) => void): Promise<Blob> {
    const zip = new JSZip()
    const names = uniqueNames(entries.map((e) => e.name))
    entries.forEach((entry, i) => {
      const compress = shouldCompress(entry)
      zip.file(names[i], entry.data, {
        binary: typeof entry.data !== 'string',
        compression: compress ? 'DEFLATE' : 'STORE',
      })
    })
    let last = -1
    return zip.generateAsync({ type: 'blob', mimeType: 'application/zip', streamFiles: true }, (meta) => {
      const pct = Math.floor(meta.percent)
      if (onProgress && pct !== last) {
        last = pct
        onProgress(meta.percent / 100)
      }
    })
  },
}

export type ZipApi = typeof zipApi
