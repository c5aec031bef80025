import { FileText, Scissors } from 'lucide-react'
import { useDeferredValue, useMemo, useState } from 'react'
import { errorMessage } from '../../jobs/errors'
import { inspectPdfFile, splitPdfFile } from '../../jobs/pdf'
import { createZip } from '../../jobs/zip'
import { FileDrop, JobStatus, Notice, Panel, Stats, TextField } from '../../kit'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { notifyUnfinished, useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { pluralPages } from '../../lib/pdf/merge'
import { parseRanges, planSplit, type SplitMode, type SplitPlan } from '../../lib/pdf/split'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'

interface Loaded {
  file: File
  pages: number
  width: number
  height: number
}

const MODES = [
  { value: 'extract', label: 'Extract pages' },
  { value: 'ranges', label: 'One file per range' },
  { value: 'pages', label: 'Every page' },
] as const

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
const mm = (pt: number) => Math.round((pt / 72) * 25.4)

export default function SplitPdfView() {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [mode, setMode] = useState<SplitMode>('extract')
  const [rangeText, setRangeText] = useState('')
  const deferred = useDeferredValue(rangeText)
  // Opening a PDF and splitting one are the tool's two jobs; each stops the other, as a new PDF replaces the last.
  const openJob = useJob((file: File, { signal }) => inspectPdfFile({ name: file.name, data: file }, signal))
  const splitJob = useJob(async ({ source, plan }: { source: File; plan: SplitPlan }, { signal, onProgress }) => {
    const total = plan.files.length
    onProgress({ done: 0, total, label: 'Splitting…' })
    const blobs = await splitPdfFile(
      { name: source.name, data: source },
      plan.files,
      (done) => onProgress({ done, total, label: `Splitting… ${done} of ${total}` }),
      signal,
    )
    if (!plan.zip) return blobs[0]
    onProgress({ done: 0, total: 1, label: 'Packing the ZIP…' })
    return createZip(
      plan.files.map((f, i) => ({ name: f.name, data: blobs[i] })),
      { signal },
    )
  })
  const [readingName, setReadingName] = useState('')
  const reading = openJob.running ? readingName : null

  const parsed = useMemo(() => (loaded ? parseRanges(deferred, loaded.pages) : null), [deferred, loaded])
  const plan = useMemo(() => {
    if (!loaded) return null
    if (mode === 'pages') return planSplit(loaded.file.name, loaded.pages, 'pages', [])
    return parsed?.ok ? planSplit(loaded.file.name, loaded.pages, mode, parsed.ranges) : null
  }, [loaded, mode, parsed])
  const rangeError = mode !== 'pages' && rangeText.trim() && parsed && !parsed.ok ? parsed.error : undefined

  const open = async ([file]: File[]) => {
    splitJob.cancel()
    setReadingName(file.name)
    setError(null)
    const outcome = await openJob.start(file)
    if (outcome.status === 'done') {
      setLoaded({ file, ...outcome.result })
      setRangeText('')
    } else if (outcome.status === 'failed') {
      const message = errorMessage(outcome.cause, `"${file.name}" cannot be read.`)
      setError(message)
      setLoaded(null)
      notify({ type: 'error', title: 'Cannot open this PDF', description: message })
    }
  }

  const split = async () => {
    if (!loaded || !plan) return
    const outcome = await splitJob.start({ source: loaded.file, plan })
    if (outcome.status !== 'done')
      return notifyUnfinished(outcome, { failed: 'Split failed', cancelled: 'Split cancelled' })
    const out = outcome.result
    downloadBlob(out, plan.downloadName)
    const pages = plan.files.reduce((sum, f) => sum + f.pages.length, 0)
    notify({
      type: 'success',
      title: 'PDF split!',
      description: plan.zip
        ? `${plan.downloadName}: ${plan.files.length} PDFs, ${pluralPages(pages)} (${formatBytes(out.size)})`
        : `${plan.downloadName}: ${pluralPages(pages)} (${formatBytes(out.size)})`,
    })
  }

  const outputPages = plan ? plan.files.reduce((sum, f) => sum + f.pages.length, 0) : 0

  return (
    <div className={looks.stack}>
      <Panel title="PDF file">
        <FileDrop
          onFiles={open}
          accept={isPdf}
          pickerAccept="application/pdf,.pdf"
          compact={loaded !== null}
          label={loaded ? 'Open another PDF' : 'Drop a PDF here or click to choose'}
          hint="The file stays on your device."
          reject={(file) => ({ title: 'Not a PDF', description: `"${file.name}" is not a PDF file.` })}
          disabled={splitJob.running}
        />
        {reading ? (
          <p role="status" className={looks.mutedText}>
            Reading {reading}…
          </p>
        ) : null}
        {error ? <Notice tone="danger">{error}</Notice> : null}
        {loaded ? (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: 0 })}>
            <FileText aria-hidden className={css({ w: '5', h: '5', color: 'fg.muted', flexShrink: 0 })} />
            <div className={looks.shrinkable}>
              <p
                data-testid="loaded-name"
                className={css({
                  fontWeight: 'medium',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                })}
                title={loaded.file.name}
              >
                {loaded.file.name}
              </p>
              <p className={looks.mutedSmall}>
                {formatBytes(loaded.file.size)} · first page {mm(loaded.width)} × {mm(loaded.height)} mm
              </p>
            </div>
          </div>
        ) : null}
        {loaded ? (
          <Stats
            columns={2}
            items={[
              { label: 'Pages in this PDF', value: loaded.pages, testId: 'stat-page-count' },
              {
                label: mode === 'pages' || plan?.zip ? 'Files to make' : 'Pages to extract',
                value: plan ? (plan.zip ? plan.files.length : outputPages) : '–',
                testId: 'stat-output',
              },
            ]}
          />
        ) : null}
      </Panel>
      {loaded ? (
        <Panel title="Split">
          <Segmented label="What to make" value={mode} options={MODES} onChange={setMode} />
          {mode === 'pages' ? (
            <p className={looks.mutedText}>Each of the {loaded.pages} pages becomes its own PDF, all in one ZIP.</p>
          ) : (
            <TextField
              label="Pages"
              placeholder={`e.g. 1-3,5,${Math.min(8, loaded.pages)}-`}
              value={rangeText}
              onChange={(e) => setRangeText(e.target.value)}
              error={rangeError}
              hint={
                mode === 'extract'
                  ? `Pages 1 to ${loaded.pages}. Commas separate parts; "8-" means 8 to the end. The new PDF keeps the order you write.`
                  : `Pages 1 to ${loaded.pages}. Each part (like 1-3 or 5) becomes its own PDF; several go into a ZIP.`
              }
              mono
              autoComplete="off"
              spellCheck={false}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && plan && !splitJob.running) split()
              }}
            />
          )}
          {plan ? (
            <p data-testid="plan" className={looks.mutedWrap}>
              {plan.zip
                ? `${plan.files.length} PDFs (${pluralPages(outputPages)}) in ${plan.downloadName}`
                : `${plan.downloadName}: ${pluralPages(outputPages)}`}
            </p>
          ) : null}
          <JobStatus job={splitJob}>
            <div>
              <button type="button" className={button({ variant: 'solid' })} disabled={!plan} onClick={split}>
                <Scissors aria-hidden /> Split and download
              </button>
            </div>
          </JobStatus>
        </Panel>
      ) : null}
    </div>
  )
}
