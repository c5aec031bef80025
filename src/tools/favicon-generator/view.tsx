import { useEffect, useState } from 'react'
import { errorMessage } from '../../jobs/errors'
import { type FaviconImage, type FaviconSource, renderFavicons } from '../../jobs/image'
import { CodeOutput, CopyButton, FileDrop, NumberField, Panel, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { css } from '../../styled-system/css'
import { Tabs } from '../../ui/tabs'
import { notify } from '../../ui/toaster'
import { ColorInput } from './color-input'
import {
  DEFAULT_BACKGROUND,
  DEFAULT_COLOR,
  DEFAULT_TEXT,
  drawColor,
  FAVICON_SIZES,
  HTML_SNIPPET,
  MAX_IMAGE_BYTES,
  parseFontSize,
  textError,
} from './favicon-generator'
import { PreviewPanel } from './preview-panel'

type Mode = 'text' | 'image'

export default function FaviconGeneratorView() {
  const [mode, setMode] = useLinkState<Mode>('mode', 'text')
  const [text, setText] = useLinkState('text', DEFAULT_TEXT)
  const [fontSize, setFontSize] = useLinkState('fontSize', '24')
  const [color, setColor] = useLinkState('color', DEFAULT_COLOR)
  const [background, setBackground] = useLinkState('background', DEFAULT_BACKGROUND)
  const [image, setImage] = useState<File | null>(null)
  const [icons, setIcons] = useState<FaviconImage[]>([])
  // Every edit renders all sizes again (a moment after the last keystroke); a newer render stops the older one.
  const renderJob = useJob((source: FaviconSource, { signal }) => renderFavicons(source, [...FAVICON_SIZES], signal))
  const { start: startRender, reset: resetRender } = renderJob
  const failed =
    renderJob.state.status === 'failed' ? errorMessage(renderJob.state.cause, 'Failed to generate favicon') : null

  const tError = mode === 'text' ? textError(text) : null
  const size = parseFontSize(fontSize)
  const fg = drawColor(color, DEFAULT_COLOR)
  const bg = drawColor(background, DEFAULT_BACKGROUND)

  useEffect(() => {
    resetRender()
    if ((mode === 'text' && tError) || (mode === 'image' && !image)) {
      setIcons([])
      return
    }
    const source: FaviconSource =
      mode === 'text'
        ? { kind: 'text', text: text.trim(), fontSize: size, color: fg, background: bg }
        : { kind: 'image', file: image as File }
    const timer = setTimeout(async () => {
      const outcome = await startRender(source)
      if (outcome.status === 'done') setIcons(outcome.result)
      else if (outcome.status === 'failed') {
        setIcons([])
        notify({ type: 'error', title: 'Download failed', description: 'Failed to generate favicon' })
      }
    }, 150)
    return () => clearTimeout(timer)
  }, [mode, text, tError, size, fg, bg, image, startRender, resetRender])

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
              <ColorInput label="Text colour" value={color} onChange={setColor} />
              <ColorInput label="Background colour" value={background} onChange={setBackground} />
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
      <PreviewPanel icons={icons} background={bg} />
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
