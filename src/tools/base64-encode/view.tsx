import { FileIcon } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { encodeFileInWorker } from '../../jobs/base64'
import { isAbortError } from '../../jobs/errors'
import {
  CodeOutput,
  CopyButton,
  DownloadButton,
  FileDrop,
  Notice,
  Panel,
  ProgressBar,
  SplitLayout,
  Stack,
  TextAreaField,
} from '../../kit'
import { useHandoffText, useHandoffTextPending } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { ProseList } from '../../kit/prose-list'
import { looks } from '../../kit/styles'
import { base64ToBytes, bytesToText, EXAMPLES, encodeText, sniffType } from '../../lib/base64'
import { formatBytes } from '../../lib/bytes'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import { Tabs } from '../../ui/tabs'
import { notify } from '../../ui/toaster'

const PREVIEW_CHARS = 20_000

type Mode = 'encode' | 'decode'

interface FileResult {
  name: string
  size: number
  output: string
}

function shown(output: string) {
  return output.length > PREVIEW_CHARS ? `${output.slice(0, PREVIEW_CHARS)}…` : output
}

function TruncationNote({ output }: { output: string }) {
  if (output.length <= PREVIEW_CHARS) return null
  return (
    <p className={looks.mutedSmall}>
      Showing the first {PREVIEW_CHARS.toLocaleString('en')} of {output.length.toLocaleString('en')} characters. Copy
      and Download give the whole text.
    </p>
  )
}

function EncodePanel() {
  const [text, setText] = useLinkState('text', '', 'input')
  const [urlSafe, setUrlSafe] = useLinkState('urlSafe', false)
  const [asDataUrl, setAsDataUrl] = useLinkState('dataUrl', false)
  const [file, setFile] = useState<File | null>(null)
  const [fileResult, setFileResult] = useState<FileResult | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)

  const encoded = useMemo(() => {
    if (!text) return { output: '', error: false }
    try {
      return { output: encodeText(text, urlSafe), error: false }
    } catch {
      return { output: '', error: true }
    }
  }, [text, urlSafe])

  useEffect(() => {
    if (!file) return
    controller.current?.abort()
    const ac = new AbortController()
    controller.current = ac
    setProgress(0)
    encodeFileInWorker(file, { urlSafe, dataUrl: asDataUrl, mime: file.type }, ac.signal, (f) => setProgress(f))
      .then((output) => {
        if (ac.signal.aborted) return
        setFileResult({ name: file.name, size: file.size, output })
        notify({
          type: 'success',
          title: 'File encoded',
          description: `${file.name} (${formatBytes(file.size)}) encoded to Base64`,
        })
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || ac.signal.aborted) return
        setFile(null)
        notify({ type: 'error', title: 'File Error', description: 'Failed to read file' })
      })
      .finally(() => {
        if (controller.current === ac) {
          controller.current = null
          setProgress(null)
        }
      })
    return () => ac.abort()
  }, [file, urlSafe, asDataUrl])

  const output = fileResult?.output ?? encoded.output
  const onText = (value: string) => {
    controller.current?.abort()
    setFile(null)
    setFileResult(null)
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
        <TextAreaField
          label="Text to encode"
          placeholder="Type or paste text…"
          value={text}
          onChange={(e) => onText(e.target.value)}
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
        {progress !== null ? (
          <ProgressBar
            progress={{ fraction: progress }}
            label={`Encoding ${file?.name ?? 'file'}…`}
            onCancel={() => {
              controller.current?.abort()
              setFile(null)
            }}
          />
        ) : null}
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

function DecodePanel() {
  const [input, setInput] = useLinkState('base64', '', 'input')
  useHandoffText(setInput)
  const decoded = useMemo(() => {
    if (!input.trim()) return null
    try {
      const { bytes, mime } = base64ToBytes(input)
      const type = sniffType(bytes)
      return { ok: true as const, bytes, type, declaredMime: mime, text: type?.image ? null : bytesToText(bytes) }
    } catch {
      return { ok: false as const }
    }
  }, [input])
  const [imageUrl, setImageUrl] = useState<string | null>(null)

  useEffect(() => {
    if (!decoded?.ok || !decoded.type?.image) {
      setImageUrl(null)
      return
    }
    const url = URL.createObjectURL(new Blob([decoded.bytes as BlobPart], { type: decoded.type.mime }))
    setImageUrl(url)
    return () => URL.revokeObjectURL(url)
  }, [decoded])

  const onDecodeClick = () => {
    if (!input.trim()) notify({ type: 'error', title: 'No input', description: 'Please enter Base64 to decode' })
    else if (!decoded?.ok) notify({ type: 'error', title: 'Decoding Error', description: 'Invalid Base64 input' })
    else
      notify({ type: 'success', title: 'Decoded', description: `${decoded.bytes.length.toLocaleString('en')} bytes` })
  }

  const ok = decoded?.ok ? decoded : null
  const isImage = Boolean(ok?.type?.image)
  const textOut = ok && !isImage && ok.text !== null ? ok.text : ''
  const binary = ok && !isImage && ok.text === null
  const fileBlob = ok ? new Blob([ok.bytes as BlobPart], { type: ok.type?.mime ?? 'application/octet-stream' }) : null

  return (
    <SplitLayout>
      <Panel title="Input">
        <TextAreaField
          label="Base64 to decode"
          placeholder="Paste Base64, URL-safe Base64 or a data: URL…"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          rows={8}
          mono
          error={decoded && !decoded.ok ? 'Invalid Base64 input' : undefined}
          hint="Whitespace is ignored; the URL-safe alphabet and missing padding are accepted."
        />
        <button
          type="button"
          className={cx(button({ variant: 'solid' }), css({ alignSelf: 'flex-start' }))}
          onClick={onDecodeClick}
        >
          Decode
        </button>
      </Panel>
      <Panel
        title="Decoded output"
        actions={
          isImage ? (
            <DownloadButton
              label="Download Image"
              data={fileBlob}
              filename={`decoded-image.${ok?.type?.ext ?? 'png'}`}
              success={{ title: 'Downloaded!', description: 'Image saved successfully' }}
            />
          ) : binary ? (
            <DownloadButton
              data={fileBlob}
              filename={`decoded.${ok?.type?.ext ?? 'bin'}`}
              success={{ title: 'Downloaded!', description: 'File saved successfully' }}
            />
          ) : (
            <>
              <CopyButton value={textOut} what="Decoded text" />
              <DownloadButton
                data={textOut}
                filename="decoded.txt"
                success={{ title: 'Downloaded!', description: 'Text saved successfully' }}
              />
            </>
          )
        }
      >
        {decoded && !decoded.ok ? (
          <Notice tone="danger" title="Decoding Error">
            Invalid Base64 input
          </Notice>
        ) : null}
        {isImage && imageUrl ? (
          <figure className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
            <img
              src={imageUrl}
              alt="Decoded preview"
              data-testid="decoded-image"
              className={css({
                maxW: '100%',
                maxH: '320px',
                borderRadius: 'lg',
                borderWidth: '1px',
                borderColor: 'border.default',
                bg: 'bg.subtle',
              })}
            />
            <figcaption className={looks.mutedSmall}>
              {ok?.type?.mime} image · {formatBytes(ok?.bytes.length ?? 0)}
            </figcaption>
          </figure>
        ) : binary ? (
          <Notice tone="info" title="Binary data">
            {formatBytes(ok?.bytes.length ?? 0)} of {ok?.type ? ok.type.mime : 'binary data that is not UTF-8 text'}.
            Download it to open it.
          </Notice>
        ) : (
          <>
            <CodeOutput label="Decoded text" value={shown(textOut)} placeholder="Decoded text appears here" />
            <TruncationNote output={textOut} />
          </>
        )}
      </Panel>
    </SplitLayout>
  )
}

export default function Base64EncodeView() {
  const [mode, setMode] = useLinkState<Mode>('mode', useHandoffTextPending() ? 'decode' : 'encode')
  return (
    <Stack>
      {/* Both panels mount at once, so that a link opened on one tab still carries the other's fields when shared again. */}
      <Tabs.Root value={mode} onValueChange={(d) => setMode(d.value as Mode)}>
        <Tabs.List aria-label="Direction">
          <Tabs.Trigger value="encode">Encode</Tabs.Trigger>
          <Tabs.Trigger value="decode">Decode</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="encode">
          <EncodePanel />
        </Tabs.Content>
        <Tabs.Content value="decode">
          <DecodePanel />
        </Tabs.Content>
      </Tabs.Root>
      <Panel title="About Base64">
        <ProseList muted>
          <li>Base64 turns any bytes into 64 safe characters; the result is about a third larger than the input.</li>
          <li>Text is encoded as UTF-8, so accents and emoji survive the round trip.</li>
          <li>
            URL-safe Base64 swaps + and / for - and _ and drops the = padding, for use in URLs and file names. Decoding
            accepts both.
          </li>
          <li>Base64 is an encoding, not encryption: anyone can decode it.</li>
        </ProseList>
      </Panel>
    </Stack>
  )
}
