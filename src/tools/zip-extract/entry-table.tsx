// The ZIP's entries as a table, drawn a page of rows at a time: path (with its warnings), sizes, date, and the
// Preview and Download buttons of each file.
import { Download, Eye, File as FileIcon, Folder, Lock } from 'lucide-react'
import { memo } from 'react'
import { looks } from '../../kit/styles'
import { useFrameFill } from '../../kit/use-frame-fill'
import { formatBytes } from '../../lib/bytes'
import { entryProblem, methodName, previewKind, revealControls, type ZipEntryInfo } from '../../lib/zip/zip-extract'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { FRAME_ROWS, formatDate, PAGE_ROWS } from './zip-extract'

const cell = css({ px: '2', py: '1.5', textAlign: 'left', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
const entryRow = css({
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  '&[data-selected=true]': { bg: 'accent.subtle' },
})

interface EntryActions {
  /** The archive as a whole cannot be extracted (a ZIP bomb): every Download is off. */
  archiveBlocked: boolean
  onPreview: (entry: ZipEntryInfo) => void
  onSave: (entry: ZipEntryInfo) => void
}

export const EntryTable = memo(function EntryTable({
  entries,
  rows,
  onMore,
  selected,
  ...actions
}: EntryActions & {
  entries: ZipEntryInfo[]
  rows: number
  onMore: (rows: number) => void
  selected: number | null
}) {
  // The rows appear FRAME_ROWS a frame (a new list of entries starts again from the first FRAME_ROWS).
  const drawn = useFrameFill(Math.min(rows, entries.length), FRAME_ROWS, entries)
  return (
    <div className={css({ overflowX: 'auto', minW: 0, position: 'relative' })}>
      <table className={looks.dataTable}>
        <thead>
          <tr className={css({ color: 'fg.muted', borderBottomWidth: '1px', borderColor: 'border.default' })}>
            <th className={cell}>Path</th>
            <th className={cell}>Size</th>
            <th className={cell}>Packed</th>
            <th className={cell}>Modified</th>
            <th className={cell}>
              <span className={looks.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.slice(0, drawn).map((e) => (
            <EntryRow key={e.index} entry={e} selected={selected === e.index} {...actions} />
          ))}
        </tbody>
      </table>
      {entries.length > rows ? (
        <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '2' })}>
          Showing the first {rows.toLocaleString('en-US')} of {entries.length.toLocaleString('en-US')} entries: filter
          by path to find others.{' '}
          <button
            type="button"
            className={button({ size: 'xs', variant: 'ghost' })}
            onClick={() => onMore(rows + PAGE_ROWS * 5)}
          >
            Show more
          </button>
        </p>
      ) : null}
    </div>
  )
})

const EntryRow = memo(function EntryRow({
  entry: e,
  selected,
  archiveBlocked,
  onPreview,
  onSave,
}: EntryActions & { entry: ZipEntryInfo; selected: boolean }) {
  const problem = entryProblem(e)
  const shownPath = revealControls(e.path)
  return (
    <tr data-testid="zip-entry" className={entryRow} data-selected={selected}>
      <td className={cell}>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          {e.isFolder ? (
            <Folder aria-label="Folder" className={css({ w: '4', h: '4', color: 'accent.fg' })} />
          ) : (
            <FileIcon aria-hidden className={css({ w: '4', h: '4', color: 'fg.muted' })} />
          )}
          <span data-testid="zip-path">{shownPath}</span>
          {e.encrypted ? (
            <span className={badge({ tone: 'warning' })}>
              <Lock aria-hidden className={css({ w: '3', h: '3' })} /> Encrypted
            </span>
          ) : null}
          {!e.encrypted && !e.isFolder && e.method !== 0 && e.method !== 8 ? (
            <span className={badge({ tone: 'warning' })}>{methodName(e.method)}</span>
          ) : null}
        </span>
      </td>
      <td className={cell}>{e.isFolder ? '—' : formatBytes(e.size)}</td>
      <td className={cell}>{e.isFolder ? '—' : formatBytes(e.packedSize)}</td>
      <td className={cell}>{formatDate(e.modified)}</td>
      <td className={cell}>
        {e.isFolder ? null : (
          <span className={css({ display: 'inline-flex', gap: '1' })}>
            {previewKind(e.path) ? (
              <button
                type="button"
                className={button({ size: 'xs', variant: 'ghost' })}
                aria-label={`Preview ${shownPath}`}
                onClick={() => onPreview(e)}
                disabled={!!problem}
              >
                <Eye aria-hidden />
              </button>
            ) : null}
            <button
              type="button"
              className={button({ size: 'xs', variant: 'ghost' })}
              aria-label={`Download ${shownPath}`}
              onClick={() => onSave(e)}
              disabled={!!problem || archiveBlocked}
            >
              <Download aria-hidden />
            </button>
          </span>
        )}
      </td>
    </tr>
  )
})
