// The nearest foregrounds (same hue, other lightness) that pass the levels the colours fail, each with Apply.
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { formatRatio, lightnessChange, type Suggestion } from './contrast-checker'

export function Suggestions({ suggestions, onApply }: { suggestions: Suggestion[]; onApply: (hex: string) => void }) {
  return (
    <div data-testid="suggestions" className={looks.stackTight}>
      <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>Nearest passing foreground</h3>
      {suggestions.map((s) => (
        <div
          key={s.target}
          data-testid={`suggestion-${s.target}`}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            flexWrap: 'wrap',
            bg: 'bg.subtle',
            borderRadius: 'lg',
            px: '3',
            py: '2',
            fontSize: 'sm',
          })}
        >
          {s.result ? (
            <>
              <span
                aria-hidden
                className={css({
                  w: '6',
                  h: '6',
                  borderRadius: 'md',
                  borderWidth: '1px',
                  borderColor: 'border.strong',
                  flexShrink: 0,
                })}
                style={{ background: s.result.hex }}
              />
              <span className={css({ flex: '1 1 180px', minW: 0 })}>
                <strong className={looks.monoText}>{s.result.hex}</strong> reaches {formatRatio(s.result.ratio)} for{' '}
                {s.levels.join(' and ')} (lightness {lightnessChange(s.result.lightnessDelta)} points)
              </span>
              <button
                type="button"
                className={button({ size: 'xs' })}
                aria-label={`Apply ${s.result.hex} as foreground`}
                onClick={() => s.result && onApply(s.result.hex)}
              >
                Apply
              </button>
            </>
          ) : (
            <span>
              No lightness of this hue reaches {s.target}:1 for {s.levels.join(' and ')} on this background; change the
              background or the hue.
            </span>
          )}
        </div>
      ))}
    </div>
  )
}
