// The "Quote" panel: the drawn quote with its attribution, Copy and New quote, and the Author, Theme and
// "Include my quotes" filters with how many quotes match.
import { Shuffle } from 'lucide-react'
import { CopyButton, EmptyState, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import { type ShownQuote, toMarkdown, toPlainText } from './quote-generator'

type Options = { value: string; label: string }[]

export function QuotePanel({
  current,
  poolSize,
  onNew,
  author,
  authorOptions,
  onAuthor,
  theme,
  themeOptions,
  onTheme,
  includeMine,
  onIncludeMine,
}: {
  current: ShownQuote | null
  poolSize: number
  onNew: () => void
  author: string
  authorOptions: Options
  onAuthor: (author: string) => void
  theme: string
  themeOptions: Options
  onTheme: (theme: string) => void
  includeMine: boolean
  onIncludeMine: (on: boolean) => void
}) {
  return (
    <Panel
      title="Quote"
      actions={
        <>
          <CopyButton label="Copy text" value={current ? toPlainText(current) : ''} what="Quote" />
          <CopyButton label="Copy Markdown" value={current ? toMarkdown(current) : ''} what="Markdown quote" />
          <button
            type="button"
            className={button({ variant: 'solid', size: 'sm' })}
            onClick={onNew}
            disabled={!poolSize}
          >
            <Shuffle aria-hidden /> New quote
          </button>
        </>
      }
    >
      {current ? (
        <QuoteFigure quote={current} />
      ) : (
        <EmptyState title="No quote matches these filters">Choose another author or theme.</EmptyState>
      )}
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
          alignItems: 'end',
        })}
      >
        <SelectField label="Author" value={author} options={authorOptions} onChange={onAuthor} />
        <SelectField label="Theme" value={theme} options={themeOptions} onChange={onTheme} />
      </div>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '4',
          alignItems: 'center',
          fontSize: 'sm',
          color: 'fg.muted',
        })}
      >
        <SwitchField label="Include my quotes" checked={includeMine} onChange={onIncludeMine} />
        <span data-testid="pool-size">
          {poolSize} quote{poolSize === 1 ? '' : 's'} match
        </span>
      </div>
    </Panel>
  )
}

function QuoteFigure({ quote }: { quote: ShownQuote }) {
  return (
    <figure
      data-themes={quote.themes.join(' ')}
      data-testid="quote"
      data-key={quote.key}
      aria-live="polite"
      className={looks.stackSnug}
    >
      <blockquote
        data-testid="quote-text"
        className={css({
          fontSize: { base: 'lg', md: '2xl' },
          lineHeight: '1.45',
          // Room for four lines (three on wide screens, where lines are longer), enough for nine quotes in ten: the
          // page's stand-in quote and the visitor's first pick take the same space, so nothing below moves.
          minH: { base: '5.8em', md: '4.35em' },
          display: 'flex',
          alignItems: 'center',
          fontWeight: 'medium',
          whiteSpace: 'pre-line',
          textWrap: 'pretty',
        })}
      >
        {quote.text}
      </blockquote>
      {/* Two lines on a phone, where a long work's title wraps: the visitor's pick does not move what is below. */}
      <figcaption className={cx(looks.mutedText, css({ minH: { base: '2lh', md: '0' } }))}>
        — <span data-testid="quote-author">{quote.author}</span>
        {quote.work ? (
          <>
            , <cite data-testid="quote-work">{quote.work}</cite>
          </>
        ) : null}
        {quote.year !== undefined ? (
          <>
            {' '}
            (<span data-testid="quote-year">{quote.year}</span>)
          </>
        ) : null}
        {quote.mine ? <span className={css({ ml: '2', color: 'accent.fg' })}>· my quote</span> : null}
      </figcaption>
    </figure>
  )
}
