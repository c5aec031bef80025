// The Encode tab: text encoded as you type, or a file encoded in the worker with its progress and Cancel.
import { FileIcon } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { encodeFileInWorker } from '../../jobs/base64'
import { CodeOutput, CopyButton, DownloadButton, FileDrop, JobStatus, Notice, Panel, SplitLayout } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { EXAMPLES, encodeText } from '../../lib/base64'
import { formatBytes } from '../../lib/bytes'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import { notify } from '../../ui/toaster'
import { fileLimitProblem, textLimitProblemB64 } from './base64-limits'
import { shown, TruncationNote } from './preview'

type EncodeFileOptions = Parameters<typeof encodeFileInWorker>[1]

interface FileResult {
  name: string
  size: number
  output: string
}

export function EncodePanel() {
  const [text, setText] = useLinkState('text', '', 'input')
  const [urlSafe, setUrlSafe] = useLinkState('urlSafe', false)
  const [asDataUrl, setAsDataUrl] = useLinkState('dataUrl', false)
  const [file, setFile] = useState<File | null>(null)
  const [fileResult, setFileResult] = useState<FileResult | null>(null)
  // Past the limits nothing is read or encoded: the panel names the limit and the size found.
  const [fileRefused, setFileRefused] = useState<string | null>(null)
  const textRefused = textLimitProblemB64(text.length)
  const encoded = useMemo(() => {
    if (!text || textLimitProblemB64(text.length)) return { output: '', error: false }
    try {
      return { output: encodeText(text, urlSafe), error: false }
    } catch {
      return { output: '', error: true }
    }
  }, [text, urlSafe])

  // A file is encoded in the worker; a new file or option starts again (the job aborts the run before).
  const fileJob = useJob(({ file, options }: { file: File; options: EncodeFileOptions }, { signal, onProgress }) => {
    onProgress({ fraction: 0 })
    return encodeFileInWorker(file, options, signal, (fraction) => onProgress({ fraction }))
  })
  const startFile = fileJob.start
  const resetJob = fileJob.reset
  useEffect(() => {
    if (!file) return
    const tooBig = fileLimitProblem(file.size, { urlSafe, dataUrl: asDataUrl, mime: file.type })
    setFileRefused(tooBig)
    if (tooBig) {
      resetJob()
      setFileResult(null)
      return
    }
    void startFile({ file, options: { urlSafe, dataUrl: asDataUrl, mime: file.type } }).then((outcome) => {
      if (outcome.status === 'done') {
        setFileResult({ name: file.name, size: file.size, output: outcome.result })
        notify({
          type: 'success',
          title: 'File encoded',
          description: `${file.name} (${formatBytes(file.size)}) encoded to Base64`,
        })
      } else if (outcome.status === 'failed') {
        setFile(null)
        notify({ type: 'error', title: 'File Error', description: 'Failed to read file' })
      }
    })
  }, [file, urlSafe, asDataUrl, startFile, resetJob])
  const stopFile = () => {
    fileJob.reset()
    setFile(null)
  }

  const output = fileResult?.output ?? encoded.output
  const onText = (value: string) => {
    stopFile()
    setFileResult(null)
    setFileRefused(null)
    setText(value)
  }
  const onEncodeClick = () => {
    if (!text.trim()) {
      notify({ type: 'error', title: 'No input', description: 'Please enter text to encode' })
      return
    }
    if (encoded.error)
      notify({ type: 'error', title: 'Encoding Error', description: 'Failed to encode text to Base64' })
    else
      notify({
        type: 'success',
        title: 'Encoded',
        description: `${output.length.toLocaleString('en')} Base64 characters`,
      })
  }

  return (
    <SplitLayout>
      <Panel title="Input">
        <LargeTextField
          label="Text to encode"
          placeholder="Type or paste text…"
          value={text}
          onValueChange={onText}
          rows={8}
        />
        <div className={looks.rowCentered}>
          <span className={looks.mutedText}>Examples:</span>
          {EXAMPLES.map((ex) => (
            <button key={ex.id} type="button" className={button({ size: 'xs' })} onClick={() => onText(ex.text)}>
              {ex.label}
            </button>
          ))}
        </div>
        <div className={looks.rowWide}>
          <SwitchField label="URL-safe (- and _, no padding)" checked={urlSafe} onChange={setUrlSafe} />
          <SwitchField label="File as data URL" checked={asDataUrl} onChange={setAsDataUrl} />
        </div>
        <button
          type="button"
          className={cx(button({ variant: 'solid' }), css({ alignSelf: 'flex-start' }))}
          onClick={onEncodeClick}
        >
          Encode
        </button>
        <FileDrop
          compact
          label="Encode a file: drop it here or click to choose"
          hint="Any file type; large files are encoded in the background."
          onFiles={([f]) => {
            setText('')
            setFileResult(null)
            if (f.size === 0) {
              notify({ type: 'error', title: 'File Error', description: 'Failed to read file: it is empty (0 bytes)' })
              return
            }
            setFile(f)
          }}
        />
        {fileRefused || textRefused ? (
          <Notice tone="danger" title="Too large to encode here">
            <span data-testid="base64-limit">{fileRefused ?? textRefused}</span>
          </Notice>
        ) : null}
        <JobStatus job={{ ...fileJob, cancel: stopFile }} label={`Encoding ${file?.name ?? 'file'}…`} />
      </Panel>
      <Panel
        title="Base64 output"
        actions={
          <>
            <CopyButton value={output} what="Base64" />
            <DownloadButton
              data={output}
              filename={fileResult ? `${fileResult.name}.b64.txt` : 'encoded.txt'}
              success={{ title: 'Downloaded!', description: 'Base64 saved successfully' }}
            />
          </>
        }
      >
        {encoded.error ? (
          <Notice tone="danger" title="Encoding Error">
            Failed to encode text to Base64: the text contains an unpaired surrogate (not valid Unicode).
          </Notice>
        ) : null}
        {fileResult ? (
          <p
            data-testid="file-info"
            className={css({
              display: 'flex',
              gap: '2',
              alignItems: 'center',
              fontSize: 'sm',
              color: 'fg.muted',
              minW: 0,
              overflowWrap: 'anywhere',
            })}
          >
            <FileIcon aria-hidden className={css({ w: '4', h: '4', flexShrink: 0 })} />
            {fileResult.name} · {formatBytes(fileResult.size)} → {fileResult.output.length.toLocaleString('en')}{' '}
            characters
          </p>
        ) : null}
        <CodeOutput label="Base64 output" value={shown(output)} placeholder="Base64 appears here as you type" />
        <TruncationNote output={output} />
        {output && !fileResult ? (
          <p className={looks.mutedSmall}>
            {new TextEncoder().encode(text).length.toLocaleString('en')} bytes (UTF-8) →{' '}
            {output.length.toLocaleString('en')} characters
          </p>
        ) : null}
      </Panel>
    </SplitLayout>
  )
}
