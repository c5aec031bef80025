import { CopyButton, Notice, Panel, SplitLayout, Stack, Stats } from '../../kit'
import { DateField } from '../../kit/date-field'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { formatIsoDate, formatLongDate, localTimeZone, type MonthEnd, pluralize, todayIn } from '../../lib/dates'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { ageFromInputs, ageSummary, formatExact } from './age-calculator'

const LEAP_RULES = [
  { value: 'clamp', label: '28 February' },
  { value: 'next-day', label: '1 March' },
] as const

export default function AgeCalculatorView() {
  const today = () => formatIsoDate(todayIn(localTimeZone()))
  const [birth, setBirth] = useLinkState('birth', '', 'input')
  const [asOf, setAsOf] = useLinkState('asOf', today)
  const [leapRule, setLeapRule] = useLinkState<MonthEnd>('leapRule', 'clamp')
  const result = ageFromInputs(birth, asOf, leapRule)
  const r = result.ok ? result.value : null
  const isLeapBirthday = birth.endsWith('-02-29')

  return (
    <SplitLayout>
      <Panel title="Dates">
        <Stack>
          <DateField label="Date of birth" value={birth} onChange={setBirth} />
          <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}>
            <DateField className={css({ flex: '1 1 12rem' })} label="Age on" value={asOf} onChange={setAsOf} />
            <button type="button" className={button({ variant: 'outline' })} onClick={() => setAsOf(today())}>
              Today
            </button>
          </div>
          <Segmented
            label="29 February birthdays in common years fall on"
            value={leapRule}
            options={LEAP_RULES}
            onChange={setLeapRule}
          />
          {isLeapBirthday ? null : (
            <p className={looks.mutedSmall}>The rule above only matters for people born on 29 February.</p>
          )}
        </Stack>
      </Panel>
      <Panel title="Age" actions={<CopyButton value={r ? ageSummary(r) : ''} what="Age" />}>
        {r ? (
          <Stack>
            <div className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '4' })}>
              <p className={looks.mutedSmall}>Exact age on {formatLongDate(r.asOf)}</p>
              <p
                data-testid="age-exact"
                className={css({ fontSize: '2xl', fontWeight: 'semibold', lineHeight: 'tight' })}
              >
                {formatExact(r.exact)}
              </p>
              {r.isBirthday ? (
                <p data-testid="age-birthday" className={css({ color: 'success.fg', fontWeight: 'medium', mt: '1' })}>
                  Happy birthday! Turns {r.exact.years} today.
                </p>
              ) : null}
            </div>
            <Stats
              columns={2}
              items={[
                { label: 'Total months', value: r.totalMonths.toLocaleString(), testId: 'age-months' },
                {
                  label: 'Total weeks',
                  value: `${r.totalWeeks.toLocaleString()} wk ${r.weekRemainderDays} d`,
                  testId: 'age-weeks',
                },
                { label: 'Total days', value: r.totalDays.toLocaleString(), testId: 'age-days' },
                { label: 'Total hours (approx.)', value: r.totalHours.toLocaleString(), testId: 'age-hours' },
              ]}
            />
            <dl className={css({ display: 'grid', gap: '2', fontSize: 'sm' })}>
              <div>
                <dt className={looks.mutedSmall}>Born on a</dt>
                <dd data-testid="age-born-on">{r.bornOn}</dd>
              </div>
              <div>
                <dt className={looks.mutedSmall}>Next birthday</dt>
                <dd data-testid="age-next">
                  {formatLongDate(r.nextBirthday)}: turns {r.nextAge}, in {pluralize(r.daysToNextBirthday, 'day')}
                  {r.leapBirthdayAdjusted ? ' (no 29 February that year)' : ''}
                </dd>
              </div>
            </dl>
          </Stack>
        ) : (
          <Notice tone={birth ? 'danger' : 'info'}>
            {result.ok ? null : birth ? result.error : 'Enter a date of birth to see the exact age.'}
          </Notice>
        )}
      </Panel>
    </SplitLayout>
  )
}
