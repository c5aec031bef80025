import { CheckCircle2, CreditCard, XCircle } from 'lucide-react'
import { useState } from 'react'
import { Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { ProseList } from '../../kit/prose-list'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { visuallyHidden } from '../../styled-system/patterns'
import { badge, button, table } from '../../styled-system/recipes'
import {
  BRANDS,
  describeLengths,
  detectBrand,
  digitsOf,
  formatCardNumber,
  luhnCheckDigit,
  MIN_DIGITS,
  majorIndustry,
  TEST_NUMBERS,
  validateCard,
} from './credit-card-check'

const rowClass = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  _last: { borderBottomWidth: 0 },
})
const dtClass = looks.muted
const ddClass = css({ fontWeight: 'medium', textAlign: 'right', overflowWrap: 'anywhere', minW: 0 })
const monoClass = css({ fontFamily: 'mono', fontVariantNumeric: 'tabular-nums' })
const tbl = table()
const monoCell = cx(tbl.cell, monoClass)

export default function CreditCardCheckView() {
  const [value, setValue] = useState('')
  useHandoffText((t) => setValue(t.trim()))
  const digits = digitsOf(value)
  const result = validateCard(value)
  const liveBrand = detectBrand(digits)
  const payload = digits.length >= MIN_DIGITS ? digits.slice(0, -1) : digits
  const check = payload ? luhnCheckDigit(payload) : null

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Card number" description="Nothing you type leaves this page.">
          <TextField
            label="Card number"
            value={value}
            onChange={(e) => setValue(formatCardNumber(e.target.value))}
            inputMode="numeric"
            autoComplete="off"
            placeholder="1234 5678 9012 3456"
            mono
            hint={
              digits.length < MIN_DIGITS
                ? `${digits.length} digit${digits.length === 1 ? '' : 's'} entered — enter at least ${MIN_DIGITS} to validate.`
                : `${digits.length} digits`
            }
          />
          {result ? (
            <div
              data-testid="card-verdict"
              role="status"
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                flexWrap: 'wrap',
                borderWidth: '1px',
                borderRadius: 'lg',
                p: '3',
                bg: result.valid ? 'success.subtle' : 'danger.subtle',
                borderColor: result.valid ? 'success.border' : 'danger.border',
                color: result.valid ? 'success.fg' : 'danger.fg',
              })}
            >
              {result.valid ? <CheckCircle2 aria-hidden /> : <XCircle aria-hidden />}
              <div className={css({ flex: 1, minW: 0 })}>
                <p className={css({ fontWeight: 'semibold' })}>
                  {result.valid ? 'Valid card number' : 'Invalid card number'}
                </p>
                {result.error ? (
                  <p data-testid="card-error" className={css({ fontSize: 'sm' })}>
                    {result.error}
                  </p>
                ) : null}
              </div>
              <span data-testid="card-brand" className={badge({ tone: result.issuer ? 'accent' : 'neutral' })}>
                <CreditCard aria-hidden className={css({ w: '3.5', h: '3.5' })} />
                {result.issuer?.name ?? 'Unknown'}
              </span>
            </div>
          ) : liveBrand ? (
            <p className={looks.mutedText}>
              Looks like <strong>{liveBrand.name}</strong> so far.
            </p>
          ) : null}
          <div>
            <p className={looks.labelAbove}>Test numbers</p>
            <div className={looks.row}>
              {TEST_NUMBERS.map((t) => (
                <button
                  key={t.number}
                  type="button"
                  className={button({ size: 'xs', variant: 'outline' })}
                  onClick={() => setValue(formatCardNumber(t.number))}
                >
                  {t.brand} ····{t.number.slice(-4)}
                  <span className={visuallyHidden()}>(use test number {formatCardNumber(t.number)})</span>
                </button>
              ))}
            </div>
            <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '2' })}>
              Published test numbers: they pass every check here but belong to no account.
            </p>
          </div>
        </Panel>

        <Panel title="Details">
          {result ? (
            <dl data-testid="card-details">
              <div className={rowClass}>
                <dt className={dtClass}>Number</dt>
                <dd className={`${ddClass} ${monoClass}`}>{result.formatted}</dd>
              </div>
              <div className={rowClass}>
                <dt className={dtClass}>Card type</dt>
                <dd className={ddClass}>{result.issuer?.name ?? 'Unknown'}</dd>
              </div>
              <div className={rowClass}>
                <dt className={dtClass}>Length</dt>
                <dd className={ddClass}>
                  {result.length} digits
                  {result.issuer ? ` (${result.issuer.name}: ${describeLengths(result.issuer)})` : ''}
                </dd>
              </div>
              <div className={rowClass}>
                <dt className={dtClass}>Luhn checksum</dt>
                <dd className={ddClass} data-testid="card-luhn">
                  {result.luhn ? 'Passed' : 'Failed'}
                </dd>
              </div>
              <div className={rowClass}>
                <dt className={dtClass}>Issuer identification (IIN)</dt>
                <dd className={`${ddClass} ${monoClass}`}>{result.number.slice(0, 6)}</dd>
              </div>
              <div className={rowClass}>
                <dt className={dtClass}>Industry (first digit)</dt>
                <dd className={ddClass}>{majorIndustry(result.number)}</dd>
              </div>
            </dl>
          ) : (
            <p className={looks.mutedText}>Enter at least {MIN_DIGITS} digits to see the card's details.</p>
          )}
        </Panel>
      </SplitLayout>

      <SplitLayout>
        <Panel title="Supported card types">
          <div className={tbl.scroller}>
            <table className={tbl.root}>
              <thead className={tbl.head}>
                <tr>
                  <th scope="col" className={tbl.headerCell}>
                    Brand
                  </th>
                  <th scope="col" className={tbl.headerCell}>
                    Starts with
                  </th>
                  <th scope="col" className={tbl.headerCell}>
                    Digits
                  </th>
                </tr>
              </thead>
              <tbody>
                {BRANDS.map((b) => (
                  <tr key={b.id} className={tbl.row}>
                    <td className={cx(tbl.cell, looks.labelText)}>{b.name}</td>
                    <td className={monoCell}>{b.prefixes}</td>
                    <td className={monoCell}>{describeLengths(b)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>

        <Panel title="How the Luhn check works">
          <ProseList ordered>
            <li>Starting from the rightmost digit (the check digit) and moving left, double every second digit.</li>
            <li>If doubling gives more than 9, subtract 9 (the same as adding its two digits).</li>
            <li>Add up all the digits.</li>
            <li>The number is valid when the total is a multiple of 10.</li>
          </ProseList>
          <div
            data-testid="luhn-example"
            className={css({ fontSize: 'sm', bg: 'bg.subtle', borderRadius: 'lg', p: '3', overflowWrap: 'anywhere' })}
          >
            {check === null ? (
              <p className={looks.muted}>Type some digits to see the check digit computed for them.</p>
            ) : digits.length >= MIN_DIGITS ? (
              <p>
                For the first {payload.length} digits <span className={monoClass}>{payload}</span>, the check digit is{' '}
                <strong data-testid="luhn-check-digit">{check}</strong>; the number ends in{' '}
                <strong>{digits[digits.length - 1]}</strong>
                {Number(digits[digits.length - 1]) === check ? ', so it matches.' : ', so it does not match.'}
              </p>
            ) : (
              <p>
                For the prefix <span className={monoClass}>{payload}</span>, the check digit would be{' '}
                <strong data-testid="luhn-check-digit">{check}</strong>.
              </p>
            )}
          </div>
        </Panel>
      </SplitLayout>
    </Stack>
  )
}
