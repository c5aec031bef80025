// The Lottery Picker's words and numbers around a draw (pure, unit-tested): fields read as numbers, chances as
// percentages, the Pick button's label and the winners as text.
import type { Entry } from './lottery-picker'
import { ordinal } from './lottery-picker'

/** A typed count or bound; an empty field is NaN (a problem), not 0. */
export const readNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s))

/** A chance as a percentage: one decimal from 10%, two below. */
export const formatChance = (p: number) => `${(p * 100).toFixed(p >= 0.1 ? 1 : 2)}%`

/** "Pick a winner", or "Pick 3 winners" for a whole number above one. */
export const pickLabel = (count: number) =>
  `Pick ${Number.isInteger(count) && count > 1 ? `${count} winners` : 'a winner'}`

/** The winners one a line: "1st: Alice". */
export const winnersText = (winners: readonly Entry[] | null) =>
  winners ? winners.map((w, i) => `${ordinal(i + 1)}: ${w.name}`).join('\n') : ''

/** The history line's detail for a pick: "2 of 5 entries, weighted". */
export const pickDetail = (won: number, entries: number, weighted: boolean) =>
  `${won} of ${entries} entries${weighted ? ', weighted' : ''}`
