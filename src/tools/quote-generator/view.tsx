import { type FormEvent, useMemo, useState } from 'react'
import { SplitLayout, Stack } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { useVisitorState } from '../../kit/visitor-state'
import { randomInt } from '../../lib/random'
import { notify } from '../../ui/toaster'
import { CardPanel } from './card-panel'
import { newQuoteId, useMyQuotes } from './my-quotes'
import { MyQuotesPanel, type QuoteErrors } from './my-quotes-panel'
import { ALL, authorOptions, themeOptions, toFilter } from './quote-filters'
import {
  authorCounts,
  BUNDLED,
  type CardSize,
  type CardTheme,
  EMPTY_INPUT,
  filterQuotes,
  inputFromQuote,
  pickNext,
  type QuoteFilter,
  type ShownQuote,
  type Theme,
  type UserQuote,
  type UserQuoteInput,
  validateUserQuote,
} from './quote-generator'
import { QuotePanel } from './quote-panel'

const THEME_OPTIONS = themeOptions()

/**
 * The page's HTML holds the bundled quote of middling length; the visitor's random one replaces it at once, moving
 * what is below it as little as a quote can.
 */
const STAND_IN = [...BUNDLED].sort((a, b) => a.text.length - b.text.length)[BUNDLED.length >> 1]

export default function QuoteGeneratorView() {
  const { mine, save } = useMyQuotes()
  const [includeMine, setIncludeMine] = useLinkState('includeMine', true)
  const [author, setAuthor] = useLinkState<string>('author', ALL)
  const [theme, setTheme] = useLinkState<string>('theme', ALL)
  // The first quote matches a linked filter; with none, it comes from the bundled set.
  const [current, setCurrent] = useVisitorState<ShownQuote | null>(() => {
    const f = toFilter(author, theme, includeMine)
    return pickNext(f.author || f.theme ? filterQuotes(BUNDLED, mine, f) : BUNDLED, null, randomInt)
  }, STAND_IN)
  const [cardSize, setCardSize] = useLinkState<CardSize>('size', 'square')
  const [cardTheme, setCardTheme] = useLinkState<CardTheme>('cardTheme', 'light')
  const [input, setInput] = useLinkState<UserQuoteInput>('draft', EMPTY_INPUT, 'input')
  const [editing, setEditing] = useState<string | null>(null)
  const [errors, setErrors] = useState<QuoteErrors>({})

  const filter = toFilter(author, theme, includeMine)
  const pool = filterQuotes(BUNDLED, mine, filter)
  const authors = useMemo(() => authorCounts(includeMine ? [...BUNDLED, ...mine] : BUNDLED), [includeMine, mine])

  const draw = () => {
    const next = pickNext(pool, current?.key ?? null, randomInt)
    if (next) setCurrent(next)
  }

  // A filter change shows a quote that matches it (when the current one no longer does).
  const onFilter = (f: QuoteFilter) => {
    const matching = filterQuotes(BUNDLED, mine, f)
    if (!current || !matching.some((q) => q.key === current.key)) setCurrent(pickNext(matching, null, randomInt))
  }

  const stopEditing = () => {
    setEditing(null)
    setInput(EMPTY_INPUT)
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
      save([...mine, { id: newQuoteId(), ...r.value }])
      notify({
        type: 'success',
        title: 'Quote added',
        description: 'It is drawn with the others while "Include my quotes" is on',
      })
    }
    stopEditing()
  }

  const edit = (q: UserQuote) => {
    setEditing(q.id)
    setErrors({})
    setInput(inputFromQuote(q))
  }

  const remove = (q: UserQuote) => {
    save(mine.filter((m) => m.id !== q.id))
    if (editing === q.id) stopEditing()
    notify({ type: 'success', title: 'Quote deleted' })
  }

  return (
    <Stack>
      <QuotePanel
        current={current}
        poolSize={pool.length}
        onNew={draw}
        author={author}
        authorOptions={authorOptions(authors)}
        onAuthor={(v) => {
          setAuthor(v)
          onFilter({ ...filter, author: v === ALL ? null : v })
        }}
        theme={theme}
        themeOptions={THEME_OPTIONS}
        onTheme={(v) => {
          setTheme(v)
          onFilter({ ...filter, theme: v === ALL ? null : (v as Theme) })
        }}
        includeMine={includeMine}
        onIncludeMine={(on) => {
          setIncludeMine(on)
          onFilter({ ...filter, includeMine: on })
        }}
      />

      <SplitLayout>
        <CardPanel
          current={current}
          cardSize={cardSize}
          onCardSize={setCardSize}
          cardTheme={cardTheme}
          onCardTheme={setCardTheme}
        />
        <MyQuotesPanel
          mine={mine}
          input={input}
          onInput={setInput}
          errors={errors}
          editing={editing !== null}
          onSubmit={submit}
          onCancelEdit={() => {
            stopEditing()
            setErrors({})
          }}
          onEdit={edit}
          onRemove={remove}
        />
      </SplitLayout>
    </Stack>
  )
}
