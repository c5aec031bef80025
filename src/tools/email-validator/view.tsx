import { CheckCircle2, XCircle } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo } from 'react'
import { checkEmailsInWorker } from '../../jobs/email'
import { CopyButton, DownloadButton, EmptyState, Notice, Panel, Stats } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import {
  checkEmails,
  type EmailView,
  EXAMPLE_EMAILS,
  emailLimitProblem,
  emailView,
  shownInput,
  WORKER_THRESHOLD,
} from './email-validator'

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
  // Past the limit nothing is split or sent to the worker: the panel names the limit and the size found.
  const tooLong = emailLimitProblem(deferred.length)
  const large = !tooLong && deferred.length > WORKER_THRESHOLD
  // A short list is checked at once; a long one in the worker (typing again or a new option aborts the stale run).
  const report = useMemo(
    () => (large || tooLong ? null : checkEmails(deferred, { allowUnicode })),
    [deferred, allowUnicode, large, tooLong],
  )
  const small = useMemo(() => (report ? emailView(report, filter, unique, SHOWN) : null), [report, filter, unique])
  const job = useJob((args: { text: string; allowUnicode: boolean; filter: Filter; unique: boolean }, { signal }) =>
    checkEmailsInWorker(args.text, { allowUnicode: args.allowUnicode }, { ...args, shown: SHOWN }, signal),
  )
  const { start, reset } = job
  useEffect(() => {
    if (large) void start({ text: deferred, allowUnicode, filter, unique })
    else reset()
  }, [large, deferred, allowUnicode, filter, unique, start, reset])
  const view: EmailView | null = large ? (job.state.status === 'done' ? job.state.result : null) : small
  const busy = large && job.running
  const failed = large && job.state.status === 'failed' ? job.state.error : null
  const valid = view?.validText ?? ''
  const rows = view?.rows ?? []
  const rowCount = view?.rowCount ?? 0

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
        <LargeTextField
          label="Email addresses, one per line"
          mono
          rows={8}
          placeholder={'alice@example.com\nBob <bob@example.org>'}
          value={text}
          onValueChange={setText}
        />
        {busy && (
          <p data-testid="email-busy" role="status" className={looks.mutedText}>
            Checking {formatBytes(deferred.length)} of addresses…
          </p>
        )}
        {tooLong && (
          <Notice tone="danger" title="Too long to check here">
            <span data-testid="email-limit">{tooLong}</span>
          </Notice>
        )}
        {failed && (
          <Notice tone="danger" title="Cannot check these addresses">
            <span data-testid="email-error">{failed}</span>
          </Notice>
        )}
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

      {!view ? null : view.checked === 0 ? (
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
              { label: 'Checked', value: view.checked.toLocaleString('en-US'), testId: 'stat-checked' },
              { label: 'Valid', value: view.valid.toLocaleString('en-US'), testId: 'stat-valid' },
              { label: 'Invalid', value: view.invalid.toLocaleString('en-US'), testId: 'stat-invalid' },
              { label: 'Duplicates', value: view.duplicates.toLocaleString('en-US'), testId: 'stat-duplicates' },
            ]}
          />
          <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'flex-end' })}>
            <Segmented label="Show" value={filter} options={FILTERS} onChange={setFilter} />
            <CheckboxField label="Copy each valid address once" checked={unique} onChange={setUnique} />
          </div>
          {rowCount === 0 ? (
            <p className={looks.mutedText}>No {filter} addresses.</p>
          ) : (
            <ul aria-label="Checked addresses" className={looks.stackTight}>
              {rows.map((r, i) => (
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
          {rowCount > SHOWN ? (
            <p data-testid="email-more" className={looks.mutedText}>
              Showing the first {SHOWN} of {rowCount.toLocaleString('en-US')}; Copy and Download include them all.
            </p>
          ) : null}
        </Panel>
      )}
    </div>
  )
}
