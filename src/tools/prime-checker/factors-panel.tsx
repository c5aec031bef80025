// The "Prime factors" panel: the factorisation job's progress and Cancel, then the factors (probable primes and
// composites left unsplit marked), how long it took or a way to try longer, and the divisor statistics.
import type { JobState } from '../../jobs/job-atom'
import { CopyButton, Notice, Panel, ProgressBar, Stack, Stats } from '../../kit'
import { looks } from '../../kit/styles'
import {
  divisorStats,
  explainNonPositive,
  type Factorisation,
  formatFactorisation,
  groupDigits,
} from '../../lib/math/prime'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { jobError } from './prime-checker'

const probableClass = css({ fontSize: 'xs', color: 'warning.fg', fontWeight: 'normal' })

export function FactorsPanel({
  n,
  factor,
  fact,
  pending,
  limit,
  onLimit60,
  runFactor,
  cancelFactor,
}: {
  n: bigint
  factor: JobState<Factorisation>
  /** The finished factorisation of n (null while none answers for it). */
  fact: Factorisation | null
  pending: boolean
  limit: string
  /** "Try for 60 s": run again with the 60 s limit. */
  onLimit60: () => void
  runFactor: (budgetMs: number) => void
  cancelFactor: () => void
}) {
  const factorText = fact && n >= 2n ? formatFactorisation(fact) : ''
  const stats = fact?.complete && n >= 2n ? divisorStats(fact.factors) : null
  return (
    <Panel
      title="Prime factors"
      description="Trial division, then Pollard rho (Brent) in a background worker."
      actions={
        <CopyButton
          value={fact && factorText ? formatFactorisation(fact, true) : ''}
          what="Factorisation"
          aria-label="Copy factorisation"
        />
      }
    >
      {n < 2n ? (
        <p className={looks.mutedText}>{explainNonPositive(n)}</p>
      ) : pending ? (
        <ProgressBar progress={null} label={`Factorising… (up to ${Number(limit) / 1000} s)`} onCancel={cancelFactor} />
      ) : fact ? (
        <Stack gap="3">
          <p
            data-testid="factors"
            className={css({
              fontFamily: 'mono',
              fontSize: 'xl',
              fontWeight: 'semibold',
              overflowWrap: 'anywhere',
            })}
          >
            {fact.factors.map((f, i) => (
              <span key={f.prime.toString()}>
                {i > 0 ? ' × ' : ''}
                {f.prime.toString()}
                {f.exponent > 1 ? <sup>{f.exponent}</sup> : null}
                {f.probable ? <span className={probableClass}> (probable prime)</span> : null}
              </span>
            ))}
            {fact.unfactored.map((u, i) => (
              <span key={u.toString()}>
                {fact.factors.length + i > 0 ? ' × ' : ''}
                {u.toString()}
                <span className={probableClass}> (composite, not split)</span>
              </span>
            ))}
          </p>
          {fact.complete ? (
            <p className={looks.mutedSmall}>
              {fact.factors.length === 1 && fact.factors[0].exponent === 1
                ? 'A prime is its own only prime factor.'
                : `Found in ${fact.elapsedMs < 1 ? '< 1' : Math.round(fact.elapsedMs)} ms.`}
            </p>
          ) : (
            <Notice tone="warning" title={`Stopped after ${Number(limit) / 1000} s`}>
              {fact.unfactored.length === 1
                ? 'One composite factor is'
                : `${fact.unfactored.length} composite factors are`}{' '}
              left unsplit. Pollard rho finds factors of up to about 20 digits quickly; larger ones can take far longer.
              <div className={css({ mt: '2' })}>
                <button type="button" className={button({ size: 'xs', variant: 'outline' })} onClick={onLimit60}>
                  Try for 60 s
                </button>
              </div>
            </Notice>
          )}
          {stats ? (
            <Stats
              columns={3}
              items={[
                { label: 'Divisors', value: groupDigits(stats.divisors), testId: 'stat-divisors' },
                { label: 'Sum of divisors σ(n)', value: groupDigits(stats.sigma), testId: 'stat-sigma' },
                { label: 'Euler’s totient φ(n)', value: groupDigits(stats.totient), testId: 'stat-totient' },
              ]}
            />
          ) : null}
        </Stack>
      ) : factor.status === 'cancelled' ? (
        <Notice tone="warning" title="Factorisation cancelled">
          <button
            type="button"
            className={button({ size: 'xs', variant: 'outline' })}
            onClick={() => runFactor(Number(limit))}
          >
            Factorise again
          </button>
        </Notice>
      ) : factor.status === 'failed' ? (
        <Notice tone="danger" title="Factorisation stopped">
          {jobError(factor, 'Factorisation')}
        </Notice>
      ) : null}
    </Panel>
  )
}
