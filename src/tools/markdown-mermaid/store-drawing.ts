// How a drawing of the sample is stored (sample-drawing.ts) and checked against a live one, in Node only (the script
// that writes it and the e2e spec; the page never loads SVGO): its ids renamed, the random part of its shapes taken out,
// and its path data written compactly by SVGO (Mermaid draws a rounded shape as hundreds of straight sides with
// 16-digit coordinates: 30 KB gzipped).
import { optimize } from 'svgo'

/** The id of a stored drawing; a live drawing's is lk-mermaid-<n>. */
export const storedId = (theme: string) => `lk-mermaid-sample-${theme}`

const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi

/** Whether (px, py) lies on the segment from (ax, ay) to (bx, by), to within a millionth of a unit. */
function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  const dx = bx - ax
  const dy = by - ay
  const length = Math.hypot(dx, dy)
  if (length < 1e-9) return Math.hypot(px - ax, py - ay) < 1e-6
  const along = ((px - ax) * dx + (py - ay) * dy) / (length * length)
  return Math.abs((px - ax) * dy - (py - ay) * dx) / length < 1e-6 && along > -1e-9 && along < 1 + 1e-9
}

/**
 * Path data with every cubic curve whose control points lie on its chord written as the line it draws. Rough.js (which
 * Mermaid draws some shapes with) puts them at random places along each straight side: the same diagram, different
 * markup on every drawing. Paths with commands other than absolute M, L, C and Z are left as they are.
 */
export function straightenPath(d: string): string {
  if (/[^MLCZ\d\s,.eE+-]/.test(d)) return d
  const parts = d.match(/[MLCZ][^MLCZ]*/g) ?? []
  let x = 0
  let y = 0
  let startX = 0
  let startY = 0
  const out: string[] = []
  for (const part of parts) {
    const command = part[0]
    const n = (part.match(NUMBER) ?? []).map(Number)
    if (
      command === 'C' &&
      n.length === 6 &&
      onSegment(x, y, n[4], n[5], n[0], n[1]) &&
      onSegment(x, y, n[4], n[5], n[2], n[3])
    ) {
      out.push(`L${n[4]} ${n[5]}`)
    } else out.push(part.trim())
    if (command === 'Z') [x, y] = [startX, startY]
    else if (n.length >= 2) [x, y] = [n[n.length - 2], n[n.length - 1]]
    if (command === 'M') [startX, startY] = [n[0], n[1]]
  }
  return out.join(' ')
}

/** A drawing as the page shows it (the preview's svg outerHTML), in the form sample-drawing.ts stores it. */
export function storeDrawing(markup: string, theme: string): string {
  const renamed = markup
    .replace(/lk-mermaid-\d+/g, storedId(theme))
    .replace(/(\sd=")([^"]*)"/g, (_, head: string, d: string) => `${head}${straightenPath(d)}"`)
  return optimize(renamed, { plugins: [{ name: 'convertPathData', params: { floatPrecision: 2 } }] }).data
}
