// The home page's live search text (the header's search box writes it, the grid reads it).
import { atom } from 'jotai'

export const homeQueryAtom = atom('')
