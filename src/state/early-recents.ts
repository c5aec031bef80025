// A tool page left before the app ran (a visit shorter than the page's first second on a slow laptop) still belongs
// in "Recently used": the boot code (src/app/early-events.ts) notes its slug under this key, newest first, and the
// prefs (src/state/prefs.ts) take the note into their recents the next time they are read. A slug only, never content.
export const EARLY_RECENTS_KEY = 'localkit:early-recents'

/** Notes `slug` as visited (boot code: it must stay tiny and never throw). */
export function noteEarlyRecent(slug: string): void {
  try {
    localStorage.setItem(EARLY_RECENTS_KEY, `${slug} ${localStorage.getItem(EARLY_RECENTS_KEY) ?? ''}`.trim())
  } catch {
    // Storage blocked: the visit just is not remembered.
  }
}

/** The slugs noted, oldest first (so adding each in turn leaves the newest at the front). */
export function takeEarlyRecents(): string[] {
  try {
    const noted = localStorage.getItem(EARLY_RECENTS_KEY)
    if (noted === null) return []
    localStorage.removeItem(EARLY_RECENTS_KEY)
    return noted.split(' ').filter(Boolean).reverse()
  } catch {
    return []
  }
}
