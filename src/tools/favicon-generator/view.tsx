import { Download, Package } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { isAbortError } from '../../jobs/errors'
import { type FaviconImage, renderFavicons } from '../../jobs/image'
import { createZip } from '../../jobs/zip'
import { CodeOutput, CopyButton, FileDrop, NumberField, Panel, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { Tabs } from '../../ui/tabs'
import { notify } from '../../ui/toaster'
import {
  DEFAULT_BACKGROUND,
  DEFAULT_COLOR,
  DEFAULT_TEXT,
  drawColor,
  FAVICON_SIZES,
  FAVICON_ZIP,
  faviconIco,
  faviconName,
  HTML_SNIPPET,
  isHexColor,
  MAX_IMAGE_BYTES,
  PREVIEW_SIZES,
  parseFontSize,
  textError,
  webManifest,
} from './favicon-generator'

type Mode = 'text' | 'image'

function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const valid = isHexColor(value)
  return (
    <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', minW: 0 })}>
      <input
        type="color"
        aria-label={`${label} picker`}
        value={valid && value.length === 7 ? value.toLowerCase() : '#000000'}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
        className={css({
          w: '10',
          h: '10',
          mt: '6',
          flexShrink: 0,
          borderRadius: 'md',
          borderWidth: '1px',
          borderColor: 'border.default',
          bg: 'bg.surface',
          cursor: 'pointer',
        })}
      />
      <TextField
        label={label}
        value={value}
        mono
        maxLength={7}
        onChange={(e) => onChange(e.target.value)}
        error={valid ? undefined : 'Use a hex colour like #3B82F6'}
        className={css({ flex: 1 })}
      />
    </div>
  )
}

export default function FaviconGeneratorView() {
  const [mode, setMode] = useLinkState<Mode>('mode', 'text')
  const [text, setText] = useLinkState('text', DEFAULT_TEXT)
  const [fontSize, setFontSize] = useLinkState('fontSize', '24')
  const [color, setColor] = useLinkState('color', DEFAULT_COLOR)
  const [background, setBackground] = useLinkState('background', DEFAULT_BACKGROUND)
  const [image, setImage] = useState<File | null>(null)
  const [icons, setIcons] = useState<FaviconImage[]>([])
  const [urls, setUrls] = useState<Record<number, string>>({})
  const [failed, setFailed] = useState<string | null>(null)
  const [zipping, setZipping] = useState(false)
  const ctrl = useRef<AbortController | null>(null)

  const tError = mode === 'text' ? textError(text) : null
  const size = parseFontSize(fontSize)
  const fg = drawColor(color, DEFAULT_COLOR)
  const bg = drawColor(background, DEFAULT_BACKGROUND)

  useEffect(() => {
    ctrl.current?.abort()
    setFailed(null)
    if ((mode === 'text' && tError) || (mode === 'image' && !image)) {
      setIcons([])
      return
    }
    const c = new AbortController()
    ctrl.current = c
    const timer = setTimeout(() => {
      const source =
        mode === 'text'
          ? { kind: 'text' as const, text: text.trim(), fontSize: size, color: fg, background: bg }
          : { kind: 'image' as const, file: image as File }
      renderFavicons(source, [...FAVICON_SIZES], c.signal).then(
        (list) => !c.signal.aborted && setIcons(list),
        (error) => {
          if (isAbortError(error) || c.signal.aborted) return
          setIcons([])
          const message = (error as Error)?.message || 'Failed to generate favicon'
          setFailed(message)
          notify({ type: 'error', title: 'Download failed', description: 'Failed to generate favicon' })
        },
      )
    }, 150)
    return () => {
      clearTimeout(timer)
      c.abort()
    }
  }, [mode, text, tError, size, fg, bg, image])

  useEffect(() => {
    const next: Record<number, string> = {}
    for (const icon of icons)
      if ((PREVIEW_SIZES as readonly number[]).includes(icon.size)) next[icon.size] = URL.createObjectURL(icon.blob)
    setUrls(next)
    return () => {
      for (const u of Object.values(next)) URL.revokeObjectURL(u)
    }
  }, [icons])

  const ready = icons.length === FAVICON_SIZES.length

  const downloadOne = (s: number) => {
    const icon = icons.find((i) => i.size === s)
    if (!icon) {
      notify({ type: 'error', title: 'Download failed', description: 'Failed to generate favicon' })
      return
    }
    downloadBlob(icon.blob, faviconName(s))
    notify({
      type: 'success',
      title: 'Favicon downloaded',
      description: `${faviconName(s)} (${formatBytes(icon.blob.size)})`,
    })
  }

  const downloadAll = async () => {
    let entries: { name: string; data: Blob | Uint8Array | string }[]
    try {
      const pngs = new Map<number, Uint8Array>()
      for (const icon of icons) if (icon.size <= 48) pngs.set(icon.size, new Uint8Array(await icon.blob.arrayBuffer()))
      entries = [
        ...icons.map((i) => ({ name: faviconName(i.size), data: i.blob })),
        { name: 'favicon.ico', data: faviconIco(pngs) },
        { name: 'site.webmanifest', data: webManifest(bg) },
      ]
    } catch {
      notify({ type: 'error', title: 'Download failed', description: 'Failed to generate favicon package' })
      return
    }
    setZipping(true)
    try {
      const zip = await createZip(entries)
      downloadBlob(zip, FAVICON_ZIP)
      notify({
        type: 'success',
        title: 'All favicons downloaded',
        description: `${FAVICON_ZIP} with ${entries.length} files`,
      })
    } catch {
      notify({ type: 'error', title: 'Download failed', description: 'Failed to create ZIP file' })
    } finally {
      setZipping(false)
    }
  }

  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      })}
    >
      <Panel title="Source">
        <Tabs.Root value={mode} onValueChange={(d) => setMode(d.value as Mode)}>
          <Tabs.List aria-label="Favicon source">
            <Tabs.Trigger value="text">Text</Tabs.Trigger>
            <Tabs.Trigger value="image">Image</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="text">
            <div
              className={css({
                display: 'grid',
                gap: '4',
                gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                pt: '2',
              })}
            >
              <TextField
                label="Text (1 to 3 characters)"
                value={text}
                onChange={(e) => setText(e.target.value)}
                error={tError ?? undefined}
              />
              <NumberField
                label="Font size (8 to 48)"
                value={fontSize}
                min={8}
                max={48}
                onChange={(e) => setFontSize(e.target.value)}
                onBlur={() => setFontSize(String(size))}
                hint="At 32 px; scaled for the other sizes."
              />
              <ColorField label="Text colour" value={color} onChange={setColor} />
              <ColorField label="Background colour" value={background} onChange={setBackground} />
            </div>
          </Tabs.Content>
          <Tabs.Content value="image">
            <div className={css({ pt: '2', display: 'flex', flexDirection: 'column', gap: '2' })}>
              <FileDrop
                accept="image/*"
                paste={mode === 'image'}
                onFiles={([f]) => {
                  if (f.size > MAX_IMAGE_BYTES) {
                    notify({ type: 'error', title: 'File too large', description: 'Please choose an image up to 10MB' })
                    return
                  }
                  setImage(f)
                }}
                label="Drop an image here or click to choose"
                hint="PNG, JPEG, WebP or GIF, up to 10MB. A square image works best."
                rejectAll={{ title: 'Invalid file type', description: 'Please select an image file' }}
              />
              {image ? (
                <p className={looks.mutedWrap}>
                  {image.name} · {formatBytes(image.size)}
                </p>
              ) : (
                <p className={looks.mutedText}>Downloads are available once an image is chosen.</p>
              )}
            </div>
          </Tabs.Content>
        </Tabs.Root>
        {failed ? (
          <p role="alert" className={looks.dangerText}>
            {failed}
          </p>
        ) : null}
      </Panel>
      <Panel
        title="Preview"
        actions={
          <button
            type="button"
            className={button({ size: 'sm', variant: 'solid' })}
            onClick={downloadAll}
            disabled={!ready || zipping}
          >
            <Package aria-hidden /> {zipping ? 'Zipping…' : 'Download All Sizes'}
          </button>
        }
      >
        <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-end', flexWrap: 'wrap', minH: '36' })}>
          {PREVIEW_SIZES.map((s) => (
            <figure
              key={s}
              className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1.5' })}
            >
              <div
                className={css({
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'sm',
                  bg: 'bg.subtle',
                  display: 'grid',
                  placeItems: 'center',
                })}
                style={{ width: s + 2, height: s + 2 }}
              >
                {urls[s] ? <img src={urls[s]} alt={`Favicon at ${s}×${s}`} width={s} height={s} /> : null}
              </div>
              <figcaption className={looks.mutedSmall}>
                {s}×{s}
              </figcaption>
            </figure>
          ))}
        </div>
        <div>
          <p className={looks.labelAbove}>Download one size</p>
          <div className={looks.row}>
            {FAVICON_SIZES.map((s) => (
              <button
                key={s}
                type="button"
                className={button({ size: 'xs', variant: 'outline' })}
                disabled={!ready}
                aria-label={`${s}×${s}: download ${faviconName(s)}`}
                onClick={() => downloadOne(s)}
              >
                <Download aria-hidden /> {s}×{s}
              </button>
            ))}
          </div>
        </div>
        <p className={looks.mutedSmall}>
          The ZIP holds every PNG size, a favicon.ico (16, 32 and 48 px) and a site.webmanifest.
        </p>
      </Panel>
      <Panel
        title="HTML"
        description="Put these lines in your page's <head>."
        actions={<CopyButton label="Copy HTML" value={HTML_SNIPPET} what="HTML" />}
        className={css({ gridColumn: { lg: '1 / -1' } })}
      >
        <CodeOutput label="HTML snippet" value={HTML_SNIPPET} />
      </Panel>
    </div>
  )
}
