// Whether the command palette is open; the header button and Ctrl/⌘+K set it, the lazily loaded palette reads it.
import { atom } from 'jotai'

export const paletteOpenAtom = atom(false)
/** Set once the palette's code has been asked for (first use or browser idle). */
export const paletteWantedAtom = atom(false)

/** The side panel (menu) state, shared so the palette's "Open the side panel" action can open it. */
export const sidePanelStateAtom = atom<'never' | 'open' | 'closed'>('never')
