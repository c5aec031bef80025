import { Download, Eye, File as FileIcon, Folder, Lock } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { errorMessage, isAbortError } from '../../jobs/errors'
import { extractZipEntry, listZip, previewZipEntry } from '../../jobs/unzip'
import { EmptyState, FileDrop, Notice, Panel, ProgressBar, Stats, TextField } from '../../kit'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import {
  baseName,
  entryProblem,
  hasHiddenControls,
  methodName,
  previewKind,
  revealControls,
  savedMessage,
  saveName,
  TEXT_PREVIEW_BYTES,
  type ZipEntryInfo,
  type ZipListing,
} from '../../lib/zip/zip-extract'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'

type Listing = ZipListing & { problem: string | null }

interface Preview {
  entry: ZipEntryInfo
  loading: boolean
  url?: string
  text?: string
  truncated?: boolean
  error?: string
}

/** Rows drawn per step: 100,000 entries never become 100,000 table rows in one frame. */
const PAGE_ROWS = 200

const formatDate = (ms: number | null) => {
  if (ms === null) return '—'
  const d = new Date(ms)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}

const cell = css({ px: '2', py: '1.5', textAlign: 'left', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })

export default function ZipExtractView() {
  const [file, setFile] = useState<File | null>(null)
  const [listing, setListing] = useState<Listing | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [opening, setOpening] = useState(false)
  const [filter, setFilter] = useState('')
  const [rows, setRows] = useState(PAGE_ROWS)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [all, setAll] = useState<{ done: number; total: number; controller: AbortController } | null>(null)
  const listController = useRef<AbortController | null>(null)
  const previewController = useRef<AbortController | null>(null)

  // A preview's object URL lives as long as the preview.
  useEffect(() => () => (preview?.url ? URL.revokeObjectURL(preview.url) : undefined), [preview?.url])
  useEffect(
    () => () => {
      listController.current?.abort()
      previewController.current?.abort()
    },
    [],
  )

  const open = (f: File) => {
    listController.current?.abort()
    previewController.current?.abort()
    all?.controller.abort()
    const controller = new AbortController()
    listController.current = controller
    setFile(f)
    setListing(null)
    setPreview(null)
    setError(null)
    setFilter('')
    setRows(PAGE_ROWS)
    setOpening(true)
    listZip(f, controller.signal).then(
      (l) => {
        if (listController.current !== controller) return
        setListing(l)
        setOpening(false)
      },
      (e: unknown) => {
        if (listController.current !== controller || isAbortError(e)) return
        setError(errorMessage(e))
        setOpening(false)
        notify({ type: 'error', title: 'Could not open the ZIP', description: errorMessage(e) })
      },
    )
  }

  const blocked = (entry: ZipEntryInfo) => listing?.problem ?? entryProblem(entry)

  const showPreview = (entry: ZipEntryInfo) => {
    if (!file) return
    previewController.current?.abort()
    const controller = new AbortController()
    previewController.current = controller
    const problem = blocked(entry)
    if (problem) {
      setPreview({ entry, loading: false, error: problem })
      return
    }
    setPreview({ entry, loading: true })
    // Only what the preview shows is unpacked (256 KB of text), in the worker; Cancel ends that worker.
    previewZipEntry(file, entry, controller.signal).then(
      (shown) => {
        if (previewController.current !== controller) return
        if (shown.kind === 'image') setPreview({ entry, loading: false, url: URL.createObjectURL(shown.blob) })
        else if (shown.kind === 'text')
          setPreview({ entry, loading: false, text: shown.text, truncated: shown.truncated })
        else setPreview({ entry, loading: false, error: shown.reason })
      },
      (e: unknown) => {
        if (previewController.current !== controller || isAbortError(e)) return
        setPreview({ entry, loading: false, error: errorMessage(e) })
      },
    )
  }

  const save = async (entry: ZipEntryInfo) => {
    if (!file) return
    const problem = blocked(entry)
    if (problem) {
      notify({ type: 'error', title: 'Cannot extract', description: problem })
      return
    }
    try {
      const blob = await extractZipEntry(file, entry, new AbortController().signal)
      downloadBlob(blob, saveName(entry.path))
      notify({
        type: hasHiddenControls(entry.path) ? 'warning' : 'success',
        title: 'Downloaded!',
        description: savedMessage(entry.path),
      })
    } catch (e) {
      notify({ type: 'error', title: 'Cannot extract', description: errorMessage(e) })
    }
  }

  const saveAll = async () => {
    if (!file || !listing) return
    if (listing.problem) {
      notify({ type: 'error', title: 'Cannot extract', description: listing.problem })
      return
    }
    const files = listing.entries.filter((e) => !e.isFolder)
    const good = files.filter((e) => !entryProblem(e))
    const controller = new AbortController()
    setAll({ done: 0, total: good.length, controller })
    let saved = 0
    const failed: string[] = []
    for (const entry of good) {
      if (controller.signal.aborted) break
      try {
        const blob = await extractZipEntry(file, entry, controller.signal)
        downloadBlob(blob, saveName(entry.path))
        saved++
        // Browsers drop downloads started in the same instant.
        await new Promise((r) => setTimeout(r, 150))
      } catch (e) {
        if (isAbortError(e)) break
        failed.push(entry.path)
      }
      setAll((a) => (a && a.controller === controller ? { ...a, done: a.done + 1 } : a))
    }
    setAll(null)
    const skipped = files.length - good.length + failed.length
    if (controller.signal.aborted) notify({ type: 'info', title: 'Cancelled', description: `${saved} files saved` })
    else if (saved)
      notify({
        type: skipped ? 'warning' : 'success',
        title: 'Downloaded!',
        description: `${saved} ${saved === 1 ? 'file' : 'files'} saved${skipped ? `, ${skipped} skipped (encrypted, unsupported or damaged)` : ''}`,
      })
    else notify({ type: 'error', title: 'Cannot extract', description: 'No entry in this ZIP can be extracted here.' })
  }

  const shown = useMemo(() => {
    if (!listing) return []
    const q = filter.trim().toLowerCase()
    return q ? listing.entries.filter((e) => e.path.toLowerCase().includes(q)) : listing.entries
  }, [listing, filter])

  const folders = listing?.entries.filter((e) => e.isFolder).length ?? 0
  const encrypted = listing?.entries.filter((e) => e.encrypted).length ?? 0

  return (
    <div className={looks.stackFill}>
      <Panel title="ZIP file">
        <FileDrop
          onFiles={(files) => open(files[0])}
          pickerAccept=".zip,application/zip,application/x-zip-compressed"
          label="Drop a ZIP file or click to choose"
          hint="Opened in your browser: only the parts you look at are unpacked."
        />
        {file ? (
          <span data-testid="zip-name" className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>
            {file.name} · {formatBytes(file.size)}
          </span>
        ) : null}
        {opening ? <ProgressBar progress={null} label="Reading the ZIP directory…" /> : null}
        {error ? (
          <Notice tone="danger">
            <span data-testid="zip-error">{error}</span>
          </Notice>
        ) : null}
      </Panel>

      {listing ? (
        <Panel
          title="Contents"
          className={looks.shrinkable}
          actions={
            <button
              type="button"
              className={button({ size: 'sm', variant: 'solid' })}
              onClick={saveAll}
              disabled={!!all || !!listing.problem || listing.entries.every((e) => e.isFolder)}
            >
              <Download aria-hidden /> Download all
            </button>
          }
        >
          <Stats
            items={[
              { label: 'Files', value: listing.entries.length - folders, testId: 'zip-files' },
              { label: 'Folders', value: folders, testId: 'zip-folders' },
              { label: 'Unpacked', value: formatBytes(listing.totalSize), testId: 'zip-size' },
              { label: 'Packed', value: formatBytes(listing.totalPacked), testId: 'zip-packed' },
            ]}
          />
          {listing.problem ? (
            <Notice tone="danger">
              <span data-testid="zip-bomb">{listing.problem}</span>
            </Notice>
          ) : null}
          {encrypted ? (
            <Notice tone="warning">
              <span data-testid="zip-encrypted">
                {encrypted === 1 ? '1 entry is' : `${encrypted} entries are`} encrypted (password-protected) and cannot
                be extracted here; the others can.
              </span>
            </Notice>
          ) : null}
          {listing.comment ? <p className={looks.mutedWrap}>Comment: {listing.comment}</p> : null}
          {all ? (
            <ProgressBar
              progress={{ done: all.done, total: all.total }}
              label={`Saving ${all.done} of ${all.total} files`}
              onCancel={() => all.controller.abort()}
            />
          ) : null}
          {listing.entries.length > 10 ? (
            <TextField label="Filter by path" value={filter} onChange={(e) => setFilter(e.target.value)} />
          ) : null}
          {listing.entries.length === 0 ? (
            <EmptyState title="This ZIP is empty">It holds no files or folders.</EmptyState>
          ) : (
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
                  {shown.slice(0, rows).map((e) => {
                    const problem = entryProblem(e)
                    return (
                      <tr
                        key={e.index}
                        data-testid="zip-entry"
                        className={css({
                          borderBottomWidth: '1px',
                          borderColor: 'border.default',
                          '&[data-selected=true]': { bg: 'accent.subtle' },
                        })}
                        data-selected={preview?.entry.index === e.index}
                      >
                        <td className={cell}>
                          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                            {e.isFolder ? (
                              <Folder aria-label="Folder" className={css({ w: '4', h: '4', color: 'accent.fg' })} />
                            ) : (
                              <FileIcon aria-hidden className={css({ w: '4', h: '4', color: 'fg.muted' })} />
                            )}
                            <span data-testid="zip-path">{revealControls(e.path)}</span>
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
                                  aria-label={`Preview ${revealControls(e.path)}`}
                                  onClick={() => showPreview(e)}
                                  disabled={!!problem}
                                >
                                  <Eye aria-hidden />
                                </button>
                              ) : null}
                              <button
                                type="button"
                                className={button({ size: 'xs', variant: 'ghost' })}
                                aria-label={`Download ${revealControls(e.path)}`}
                                onClick={() => save(e)}
                                disabled={!!problem || !!listing.problem}
                              >
                                <Download aria-hidden />
                              </button>
                            </span>
                          )}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
              {shown.length > rows ? (
                <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '2' })}>
                  Showing the first {rows.toLocaleString('en-US')} of {shown.length.toLocaleString('en-US')} entries:
                  filter by path to find others.{' '}
                  <button
                    type="button"
                    className={button({ size: 'xs', variant: 'ghost' })}
                    onClick={() => setRows((n) => n + PAGE_ROWS * 5)}
                  >
                    Show more
                  </button>
                </p>
              ) : null}
            </div>
          )}
        </Panel>
      ) : null}

      {preview ? (
        <Panel
          title={`Preview: ${revealControls(baseName(preview.entry.path))}`}
          description={`${formatBytes(preview.entry.size)} · ${revealControls(preview.entry.path)}`}
        >
          {preview.loading ? (
            <ProgressBar
              progress={null}
              label="Unpacking…"
              onCancel={() => {
                previewController.current?.abort()
                setPreview(null)
              }}
            />
          ) : null}
          {preview.error ? (
            <Notice tone="danger">
              <span data-testid="preview-error">{preview.error}</span>
            </Notice>
          ) : null}
          {preview.url ? (
            <img
              src={preview.url}
              alt={revealControls(preview.entry.path)}
              data-testid="preview-image"
              className={css({
                maxW: '100%',
                maxH: '480px',
                objectFit: 'contain',
                alignSelf: 'flex-start',
                bg: 'bg.subtle',
                borderRadius: 'md',
              })}
            />
          ) : null}
          {preview.text !== undefined ? (
            <>
              <pre
                data-testid="preview-text"
                role="region"
                tabIndex={0}
                aria-label={`Contents of ${revealControls(preview.entry.path)}`}
                className={css({
                  fontFamily: 'mono',
                  fontSize: 'sm',
                  bg: 'bg.subtle',
                  borderRadius: 'lg',
                  p: '3',
                  overflow: 'auto',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  maxH: '480px',
                })}
              >
                {preview.text}
              </pre>
              {preview.truncated ? (
                <p className={looks.mutedSmall}>
                  Showing the first {formatBytes(TEXT_PREVIEW_BYTES)}; download the file for all of it.
                </p>
              ) : null}
            </>
          ) : null}
        </Panel>
      ) : null}
    </div>
  )
}
