// The CSV rows as a virtualised grid: only the rows in view are in the DOM, under a sticky header whose buttons
// cycle the sort.
import { useVirtualizer } from '@tanstack/react-virtual'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useRef } from 'react'
import { looks } from '../../kit/styles'
import type { CsvTable } from '../../lib/csv/csv-table'
import { css, cx } from '../../styled-system/css'
import type { SortState } from './csv-preview'

const ROW_HEIGHT = 34
const NUM_COL = 64
const DATA_COL = 168

const scrollBox = css({
  maxH: '540px',
  overflow: 'auto',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  minW: 0,
})
const rowBase = css({
  display: 'grid',
  alignItems: 'center',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
})
const cell = css({
  px: '2',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: 'fg.default',
})
const numCell = css({ px: '2', color: 'fg.muted', fontFamily: 'mono', fontSize: 'xs', textAlign: 'right' })
const headRow = css({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: 1,
  bg: 'bg.subtle',
  fontWeight: 'semibold',
  minH: '10',
})
const sortButton = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  w: 'full',
  minW: 0,
  px: '2',
  py: '2',
  textAlign: 'left',
  cursor: 'pointer',
  color: 'fg.default',
  fontWeight: 'semibold',
  borderRadius: 'sm',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '-2px' },
  '& svg': { w: '3.5', h: '3.5', flexShrink: 0 },
})

export function DataGrid({
  table,
  view,
  sort,
  onSort,
}: {
  table: CsvTable
  view: number[]
  sort: SortState | null
  onSort: (col: number) => void
}) {
  const parentRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: view.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  })
  const cols = table.header.length
  const template = `${NUM_COL}px repeat(${cols}, minmax(${DATA_COL}px, 1fr))`
  const minWidth = NUM_COL + cols * DATA_COL
  return (
    <div
      ref={parentRef}
      className={scrollBox}
      role="region"
      aria-label="CSV rows"
      tabIndex={0}
      data-testid="csv-scroll"
    >
      <table
        aria-rowcount={view.length + 1}
        aria-colcount={cols + 1}
        className={css({ display: 'block' })}
        style={{ minWidth }}
      >
        <thead className={headRow}>
          <tr aria-rowindex={1} className={rowBase} style={{ gridTemplateColumns: template }}>
            <th scope="col" className={numCell}>
              #
            </th>
            {table.header.map((h, i) => {
              const active = sort?.col === i ? sort.dir : null
              return (
                <th
                  key={i}
                  scope="col"
                  aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
                  className={looks.shrinkable}
                >
                  <button
                    type="button"
                    className={sortButton}
                    onClick={() => onSort(i)}
                    title={`${h} (${table.types[i]}): sort`}
                    aria-label={`Sort by ${h}`}
                  >
                    <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
                      {h}
                    </span>
                    {active === 'asc' ? (
                      <ArrowUp aria-hidden />
                    ) : active === 'desc' ? (
                      <ArrowDown aria-hidden />
                    ) : (
                      <ArrowUpDown aria-hidden className={looks.muted} />
                    )}
                  </button>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody style={{ display: 'block', height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const index = view[item.index]
            const row = table.rows[index]
            return (
              <tr
                key={item.key}
                aria-rowindex={item.index + 2}
                data-testid="csv-row"
                className={cx(rowBase, item.index % 2 ? css({ bg: 'bg.subtle' }) : undefined)}
                style={{
                  gridTemplateColumns: template,
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <td className={numCell}>{index + 1}</td>
                {row.map((v, c) => (
                  <td key={c} className={cell} title={v.length > 20 ? v : undefined}>
                    {v}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
