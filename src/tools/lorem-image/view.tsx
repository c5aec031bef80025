import { useEffect, useState } from 'react'
import { CopyButton, DownloadButton, Notice, Panel, SplitLayout, TextField } from '../../kit'
import { ColorField } from '../../kit/color-field'
import { useLinkState } from '../../kit/link-state'
import { useRevokeWhenReplaced } from '../../kit/object-url'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { normalizeHex } from '../../lib/color'
import { readFileAsDataURL } from '../../lib/read-file'
import { css } from '../../styled-system/css'
import { SwitchField } from '../../ui/switch'
import {
  autoFontSize,
  defaultLabel,
  FONT_FAMILY,
  FORMAT_LABELS,
  FORMATS,
  fileName,
  type ImageFormat,
  type ImageSpec,
  MIME,
  readFontSize,
  readSize,
  svgDataUrl,
  svgMarkup,
} from './lorem-image'

const FORMAT_OPTIONS = FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))

interface Output {
  blob: Blob
  url: string
  dataUrl: string
  name: string
  /** The settings it was made from: Copy and Download wait until it matches the current ones. */
  key: string
  /** Set when the browser encoded another type than the one asked for. */
  fallback: string | null
}

function drawRaster(spec: ImageSpec, format: ImageFormat): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = spec.width
  canvas.height = spec.height
  const ctx = canvas.getContext('2d')
  if (!ctx) return Promise.reject(new Error('Canvas is not available'))
  ctx.fillStyle = spec.background
  ctx.fillRect(0, 0, spec.width, spec.height)
  if (spec.text) {
    ctx.fillStyle = spec.color
    ctx.font = `${spec.fontSize}px ${FONT_FAMILY}`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText(spec.text, spec.width / 2, spec.height / 2)
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image could not be encoded'))), MIME[format], 0.92),
  )
}

export default function LoremImageView() {
  const [widthRaw, setWidthRaw] = useLinkState('width', '600')
  const [heightRaw, setHeightRaw] = useLinkState('height', '400')
  const [background, setBackground] = useLinkState('background', '#cbd5e1')
  const [color, setColor] = useLinkState('color', '#334155')
  const [text, setText] = useLinkState('text', '')
  const [autoFont, setAutoFont] = useLinkState('autoFont', true)
  const [fontRaw, setFontRaw] = useLinkState('fontSize', '48')
  const [format, setFormat] = useLinkState<ImageFormat>('format', 'png')
  const [output, setOutput] = useState<Output | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const width = readSize(widthRaw, 'Width')
  const height = readSize(heightRaw, 'Height')
  const font = readFontSize(fontRaw)
  const bg = normalizeHex(background)
  const fg = normalizeHex(color)
  const w = 'value' in width ? width.value : null
  const h = 'value' in height ? height.value : null
  const label = text || (w && h ? defaultLabel(w, h) : '')
  const fontSize = w && h ? (autoFont ? autoFontSize(w, h, label) : 'value' in font ? font.value : null) : null
  const valid = w !== null && h !== null && fontSize !== null && bg !== null && fg !== null
  const key = JSON.stringify([w, h, bg, fg, label, fontSize, format])

  useEffect(() => {
    if (!valid) {
      setOutput(null)
      return
    }
    let cancelled = false
    const spec: ImageSpec = { width: w, height: h, background: bg, color: fg, text: label, fontSize }
    const timer = setTimeout(async () => {
      try {
        let blob: Blob
        let dataUrl: string
        if (format === 'svg') {
          const svg = svgMarkup(spec)
          blob = new Blob([svg], { type: MIME.svg })
          dataUrl = svgDataUrl(svg)
        } else {
          blob = await drawRaster(spec, format)
          dataUrl = await readFileAsDataURL(blob)
        }
        if (cancelled) return
        const url = URL.createObjectURL(blob)
        const fallback = blob.type !== MIME[format] ? blob.type : null
        const name = fallback ? fileName(w, h, 'png') : fileName(w, h, format)
        setOutput({ blob, url, dataUrl, name, fallback, key })
        setFailure(null)
      } catch (e) {
        if (!cancelled) {
          setOutput(null)
          setFailure(`Could not draw the image: ${e instanceof Error ? e.message : String(e)}`)
        }
      }
    }, 120)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [valid, w, h, bg, fg, label, fontSize, format, key])
  // The preview keeps showing an image until the next one is drawn: its URL lives as long.
  useRevokeWhenReplaced(output?.url)
  const current = output && output.key === key ? output : null

  return (
    <SplitLayout>
      <Panel title="Settings">
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3' })}>
          <TextField
            label="Width (px)"
            inputMode="numeric"
            value={widthRaw}
            onChange={(e) => setWidthRaw(e.target.value)}
            error={'error' in width ? width.error : null}
          />
          <TextField
            label="Height (px)"
            inputMode="numeric"
            value={heightRaw}
            onChange={(e) => setHeightRaw(e.target.value)}
            error={'error' in height ? height.error : null}
          />
        </div>
        <ColorField label="Background" value={background} onChange={setBackground} />
        <ColorField label="Text colour" value={color} onChange={setColor} />
        <TextField
          label="Text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={w && h ? defaultLabel(w, h) : 'W × H'}
          hint="Empty: the size, as “W × H”."
        />
        <SwitchField label="Fit the font size automatically" checked={autoFont} onChange={setAutoFont} />
        {autoFont ? (
          <p data-testid="auto-font" className={looks.mutedText}>
            {fontSize ? `Font size: ${fontSize} px` : ''}
          </p>
        ) : (
          <TextField
            label="Font size (px)"
            inputMode="decimal"
            value={fontRaw}
            onChange={(e) => setFontRaw(e.target.value)}
            error={'error' in font ? font.error : null}
          />
        )}
        <Segmented label="Format" value={format} options={FORMAT_OPTIONS} onChange={setFormat} />
      </Panel>

      <Panel
        title="Image"
        actions={
          <>
            <CopyButton value={current?.dataUrl ?? ''} label="Copy data URL" what="Data URL" />
            <DownloadButton
              filename={current?.name ?? 'placeholder'}
              data={current?.blob ?? null}
              aria-label={current ? `Download ${current.name}` : 'Download'}
              success={{ title: 'Downloaded!', description: `${current?.name ?? 'Image'} saved` }}
            />
          </>
        }
      >
        {!valid ? <Notice tone="warning">Fix the settings marked in red to see the image.</Notice> : null}
        {failure ? <Notice tone="danger">{failure}</Notice> : null}
        {output?.fallback ? (
          <Notice tone="warning">
            This browser cannot encode {FORMAT_LABELS[format]}: the image is {output.fallback} instead.
          </Notice>
        ) : null}
        {output && valid ? (
          <>
            <div
              className={css({
                bg: 'bg.subtle',
                borderRadius: 'lg',
                p: '3',
                display: 'flex',
                justifyContent: 'center',
                minW: 0,
              })}
            >
              <img
                src={output.url}
                alt={`Placeholder, ${w} × ${h} pixels`}
                data-testid="lorem-preview"
                className={css({ maxW: '100%', maxH: '480px', h: 'auto', objectFit: 'contain' })}
              />
            </div>
            <p data-testid="lorem-info" className={looks.mutedWrap}>
              {output.name} · {formatBytes(output.blob.size)}
            </p>
          </>
        ) : null}
      </Panel>
    </SplitLayout>
  )
}
