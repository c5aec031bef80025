import { Columns2, Eye } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { CopyButton, DownloadButton, Panel } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { textLimitProblem } from '../../lib/text/text-limit'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { htmlDocument, markdownToHtml, markdownToPreviewHtml, SAMPLE_MARKDOWN, titleOf } from './markdown-preview'

type Mode = 'split' | 'preview'

const prose = css({
  minW: 0,
  color: 'fg.default',
  lineHeight: '1.7',
  overflowWrap: 'anywhere',
  '& > * + *': { mt: '3' },
  '& h1, & h2, & h3, & h4, & h5, & h6': { fontWeight: 'semibold', lineHeight: '1.3', mt: '5' },
  '& > :first-child': { mt: 0 },
  '& h1': { fontSize: '2xl' },
  '& h2': { fontSize: 'xl', borderBottomWidth: '1px', borderColor: 'border.default', pb: '1' },
  '& h3': { fontSize: 'lg' },
  '& a': { color: 'accent.fg', textDecoration: 'underline' },
  '& ul': { listStyleType: 'disc', pl: '6' },
  '& ol': { listStyleType: 'decimal', pl: '6' },
  '& li:has(> input[type=checkbox])': { listStyleType: 'none', ml: '-5' },
  '& li > input[type=checkbox]': { mr: '2', accentColor: 'var(--colors-accent-solid)' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.subtle', px: '1', py: '0.5', borderRadius: 'sm' },
  '& pre': { bg: 'bg.subtle', p: '3', borderRadius: 'lg', overflowX: 'auto', fontSize: 'sm' },
  '& pre code': { bg: 'transparent', p: 0 },
  '& blockquote': { borderLeftWidth: '3px', borderColor: 'border.strong', pl: '3', color: 'fg.muted' },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', maxW: '100%' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border.default', px: '3', py: '1.5' },
  '& th': { bg: 'bg.subtle', fontWeight: 'semibold' },
  '& hr': { borderColor: 'border.default' },
  '& img': { maxW: '100%' },
  '& .md-image-blocked': { color: 'fg.muted', fontStyle: 'italic', fontSize: 'sm' },
})

/** The longest document rendered (a 5 MB one took 9 s on the page's thread). */
const MARKDOWN_MAX_CHARS = 500_000

export default function MarkdownPreviewView() {
  const [markdown, setMarkdown] = useLinkState('markdown', SAMPLE_MARKDOWN, 'input')
  useHandoffText(setMarkdown)
  const [mode, setMode] = useLinkState<Mode>('mode', 'split')
  const deferred = useDeferredValue(markdown)
  // Rendered on the page's thread: past the limit the document is refused before it is parsed.
  const tooLong = textLimitProblem(deferred.length, MARKDOWN_MAX_CHARS, 'Markdown Preview', 'renders')
  const previewHtml = useMemo(() => (tooLong ? '' : markdownToPreviewHtml(deferred)), [deferred, tooLong])
  const html = useMemo(() => (tooLong ? '' : markdownToHtml(deferred)), [deferred, tooLong])

  const modeButton = (value: Mode, label: string, Icon: typeof Eye) => (
    <button
      type="button"
      aria-pressed={mode === value}
      className={cx(button({ size: 'sm', variant: mode === value ? 'solid' : 'outline' }))}
      onClick={() => setMode(value)}
    >
      <Icon aria-hidden />
      {label}
    </button>
  )

  return (
    <div className={looks.stack}>
      <div className={looks.rowCentered} role="group" aria-label="View mode">
        {modeButton('split', 'Split', Columns2)}
        {modeButton('preview', 'Preview', Eye)}
      </div>
      <div
        className={css({
          display: 'grid',
          gap: '4',
          alignItems: 'start',
          gridTemplateColumns: { base: '1fr', lg: 'var(--md-cols)' },
        })}
        style={
          { '--md-cols': mode === 'split' ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' } as React.CSSProperties
        }
      >
        {mode === 'split' ? (
          <Panel
            title="Markdown"
            actions={
              <button
                type="button"
                className={button({ size: 'sm', variant: 'ghost' })}
                disabled={!markdown}
                onClick={() => setMarkdown('')}
              >
                Clear
              </button>
            }
          >
            <LargeTextField
              label="Markdown input"
              mono
              rows={20}
              placeholder="# Start writing Markdown…"
              value={markdown}
              onValueChange={setMarkdown}
              error={tooLong ?? undefined}
            />
          </Panel>
        ) : null}
        <Panel
          title="Preview"
          actions={
            <>
              <CopyButton value={html} what="HTML" aria-label="Copy HTML" label="Copy HTML" />
              <DownloadButton
                filename="markdown-output.html"
                data={html ? () => htmlDocument(html, titleOf(deferred)) : null}
                mime="text/html;charset=utf-8"
                disabled={!html}
                success={{ title: 'Downloaded!', description: 'HTML file saved successfully' }}
              />
            </>
          }
        >
          {previewHtml ? (
            <div
              role="region"
              aria-label="Rendered preview"
              data-testid="markdown-preview"
              className={prose}
              // sanitised by DOMPurify in markdownToPreviewHtml
              dangerouslySetInnerHTML={{ __html: previewHtml }}
            />
          ) : (
            <p data-testid="markdown-preview-empty" className={looks.mutedText}>
              Nothing to preview yet: write some Markdown.
            </p>
          )}
        </Panel>
      </div>
    </div>
  )
}
