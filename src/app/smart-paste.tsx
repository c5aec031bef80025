// Smart paste and drop on home: paste text (outside a text field) or drop a file anywhere on the page, and
// "Open with…" lists the tools that fit, ranked, each with its reason. Choosing one hands the content over in
// memory (src/state/handoff.ts) and opens the tool; nothing goes in the URL, nothing is stored.
import { useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { handoffAtom } from '../state/handoff'
import { css } from '../styled-system/css'
import type { Content, Found } from './smart-paste-panel'
import { AppIcon } from './sprite-icon'

const loadPanel = () => import('./smart-paste-panel')
const OpenWithPanel = lazy(loadPanel)

const isTextField = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))

export function SmartPaste() {
  const [found, setFound] = useState<Found | null>(null)
  const [dragOver, setDragOver] = useState(false)
  const setHandoff = useSetAtom(handoffAtom)
  const navigate = useNavigate()
  const run = useRef(0)

  const take = (content: Content) => {
    const id = ++run.current
    loadPanel()
      .then((panel) => panel.classify(content))
      .then(
        (result) => {
          if (id === run.current) setFound(result)
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
        <Suspense fallback={null}>
          <OpenWithPanel found={found} onOpen={open} onDismiss={() => setFound(null)} />
        </Suspense>
      ) : (
        <p
          // One run of text with its icons inline: on a narrow screen it wraps as a sentence does, never leaving an
          // icon alone on a line.
          className={css({
            fontSize: 'sm',
            color: 'fg.muted',
            textAlign: 'center',
            textWrap: 'balance',
            '& svg': { display: 'inline-block', w: '4', h: '4', verticalAlign: '-0.2em', mx: '1' },
          })}
        >
          <AppIcon name="clipboard-paste" /> Paste anything here (Ctrl+V or ⌘V) or drop a file on the page
          <AppIcon name="file-search" /> and Localkit suggests the tool that opens it.
        </p>
      )}
    </>
  )
}
