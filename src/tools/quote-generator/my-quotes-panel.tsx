// The "My quotes" panel: the form that adds a quote or saves changes to one, and the list with Edit and Delete.
import { Pencil, Plus, Trash2 } from 'lucide-react'
import type { FormEvent } from 'react'
import { Notice, Panel, TextAreaField, TextField } from '../../kit'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { attribution, type UserQuote, type UserQuoteInput } from './quote-generator'

export type QuoteErrors = Partial<Record<'text' | 'author' | 'work' | 'year', string>>

export function MyQuotesPanel({
  mine,
  input,
  onInput,
  errors,
  editing,
  onSubmit,
  onCancelEdit,
  onEdit,
  onRemove,
}: {
  mine: readonly UserQuote[]
  input: UserQuoteInput
  onInput: (input: UserQuoteInput) => void
  errors: QuoteErrors
  editing: boolean
  onSubmit: (e: FormEvent) => void
  onCancelEdit: () => void
  onEdit: (q: UserQuote) => void
  onRemove: (q: UserQuote) => void
}) {
  return (
    <Panel
      title="My quotes"
      description="Kept in this browser only. Drawn with the others while “Include my quotes” is on."
    >
      <form onSubmit={onSubmit} className={looks.stackSnug} noValidate>
        <TextAreaField
          label="Quote"
          rows={3}
          value={input.text}
          error={errors.text}
          onChange={(e) => onInput({ ...input, text: e.target.value })}
        />
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '2fr 2fr 1fr' } })}>
          <TextField
            label="Author"
            value={input.author}
            error={errors.author}
            onChange={(e) => onInput({ ...input, author: e.target.value })}
          />
          <TextField
            label="Work (optional)"
            value={input.work}
            error={errors.work}
            onChange={(e) => onInput({ ...input, work: e.target.value })}
          />
          <TextField
            label="Year (optional)"
            inputMode="numeric"
            value={input.year}
            error={errors.year}
            onChange={(e) => onInput({ ...input, year: e.target.value })}
          />
        </div>
        <div className={css({ display: 'flex', gap: '2' })}>
          <button type="submit" className={button({ size: 'sm' })}>
            <Plus aria-hidden /> {editing ? 'Save changes' : 'Add quote'}
          </button>
          {editing ? (
            <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={onCancelEdit}>
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
            <MyQuoteRow key={q.id} quote={q} onEdit={() => onEdit(q)} onRemove={() => onRemove(q)} />
          ))}
        </ul>
      )}
    </Panel>
  )
}

function MyQuoteRow({ quote, onEdit, onRemove }: { quote: UserQuote; onEdit: () => void; onRemove: () => void }) {
  return (
    <li
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
        <p className={css({ whiteSpace: 'pre-line' })}>{quote.text}</p>
        <p className={looks.muted}>— {attribution(quote)}</p>
      </div>
      <button
        type="button"
        className={button({ size: 'xs', variant: 'ghost' })}
        aria-label={`Edit quote by ${quote.author}`}
        onClick={onEdit}
      >
        <Pencil aria-hidden />
      </button>
      <button
        type="button"
        className={button({ size: 'xs', variant: 'ghost' })}
        aria-label={`Delete quote by ${quote.author}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </button>
    </li>
  )
}
