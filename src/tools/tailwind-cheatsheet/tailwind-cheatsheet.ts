// Search over the Tailwind cheatsheet: matches class names and their CSS, case-insensitively, across every tab.
import { TAILWIND_CLASSES, type TailwindClass, type TailwindTab } from './tailwind-data'

/** Every word of the query must appear in the class name or its CSS; an empty query matches nothing. */
export function searchClasses(query: string, list: readonly TailwindClass[] = TAILWIND_CLASSES): TailwindClass[] {
  const words = query.toLowerCase().split(/\s+/u).filter(Boolean)
  if (!words.length) return []
  const scored: { c: TailwindClass; score: number; i: number }[] = []
  list.forEach((c, i) => {
    const name = c.name.toLowerCase()
    const hay = `${name} ${c.css.toLowerCase()}`
    if (!words.every((w) => hay.includes(w))) return
    const q = words.join(' ')
    const score = name === q ? 0 : name.startsWith(q) ? 1 : name.includes(q) ? 2 : 3
    scored.push({ c, score, i })
  })
  return scored.sort((a, b) => a.score - b.score || a.i - b.i).map((s) => s.c)
}

export const classesOfTab = (tab: TailwindTab, list: readonly TailwindClass[] = TAILWIND_CLASSES) =>
  list.filter((c) => c.tab === tab)

/** Consecutive runs of the same group, for section headings. */
export function groupClasses(list: readonly TailwindClass[]): { group: string; items: TailwindClass[] }[] {
  const out: { group: string; items: TailwindClass[] }[] = []
  for (const c of list) {
    const last = out[out.length - 1]
    if (last && last.group === c.group) last.items.push(c)
    else out.push({ group: c.group, items: [c] })
  }
  return out
}

export const foundLabel = (n: number) => `${n} ${n === 1 ? 'class' : 'classes'} found`
