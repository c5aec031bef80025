// Smart paste's "Open with…" panel and the classification behind it, loaded with the first paste or drop on home
// (src/app/smart-paste.tsx keeps only the listeners and the hint).
import { useEffect, useRef } from 'react'
import type { Tool } from '../catalogue/define-tool'
import { findTool } from '../catalogue/tools'
import type { Suggestion } from '../lib/detect/detect'
import { css, cx } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { categoryVars } from './category-style'
import { AppIcon, ToolIcon } from './sprite-icon'
import { iconTile } from './tool-card'

/** How much of a dropped file is read to recognise it (a GIF's second frame, a ZIP's first entries). */
const FILE_HEAD = 256 * 1024

export type Content = { text: string; file?: undefined } | { file: File; text?: undefined }

export interface Found {
  content: Content
  /** "Pasted text (1,234 characters)" / "photo.gif (2.1 MB)". */
  what: string
  suggestions: (Suggestion & { tool: Tool })[]
  /** A dropped file as its bytes say it is (name and MIME type), what the chosen tool receives. */
  file?: File
}

const sizeText = (n: number) =>
  n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${n} bytes`

export async function classify(content: Content): Promise<Found> {
  const detect = await import('../lib/detect/detect')
  const t0 = performance.now()
  let detections: ReturnType<typeof detect.detectText>
  let what: string
  if (content.file) {
    const head = new Uint8Array(await content.file.slice(0, FILE_HEAD).arrayBuffer())
    detections = detect.detectBytes(head, content.file.size)
    what = `${content.file.name || 'Dropped file'} (${sizeText(content.file.size)})`
  } else {
    detections = detect.detectText(content.text)
    what = `Pasted text (${content.text.length.toLocaleString('en')} characters)`
  }
  // The classification time, read by bench/detect/run.mjs (User Timing; nothing is sent anywhere).
  performance.measure('localkit:detect', { start: t0, end: performance.now() })
  const suggestions = detect
    .suggestionsFrom(detections)
    .map((s) => ({ ...s, tool: findTool(s.slug) }))
    .filter((s): s is Suggestion & { tool: Tool } => s.tool !== undefined)
  const file = content.file ? detect.fileAsDetected(content.file, detections[0]?.type) : undefined
  return { content, what, suggestions, file }
}

/** The suggestions for what was pasted or dropped; it takes the focus when it appears. */
export default function OpenWithPanel({
  found,
  onOpen,
  onDismiss,
}: {
  found: Found
  onOpen: (slug: string) => void
  onDismiss: () => void
}) {
  const panelRef = useRef<HTMLElement>(null)
  // Each new result takes the focus, so the keyboard is on its suggestions.
  useEffect(() => {
    if (found) panelRef.current?.focus()
  }, [found])
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="open-with-heading"
      data-testid="smart-paste"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '4',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'accent.solid',
        borderRadius: 'xl',
        boxShadow: 'md',
        outline: 'none',
        _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus' },
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' })}>
        <div className={css({ minW: 0 })}>
          <h2 id="open-with-heading" className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>
            Open with…
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>{found.what}</p>
        </div>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'icon' })}
          aria-label="Dismiss suggestions"
          onClick={onDismiss}
        >
          <AppIcon name="x" />
        </button>
      </div>
      <p role="status" className={css({ srOnly: true })}>
        {found.suggestions.length
          ? `${found.suggestions.length} tools fit: ${found.suggestions[0].reason}`
          : 'No tool recognises this'}
      </p>
      {found.suggestions.length ? (
        <ol
          className={css({
            display: 'grid',
            gap: '2',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          {found.suggestions.map((s) => (
            <li key={s.slug}>
              <button
                type="button"
                data-testid="open-with"
                data-slug={s.slug}
                onClick={() => onOpen(s.slug)}
                style={categoryVars(s.tool.category)}
                className={css({
                  w: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  gap: '3',
                  p: '3',
                  textAlign: 'left',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'lg',
                  bg: 'bg.canvas',
                  cursor: 'pointer',
                  _hover: { borderColor: 'accent.solid' },
                  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
                })}
              >
                <span className={cx(iconTile, css({ w: '8!', h: '8!', '& svg': { w: '4!', h: '4!' } }))}>
                  <ToolIcon tool={s.tool} />
                </span>
                <span className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
                  <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{s.tool.name}</span>
                  <span className={css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                    {s.reason}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className={css({ color: 'fg.muted' })}>
          No tool recognises this. Try the search box, or paste text such as JSON, a JWT, a URL or a colour.
        </p>
      )}
    </section>
  )
}
