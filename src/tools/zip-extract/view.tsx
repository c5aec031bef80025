import { Download } from 'lucide-react'
import { startTransition, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { errorMessage } from '../../jobs/errors'
import { extractZipEntry, listZip } from '../../jobs/unzip'
import { EmptyState, FileDrop, JobStatus, Notice, Panel, Stats, TextField } from '../../kit'
import { looks } from '../../kit/styles'
import { notifyUnfinished, useJob, useUnmountSignal } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { entryProblem, hasHiddenControls, savedMessage, saveName, type ZipEntryInfo } from '../../lib/zip/zip-extract'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { EntryTable } from './entry-table'
import { PreviewPanel, usePreviewJob } from './preview-panel'
import { type SaveAllArgs, saveEntries } from './save-all'
import { countEntries, encryptedNote, filterEntries, PAGE_ROWS, saveAllReport } from './zip-extract'

export default function ZipExtractView() {
  const [file, setFile] = useState<File | null>(null)
  const [filter, setFilter] = useState('')
  const [rows, setRows] = useState(PAGE_ROWS)
  const [previewing, setPreviewing] = useState<{ entry: ZipEntryInfo; problem: string | null } | null>(null)
  // Reading the directory, previewing an entry and "Download all" are the tool's jobs; a new ZIP ends all three.
  const listJob = useJob((f: File, { signal }) => listZip(f, signal))
  const previewJob = usePreviewJob()
  const saveAllJob = useJob(saveEntries)
  // A single download is not a job (two may run at once); it stops only when the page goes.
  const unmounted = useUnmountSignal()
  const listing = listJob.state.status === 'done' ? listJob.state.result : null
  // The contents (up to PAGE_ROWS rows of icons and buttons) are drawn in a background render that yields to the
  // browser every few milliseconds: 10,000 entries never hold the page up for one long task.
  const shownListing = useDeferredValue(listing)
  const shownFilter = useDeferredValue(filter)
  const error = listJob.state.status === 'failed' ? listJob.state.error : null

  const open = async (f: File) => {
    previewJob.reset()
    saveAllJob.cancel()
    setFile(f)
    setPreviewing(null)
    setFilter('')
    setRows(PAGE_ROWS)
    notifyUnfinished(await listJob.start(f), { failed: 'Could not open the ZIP' })
  }

  const blocked = (entry: ZipEntryInfo) => listing?.problem ?? entryProblem(entry)

  const showPreview = (entry: ZipEntryInfo) => {
    if (!file) return
    const problem = blocked(entry)
    setPreviewing({ entry, problem })
    if (problem) previewJob.reset()
    else void previewJob.start({ file, entry })
  }
  const closePreview = () => {
    previewJob.cancel()
    setPreviewing(null)
  }

  const save = async (entry: ZipEntryInfo) => {
    if (!file) return
    const problem = blocked(entry)
    if (problem) {
      notify({ type: 'error', title: 'Cannot extract', description: problem })
      return
    }
    try {
      const blob = await extractZipEntry(file, entry, unmounted)
      downloadBlob(blob, saveName(entry.path))
      notify({
        type: hasHiddenControls(entry.path) ? 'warning' : 'success',
        title: 'Downloaded!',
        description: savedMessage(entry.path),
      })
    } catch (e) {
      if (!unmounted.aborted) notify({ type: 'error', title: 'Cannot extract', description: errorMessage(e) })
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
    const tally: SaveAllArgs['tally'] = { saved: 0, failed: [] }
    const outcome = await saveAllJob.start({ file, entries: good, tally })
    if (outcome.status !== 'cancelled')
      notify(saveAllReport(tally.saved, files.length - good.length + tally.failed.length))
    else if (!unmounted.aborted) notify({ type: 'info', title: 'Cancelled', description: `${tally.saved} files saved` })
  }

  const shown = useMemo(
    () => (shownListing ? filterEntries(shownListing.entries, shownFilter) : []),
    [shownListing, shownFilter],
  )
  const counts = useMemo(() => (shownListing ? countEntries(shownListing.entries) : null), [shownListing])
  // The table is memoised: its callbacks stay the same while they call the latest handlers.
  const handlers = useRef({ showPreview, save })
  useLayoutEffect(() => {
    handlers.current = { showPreview, save }
  })
  const onPreview = useCallback((entry: ZipEntryInfo) => handlers.current.showPreview(entry), [])
  const onSave = useCallback((entry: ZipEntryInfo) => void handlers.current.save(entry), [])
  const showMore = useCallback((next: number) => startTransition(() => setRows(next)), [])

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
        <JobStatus job={listJob} label="Reading the ZIP directory…" cancellable={false} />
        {error ? (
          <Notice tone="danger">
            <span data-testid="zip-error">{error}</span>
          </Notice>
        ) : null}
      </Panel>

      {shownListing && counts ? (
        <Panel
          title="Contents"
          className={looks.shrinkable}
          actions={
            <button
              type="button"
              className={button({ size: 'sm', variant: 'solid' })}
              onClick={saveAll}
              disabled={saveAllJob.running || !!shownListing.problem || shownListing.entries.every((e) => e.isFolder)}
            >
              <Download aria-hidden /> Download all
            </button>
          }
        >
          <Stats
            items={[
              { label: 'Files', value: counts.files, testId: 'zip-files' },
              { label: 'Folders', value: counts.folders, testId: 'zip-folders' },
              { label: 'Unpacked', value: formatBytes(shownListing.totalSize), testId: 'zip-size' },
              { label: 'Packed', value: formatBytes(shownListing.totalPacked), testId: 'zip-packed' },
            ]}
          />
          {shownListing.problem ? (
            <Notice tone="danger">
              <span data-testid="zip-bomb">{shownListing.problem}</span>
            </Notice>
          ) : null}
          {counts.encrypted ? (
            <Notice tone="warning">
              <span data-testid="zip-encrypted">{encryptedNote(counts.encrypted)}</span>
            </Notice>
          ) : null}
          {shownListing.comment ? <p className={looks.mutedWrap}>Comment: {shownListing.comment}</p> : null}
          <JobStatus job={saveAllJob} />
          {shownListing.entries.length > 10 ? (
            <TextField label="Filter by path" value={filter} onChange={(e) => setFilter(e.target.value)} />
          ) : null}
          {shownListing.entries.length === 0 ? (
            <EmptyState title="This ZIP is empty">It holds no files or folders.</EmptyState>
          ) : (
            <EntryTable
              entries={shown}
              rows={rows}
              onMore={showMore}
              selected={previewing?.entry.index ?? null}
              archiveBlocked={!!shownListing.problem}
              onPreview={onPreview}
              onSave={onSave}
            />
          )}
        </Panel>
      ) : null}

      {previewing ? <PreviewPanel {...previewing} job={previewJob} onClose={closePreview} /> : null}
    </div>
  )
}
