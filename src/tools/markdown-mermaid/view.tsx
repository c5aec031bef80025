import { useMemo, useRef } from 'react'
import { DownloadButton, Notice, Panel, SplitLayout } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { textLimitProblem } from '../../lib/text/text-limit'
import { useHydrated } from '../../state/hydration'
import { resolvedThemeAtom } from '../../state/theme'
import { useAtomValue } from '../../state/use-atom'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { PAGE_BG, standaloneSvg, svgToPng } from './export-image'
import { EXAMPLES, type ExampleId, SLOW_RENDER_MS } from './markdown-mermaid'
import { diagramStatus } from './status-text'
import { labelSvg, STORED_DRAWINGS } from './stored-drawing'
import { useDiagram } from './use-diagram'

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

const label = (kind: string) => `${kind} diagram`

// The prerendered page holds the sample drawn in both themes, and its stylesheet shows the page's (the theme is
// known in the browser only: public/theme-init.js sets it before the first paint). Once live, the view shows one.
const lightOnly = css({ display: 'contents', _dark: { display: 'none' } })
const darkOnly = css({ display: 'none', _dark: { display: 'contents' } })
const BOTH_STORED = `<div class="${lightOnly}">${labelSvg(STORED_DRAWINGS.light.markup, label(STORED_DRAWINGS.light.kind))}</div><div class="${darkOnly}">${labelSvg(STORED_DRAWINGS.dark.markup, label(STORED_DRAWINGS.dark.kind))}</div>`

/** Mermaid's default maxTextSize. */
const MERMAID_MAX_CHARS = 50_000

export default function MarkdownMermaidView() {
  const theme = useAtomValue(resolvedThemeAtom)
  const [example, setExample] = useLinkState<ExampleId>('example', 'flowchart')
  // Without linked input, the diagram is the chosen example's.
  const [code, setCode] = useLinkState<string>(
    'code',
    () => (EXAMPLES.find((e) => e.id === example) ?? EXAMPLES[0]).code,
    'input',
  )
  // Mermaid's own limit (maxTextSize): a longer source is refused before it is parsed.
  const tooLong = textLimitProblem(code.length, MERMAID_MAX_CHARS, 'Mermaid Diagram Editor')
  const { svg, failure, status } = useDiagram(tooLong ? '' : code, theme)
  const previewRef = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const ahead = svg?.ms === null && !hydrated

  // The sanitised markup (it has passed DOMPurify's SVG profile, or is the stored drawing of the sample).
  const markup = useMemo(() => {
    if (!svg) return ''
    return ahead ? BOTH_STORED : labelSvg(svg.markup, label(svg.kind))
  }, [svg, ahead])

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
        <LargeTextField
          label="Diagram"
          mono
          rows={16}
          value={code}
          onValueChange={setCode}
          placeholder={'flowchart LR\n  A --> B'}
          hint="A Markdown document works too: its first ```mermaid block is drawn."
          aria-invalid={failure ? true : undefined}
          error={tooLong ?? undefined}
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
            {diagramStatus(status, svg, Boolean(failure))}
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
          dangerouslySetInnerHTML={{ __html: markup }}
        />
      </Panel>
    </SplitLayout>
  )
}
