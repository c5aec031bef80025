// The strength meter: a label with the score, and five bars filled up to it in the score's tone.
import { looks } from '../../kit/styles'
import type { Analysis } from '../../lib/password/strength'
import { css, cx } from '../../styled-system/css'
import { badge } from '../../styled-system/recipes'

const barTone = {
  danger: css({ bg: 'danger.fg' }),
  warning: css({ bg: 'warning.fg' }),
  accent: css({ bg: 'accent.solid' }),
  success: css({ bg: 'success.fg' }),
}

export function Meter({ analysis, loading, stale }: { analysis: Analysis | null; loading: boolean; stale: boolean }) {
  const score = analysis?.score ?? 0
  const label = analysis ? analysis.label : loading ? 'Loading…' : 'No password'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', opacity: stale ? 0.7 : 1 })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <span className={looks.mutedText}>Strength</span>
        <span
          data-testid="strength-score"
          aria-live="polite"
          className={badge({ tone: analysis ? analysis.tone : 'neutral' })}
        >
          {analysis ? `${analysis.label} · ${analysis.score}/4` : label}
        </span>
      </div>
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={analysis ? `${analysis.label}, ${score} of 4` : label}
        className={css({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '1' })}
      >
        {[0, 1, 2, 3, 4].map((i) => (
          <div
            key={i}
            className={cx(
              css({ h: '2', borderRadius: 'full', bg: 'bg.muted', transition: 'background 150ms' }),
              analysis && i <= score ? barTone[analysis.tone] : undefined,
            )}
          />
        ))}
      </div>
    </div>
  )
}
