// The rows as sorted and filtered (the first SHOWN of them); a column's header button sorts by it, Shift-click adds a level.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { type ColumnType, type SortKey, toggleSort } from './table-sorter'

export const SHOWN = 1000

const TYPE_LABEL: Record<ColumnType, string> = { number: '123', date: 'date', text: 'abc' }

const th = css({
  textAlign: 'left',
  px: '1',
  py: '1',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.subtle',
  position: 'sticky',
  top: 0,
  whiteSpace: 'nowrap',
})
const td = css({
  px: '3',
  py: '1.5',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  verticalAlign: 'top',
  minW: '28',
  maxW: '80',
  overflowWrap: 'anywhere',
})

export interface DataTableProps {
  table: { headers: string[]; rows: string[][] }
  types: readonly ColumnType[]
  keys: readonly SortKey[]
  onKeys: (keys: SortKey[]) => void
  /** Row indices in the order shown. */
  visible: readonly number[]
}

export function DataTable({ table, types, keys, onKeys, visible }: DataTableProps) {
  const keyIndex = (col: number) => keys.findIndex((k) => k.col === col)
  return (
    <div
      className={css({ overflow: 'auto', maxH: '600px', minW: 0, borderWidth: '1px', borderRadius: 'lg' })}
      role="region"
      aria-label="Table"
      tabIndex={0}
    >
      <table className={css({ w: '100%', borderCollapse: 'collapse' })} data-testid="sorted-table">
        <thead>
          <tr>
            {table.headers.map((h, c) => {
              const ki = keyIndex(c)
              const k = ki >= 0 ? keys[ki] : null
              return (
                <th
                  key={c}
                  className={th}
                  aria-sort={k && keys.length === 1 ? (k.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <button
                    type="button"
                    className={button({ size: 'sm', variant: 'ghost' })}
                    title="Click to sort, Shift-click to add a sort level"
                    onClick={(e) => onKeys(toggleSort(keys, c, e.shiftKey))}
                  >
                    <span>{h}</span>
                    <span className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' })}>
                      {TYPE_LABEL[types[c]]}
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
          </tr>
        </thead>
        <tbody>
          {visible.slice(0, SHOWN).map((ri) => (
            <tr key={ri} data-testid="table-row">
              {table.rows[ri].map((cell, c) => (
                <td
                  key={c}
                  className={td}
                  style={types[c] === 'number' ? { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } : undefined}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {visible.length === 0 ? (
        <p className={css({ p: '3', fontSize: 'sm', color: 'fg.muted' })}>No rows match the filter.</p>
      ) : null}
    </div>
  )
}
