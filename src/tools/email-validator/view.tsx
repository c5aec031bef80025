import { CheckCircle2, XCircle } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { CopyButton, DownloadButton, EmptyState, Notice, Panel, Stats, TextAreaField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { checkEmails, EXAMPLE_EMAILS, shownInput, validList } from './email-validator'

type Filter = 'all' | 'valid' | 'invalid'
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'valid', label: 'Valid' },
  { value: 'invalid', label: 'Invalid' },
] as const
const SHOWN = 500

export default function EmailValidatorView() {
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  const [allowUnicode, setAllowUnicode] = useLinkState('unicode', false)
  const [unique, setUnique] = useLinkState('unique', true)
  const [filter, setFilter] = useLinkState<Filter>('show', 'all')
  const deferred = useDeferredValue(text)
  const report = useMemo(() => checkEmails(deferred, { allowUnicode }), [deferred, allowUnicode])
  const valid = useMemo(() => validList(report, unique), [report, unique])
  const rows = report.results.filter((r) => filter === 'all' || r.valid === (filter === 'valid'))

  return (
    <div className={looks.stack}>
      <Panel
        title="Addresses"
        actions={
          <>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              onClick={() => setText(EXAMPLE_EMAILS)}
            >
              Example
            </button>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              disabled={!text}
              onClick={() => setText('')}
            >
              Clear
            </button>
          </>
        }
      >
        <TextAreaField
          label="Email addresses, one per line"
          mono
          rows={8}
          placeholder={'alice@example.com\nBob <bob@example.org>'}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <CheckboxField
          label="Allow internationalised addresses (Unicode, RFC 6531)"
          checked={allowUnicode}
          onChange={setAllowUnicode}
        />
        <Notice tone="info">
          Checks syntax only (RFC 5321/5322 practical rules). Nothing is sent anywhere and no mail server is asked, so a
          valid address may still not exist or accept mail.
        </Notice>
      </Panel>

      {report.results.length === 0 ? (
        <EmptyState title="No addresses yet">Type or paste addresses above, one per line.</EmptyState>
      ) : (
        <Panel
          title="Results"
          actions={
            <>
              <CopyButton label="Copy valid" value={valid} what="Valid addresses" />
              <DownloadButton label="Download valid" filename="valid-emails.txt" data={valid ? `${valid}\n` : ''} />
            </>
          }
        >
          <Stats
            items={[
              { label: 'Checked', value: report.results.length, testId: 'stat-checked' },
              { label: 'Valid', value: report.valid, testId: 'stat-valid' },
              { label: 'Invalid', value: report.invalid, testId: 'stat-invalid' },
              { label: 'Duplicates', value: report.duplicates, testId: 'stat-duplicates' },
            ]}
          />
          <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'flex-end' })}>
            <Segmented label="Show" value={filter} options={FILTERS} onChange={setFilter} />
            <CheckboxField label="Copy each valid address once" checked={unique} onChange={setUnique} />
          </div>
          {rows.length === 0 ? (
            <p className={looks.mutedText}>No {filter} addresses.</p>
          ) : (
            <ul aria-label="Checked addresses" className={looks.stackTight}>
              {rows.slice(0, SHOWN).map((r, i) => (
                <li
                  key={i}
                  data-testid="email-result"
                  data-valid={r.valid ? 'true' : 'false'}
                  className={css({
                    display: 'flex',
                    gap: '3',
                    alignItems: 'flex-start',
                    p: '3',
                    bg: 'bg.subtle',
                    borderRadius: 'lg',
                    minW: 0,
                  })}
                >
                  {r.valid ? (
                    <CheckCircle2
                      aria-hidden
                      className={css({ w: '5', h: '5', color: 'success.fg', flexShrink: 0, mt: '0.5' })}
                    />
                  ) : (
                    <XCircle
                      aria-hidden
                      className={css({ w: '5', h: '5', color: 'danger.fg', flexShrink: 0, mt: '0.5' })}
                    />
                  )}
                  <div className={css({ minW: 0, flex: '1' })}>
                    <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
                      <span className={css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere', minW: 0 })}>
                        {shownInput(r.input)}
                      </span>
                      <span className={badge({ tone: r.valid ? 'success' : 'danger' })}>
                        {r.valid ? 'Valid' : 'Invalid'}
                      </span>
                    </div>
                    {r.errors.length ? (
                      <ul className={css({ mt: '1', fontSize: 'sm', color: 'danger.fg', overflowWrap: 'anywhere' })}>
                        {r.errors.map((e) => (
                          <li key={e}>{e}</li>
                        ))}
                      </ul>
                    ) : null}
                    {r.notes.length ? (
                      <ul className={css({ mt: '1', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                        {r.notes.map((n) => (
                          <li key={n}>{n}</li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {rows.length > SHOWN ? (
            <p className={looks.mutedText}>
              Showing the first {SHOWN} of {rows.length}; Copy and Download include them all.
            </p>
          ) : null}
        </Panel>
      )}
    </div>
  )
}
