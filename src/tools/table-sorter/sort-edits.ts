// Editing the list of sort levels (pure, unit-tested): each column sorts at one level at most.
import type { SortKey } from './table-sorter'

/** Level i sorts by another column; a later level already on that column is dropped. */
export function setLevelColumn(keys: readonly SortKey[], i: number, col: number): SortKey[] {
  return keys
    .map((x, j) => (j === i ? { ...x, col } : x))
    .filter((x, j, all) => all.findIndex((y) => y.col === x.col) === j)
}

/** Level i in the other direction. */
export function flipLevel(keys: readonly SortKey[], i: number): SortKey[] {
  return keys.map((x, j) => (j === i ? { ...x, dir: x.dir === 'asc' ? 'desc' : 'asc' } : x))
}

/** Without level i. */
export function removeLevel(keys: readonly SortKey[], i: number): SortKey[] {
  return keys.filter((_, j) => j !== i)
}

/** A new last level, ascending, on the first column not sorted yet (unchanged when every column is). */
export function addLevel(keys: readonly SortKey[], columns: number): SortKey[] {
  for (let col = 0; col < columns; col++) {
    if (!keys.some((k) => k.col === col)) return [...keys, { col, dir: 'asc' }]
  }
  return [...keys]
}
