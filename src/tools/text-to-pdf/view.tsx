import { useSetAtom } from 'jotai'
import { FileText } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { Notice, NumberField, Panel, ProgressBar, TextField } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { pluralPages } from '../../lib/pdf/merge'
import {
  DEFAULT_TEXT_OPTIONS,
  LIMITS,
  type PageFormat,
  type TextPdfOptions,
  textPdfProblem,
} from '../../lib/pdf/text-to-pdf'
import { useAtomValue } from '../../state/use-atom'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import { notify } from '../../ui/toaster'
import { textPdfFailedAtom, textPdfJob, textPdfMissingAtom, textPdfRunningAtom } from './atoms'

const FORMATS = [
  { value: 'a4', label: 'A4' },
  { value: 'letter', label: 'Letter' },
] as const
const ORIENTATIONS = [
  { value: 'portrait', label: 'Portrait' },
  { value: 'landscape', label: 'Landscape' },
] as const

/** The number in `raw` when it is inside [min, max]; otherwise an error message. */
function readRanged(raw: string, [min, max]: readonly [number, number], what: string) {
  const n = Number(raw)
  if (!raw.trim() || !Number.isFinite(n) || n < min || n > max)
    return { value: null, error: `Enter ${what} from ${min} to ${max}.` }
  return { value: n, error: undefined }
}

/** A safe file name from what the user typed: no path characters, ".pdf" added. */
function pdfName(raw: string): string {
  const base = raw
    .replace(/\.pdf$/i, '')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .trim()
  return `${base || 'document'}.pdf`
}

/** The build's progress and Cancel: only this redraws as the worker reports, not the page with its text. */
function BuildProgress() {
  const state = useAtomValue(textPdfJob.stateAtom)
  const cancel = useSetAtom(textPdfJob.cancelAtom)
  const progress = state.status === 'running' ? state.progress : null
  return <ProgressBar progress={progress} label={progress?.label ?? 'Building the PDF…'} onCancel={cancel} />
}

export default function TextToPdfView() {
  const [text, setText] = useLinkState('text', '', 'input')
  const [format, setFormat] = useLinkState<PageFormat>('format', DEFAULT_TEXT_OPTIONS.format)
  const [orientation, setOrientation] = useLinkState<'portrait' | 'landscape'>('orientation', 'portrait')
  const [marginText, setMarginText] = useLinkState('margin', String(DEFAULT_TEXT_OPTIONS.marginMm))
  const [sizeText, setSizeText] = useLinkState('fontSize', String(DEFAULT_TEXT_OPTIONS.fontSize))
  const [pageNumbers, setPageNumbers] = useLinkState('pageNumbers', DEFAULT_TEXT_OPTIONS.pageNumbers)
  const [name, setName] = useLinkState('name', 'document')
  const start = useSetAtom(textPdfJob.startAtom)
  const reset = useSetAtom(textPdfJob.resetAtom)
  const running = useAtomValue(textPdfRunningAtom)
  const missing = useAtomValue(textPdfMissingAtom)
  // Counting lines of 10 MB of text on every render would cost a frame each time: once per text.
  const lineCount = useMemo(() => {
    let n = text ? 1 : 0
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) n++
    return n
  }, [text])

  useEffect(() => () => reset(), [reset])

  const failed = useAtomValue(textPdfFailedAtom)
  const margin = readRanged(marginText, LIMITS.marginMm, 'a margin')
  const fontSize = readRanged(sizeText, LIMITS.fontSize, 'a font size')
  const options: TextPdfOptions | null =
    margin.value === null || fontSize.value === null
      ? null
      : {
          ...DEFAULT_TEXT_OPTIONS,
          format,
          landscape: orientation === 'landscape',
          marginMm: margin.value,
          fontSize: fontSize.value,
          pageNumbers,
        }
  // Checked before the job: the length, and the pages the lines alone fill with these options.
  const tooBig = options ? textPdfProblem(text.length, lineCount, options) : null
  const ready = text.trim() !== '' && options !== null && !tooBig

  const build = async () => {
    if (!ready || !options) return
    const outcome = await start({ text, options, file: pdfName(name) })
    if (outcome.status === 'done') {
      const { blob, file, pages } = outcome.result
      downloadBlob(blob, file)
      notify({
        type: 'success',
        title: 'PDF created!',
        description: `${file}: ${pluralPages(pages)} (${formatBytes(blob.size)})`,
      })
    } else if (outcome.status === 'cancelled') notify({ type: 'info', title: 'PDF cancelled' })
    else if (outcome.status === 'failed')
      notify({ type: 'error', title: 'PDF not created', description: outcome.error })
  }

  return (
    <div className={looks.stack}>
      <Panel
        title="Your text"
        actions={
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            disabled={!text || running}
            onClick={() => {
              setText('')
              reset()
            }}
          >
            Clear
          </button>
        }
      >
        <LargeTextField
          label="Text for the PDF"
          placeholder="Type or paste your text here… Accents, Cyrillic and Greek are fine."
          value={text}
          onValueChange={setText}
          rows={12}
          hint={`${text.length.toLocaleString('en-US')} characters, ${lineCount.toLocaleString('en-US')} lines. Long lines wrap at the page width.`}
        />
      </Panel>
      <Panel title="Page">
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
          <Segmented label="Page size" value={format} options={FORMATS} onChange={setFormat} />
          <Segmented label="Orientation" value={orientation} options={ORIENTATIONS} onChange={setOrientation} />
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
          <NumberField
            label="Margin (mm)"
            value={marginText}
            onChange={(e) => setMarginText(e.target.value)}
            min={LIMITS.marginMm[0]}
            max={LIMITS.marginMm[1]}
            error={margin.error}
            className={css({ w: '40' })}
          />
          <NumberField
            label="Font size (pt)"
            value={sizeText}
            onChange={(e) => setSizeText(e.target.value)}
            min={LIMITS.fontSize[0]}
            max={LIMITS.fontSize[1]}
            step={0.5}
            error={fontSize.error}
            className={css({ w: '40' })}
          />
          <TextField
            label="File name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            hint={pdfName(name)}
            className={css({ w: { base: '100%', sm: '56' } })}
          />
        </div>
        <SwitchField label='Page numbers ("Page 1 of N")' checked={pageNumbers} onChange={setPageNumbers} />
        {missing.length ? (
          <Notice tone="warning" title="Some characters are not in the font">
            These show as empty boxes in the PDF: {missing.join(' ')}
          </Notice>
        ) : null}
        {tooBig || failed ? (
          <Notice tone="danger" title="PDF not created">
            <span data-testid="text-pdf-limit">{tooBig ?? failed}</span>
          </Notice>
        ) : null}
        {running ? (
          <BuildProgress />
        ) : (
          <div>
            <button type="button" className={button({ variant: 'solid' })} disabled={!ready} onClick={build}>
              <FileText aria-hidden /> Create PDF and download
            </button>
          </div>
        )}
        <p className={looks.mutedSmall}>
          Set in Inter, embedded in the file. Right-to-left and East Asian scripts are not supported.
        </p>
      </Panel>
    </div>
  )
}
