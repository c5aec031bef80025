// A tool page left before the app ran (a visit shorter than the page's first second on a slow laptop) still belongs
// in "Recently used": the boot code (src/app/early-events.ts) notes each tool page's slug under this key as it opens,
// newest first, space-separated, and the prefs (src/state/prefs.ts) take the note into their recents the next time
// they are read (on a page that went live, at once). A slug only, never content.
export const EARLY_RECENTS_KEY = 'localkit:early-recents'
