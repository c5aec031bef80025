// Where the rates come from: Get today's rates (ECB, on the button only), their date, your own rates per 1 EUR,
// and the table of rates in use.
import { useSetAtom } from 'jotai'
import { RefreshCw } from 'lucide-react'
import { Notice, Panel, TextAreaField } from '../../kit'
import { looks } from '../../kit/styles'
import { useAtomValue } from '../../state/use-atom'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { ratesJob } from './atoms'
import {
  ageInDays,
  type CustomRates,
  currencyName,
  isStale,
  RATES_HOST,
  type RateRow,
  type StoredState,
} from './currency-convert'
import { tableClass } from './table-style'

export interface RatesPanelProps {
  state: StoredState
  update: (patch: Partial<StoredState>) => void
  custom: CustomRates
  rows: readonly RateRow[]
}

export function RatesPanel({ state, update, custom, rows }: RatesPanelProps) {
  const job = useAtomValue(ratesJob.stateAtom)
  const start = useSetAtom(ratesJob.startAtom)
  const cancel = useSetAtom(ratesJob.cancelAtom)
  const hasRates = rows.length > 1
  const stale = state.ecb && isStale(state.ecb.date)
  const usedCustom = rows.filter((r) => r.source === 'yours').length

  const getRates = async () => {
    const r = await start()
    if (r.status === 'done') {
      update({ ecb: r.result })
      notify({ type: 'success', title: 'Rates updated', description: `ECB reference rates of ${r.result.date}` })
    }
  }

  return (
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
                      <span className={badge({ tone: r.source === 'yours' ? 'accent' : 'success' })}>{r.source}</span>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </Panel>
  )
}
