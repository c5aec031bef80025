// Smart paste and drop on home: paste text (outside a text field) or drop a file anywhere on the page, and
// "Open with…" lists the tools that fit, ranked, each with its reason. Choosing one hands the content over in
// memory (src/state/handoff.ts) and opens the tool; nothing goes in the URL, nothing is stored.
import { useSetAtom } from 'jotai'
import { ClipboardPaste, FileSearch, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Tool } from '../catalogue/define-tool'
import { findTool } from '../catalogue/tools'
import type { Suggestion } from '../lib/detect/detect'
import { handoffAtom } from '../state/handoff'
import { css, cx } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { categoryVars } from './category-style'
import { iconTile } from './tool-card'

/** How much of a dropped file is read to recognise it (a GIF's second frame, a ZIP's first entries). */
const FILE_HEAD = 256 * 1024

type Content = { text: string; file?: undefined } | { file: File; text?: undefined }

interface Found {
  content: Content
  /** "Pasted text (1,234 characters)" / "photo.gif (2.1 MB)". */
  what: string
  suggestions: (Suggestion & { tool: Tool })[]
  /** A dropped file as its bytes say it is (name and MIME type), what the chosen tool receives. */
  file?: File
}

const isTextField = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))

const sizeText = (n: number) =>
  n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${n} bytes`

async function classify(content: Content): Promise<Found> {
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

export function SmartPaste() {
  const [found, setFound] = useState<Found | null>(null)
  const [dragOver, setDragOver] = useState(false)
  const setHandoff = useSetAtom(handoffAtom)
  const navigate = useNavigate()
  const panelRef = useRef<HTMLElement>(null)
  const run = useRef(0)

  const take = (content: Content) => {
    const id = ++run.current
    classify(content).then(
      (result) => {
        if (id !== run.current) return
        setFound(result)
        requestAnimationFrame(() => panelRef.current?.focus())
      },
      () => {
        if (id === run.current) setFound({ content, what: 'This content', suggestions: [] })
      },
    )
  }
  const takeRef = useRef(take)
  takeRef.current = take

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      if (isTextField(e.target) || isTextField(document.activeElement)) return
      const files = Array.from(e.clipboardData?.files ?? [])
      if (files.length) {
        e.preventDefault()
        takeRef.current({ file: files[0] })
        return
      }
      const text = e.clipboardData?.getData('text/plain') ?? ''
      if (!text.trim()) return
      e.preventDefault()
      takeRef.current({ text })
    }
    const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files')
    const onDragOver = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      setDragOver(true)
    }
    const onDragLeave = (e: DragEvent) => {
      if (!e.relatedTarget) setDragOver(false)
    }
    const onDrop = (e: DragEvent) => {
      setDragOver(false)
      const file = e.dataTransfer?.files?.[0]
      if (!file) return
      e.preventDefault()
      takeRef.current({ file })
    }
    window.addEventListener('paste', onPaste)
    window.addEventListener('dragover', onDragOver)
    window.addEventListener('dragleave', onDragLeave)
    window.addEventListener('drop', onDrop)
    return () => {
      window.removeEventListener('paste', onPaste)
      window.removeEventListener('dragover', onDragOver)
      window.removeEventListener('dragleave', onDragLeave)
      window.removeEventListener('drop', onDrop)
    }
  }, [])

  const open = (slug: string) => {
    if (!found) return
    setHandoff(found.file ? { slug, file: found.file } : { slug, text: found.content.text ?? '' })
    navigate(`/tools/${slug}`)
  }

  return (
    <>
      {dragOver ? (
        <div
          aria-hidden
          className={css({
            position: 'fixed',
            inset: 0,
            zIndex: 60,
            pointerEvents: 'none',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bg: 'color-mix(in srgb, var(--colors-accent-solid) 12%, transparent)',
            borderWidth: '3px',
            borderStyle: 'dashed',
            borderColor: 'accent.solid',
            fontSize: 'xl',
            fontWeight: 'semibold',
            color: 'accent.fg',
          })}
        >
          Drop to find the right tool
        </div>
      ) : null}
      {found ? (
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
          <div
            className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' })}
          >
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
              onClick={() => setFound(null)}
            >
              <X aria-hidden />
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
                    onClick={() => open(s.slug)}
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
                      <s.tool.icon aria-hidden />
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
      ) : (
        <p
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '2',
            fontSize: 'sm',
            color: 'fg.muted',
            textAlign: 'center',
            flexWrap: 'wrap',
            '& svg': { w: '4', h: '4', flexShrink: 0 },
          })}
        >
          <ClipboardPaste aria-hidden /> Paste anything here (Ctrl+V or ⌘V) or drop a file on the page
          <FileSearch aria-hidden /> and Localkit suggests the tool that opens it.
        </p>
      )}
    </>
  )
}
