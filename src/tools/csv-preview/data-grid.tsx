// The CSV rows as a grid windowed both ways: only the rows and columns in view (and a few around them) are in the
// DOM, under a sticky header whose buttons cycle the sort. The rows come from the table's worker as they scroll in.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { looks } from '../../kit/styles'
import type { ColumnType } from '../../lib/csv/csv-table'
import { css, cx } from '../../styled-system/css'
import { gridWindow, type SortState } from './csv-preview'

const ROW_HEIGHT = 34
const NUM_COL = 64
const DATA_COL = 168
const OVERSCAN = 12
/** Columns drawn beyond the visible ones each side. */
const COL_OVERSCAN = 3
/** Up to this many columns every column is drawn (and may grow to fill the box); beyond, the columns are windowed. */
const ALL_COLUMNS = 40

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
const oddRow = css({ bg: 'bg.subtle' })

interface Metrics {
  scrollTop: number
  viewport: number
  header: number
  scrollLeft: number
  width: number
}

/** The data columns first … end - 1 a box of `width` px scrolled `scrollLeft` px across shows (fixed-width columns). */
export function columnWindow(cols: number, scrollLeft: number, width: number): { first: number; end: number } {
  if (cols <= ALL_COLUMNS) return { first: 0, end: cols }
  const from = Math.floor(Math.max(0, scrollLeft - NUM_COL) / DATA_COL)
  const to = Math.ceil(Math.max(0, scrollLeft + width - NUM_COL) / DATA_COL)
  return { first: Math.max(0, from - COL_OVERSCAN), end: Math.min(cols, to + COL_OVERSCAN) }
}

export function DataGrid({
  header,
  types,
  count,
  sort,
  onSort,
  rowAt,
  need,
}: {
  header: string[]
  types: ColumnType[]
  /** Rows in the view. */
  count: number
  sort: SortState | null
  onSort: (col: number) => void
  /** The file-order index of the row at a view position, and its cells once they have come from the worker. */
  rowAt: (position: number) => { index: number; cells: string[] | undefined }
  /** Asks for the rows at view positions first … end - 1. */
  need: (first: number, end: number) => void
}) {
  const boxRef = useRef<HTMLDivElement>(null)
  const headRef = useRef<HTMLTableSectionElement>(null)
  // Until the first measurement: the box's largest height and a one-line header.
  const [metrics, setMetrics] = useState<Metrics>({
    scrollTop: 0,
    viewport: 540,
    header: 40,
    scrollLeft: 0,
    width: 1200,
  })
  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const measure = () =>
      setMetrics((m) => {
        const next = {
          scrollTop: box.scrollTop,
          viewport: box.clientHeight,
          header: headRef.current?.offsetHeight ?? 0,
          scrollLeft: box.scrollLeft,
          width: box.clientWidth,
        }
        return m.scrollTop === next.scrollTop &&
          m.viewport === next.viewport &&
          m.header === next.header &&
          m.scrollLeft === next.scrollLeft &&
          m.width === next.width
          ? m
          : next
      })
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    if (headRef.current) observer.observe(headRef.current)
    box.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      box.removeEventListener('scroll', measure)
    }
  }, [])
  const win = gridWindow({ count, rowHeight: ROW_HEIGHT, overscan: OVERSCAN, ...metrics })
  useEffect(() => need(win.first, win.end), [need, win.first, win.end])

  const cols = header.length
  const colWin = columnWindow(cols, metrics.scrollLeft, metrics.width)
  const windowed = cols > ALL_COLUMNS
  // Windowed: a spacer track each side stands for the columns not drawn.
  const template = windowed
    ? `${NUM_COL}px ${colWin.first * DATA_COL}px repeat(${colWin.end - colWin.first}, ${DATA_COL}px) ${(cols - colWin.end) * DATA_COL}px`
    : `${NUM_COL}px repeat(${cols}, minmax(${DATA_COL}px, 1fr))`
  const minWidth = NUM_COL + cols * DATA_COL
  const spacer = (key: string) => (windowed ? <td key={key} aria-hidden className={css({ p: 0 })} /> : null)
  const drawnCols: number[] = []
  for (let c = colWin.first; c < colWin.end; c++) drawnCols.push(c)
  const drawn = []
  for (let p = win.first; p < win.end; p++) {
    const { index, cells } = rowAt(p)
    drawn.push(
      <tr
        key={p}
        aria-rowindex={p + 2}
        aria-busy={cells ? undefined : true}
        data-testid="csv-row"
        className={cx(rowBase, p % 2 ? oddRow : undefined)}
        style={{
          gridTemplateColumns: template,
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: ROW_HEIGHT,
          transform: `translateY(${win.top(p)}px)`,
        }}
      >
        <td className={numCell}>{index + 1}</td>
        {cells ? spacer('before') : null}
        {cells
          ? drawnCols.map((c) => {
              const v = cells[c] ?? ''
              return (
                <td key={c} aria-colindex={c + 2} className={cell} title={v.length > 20 ? v : undefined}>
                  {v}
                </td>
              )
            })
          : null}
        {cells ? spacer('after') : null}
      </tr>,
    )
  }
  return (
    <div ref={boxRef} className={scrollBox} role="region" aria-label="CSV rows" tabIndex={0} data-testid="csv-scroll">
      <table
        aria-rowcount={count + 1}
        aria-colcount={cols + 1}
        className={css({ display: 'block' })}
        style={{ minWidth }}
      >
        <thead ref={headRef} className={headRow}>
          <tr aria-rowindex={1} className={rowBase} style={{ gridTemplateColumns: template }}>
            <th scope="col" className={numCell}>
              #
            </th>
            {windowed ? <th aria-hidden className={css({ p: 0 })} /> : null}
            {drawnCols.map((i) => {
              const h = header[i] as string
              const active = sort?.col === i ? sort.dir : null
              return (
                <th
                  key={i}
                  aria-colindex={i + 2}
                  scope="col"
                  aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
                  className={looks.shrinkable}
                >
                  <button
                    type="button"
                    className={sortButton}
                    onClick={() => onSort(i)}
                    title={`${h} (${types[i]}): sort`}
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
            {windowed ? <th aria-hidden className={css({ p: 0 })} /> : null}
          </tr>
        </thead>
        <tbody style={{ display: 'block', height: win.height, position: 'relative' }}>{drawn}</tbody>
      </table>
    </div>
  )
}
