// Human-readable byte sizes: Bytes … YB, base 1024.
const units = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']

export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const dm = Math.max(decimals, 0)
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)))
  return `${Number.parseFloat((bytes / 1024 ** i).toFixed(dm))} ${units[i]}`
}

/** The parts one after the other in one array (`length`: the total, when the caller knows it). */
export function concatBytes(
  parts: readonly Uint8Array[],
  length = parts.reduce((n, p) => n + p.length, 0),
): Uint8Array {
  const out = new Uint8Array(length)
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
