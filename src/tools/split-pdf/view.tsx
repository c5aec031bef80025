import { FileText, Scissors } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { errorMessage, isAbortError } from '../../jobs/errors'
import { inspectPdfFile, splitPdfFile } from '../../jobs/pdf'
import { createZip } from '../../jobs/zip'
import { FileDrop, Notice, Panel, ProgressBar, Stats, TextField } from '../../kit'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { pluralPages } from '../../lib/pdf/merge'
import { parseRanges, planSplit, type SplitMode } from '../../lib/pdf/split'
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
  const [reading, setReading] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [mode, setMode] = useState<SplitMode>('extract')
  const [rangeText, setRangeText] = useState('')
  const [progress, setProgress] = useState<{ done: number; total: number; label: string } | null>(null)
  const controller = useRef<AbortController | null>(null)
  const deferred = useDeferredValue(rangeText)

  useEffect(() => () => controller.current?.abort(), [])

  const parsed = useMemo(() => (loaded ? parseRanges(deferred, loaded.pages) : null), [deferred, loaded])
  const plan = useMemo(() => {
    if (!loaded) return null
    if (mode === 'pages') return planSplit(loaded.file.name, loaded.pages, 'pages', [])
    return parsed?.ok ? planSplit(loaded.file.name, loaded.pages, mode, parsed.ranges) : null
  }, [loaded, mode, parsed])
  const rangeError = mode !== 'pages' && rangeText.trim() && parsed && !parsed.ok ? parsed.error : undefined

  const open = async ([file]: File[]) => {
    controller.current?.abort()
    const ac = new AbortController()
    controller.current = ac
    setReading(file.name)
    setError(null)
    try {
      const info = await inspectPdfFile({ name: file.name, data: file }, ac.signal)
      setLoaded({ file, ...info })
      setRangeText('')
    } catch (e) {
      if (isAbortError(e)) return
      const message = errorMessage(e, `"${file.name}" cannot be read.`)
      setError(message)
      setLoaded(null)
      notify({ type: 'error', title: 'Cannot open this PDF', description: message })
    } finally {
      if (controller.current === ac) {
        controller.current = null
        setReading(null)
      }
    }
  }

  const split = async () => {
    if (!loaded || !plan) return
    controller.current?.abort()
    const ac = new AbortController()
    controller.current = ac
    const total = plan.files.length
    setProgress({ done: 0, total, label: 'Splitting…' })
    try {
      const blobs = await splitPdfFile(
        { name: loaded.file.name, data: loaded.file },
        plan.files,
        (done) => setProgress({ done, total, label: `Splitting… ${done} of ${total}` }),
        ac.signal,
      )
      let out: Blob
      if (plan.zip) {
        setProgress({ done: 0, total: 1, label: 'Packing the ZIP…' })
        out = await createZip(
          plan.files.map((f, i) => ({ name: f.name, data: blobs[i] })),
          { signal: ac.signal },
        )
      } else out = blobs[0]
      downloadBlob(out, plan.downloadName)
      const pages = plan.files.reduce((sum, f) => sum + f.pages.length, 0)
      notify({
        type: 'success',
        title: 'PDF split!',
        description: plan.zip
          ? `${plan.downloadName}: ${total} PDFs, ${pluralPages(pages)} (${formatBytes(out.size)})`
          : `${plan.downloadName}: ${pluralPages(pages)} (${formatBytes(out.size)})`,
      })
    } catch (e) {
      if (isAbortError(e)) notify({ type: 'info', title: 'Split cancelled' })
      else notify({ type: 'error', title: 'Split failed', description: errorMessage(e) })
    } finally {
      if (controller.current === ac) {
        controller.current = null
        setProgress(null)
      }
    }
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
          disabled={progress !== null}
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
                if (e.key === 'Enter' && plan && !progress) split()
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
          {progress ? (
            <ProgressBar
              progress={{ done: progress.done, total: progress.total }}
              label={progress.label}
              onCancel={() => controller.current?.abort()}
            />
          ) : (
            <div>
              <button type="button" className={button({ variant: 'solid' })} disabled={!plan} onClick={split}>
                <Scissors aria-hidden /> Split and download
              </button>
            </div>
          )}
        </Panel>
      ) : null}
    </div>
  )
}
