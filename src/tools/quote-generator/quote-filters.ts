// The Author and Theme filters: their choices ("All …" first) and the filter they stand for.
import type { QuoteFilter, Theme } from './quote-generator'
import { THEMES } from './quote-generator'

/** The value of "All authors" / "All themes". */
export const ALL = '__all__'

export function toFilter(author: string, theme: string, includeMine: boolean): QuoteFilter {
  return { author: author === ALL ? null : author, theme: theme === ALL ? null : (theme as Theme), includeMine }
}

export function themeOptions(): { value: string; label: string }[] {
  return [
    { value: ALL, label: 'All themes' },
    ...THEMES.map((t) => ({ value: t, label: t[0].toUpperCase() + t.slice(1) })),
  ]
}

export function authorOptions(
  authors: readonly { author: string; count: number }[],
): { value: string; label: string }[] {
  return [
    { value: ALL, label: 'All authors' },
    ...authors.map((a) => ({ value: a.author, label: `${a.author} (${a.count})` })),
  ]
}
