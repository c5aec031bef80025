import { Download, Pencil, Plus, Shuffle, Trash2 } from 'lucide-react'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { CopyButton, EmptyState, Notice, Panel, SplitLayout, Stack, TextAreaField, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { downloadBlob } from '../../lib/download'
import { randomInt } from '../../lib/random'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import { notify } from '../../ui/toaster'
import {
  attribution,
  authorCounts,
  BUNDLED,
  CARD_SIZES,
  CARD_THEMES,
  type CardSize,
  type CardTheme,
  cardFileName,
  cardLayout,
  filterQuotes,
  fitText,
  MY_QUOTES_KEY,
  parseMyQuotes,
  pickNext,
  type ShownQuote,
  serializeMyQuotes,
  THEMES,
  type Theme,
  toMarkdown,
  toPlainText,
  type UserQuote,
  type UserQuoteInput,
  validateUserQuote,
} from './quote-generator'

const FONT = '"Inter Variable", Inter, system-ui, sans-serif'
const ALL = '__all__'
const EMPTY_INPUT: UserQuoteInput = { text: '', author: '', work: '', year: '', themes: [] }

const toFilter = (author: string, theme: string, includeMine: boolean) => ({
  author: author === ALL ? null : author,
  theme: theme === ALL ? null : (theme as Theme),
  includeMine,
})

function loadMine(): UserQuote[] {
  try {
    return parseMyQuotes(localStorage.getItem(MY_QUOTES_KEY))
  } catch {
    return []
  }
}

function newId(): string {
  const b = new Uint8Array(8)
  crypto.getRandomValues(b)
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
}

/** Draws the card on a canvas of its real size; the font size is fitted with canvas measureText. */
function drawCard(canvas: HTMLCanvasElement, quote: ShownQuote, size: CardSize, theme: CardTheme) {
  const spec = CARD_SIZES.find((c) => c.value === size) ?? CARD_SIZES[0]
  const colors = CARD_THEMES[theme]
  canvas.width = spec.width
  canvas.height = spec.height
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  const layout = cardLayout(spec.width, spec.height)
  ctx.fillStyle = colors.background
  ctx.fillRect(0, 0, spec.width, spec.height)
  ctx.fillStyle = colors.accent
  ctx.fillRect(layout.padding, layout.padding - Math.round(layout.padding / 2), Math.round(layout.padding * 0.8), 8)

  const measure = (text: string, fontSize: number) => {
    ctx.font = `500 ${fontSize}px ${FONT}`
    return ctx.measureText(text).width
  }
  const fit = fitText(`“${quote.text}”`, layout.quoteBox, measure, { min: 18, max: 110, lineHeight: 1.3 })
  ctx.font = `500 ${fit.fontSize}px ${FONT}`
  ctx.fillStyle = colors.text
  ctx.textBaseline = 'top'
  const total = fit.lines.length * fit.lineHeight
  let y = layout.quoteBox.y + Math.max(0, (layout.quoteBox.height - total) / 2)
  for (const line of fit.lines) {
    ctx.fillText(line, layout.quoteBox.x, y + (fit.lineHeight - fit.fontSize) / 2)
    y += fit.lineHeight
  }

  const by = `— ${attribution(quote)}`
  const byFit = fitText(
    by,
    layout.attributionBox,
    (t, s) => {
      ctx.font = `400 ${s}px ${FONT}`
      return ctx.measureText(t).width
    },
    { min: 14, max: Math.max(18, Math.round(fit.fontSize * 0.55)), lineHeight: 1.3 },
  )
  ctx.font = `400 ${byFit.fontSize}px ${FONT}`
  ctx.fillStyle = colors.muted
  let by0 = layout.attributionBox.y + layout.attributionBox.height - byFit.lines.length * byFit.lineHeight
  for (const line of byFit.lines) {
    ctx.fillText(line, layout.attributionBox.x, by0)
    by0 += byFit.lineHeight
  }
}

export default function QuoteGeneratorView() {
  const [mine, setMine] = useState<UserQuote[]>(loadMine)
  const [includeMine, setIncludeMine] = useLinkState('includeMine', true)
  const [author, setAuthor] = useLinkState<string>('author', ALL)
  const [theme, setTheme] = useLinkState<string>('theme', ALL)
  // The first quote matches a linked filter; with none, it comes from the bundled set.
  const [current, setCurrent] = useState<ShownQuote | null>(() => {
    const f = toFilter(author, theme, includeMine)
    return pickNext(f.author || f.theme ? filterQuotes(BUNDLED, mine, f) : BUNDLED, null, randomInt)
  })
  const [cardSize, setCardSize] = useLinkState<CardSize>('size', 'square')
  const [cardTheme, setCardTheme] = useLinkState<CardTheme>('cardTheme', 'light')
  const [input, setInput] = useLinkState<UserQuoteInput>('draft', EMPTY_INPUT, 'input')
  const [editing, setEditing] = useState<string | null>(null)
  const [errors, setErrors] = useState<Partial<Record<'text' | 'author' | 'work' | 'year', string>>>({})
  const [fontsReady, setFontsReady] = useState(false)
  const canvasRef = useRef<HTMLCanvasElement>(null)

  const filter = toFilter(author, theme, includeMine)
  const pool = filterQuotes(BUNDLED, mine, filter)
  const authors = useMemo(() => authorCounts(includeMine ? [...BUNDLED, ...mine] : BUNDLED), [includeMine, mine])

  const save = (next: UserQuote[]) => {
    setMine(next)
    try {
      localStorage.setItem(MY_QUOTES_KEY, serializeMyQuotes(next))
    } catch {
      notify({ type: 'error', title: 'Not saved', description: 'The browser refused to store your quotes' })
    }
  }

  const draw = (f = filter) => {
    const next = pickNext(filterQuotes(BUNDLED, mine, f), current?.key ?? null, randomInt)
    if (next) setCurrent(next)
  }

  // A filter change shows a quote that matches it (when the current one no longer does).
  const onFilter = (f: typeof filter) => {
    const matching = filterQuotes(BUNDLED, mine, f)
    if (!current || !matching.some((q) => q.key === current.key)) {
      const next = pickNext(matching, null, randomInt)
      setCurrent(next)
    }
  }

  useEffect(() => {
    let alive = true
    document.fonts
      .load(`500 40px ${FONT}`)
      .catch(() => undefined)
      .finally(() => alive && setFontsReady(true))
    return () => {
      alive = false
    }
  }, [])

  useEffect(() => {
    // fontsReady: redraw once the UI font has loaded, so the card uses it.
    if (canvasRef.current && current && fontsReady !== null) drawCard(canvasRef.current, current, cardSize, cardTheme)
  }, [current, cardSize, cardTheme, fontsReady])

  const onDownload = () => {
    const canvas = canvasRef.current
    if (!canvas || !current) return
    canvas.toBlob((blob) => {
      if (!blob) {
        notify({ type: 'error', title: 'Download failed', description: 'The card could not be drawn' })
        return
      }
      downloadBlob(blob, cardFileName(cardSize, cardTheme))
      const spec = CARD_SIZES.find((c) => c.value === cardSize) ?? CARD_SIZES[0]
      notify({
        type: 'success',
        title: 'Downloaded!',
        description: `Card saved as a ${spec.width} × ${spec.height} PNG`,
      })
    }, 'image/png')
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const r = validateUserQuote(input)
    if (!r.ok) {
      setErrors(r.errors)
      return
    }
    setErrors({})
    if (editing) {
      save(mine.map((q) => (q.id === editing ? { id: q.id, ...r.value } : q)))
      if (current?.key === `my-${editing}`) setCurrent({ ...r.value, key: current.key, mine: true })
      notify({ type: 'success', title: 'Quote updated' })
    } else {
      save([...mine, { id: newId(), ...r.value }])
      notify({
        type: 'success',
        title: 'Quote added',
        description: 'It is drawn with the others while "Include my quotes" is on',
      })
    }
    setInput(EMPTY_INPUT)
    setEditing(null)
  }

  const remove = (q: UserQuote) => {
    save(mine.filter((m) => m.id !== q.id))
    if (editing === q.id) {
      setEditing(null)
      setInput(EMPTY_INPUT)
    }
    notify({ type: 'success', title: 'Quote deleted' })
  }

  const themeOptions = [
    { value: ALL, label: 'All themes' },
    ...THEMES.map((t) => ({ value: t, label: t[0].toUpperCase() + t.slice(1) })),
  ]
  const authorOptions = [
    { value: ALL, label: 'All authors' },
    ...authors.map((a) => ({ value: a.author, label: `${a.author} (${a.count})` })),
  ]

  return (
    <Stack>
      <Panel
        title="Quote"
        actions={
          <>
            <CopyButton label="Copy text" value={current ? toPlainText(current) : ''} what="Quote" />
            <CopyButton label="Copy Markdown" value={current ? toMarkdown(current) : ''} what="Markdown quote" />
            <button
              type="button"
              className={button({ variant: 'solid', size: 'sm' })}
              onClick={() => draw()}
              disabled={!pool.length}
            >
              <Shuffle aria-hidden /> New quote
            </button>
          </>
        }
      >
        {current ? (
          <figure
            data-themes={current.themes.join(' ')}
            data-testid="quote"
            data-key={current.key}
            aria-live="polite"
            className={looks.stackSnug}
          >
            <blockquote
              data-testid="quote-text"
              className={css({
                fontSize: { base: 'lg', md: '2xl' },
                lineHeight: '1.45',
                fontWeight: 'medium',
                whiteSpace: 'pre-line',
                textWrap: 'pretty',
              })}
            >
              {current.text}
            </blockquote>
            <figcaption className={looks.mutedText}>
              — <span data-testid="quote-author">{current.author}</span>
              {current.work ? (
                <>
                  , <cite data-testid="quote-work">{current.work}</cite>
                </>
              ) : null}
              {current.year !== undefined ? (
                <>
                  {' '}
                  (<span data-testid="quote-year">{current.year}</span>)
                </>
              ) : null}
              {current.mine ? <span className={css({ ml: '2', color: 'accent.fg' })}>· my quote</span> : null}
            </figcaption>
          </figure>
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
          <SelectField
            label="Author"
            value={author}
            options={authorOptions}
            onChange={(v) => {
              setAuthor(v)
              onFilter({ ...filter, author: v === ALL ? null : v })
            }}
          />
          <SelectField
            label="Theme"
            value={theme}
            options={themeOptions}
            onChange={(v) => {
              setTheme(v)
              onFilter({ ...filter, theme: v === ALL ? null : (v as Theme) })
            }}
          />
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
          <SwitchField
            label="Include my quotes"
            checked={includeMine}
            onChange={(on) => {
              setIncludeMine(on)
              onFilter({ ...filter, includeMine: on })
            }}
          />
          <span data-testid="pool-size">
            {pool.length} quote{pool.length === 1 ? '' : 's'} match
          </span>
        </div>
      </Panel>

      <SplitLayout>
        <Panel
          title="Card"
          actions={
            <button type="button" className={button({ size: 'sm' })} onClick={onDownload} disabled={!current}>
              <Download aria-hidden /> Download PNG
            </button>
          }
        >
          <Segmented
            label="Size"
            value={cardSize}
            options={CARD_SIZES.map((s) => ({ value: s.value, label: s.label }))}
            onChange={setCardSize}
          />
          <Segmented
            label="Card theme"
            value={cardTheme}
            options={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
            ]}
            onChange={setCardTheme}
          />
          <div
            className={css({ display: 'flex', justifyContent: 'center', bg: 'bg.subtle', borderRadius: 'lg', p: '3' })}
          >
            <canvas
              ref={canvasRef}
              data-testid="quote-card"
              role="img"
              aria-label={current ? `Quote card: ${current.text.slice(0, 120)}` : 'Quote card'}
              className={css({
                maxW: '100%',
                maxH: '420px',
                w: 'auto',
                h: 'auto',
                borderRadius: 'md',
                boxShadow: 'sm',
              })}
            />
          </div>
        </Panel>

        <Panel
          title="My quotes"
          description="Kept in this browser only. Drawn with the others while “Include my quotes” is on."
        >
          <form onSubmit={submit} className={looks.stackSnug} noValidate>
            <TextAreaField
              label="Quote"
              rows={3}
              value={input.text}
              error={errors.text}
              onChange={(e) => setInput({ ...input, text: e.target.value })}
            />
            <div
              className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '2fr 2fr 1fr' } })}
            >
              <TextField
                label="Author"
                value={input.author}
                error={errors.author}
                onChange={(e) => setInput({ ...input, author: e.target.value })}
              />
              <TextField
                label="Work (optional)"
                value={input.work}
                error={errors.work}
                onChange={(e) => setInput({ ...input, work: e.target.value })}
              />
              <TextField
                label="Year (optional)"
                inputMode="numeric"
                value={input.year}
                error={errors.year}
                onChange={(e) => setInput({ ...input, year: e.target.value })}
              />
            </div>
            <div className={css({ display: 'flex', gap: '2' })}>
              <button type="submit" className={button({ size: 'sm' })}>
                <Plus aria-hidden /> {editing ? 'Save changes' : 'Add quote'}
              </button>
              {editing ? (
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'ghost' })}
                  onClick={() => {
                    setEditing(null)
                    setInput(EMPTY_INPUT)
                    setErrors({})
                  }}
                >
                  Cancel
                </button>
              ) : null}
            </div>
          </form>
          {mine.length === 0 ? (
            <Notice tone="info">No quotes of your own yet.</Notice>
          ) : (
            <ul data-testid="my-quotes" className={css({ display: 'flex', flexDirection: 'column' })}>
              {mine.map((q) => (
                <li
                  key={q.id}
                  data-testid="my-quote"
                  className={css({
                    display: 'flex',
                    gap: '2',
                    alignItems: 'flex-start',
                    py: '2',
                    borderBottomWidth: '1px',
                    borderColor: 'border.default',
                    _last: { borderBottomWidth: '0' },
                  })}
                >
                  <div className={css({ flex: '1', minW: 0, fontSize: 'sm', overflowWrap: 'anywhere' })}>
                    <p className={css({ whiteSpace: 'pre-line' })}>{q.text}</p>
                    <p className={looks.muted}>— {attribution(q)}</p>
                  </div>
                  <button
                    type="button"
                    className={button({ size: 'xs', variant: 'ghost' })}
                    aria-label={`Edit quote by ${q.author}`}
                    onClick={() => {
                      setEditing(q.id)
                      setErrors({})
                      setInput({
                        text: q.text,
                        author: q.author,
                        work: q.work ?? '',
                        year: q.year !== undefined ? String(q.year) : '',
                        themes: q.themes,
                      })
                    }}
                  >
                    <Pencil aria-hidden />
                  </button>
                  <button
                    type="button"
                    className={button({ size: 'xs', variant: 'ghost' })}
                    aria-label={`Delete quote by ${q.author}`}
                    onClick={() => remove(q)}
                  >
                    <Trash2 aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </SplitLayout>
    </Stack>
  )
}
