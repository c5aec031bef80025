// The Decode tab: Base64 (or a data: URL) decoded as you type, shown as text, an image preview, or a binary
// file to download.
import { useEffect, useMemo, useState } from 'react'
import { CodeOutput, CopyButton, DownloadButton, Notice, Panel, SplitLayout } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { base64ToBytes, bytesToText, sniffType } from '../../lib/base64'
import { formatBytes } from '../../lib/bytes'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { shown, TruncationNote } from './preview'

export function DecodePanel() {
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
        <LargeTextField
          label="Base64 to decode"
          placeholder="Paste Base64, URL-safe Base64 or a data: URL…"
          value={input}
          onValueChange={setInput}
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
