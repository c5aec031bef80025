// The csv-preview page's own rules: how a header click cycles the sort, what the table's summary line says, and
// what survives when a new table replaces the last one.
import type { SortDir } from '../../lib/csv/csv-table'

export interface SortState {
  col: number
  dir: SortDir
}

/** A header click: a new column sorts ascending, then descending, then the sort is off. */
export function cycleSort(sort: SortState | null, col: number): SortState | null {
  if (!sort || sort.col !== col) return { col, dir: 'asc' }
  return sort.dir === 'asc' ? { col, dir: 'desc' } : null
}

/** A sort that still fits a table of `columns` columns, or none. */
export function keepSort(sort: SortState | null, columns: number): SortState | null {
  return sort && sort.col < columns ? sort : null
}

/** A column filter ('-1' for all) that still fits a table of `columns` columns. */
export function keepFilterColumn(column: string, columns: number): string {
  return Number(column) < columns ? column : '-1'
}

/** "12 of 40 rows · 3 columns · sorted by name (ascending)" */
export function tableSummary(shown: number, total: number, header: string[], sort: SortState | null): string {
  const columns = `${header.length} column${header.length === 1 ? '' : 's'}`
  const sorted = sort ? ` · sorted by ${header[sort.col]} (${sort.dir === 'asc' ? 'ascending' : 'descending'})` : ''
  return `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows · ${columns}${sorted}`
}

export const problemsTitle = (count: number) => `${count} problem${count === 1 ? '' : 's'} found`
