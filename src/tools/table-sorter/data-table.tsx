// The rows as sorted and filtered, windowed both ways (@tanstack/react-virtual): only the rows and columns in view,
// and a few around them, are in the DOM, so 16,384 columns or a million rows draw as fast as ten. A column's header
// button sorts by it, Shift-click adds a level. The rows come from the table's worker as they scroll into view.
import { useVirtualizer } from '@tanstack/react-virtual'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { type ColumnType, type SortKey, toggleSort } from './table-sorter'

const ROW_HEIGHT = 34
const COL_WIDTH = 176

const TYPE_LABEL: Record<ColumnType, string> = { number: '123', date: 'date', text: 'abc' }

const th = css({
  textAlign: 'left',
  px: '1',
  py: '1',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.subtle',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
})
const td = css({
  px: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  lineHeight: '33px',
})

export interface DataTableProps {
  headers: readonly string[]
  types: readonly ColumnType[]
  keys: readonly SortKey[]
  onKeys: (keys: SortKey[]) => void
  /** Rows in the view. */
  count: number
  /** The cells of the row at a view position, once they have come from the worker. */
  rowAt: (position: number) => string[] | undefined
  /** Asks for the rows at view positions first … end - 1. */
  need: (first: number, end: number) => void
}

export function DataTable({ headers, types, keys, onKeys, count, rowAt, need }: DataTableProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const rows = useVirtualizer({
    count,
    getScrollElement: () => boxRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1200, height: 600 },
  })
  const cols = useVirtualizer({
    horizontal: true,
    count: headers.length,
    getScrollElement: () => boxRef.current,
    estimateSize: () => COL_WIDTH,
    overscan: 3,
    initialRect: { width: 1200, height: 600 },
  })
  const vRows = rows.getVirtualItems()
  const vCols = cols.getVirtualItems()
  const first = vRows[0]?.index ?? 0
  const end = (vRows.at(-1)?.index ?? -1) + 1
  useEffect(() => need(first, end), [need, first, end])

  const width = cols.getTotalSize()
  const before = vCols[0]?.start ?? 0
  const after = width - (vCols.at(-1)?.end ?? 0)
  const template = `${before}px repeat(${vCols.length}, ${COL_WIDTH}px) ${after}px`
  const keyIndex = (col: number) => keys.findIndex((k) => k.col === col)
  return (
    <div
      ref={boxRef}
      className={css({ overflow: 'auto', maxH: '600px', minW: 0, borderWidth: '1px', borderRadius: 'lg' })}
      role="region"
      aria-label="Table"
      tabIndex={0}
    >
      <table
        className={css({ display: 'block', borderCollapse: 'collapse' })}
        style={{ width }}
        data-testid="sorted-table"
        aria-rowcount={count + 1}
        aria-colcount={headers.length}
      >
        <thead className={css({ display: 'block', position: 'sticky', top: 0, zIndex: 1, bg: 'bg.subtle' })}>
          <tr className={css({ display: 'grid' })} style={{ gridTemplateColumns: template }}>
            <th aria-hidden className={css({ p: 0 })} />
            {vCols.map(({ index: c }) => {
              const ki = keyIndex(c)
              const k = ki >= 0 ? keys[ki] : null
              return (
                <th
                  key={c}
                  className={th}
                  aria-colindex={c + 1}
                  aria-sort={k && keys.length === 1 ? (k.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <button
                    type="button"
                    className={button({ size: 'sm', variant: 'ghost' })}
                    title={`${headers[c]}: click to sort, Shift-click to add a sort level`}
                    onClick={(e) => onKeys(toggleSort(keys, c, e.shiftKey))}
                  >
                    <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis' })}>{headers[c]}</span>
                    <span className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' })}>
                      {TYPE_LABEL[types[c] ?? 'text']}
                    </span>
                    {k ? (
                      k.dir === 'asc' ? (
                        <ArrowUp aria-label="ascending" />
                      ) : (
                        <ArrowDown aria-label="descending" />
                      )
                    ) : (
                      <ArrowUpDown aria-hidden className={css({ opacity: 0.4 })} />
                    )}
                    {k && keys.length > 1 ? (
                      <span className={css({ fontSize: 'xs' })} title={`Sort level ${ki + 1}`}>
                        {ki + 1}
                      </span>
                    ) : null}
                  </button>
                </th>
              )
            })}
            <th aria-hidden className={css({ p: 0 })} />
          </tr>
        </thead>
        <tbody className={css({ display: 'block', position: 'relative' })} style={{ height: rows.getTotalSize() }}>
          {vRows.map((r) => {
            const cells = rowAt(r.index)
            return (
              <tr
                key={r.index}
                data-testid="table-row"
                aria-rowindex={r.index + 2}
                aria-busy={cells ? undefined : true}
                className={css({ display: 'grid', position: 'absolute', left: 0, top: 0, w: '100%' })}
                style={{ gridTemplateColumns: template, height: ROW_HEIGHT, transform: `translateY(${r.start}px)` }}
              >
                <td aria-hidden className={css({ p: 0 })} />
                {cells
                  ? vCols.map(({ index: c }) => {
                      const v = cells[c] ?? ''
                      return (
                        <td
                          key={c}
                          aria-colindex={c + 1}
                          className={td}
                          title={v.length > 24 ? v : undefined}
                          style={
                            types[c] === 'number'
                              ? { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }
                              : undefined
                          }
                        >
                          {v}
                        </td>
                      )
                    })
                  : null}
                <td aria-hidden className={css({ p: 0 })} />
              </tr>
            )
          })}
        </tbody>
      </table>
      {count === 0 ? (
        <p className={css({ p: '3', fontSize: 'sm', color: 'fg.muted' })}>No rows match the filter.</p>
      ) : null}
    </div>
  )
}
