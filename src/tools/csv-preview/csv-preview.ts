// The csv-preview page's own rules: how a header click cycles the sort, what the table's summary line says, and
// what survives when a new table replaces the last one.
import { formatCount } from '../../lib/count'
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
  return `${formatCount(shown)} of ${formatCount(total)} rows · ${columns}${sorted}`
}

export const problemsTitle = (count: number) => `${count} problem${count === 1 ? '' : 's'} found`

/** Browsers cap an element's height (Chromium near 33.5 million px, Firefox near 17.9 million): the grid stays under. */
export const MAX_GRID_PX = 8_000_000

export interface GridWindow {
  /** View positions first … end - 1 are drawn. */
  first: number
  end: number
  /** Height of the rows' box (the real height, or MAX_GRID_PX when rows × height would pass it). */
  height: number
  /** Where view position `i` is drawn, from the top of the rows' box. */
  top: (i: number) => number
}

/**
 * The rows a fixed-height grid draws for a scroll position: the window in view plus `overscan` each side. Past
 * MAX_GRID_PX the box is scaled down and the scroll position maps proportionally onto the rows, so the last row is
 * still reachable; rows are then drawn where they fall relative to the scroll position.
 */
export function gridWindow(o: {
  count: number
  rowHeight: number
  /** The scroll box's scrollTop and clientHeight, and the sticky header's height above the rows. */
  scrollTop: number
  viewport: number
  header: number
  overscan: number
}): GridWindow {
  const full = o.count * o.rowHeight
  const height = Math.min(full, MAX_GRID_PX)
  const maxScroll = Math.max(0, height + o.header - o.viewport)
  const maxVirtual = Math.max(0, full + o.header - o.viewport)
  const scrollTop = Math.min(Math.max(0, o.scrollTop), maxScroll)
  const virtualTop = height === full || maxScroll === 0 ? scrollTop : scrollTop * (maxVirtual / maxScroll)
  const rowsInView = Math.ceil(Math.max(0, o.viewport - o.header) / o.rowHeight) + 1
  const firstInView = Math.floor(virtualTop / o.rowHeight)
  const first = Math.max(0, Math.min(o.count, firstInView - o.overscan))
  const end = Math.min(o.count, firstInView + rowsInView + o.overscan)
  const top = (i: number) => scrollTop + i * o.rowHeight - virtualTop
  return { first, end, height, top }
}

/** Of the rows at view positions first … end - 1, the file-order indices not yet held (to ask the worker for). */
export function missingRows(
  order: Int32Array | null,
  first: number,
  end: number,
  has: (index: number) => boolean,
): number[] {
  const out: number[] = []
  for (let p = first; p < end; p++) {
    const index = order ? order[p] : p
    if (!has(index)) out.push(index)
  }
  return out
}

/**
 * The rows of one table the page holds (the worker keeps them all): those drawn lately, by file-order index, up to
 * `limit` (then it starts afresh), plus which are on their way.
 */
export class RowCache {
  private owner: unknown = null
  private readonly rows = new Map<number, string[]>()
  private readonly asked = new Set<number>()

  constructor(private readonly limit = 5_000) {}

  /** This cache for `table`: what it held of any other table is dropped. */
  of(table: unknown): RowCache {
    if (table !== this.owner) {
      this.owner = table
      this.rows.clear()
      this.asked.clear()
    }
    return this
  }

  get(index: number): string[] | undefined {
    return this.rows.get(index)
  }

  /** Held or on its way. */
  covers(index: number): boolean {
    return this.rows.has(index) || this.asked.has(index)
  }

  ask(indices: readonly number[]): void {
    for (const i of indices) this.asked.add(i)
  }

  /** The rows for `indices` arrived (or failed to: pass none). */
  put(indices: ArrayLike<number>, rows: readonly string[][] = []): void {
    if (this.rows.size + rows.length > this.limit) this.rows.clear()
    for (let k = 0; k < indices.length; k++) {
      this.asked.delete(indices[k])
      if (k < rows.length) this.rows.set(indices[k], rows[k])
    }
  }

  /** The first rows of a view (positions 0 … head.length - 1 of `order`, file order when null). */
  putHead(order: Int32Array | null, head: readonly string[][]): void {
    this.put(order ? order.subarray(0, head.length) : Array.from(head, (_, i) => i), head)
  }
}
