import { ArrowUpDown } from 'lucide-react'
import { CopyButton, Panel, SplitLayout, Stack } from '../../kit'
import { ColorField } from '../../kit/color-field'
import { useLinkState } from '../../kit/link-state'
import { normalizeHex } from '../../lib/color'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { CombinationsPanel } from './combinations-panel'
import {
  COPY_FAILED,
  checkContrast,
  colorsCss,
  DEFAULT_BACKGROUND,
  DEFAULT_FOREGROUND,
  formatRatio,
  type Rating,
  suggestFixes,
} from './contrast-checker'
import { GuidelinesPanel } from './guidelines-panel'
import { Suggestions } from './suggestions'
import { WcagTable } from './wcag-table'

const ratingTone: Record<Rating, 'success' | 'warning' | 'danger'> = {
  Excellent: 'success',
  Good: 'success',
  Fair: 'warning',
  Poor: 'danger',
}

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
          <WcagTable flags={result.flags} />
          {suggestions.length ? <Suggestions suggestions={suggestions} onApply={setForeground} /> : null}
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
        <CombinationsPanel
          onPick={(fg, bg) => {
            setForeground(fg)
            setBackground(bg)
          }}
        />
      </SplitLayout>
      <GuidelinesPanel />
    </Stack>
  )
}
