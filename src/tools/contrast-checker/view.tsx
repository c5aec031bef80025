import { ArrowUpDown, Check, X } from 'lucide-react'
import { CopyButton, Panel, SplitLayout, Stack } from '../../kit'
import { ColorField } from '../../kit/color-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { normalizeHex } from '../../lib/color'
import { css } from '../../styled-system/css'
import { visuallyHidden } from '../../styled-system/patterns'
import { badge, button } from '../../styled-system/recipes'
import {
  COMMON_COMBINATIONS,
  COPY_FAILED,
  checkContrast,
  colorsCss,
  DEFAULT_BACKGROUND,
  DEFAULT_FOREGROUND,
  formatRatio,
  LEVELS,
  type Rating,
  suggestFixes,
  WCAG_THRESHOLDS,
} from './contrast-checker'

const ratingTone: Record<Rating, 'success' | 'warning' | 'danger'> = {
  Excellent: 'success',
  Good: 'success',
  Fair: 'warning',
  Poor: 'danger',
}

const cellClass = css({ px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border.default' })

export default function ContrastCheckerView() {
  const [foreground, setForeground] = useLinkState('foreground', DEFAULT_FOREGROUND)
  const [background, setBackground] = useLinkState('background', DEFAULT_BACKGROUND)
  const result = checkContrast(foreground, background)
  const ratioText = formatRatio(result.ratio)
  const suggestions = result.foregroundValid ? suggestFixes(foreground, background, result.flags) : []
  // Invalid values count as black (luminance 0), and the preview shows exactly that.
  const fg = normalizeHex(foreground) ?? '#000000'
  const bg = normalizeHex(background) ?? '#000000'

  const swap = () => {
    setForeground(background)
    setBackground(foreground)
  }

  return (
    <Stack>
      <SplitLayout>
        <Panel
          title="Colors"
          actions={
            <CopyButton
              value={colorsCss(foreground, background)}
              label="Copy colors"
              success={{ title: 'Color copied!', description: 'Foreground and background colors copied to clipboard' }}
              failure={COPY_FAILED}
            />
          }
        >
          <ColorField label="Foreground (text)" value={foreground} onChange={setForeground} />
          <ColorField label="Background" value={background} onChange={setBackground} />
          <button type="button" className={`${button()} ${css({ alignSelf: 'flex-start' })}`} onClick={swap}>
            <ArrowUpDown aria-hidden /> Swap Colors
          </button>
        </Panel>
        <Panel
          title="Contrast ratio"
          actions={
            <CopyButton
              value={ratioText}
              label="Copy ratio"
              success={{ title: 'Copied!', description: `Contrast ratio ${ratioText} copied to clipboard` }}
              failure={COPY_FAILED}
            />
          }
        >
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
            <output
              data-testid="ratio"
              className={css({
                fontSize: '4xl',
                fontWeight: 'bold',
                fontVariantNumeric: 'tabular-nums',
                lineHeight: '1',
              })}
            >
              {ratioText}
            </output>
            <span data-testid="rating" className={badge({ tone: ratingTone[result.rating] })}>
              {result.rating}
            </span>
          </div>
          <div
            role="region"
            aria-label="WCAG results"
            tabIndex={0}
            className={css({
              overflowX: 'auto',
              minW: 0,
              borderRadius: 'md',
              _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus' },
            })}
          >
            <table className={css({ w: '100%', borderCollapse: 'collapse', fontSize: 'sm' })}>
              <caption className={looks.visuallyHidden}>WCAG 2 contrast requirements</caption>
              <thead>
                <tr className={looks.muted}>
                  <th scope="col" className={cellClass}>
                    Level
                  </th>
                  <th scope="col" className={cellClass}>
                    Text
                  </th>
                  <th scope="col" className={cellClass}>
                    Required
                  </th>
                  <th scope="col" className={cellClass}>
                    Result
                  </th>
                </tr>
              </thead>
              <tbody>
                {LEVELS.map((l) => {
                  const pass = result.flags[l.id]
                  return (
                    <tr key={l.id} data-testid={`level-${l.id}`}>
                      <th scope="row" className={cellClass}>
                        {l.level}
                      </th>
                      <td className={cellClass}>{l.text}</td>
                      <td className={`${cellClass} ${css({ fontVariantNumeric: 'tabular-nums' })}`}>
                        {WCAG_THRESHOLDS[l.id]}:1
                      </td>
                      <td className={cellClass}>
                        <span className={badge({ tone: pass ? 'success' : 'danger' })}>
                          {pass ? <Check aria-hidden /> : <X aria-hidden />}
                          {pass ? 'Pass' : 'Fail'}
                        </span>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          {suggestions.length ? (
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
                        <strong className={looks.monoText}>{s.result.hex}</strong> reaches {formatRatio(s.result.ratio)}{' '}
                        for {s.levels.join(' and ')} (lightness {s.result.lightnessDelta > 0 ? '+' : '−'}
                        {Math.abs(s.result.lightnessDelta).toFixed(1)} points)
                      </span>
                      <button
                        type="button"
                        className={button({ size: 'xs' })}
                        aria-label={`Apply ${s.result.hex} as foreground`}
                        onClick={() => s.result && setForeground(s.result.hex)}
                      >
                        Apply
                      </button>
                    </>
                  ) : (
                    <span>
                      No lightness of this hue reaches {s.target}:1 for {s.levels.join(' and ')} on this background;
                      change the background or the hue.
                    </span>
                  )}
                </div>
              ))}
            </div>
          ) : null}
        </Panel>
      </SplitLayout>
      <SplitLayout>
        <Panel title="Preview">
          <div
            data-testid="preview"
            // A visual sample in the user's colours (possibly failing on purpose): inert, not page text.
            inert
            className={css({
              borderRadius: 'xl',
              borderWidth: '1px',
              borderColor: 'border.default',
              p: '5',
              display: 'flex',
              flexDirection: 'column',
              gap: '3',
            })}
            style={{ background: bg, color: fg }}
          >
            <p className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Large text (24 px bold)</p>
            <p className={css({ fontSize: 'md' })}>
              Normal body text at 16 px. The quick brown fox jumps over the lazy dog. Contrast {ratioText}.
            </p>
            <p className={css({ fontSize: 'sm' })}>Small text at 14 px is the hardest to read.</p>
          </div>
        </Panel>
        <Panel title="Common combinations" description="Load a well-known pair.">
          <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2' })}>
            {COMMON_COMBINATIONS.map((c) => (
              <button
                key={c.name}
                type="button"
                onClick={() => {
                  setForeground(c.foreground)
                  setBackground(c.background)
                }}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '2',
                  p: '2',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'lg',
                  bg: 'bg.surface',
                  fontSize: 'sm',
                  textAlign: 'left',
                  cursor: 'pointer',
                  minW: 0,
                  _hover: { bg: 'bg.subtle' },
                  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
                })}
              >
                <span
                  inert
                  aria-hidden="true"
                  className={css({
                    w: '9',
                    h: '9',
                    flexShrink: 0,
                    display: 'grid',
                    placeItems: 'center',
                    borderRadius: 'md',
                    borderWidth: '1px',
                    borderColor: 'border.strong',
                    fontWeight: 'bold',
                  })}
                  style={{ background: c.background, color: c.foreground }}
                >
                  Aa
                </span>
                <span className={looks.shrinkable}>
                  {c.name}
                  <span className={visuallyHidden()}>
                    ({c.foreground} on {c.background})
                  </span>
                </span>
              </button>
            ))}
          </div>
        </Panel>
      </SplitLayout>
      <Panel title="Guidelines">
        <ul
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            fontSize: 'sm',
            color: 'fg.muted',
            listStyleType: 'disc',
            pl: '5',
          })}
        >
          <li>
            <strong className={css({ color: 'fg.default' })}>AA</strong> (the usual legal and product target): 4.5:1 for
            normal text, 3:1 for large text.
          </li>
          <li>
            <strong className={css({ color: 'fg.default' })}>AAA</strong> (enhanced): 7:1 for normal text, 4.5:1 for
            large text.
          </li>
          <li>Large text is at least 18 pt (24 px) regular or 14 pt (about 18.7 px) bold.</li>
          <li>Icons, input borders and focus rings need at least 3:1 against what surrounds them (WCAG 1.4.11).</li>
          <li>
            The ratio is (L1 + 0.05) / (L2 + 0.05) of the relative luminances of the lighter and darker colour; it runs
            from 1:1 to 21:1 and is shown truncated, so a value just under a threshold never looks like a pass.
          </li>
          <li>Rating: Excellent from 7:1, Good from 4.5:1, Fair from 3:1, otherwise Poor.</li>
        </ul>
      </Panel>
    </Stack>
  )
}
