import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { ArrowLeftRight, RefreshCw } from 'lucide-react'
import { useId, useMemo } from 'react'
import { CopyButton, EmptyState, Notice, Panel, SplitLayout, Stack, TextAreaField, TextField } from '../../kit'
import { useLinkAtom, useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { badge, button, input } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { currencyStateAtom, customRatesAtom, fromAtom, ratesJob, toAtom } from './atoms'
import {
  ageInDays,
  COMMON_AMOUNTS,
  convert,
  currencyName,
  effectiveRates,
  formatAmount,
  formatRate,
  isStale,
  parseAmount,
  parseCustomRates,
  RATES_HOST,
  type RateRow,
} from './currency-convert'

function CurrencySelect({
  label,
  value,
  rows,
  onChange,
}: {
  label: string
  value: string
  rows: readonly RateRow[]
  onChange: (code: string) => void
}) {
  const id = useId()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0, flex: '1' })}>
      <label htmlFor={id} className={looks.labelText}>
        {label}
      </label>
      <select id={id} className={input({ kind: 'select' })} value={value} onChange={(e) => onChange(e.target.value)}>
        {rows.map((r) => (
          <option key={r.code} value={r.code}>
            {r.code} — {currencyName(r.code)}
          </option>
        ))}
      </select>
    </div>
  )
}

const tableClass = css({
  w: '100%',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  borderCollapse: 'collapse',
  '& th, & td': { py: '1.5', px: '2', textAlign: 'right', borderBottomWidth: '1px', borderColor: 'border.default' },
  '& th': { color: 'fg.muted', fontWeight: 'medium', fontSize: 'xs' },
  '& td': { fontFamily: 'mono' },
  '& th:first-child, & td:first-child': { textAlign: 'left' },
  '& caption': { textAlign: 'left', fontSize: 'xs', color: 'fg.muted', pb: '1' },
})

export default function CurrencyConvertView() {
  const [state, update] = useAtom(currencyStateAtom)
  const job = useAtomValue(ratesJob.stateAtom)
  const start = useSetAtom(ratesJob.startAtom)
  const cancel = useSetAtom(ratesJob.cancelAtom)
  const [amountText, setAmountText] = useLinkState('amount', '100')
  useLinkAtom('from', fromAtom)
  useLinkAtom('to', toAtom)
  useLinkAtom('rates', customRatesAtom, 'input')

  const custom = useMemo(() => parseCustomRates(state.custom), [state.custom])
  const rows = useMemo(() => effectiveRates(state.ecb, custom.rates), [state.ecb, custom.rates])
  const byCode = useMemo(() => new Map(rows.map((r) => [r.code, r])), [rows])
  const hasRates = rows.length > 1
  const from = byCode.get(state.from) ? state.from : 'EUR'
  const to = byCode.get(state.to) ? state.to : (rows.find((r) => r.code !== from)?.code ?? 'EUR')
  const fromRow = byCode.get(from)
  const toRow = byCode.get(to)

  const amount = parseAmount(amountText)
  const result = amount?.ok && fromRow && toRow ? convert(amount.value, fromRow.rate, toRow.rate, to) : null

  const getRates = async () => {
    const r = await start()
    if (r.status === 'done') {
      update({ ecb: r.result })
      notify({ type: 'success', title: 'Rates updated', description: `ECB reference rates of ${r.result.date}` })
    }
  }

  const stale = state.ecb && isStale(state.ecb.date)
  const usedCustom = rows.filter((r) => r.source === 'yours').length

  return (
    <SplitLayout>
      <Stack>
        <Panel
          title="Convert"
          actions={
            result ? (
              <CopyButton value={result.value} what="Converted amount" aria-label="Copy converted amount" />
            ) : null
          }
        >
          <TextField
            label="Amount"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            mono
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            error={amount && !amount.ok ? amount.error : undefined}
            hint="Decimal point or comma; 1,234.56 and 1 234,56 both work."
          />
          {hasRates ? (
            <>
              <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}>
                <CurrencySelect label="From" value={from} rows={rows} onChange={(code) => update({ from: code })} />
                <button
                  type="button"
                  className={button({ size: 'icon', variant: 'outline' })}
                  aria-label="Swap currencies"
                  title="Swap currencies"
                  onClick={() => update({ from: to, to: from })}
                >
                  <ArrowLeftRight aria-hidden />
                </button>
                <CurrencySelect label="To" value={to} rows={rows} onChange={(code) => update({ to: code })} />
              </div>
              {result && amount?.ok && fromRow && toRow ? (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                  <p className={looks.mutedText}>
                    {formatAmount(amount.value, from)} {from} =
                  </p>
                  <output
                    data-testid="result"
                    aria-live="polite"
                    className={css({
                      fontSize: '2xl',
                      fontWeight: 'semibold',
                      fontFamily: 'mono',
                      overflowWrap: 'anywhere',
                    })}
                  >
                    {result.display} {to}
                  </output>
                  <p data-testid="cross-rate" className={looks.mutedSmall}>
                    1 {from} = {formatRate(fromRow.rate, toRow.rate)} {to} · 1 {to} ={' '}
                    {formatRate(toRow.rate, fromRow.rate)} {from}
                    {from !== 'EUR' && to !== 'EUR' ? ' (cross rate via EUR)' : ''}
                  </p>
                  <p className={looks.mutedSmall}>
                    Rounded half away from zero to {result.digits} decimal{result.digits === 1 ? '' : 's'}, the minor
                    unit of {to}.
                  </p>
                </div>
              ) : null}
            </>
          ) : (
            <EmptyState title="No rates yet">
              Press “Get today's rates”, or type your own rates per 1 EUR under Rates.
            </EmptyState>
          )}
        </Panel>

        {hasRates && fromRow && toRow && from !== to ? (
          <Panel title="Common amounts">
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                gap: '4',
              })}
            >
              {[
                [from, to, fromRow.rate, toRow.rate],
                [to, from, toRow.rate, fromRow.rate],
              ].map(([a, b, ra, rb]) => (
                <table key={`${a}-${b}`} className={tableClass} data-testid={`common-${a}-${b}`}>
                  <caption>
                    {a} → {b}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{a}</th>
                      <th scope="col">{b}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {COMMON_AMOUNTS.map((n) => {
                      const v = { int: BigInt(n), scale: 0 }
                      return (
                        <tr key={n}>
                          <td>{formatAmount(v, a as string)}</td>
                          <td>{convert(v, ra as number, rb as number, b as string).display}</td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              ))}
            </div>
          </Panel>
        ) : null}
      </Stack>

      <Stack>
        <Panel
          title="Rates"
          description={`Rates come from ${RATES_HOST}, which republishes the European Central Bank's reference rates; only this request is made, nothing about you is sent.`}
        >
          <div className={looks.rowCentered}>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              disabled={job.status === 'running'}
              onClick={getRates}
            >
              <RefreshCw aria-hidden />
              {job.status === 'running' ? 'Getting rates…' : "Get today's rates"}
            </button>
            {job.status === 'running' ? (
              <button type="button" className={button({ variant: 'ghost' })} onClick={() => cancel()}>
                Cancel
              </button>
            ) : null}
          </div>
          <p className={looks.mutedSmall}>
            Nothing is requested until you press the button. The rates are then saved in this browser, so the tool keeps
            working offline.
          </p>
          {job.status === 'failed' ? (
            <Notice tone="danger" title="Could not get rates">
              {job.error}
            </Notice>
          ) : null}
          {state.ecb ? (
            <p data-testid="rates-date" className={looks.labelText}>
              Rates of {state.ecb.date} (ECB)
            </p>
          ) : null}
          {state.ecb && stale ? (
            <Notice tone="warning" title="These rates are out of date">
              The saved ECB rates are from {state.ecb.date}, {ageInDays(state.ecb.date)} days ago. Get today's rates for
              current figures.
            </Notice>
          ) : null}
          <TextAreaField
            label="Your own rates (units per 1 EUR)"
            mono
            rows={4}
            placeholder={'USD 1.08\nGBP 0.85'}
            value={state.custom}
            onChange={(e) => update({ custom: e.target.value })}
            hint="One currency per line: its code and how many units make 1 EUR. Yours win over the ECB's."
          />
          {custom.errors.length ? (
            <Notice tone="warning" title="Some lines were not used">
              <ul className={css({ listStyle: 'disc', pl: '4' })}>
                {custom.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </Notice>
          ) : null}
          {hasRates ? (
            <section
              aria-label="Rates in use"
              tabIndex={0}
              className={css({
                maxH: '96',
                overflowY: 'auto',
                _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus' },
              })}
            >
              <table className={tableClass} data-testid="rates-table">
                <caption>
                  {rows.length - 1} rates per 1 EUR{usedCustom ? `, ${usedCustom} of them yours` : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Currency</th>
                    <th scope="col">Per 1 EUR</th>
                    <th scope="col">Source</th>
                  </tr>
                </thead>
                <tbody>
                  {rows
                    .filter((r) => r.code !== 'EUR')
                    .map((r) => (
                      <tr key={r.code} data-testid={`rate-${r.code}`}>
                        <td title={currencyName(r.code)}>{r.code}</td>
                        <td>{r.rate}</td>
                        <td>
                          <span className={badge({ tone: r.source === 'yours' ? 'accent' : 'success' })}>
                            {r.source}
                          </span>
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </Panel>
      </Stack>
    </SplitLayout>
  )
}
