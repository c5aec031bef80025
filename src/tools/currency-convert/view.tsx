import { ArrowLeftRight } from 'lucide-react'
import { useMemo } from 'react'
import { CopyButton, EmptyState, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useLinkAtom, useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { useAtom } from '../../state/use-atom'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { currencyStateAtom, customRatesAtom, fromAtom, toAtom } from './atoms'
import { CommonAmounts } from './common-amounts'
import { crossRateText, pickPair, roundingNote } from './convert-text'
import { convert, effectiveRates, formatAmount, parseAmount, parseCustomRates } from './currency-convert'
import { CurrencySelect } from './currency-select'
import { RatesPanel } from './rates-panel'

export default function CurrencyConvertView() {
  const [state, update] = useAtom(currencyStateAtom)
  const [amountText, setAmountText] = useLinkState('amount', '100')
  useLinkAtom('from', fromAtom)
  useLinkAtom('to', toAtom)
  useLinkAtom('rates', customRatesAtom, 'input')

  const custom = useMemo(() => parseCustomRates(state.custom), [state.custom])
  const rows = useMemo(() => effectiveRates(state.ecb, custom.rates), [state.ecb, custom.rates])
  const byCode = useMemo(() => new Map(rows.map((r) => [r.code, r])), [rows])
  const hasRates = rows.length > 1
  const { from, to } = pickPair(rows, state.from, state.to)
  const fromRow = byCode.get(from)
  const toRow = byCode.get(to)

  const amount = parseAmount(amountText)
  const result = amount?.ok && fromRow && toRow ? convert(amount.value, fromRow.rate, toRow.rate, to) : null

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
                    {crossRateText(from, to, fromRow.rate, toRow.rate)}
                  </p>
                  <p className={looks.mutedSmall}>{roundingNote(result.digits, to)}</p>
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
          <CommonAmounts from={from} to={to} fromRate={fromRow.rate} toRate={toRow.rate} />
        ) : null}
      </Stack>

      <Stack>
        <RatesPanel state={state} update={update} custom={custom} rows={rows} />
      </Stack>
    </SplitLayout>
  )
}
