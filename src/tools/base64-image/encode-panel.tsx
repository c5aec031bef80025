// An image file in, Base64 out: as a data URL, bare Base64, a CSS background or an <img> tag, with Copy and
// Download, and the image's facts and preview.
import { useState } from 'react'
import { CodeOutput, CopyButton, DownloadButton, FileDrop, Notice, Panel } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { formatBytes } from '../../lib/bytes'
import {
  clipForDisplay,
  type Encoded,
  type EncodedOutput,
  encodedText,
  encodeFile,
  OUTPUT_LABELS,
  textFileName,
} from './base64-image'
import { ImagePreview } from './image-preview'

const OUTPUTS: { value: EncodedOutput; label: string }[] = [
  { value: 'dataUrl', label: 'Data URL' },
  { value: 'base64', label: 'Base64 only' },
  { value: 'css', label: 'CSS' },
  { value: 'html', label: 'HTML <img>' },
]

export function EncodePanel() {
  const [encoded, setEncoded] = useState<Encoded | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [output, setOutput] = useLinkState<EncodedOutput>('output', 'dataUrl')

  const onFiles = async (files: File[]) => {
    const file = files[0]
    if (!file) return
    setError(null)
    try {
      const made = encodeFile(file.name, new Uint8Array(await file.arrayBuffer()))
      setEncoded('encoded' in made ? made.encoded : null)
      if ('error' in made) setError(made.error)
    } catch {
      setEncoded(null)
      setError(`“${file.name}” could not be read.`)
    }
  }

  const text = encoded ? encodedText(encoded, output) : ''
  const what = OUTPUT_LABELS[output]
  const growth = encoded ? Math.round((encoded.base64.length / encoded.info.size - 1) * 100) : 0

  return (
    <>
      <Panel title="Image file">
        <FileDrop
          onFiles={onFiles}
          accept="image/*,.svg,.ico,.avif,.bmp,.webp"
          paste
          label="Drop an image here or click to choose"
          hint="PNG, JPEG, GIF, WebP, SVG, BMP, ICO or AVIF. Nothing is uploaded."
          rejectAll={{
            title: 'Not an image',
            description: 'Choose a PNG, JPEG, GIF, WebP, SVG, BMP, ICO or AVIF file',
          }}
        />
        {error ? (
          <Notice tone="danger" title="Cannot encode this file">
            <span data-testid="encode-error">{error}</span>
          </Notice>
        ) : null}
      </Panel>
      {encoded ? (
        <>
          <Panel
            title="Base64"
            description={`${encoded.fileName}: ${formatBytes(encoded.info.size)} becomes ${encoded.base64.length.toLocaleString('en-US')} characters of Base64 (+${growth}%).`}
            actions={
              <>
                <CopyButton label={`Copy ${what}`} value={text} what={what} />
                <DownloadButton label="Download .txt" filename={textFileName(encoded.fileName)} data={text} />
              </>
            }
          >
            <Segmented label="Output" value={output} onChange={setOutput} options={OUTPUTS} />
            <CodeOutput label="Encoded output" value={clipForDisplay(text)} maxHeight="240px" />
          </Panel>
          <Panel title="Image">
            <ImagePreview info={encoded.info} label={`Preview of ${encoded.fileName}`} />
          </Panel>
        </>
      ) : null}
    </>
  )
}
