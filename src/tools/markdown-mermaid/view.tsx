import { useAtomValue } from 'jotai'
import type { Mermaid } from 'mermaid'
import { useEffect, useMemo, useRef, useState } from 'react'
import { DownloadButton, Notice, Panel, SplitLayout, TextAreaField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { resolvedThemeAtom } from '../../state/theme'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import {
  DEBOUNCE_MS,
  type DiagramTheme,
  diagramKind,
  EXAMPLES,
  type ExampleId,
  errorLineInInput,
  extractDiagram,
  mermaidConfig,
  mermaidErrorMessage,
  pngSize,
  prepareSource,
  SLOW_RENDER_MS,
  svgSize,
} from './markdown-mermaid'
import { sanitizeSvg } from './sanitize-svg'

let mermaidModule: Promise<Mermaid> | null = null
const loadMermaid = () => {
  mermaidModule ??= import('mermaid').then((m) => m.default)
  return mermaidModule
}

type Outcome = { ok: true; svg: string } | { ok: false; error: unknown }

async function renderDiagram(code: string, theme: DiagramTheme, id: string): Promise<Outcome> {
  const mermaid = await loadMermaid()
  mermaid.initialize(mermaidConfig(theme))
  try {
    await mermaid.parse(code)
    const { svg } = await mermaid.render(id, code)
    return { ok: true, svg: sanitizeSvg(svg) }
  } catch (error) {
    return { ok: false, error }
  } finally {
    // Mermaid measures text in a temporary element; a failed render can leave it behind.
    document.getElementById(id)?.remove()
    document.getElementById(`d${id}`)?.remove()
  }
}

const PAGE_BG: Record<DiagramTheme, string> = { light: '#ffffff', dark: '#131316' }

/** The rendered SVG as a standalone file with its size set from the viewBox. */
function standaloneSvg(svg: SVGSVGElement): { text: string; width: number; height: number } {
  const clone = svg.cloneNode(true) as SVGSVGElement
  const size = svgSize(clone.outerHTML) ?? { width: svg.clientWidth || 400, height: svg.clientHeight || 300 }
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  clone.setAttribute('width', String(size.width))
  clone.setAttribute('height', String(size.height))
  clone.style.removeProperty('max-width')
  return { text: new XMLSerializer().serializeToString(clone), ...size }
}

async function svgToPng(svg: SVGSVGElement, background: string): Promise<Blob> {
  const { text, width, height } = standaloneSvg(svg)
  const out = pngSize({ width, height }, 2)
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }))
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = out.width
    canvas.height = out.height
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('No canvas')
    ctx.fillStyle = background
    ctx.fillRect(0, 0, out.width, out.height)
    ctx.drawImage(img, 0, 0, out.width, out.height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG failed'))), 'image/png'),
    )
  } finally {
    URL.revokeObjectURL(url)
  }
}

const preview = css({
  minH: '240px',
  maxH: '70vh',
  overflow: 'auto',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  p: '3',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  '&[data-stale=true]': { opacity: 0.45 },
  '& svg': { maxW: '100%', h: 'auto' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
})

interface Failure {
  line: number | null
  message: string
  source: string | null
}

export default function MarkdownMermaidView() {
  const theme = useAtomValue(resolvedThemeAtom)
  const [example, setExample] = useLinkState<ExampleId>('example', 'flowchart')
  // Without linked input, the diagram is the chosen example's.
  const [code, setCode] = useLinkState<string>(
    'code',
    () => (EXAMPLES.find((e) => e.id === example) ?? EXAMPLES[0]).code,
    'input',
  )
  const [svg, setSvg] = useState<{ markup: string; kind: string; ms: number; theme: DiagramTheme } | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [status, setStatus] = useState<'idle' | 'rendering' | 'slow'>('idle')
  const previewRef = useRef<HTMLDivElement>(null)
  const generation = useRef(0)

  useEffect(() => {
    const run = ++generation.current
    if (!code.trim()) {
      setSvg(null)
      setFailure(null)
      setStatus('idle')
      return
    }
    const timer = setTimeout(async () => {
      setStatus('rendering')
      const extracted = extractDiagram(code)
      const prepared = prepareSource(extracted.code)
      const started = performance.now()
      // Mermaid lays out on the page's thread and cannot be stopped part-way: a slow diagram (or a slow machine's
      // first load of Mermaid) gets a notice, and its drawing is shown when it ends unless the text changed since.
      const slow = window.setTimeout(() => {
        if (generation.current === run) setStatus('slow')
      }, SLOW_RENDER_MS)
      const outcome = await renderDiagram(prepared.code, theme, `lk-mermaid-${run}`)
      clearTimeout(slow)
      if (generation.current !== run) return
      setStatus('idle')
      if (outcome.ok) {
        setSvg({ markup: outcome.svg, kind: diagramKind(prepared.code), ms: performance.now() - started, theme })
        setFailure(null)
      } else {
        const line = errorLineInInput(outcome.error, prepared, extracted)
        const lines = code.replace(/\r\n?/g, '\n').split('\n')
        setFailure({
          line,
          message: mermaidErrorMessage(outcome.error),
          source: line !== null && line >= 1 && line <= lines.length ? lines[line - 1] : null,
        })
      }
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [code, theme])

  // The sanitised markup goes in by innerHTML (it has passed DOMPurify's SVG profile).
  useEffect(() => {
    const box = previewRef.current
    if (!box) return
    box.innerHTML = svg?.markup ?? ''
    const el = box.querySelector('svg')
    if (el) {
      el.setAttribute('role', 'img')
      if (!el.getAttribute('aria-label')) el.setAttribute('aria-label', `${svg?.kind ?? 'Mermaid'} diagram`)
    }
  }, [svg])

  const svgElement = () => previewRef.current?.querySelector('svg') ?? null
  const exampleOptions = useMemo(() => EXAMPLES.map((e) => ({ value: e.id, label: e.label })), [])
  const stale = Boolean(failure) || status === 'slow'
  const canDownload = Boolean(svg) && !stale

  return (
    <SplitLayout>
      <Panel
        title="Mermaid code"
        description="Flowcharts, sequence, class, state, ER, Gantt, pie and mind-map diagrams. Drawn in your browser."
        actions={
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={() => setCode('')}
            disabled={!code}
          >
            Clear
          </button>
        }
      >
        <SelectField<ExampleId>
          label="Example"
          value={example}
          options={exampleOptions}
          onChange={(id) => {
            setExample(id)
            setCode(EXAMPLES.find((e) => e.id === id)?.code ?? '')
          }}
        />
        <TextAreaField
          label="Diagram"
          mono
          rows={16}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={'flowchart LR\n  A --> B'}
          hint="A Markdown document works too: its first ```mermaid block is drawn."
          aria-invalid={failure ? true : undefined}
        />
        {failure ? (
          <Notice tone="danger" title={failure.line ? `Syntax error on line ${failure.line}` : 'Syntax error'}>
            <div data-testid="mermaid-error">
              <p>{failure.message}</p>
              {failure.source !== null ? (
                <pre
                  className={css({
                    mt: '2',
                    fontFamily: 'mono',
                    fontSize: 'xs',
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    color: 'fg.default',
                  })}
                >
                  {`${failure.line} | ${failure.source}`}
                </pre>
              ) : null}
            </div>
          </Notice>
        ) : null}
      </Panel>
      <Panel
        title="Diagram"
        description={
          <span data-testid="mermaid-status" aria-live="polite">
            {status === 'rendering' || status === 'slow'
              ? 'Rendering…'
              : svg && !failure
                ? `Rendered in ${Math.max(1, Math.round(svg.ms))} ms · ${svg.theme} theme`
                : failure
                  ? 'Fix the error to update the diagram.'
                  : 'Type a diagram to see it drawn.'}
          </span>
        }
        actions={
          <>
            <DownloadButton
              label="Download SVG"
              filename={() => `${svg?.kind ?? 'diagram'}.svg`}
              mime="image/svg+xml"
              data={
                canDownload
                  ? () => {
                      const el = svgElement()
                      if (!el) throw new Error('No diagram')
                      return standaloneSvg(el).text
                    }
                  : null
              }
              success={{ title: 'Downloaded!', description: 'Diagram saved as SVG' }}
            />
            <DownloadButton
              label="Download PNG"
              filename={() => `${svg?.kind ?? 'diagram'}.png`}
              data={
                canDownload
                  ? () => {
                      const el = svgElement()
                      if (!el) throw new Error('No diagram')
                      return svgToPng(el, PAGE_BG[theme])
                    }
                  : null
              }
              success={{ title: 'Downloaded!', description: 'Diagram saved as PNG (2×)' }}
            />
          </>
        }
      >
        {status === 'slow' ? (
          <Notice tone="warning" title="Still drawing">
            <span data-testid="mermaid-slow">
              This diagram is taking more than {SLOW_RENDER_MS / 1000} s to lay out. It appears here when done; a
              smaller diagram draws faster, and the next change is drawn instead.
            </span>
          </Notice>
        ) : null}
        <div
          ref={previewRef}
          className={preview}
          data-testid="mermaid-preview"
          data-stale={stale}
          tabIndex={0}
          role="region"
          aria-label="Rendered diagram"
        />
      </Panel>
    </SplitLayout>
  )
}
