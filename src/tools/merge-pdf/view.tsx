import { Merge } from 'lucide-react'
import { useState } from 'react'
import { errorMessage } from '../../jobs/errors'
import { inspectPdfFile, mergePdfFiles } from '../../jobs/pdf'
import { FileDrop, Notice, Panel, ProgressBar, Stats } from '../../kit'
import { FileOrderList } from '../../kit/file-order-list'
import { looks } from '../../kit/styles'
import { notifyUnfinished, useJob, useUnmountSignal } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { pluralPages } from '../../lib/pdf/merge'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'

interface PdfItem {
  id: string
  name: string
  file: File
  /** null while the worker is still reading the file. */
  pages: number | null
}

interface Rejected {
  name: string
  reason: string
}

let nextId = 0
const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name)

export default function MergePdfView() {
  const [items, setItems] = useState<PdfItem[]>([])
  const [rejected, setRejected] = useState<Rejected[]>([])
  const unmounted = useUnmountSignal()
  const mergeJob = useJob((list: PdfItem[], { signal, onProgress }) =>
    mergePdfFiles(
      list.map((item) => ({ name: item.name, data: item.file })),
      (done) => onProgress({ done, total: list.length }),
      signal,
    ),
  )

  const addFiles = async (files: File[]) => {
    // Rows appear at once in drop order; each is filled in (or dropped) when the worker has read it.
    const added: PdfItem[] = files.map((file) => ({ id: `pdf-${nextId++}`, name: file.name, file, pages: null }))
    setItems((list) => [...list, ...added])
    const results = await Promise.all(
      added.map(async (item) => {
        try {
          const info = await inspectPdfFile({ name: item.name, data: item.file }, unmounted)
          setItems((list) => list.map((x) => (x.id === item.id ? { ...x, pages: info.pages } : x)))
          return null
        } catch (error) {
          setItems((list) => list.filter((x) => x.id !== item.id))
          return { name: item.name, reason: errorMessage(error, `"${item.name}" cannot be read.`) }
        }
      }),
    )
    if (unmounted.aborted) return
    const bad = results.filter((r): r is Rejected => r !== null)
    if (bad.length) {
      setRejected((list) => [...list, ...bad])
      notify({
        type: 'error',
        title: bad.length === 1 ? 'PDF skipped' : `${bad.length} PDFs skipped`,
        description: bad.map((b) => b.reason).join(' '),
      })
    }
  }

  const checking = items.filter((item) => item.pages === null).length
  const totalPages = items.reduce((sum, item) => sum + (item.pages ?? 0), 0)
  const totalSize = items.reduce((sum, item) => sum + item.file.size, 0)
  const running = mergeJob.running

  const merge = async () => {
    if (items.length < 2) return
    const outcome = await mergeJob.start(items)
    if (outcome.status !== 'done')
      return notifyUnfinished(outcome, { failed: 'Merge failed', cancelled: 'Merge cancelled' })
    downloadBlob(outcome.result, 'merged.pdf')
    notify({
      type: 'success',
      title: 'PDFs merged!',
      description: `merged.pdf: ${pluralPages(totalPages)} from ${items.length} files (${formatBytes(outcome.result.size)})`,
    })
  }

  return (
    <div className={looks.stack}>
      <Panel title="PDF files" description="Add two or more PDFs, put them in order, then merge.">
        <FileDrop
          onFiles={addFiles}
          accept={isPdf}
          pickerAccept="application/pdf,.pdf"
          multiple
          compact={items.length > 0}
          label={items.length ? 'Add more PDFs' : 'Drop PDF files here or click to choose'}
          hint="Files stay on your device. Password-protected PDFs cannot be merged."
          reject={(file) => ({ title: 'Not a PDF', description: `"${file.name}" is not a PDF file.` })}
          disabled={running}
        />
        {checking > 0 ? (
          <p className={looks.mutedText} role="status">
            Reading {checking} {checking === 1 ? 'file' : 'files'}…
          </p>
        ) : null}
        {rejected.length ? (
          <Notice
            tone="danger"
            title={rejected.length === 1 ? 'One file was skipped' : `${rejected.length} files were skipped`}
          >
            <ul className={css({ listStyle: 'disc', pl: '4' })}>
              {rejected.map((r, i) => (
                <li key={`${r.name}-${i}`}>{r.reason}</li>
              ))}
            </ul>
            <button type="button" className={button({ variant: 'ghost', size: 'xs' })} onClick={() => setRejected([])}>
              Dismiss
            </button>
          </Notice>
        ) : null}
        {items.length ? (
          <FileOrderList
            label="PDFs in merge order"
            items={items}
            onChange={setItems}
            disabled={running}
            detail={(item) =>
              `${item.pages === null ? 'Reading…' : pluralPages(item.pages)} · ${formatBytes(item.file.size)}`
            }
          />
        ) : null}
      </Panel>
      <Panel
        title="Merge"
        actions={
          items.length ? (
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              disabled={running}
              onClick={() => {
                setItems([])
                setRejected([])
              }}
            >
              Clear all
            </button>
          ) : null
        }
      >
        <Stats
          columns={3}
          items={[
            { label: 'Files', value: items.length, testId: 'stat-files' },
            { label: 'Total pages', value: totalPages, testId: 'stat-pages' },
            { label: 'Total size', value: formatBytes(totalSize), testId: 'stat-size' },
          ]}
        />
        {running ? (
          <ProgressBar
            progress={mergeJob.progress ?? { done: 0, total: items.length }}
            label={`Merging… ${mergeJob.progress?.done ?? 0} of ${items.length} files`}
            onCancel={mergeJob.cancel}
          />
        ) : (
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
            <button
              type="button"
              className={button({ variant: 'solid' })}
              disabled={items.length < 2 || checking > 0}
              onClick={merge}
            >
              <Merge aria-hidden /> Merge and download
            </button>
            {items.length === 1 ? <span className={looks.mutedText}>Add at least one more PDF to merge.</span> : null}
          </div>
        )}
      </Panel>
    </div>
  )
}
