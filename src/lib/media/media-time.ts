// Time display and output naming shared by the media tools (video-trim, audio-convert); pure, unit-tested.

/** "mm:ss" (minutes may exceed 59 for long media; "h:mm:ss" from one hour). Invalid or negative input is 00:00. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds + 1e-6) : 0
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}

/** "3.25 s" style seconds with up to two decimals, for exact values next to the mm:ss display. */
export function formatSeconds(seconds: number): string {
  const v = Number.isFinite(seconds) ? Math.max(0, seconds) : 0
  return `${Number.parseFloat(v.toFixed(2))} s`
}

/** The file name without its last extension ("a.b.mp4" → "a.b"; ".hidden" stays; "" → "file"). */
export function baseName(name: string): string {
  const trimmed = name.trim()
  const dot = trimmed.lastIndexOf('.')
  const base = dot > 0 ? trimmed.slice(0, dot) : trimmed
  return base || 'file'
}

/** `<prefix><base>.<ext>`: "clip.mov" + "mp4" + "trimmed_" → "trimmed_clip.mp4". */
export function outputName(inputName: string, extension: string, prefix = ''): string {
  const ext = extension.replace(/^\./, '')
  return `${prefix}${baseName(inputName)}.${ext}`
}

/**
 * "The file is damaged: 0:12 of 0:36 could be read." when what was actually read (decoded samples, or packets
 * written) falls short of the length the container declares, by more than half a second and 2 %: a file cut short
 * (a broken download) still has its full-length header, and the browser decodes only what is there. Else null.
 */
export function damagedNote(declared: number | null, read: number): string | null {
  if (declared === null || !Number.isFinite(declared) || declared <= 0 || !Number.isFinite(read)) return null
  const missing = declared - Math.max(0, read)
  if (missing <= Math.max(0.5, declared * 0.02)) return null
  return `The file is damaged: ${formatClock(read)} of ${formatClock(declared)} could be read.`
}
