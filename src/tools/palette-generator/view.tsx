import { Copy, Shuffle, Sparkles } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { CodeOutput, CopyButton, DownloadButton, Notice, Panel, SplitLayout, Stack } from '../../kit'
import { ColorField } from '../../kit/color-field'
import { copyWithNotice } from '../../kit/copy-notify'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { normalizeHex, parseHex } from '../../lib/color'
import { readableTextColor } from '../../lib/color-extra'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import {
  COPY_FAILED,
  CSS_FILENAME,
  DEFAULT_HARMONY,
  DEFAULT_HEX,
  generatePalette,
  HARMONIES,
  type Harmony,
  harmonyLabel,
  paletteCss,
  paletteText,
  RANDOM_REGENERATE_MS,
  randomBaseColor,
  type Swatch,
} from './palette-generator'

const HARMONY_OPTIONS = HARMONIES.map((h) => ({ value: h.id, label: h.label }))

interface Generated {
  base: string
  harmony: Harmony
  swatches: Swatch[]
}

const build = (base: string, harmony: Harmony): Generated | null => {
  const swatches = generatePalette(base, harmony)
  return swatches ? { base: normalizeHex(base) as string, harmony, swatches } : null
}

export default function PaletteGeneratorView() {
  const [base, setBase] = useLinkState('base', DEFAULT_HEX)
  const [harmony, setHarmony] = useLinkState<Harmony>('harmony', DEFAULT_HARMONY)
  const [palette, setPalette] = useState<Generated>(
    () => (build(base, harmony) ?? build(DEFAULT_HEX, DEFAULT_HARMONY)) as Generated,
  )
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const harmonyRef = useRef(harmony)
  harmonyRef.current = harmony
  useEffect(() => () => clearTimeout(timer.current), [])

  const valid = parseHex(base) !== null
  const stale = valid && (normalizeHex(base) !== palette.base || harmony !== palette.harmony)

  const generate = () => {
    const next = build(base, harmony)
    if (next) setPalette(next)
  }
  const randomize = () => {
    const hex = randomBaseColor()
    setBase(hex)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const next = build(hex, harmonyRef.current)
      if (next) setPalette(next)
    }, RANDOM_REGENERATE_MS)
  }
  const css_ = paletteCss(palette.swatches, palette.harmony)
  const columns = palette.swatches.length

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Base color and harmony">
          <ColorField label="Base color" value={base} onChange={setBase} />
          <SelectField label="Harmony" value={harmony} options={HARMONY_OPTIONS} onChange={setHarmony} />
          <div className={looks.row}>
            <button type="button" className={button({ variant: 'solid' })} onClick={generate} disabled={!valid}>
              <Sparkles aria-hidden /> Generate Palette
            </button>
            <button type="button" className={button()} onClick={randomize}>
              <Shuffle aria-hidden /> Random Color
            </button>
          </div>
          {stale ? <Notice tone="info">Settings changed: press Generate Palette to update the palette.</Notice> : null}
        </Panel>
        <Panel
          title="Palette"
          description={`${harmonyLabel(palette.harmony)} from ${palette.base}. Click a color to copy it.`}
          actions={
            <CopyButton
              value={paletteText(palette.swatches)}
              label="Copy All"
              success={{ title: 'Copied!', description: 'All palette colors copied to clipboard' }}
              failure={COPY_FAILED}
            />
          }
        >
          <ul
            data-testid="palette"
            className={css({
              display: 'grid',
              gap: '2',
              gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(var(--cols), minmax(0, 1fr))' },
            })}
            style={{ '--cols': columns } as React.CSSProperties}
          >
            {palette.swatches.map((s, i) => {
              const rgb = parseHex(s.hex)
              return (
                <li key={`${i}-${s.hex}`} className={looks.shrinkable}>
                  <button
                    type="button"
                    data-testid="swatch"
                    aria-label={`${s.hex} ${s.role}: copy`}
                    onClick={() =>
                      copyWithNotice(
                        s.hex,
                        { title: 'Color copied!', description: `${s.hex} copied to clipboard` },
                        COPY_FAILED,
                      )
                    }
                    className={cx(
                      'group',
                      css({
                        w: '100%',
                        h: { base: '24', md: '36' },
                        borderRadius: 'lg',
                        borderWidth: '1px',
                        borderColor: 'border.default',
                        display: 'flex',
                        flexDirection: 'column',
                        justifyContent: 'flex-end',
                        alignItems: 'flex-start',
                        gap: '0.5',
                        p: '2.5',
                        cursor: 'pointer',
                        textAlign: 'left',
                        transition: 'transform 150ms',
                        _hover: { transform: 'translateY(-2px)' },
                        _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
                        _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
                      }),
                    )}
                    style={{ background: s.hex, color: rgb ? readableTextColor(rgb) : undefined }}
                  >
                    <Copy aria-hidden className={css({ w: '3.5', h: '3.5', mb: 'auto', opacity: 0.8 })} />
                    <span className={css({ fontFamily: 'mono', fontSize: 'sm', fontWeight: 'semibold' })}>{s.hex}</span>{' '}
                    <span className={css({ fontSize: 'xs' })}>{s.role}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        </Panel>
      </SplitLayout>
      <SplitLayout>
        <Panel
          title="Export as CSS variables"
          actions={
            <>
              <CopyButton
                value={css_}
                label="Copy CSS"
                success={{ title: 'CSS copied!', description: 'CSS variables copied to clipboard' }}
                failure={COPY_FAILED}
              />
              <DownloadButton
                filename={CSS_FILENAME}
                data={css_}
                mime="text/css;charset=utf-8"
                success={{ title: 'CSS downloaded', description: `${CSS_FILENAME} saved successfully` }}
              />
            </>
          }
        >
          <CodeOutput value={css_} label="Palette as CSS variables" />
        </Panel>
        <Panel title="Harmony guide">
          <dl className={looks.stackSnug}>
            {HARMONIES.map((h) => (
              <div
                key={h.id}
                data-current={h.id === harmony || undefined}
                className={css({
                  borderLeftWidth: '3px',
                  borderColor: 'border.default',
                  pl: '3',
                  '&[data-current]': { borderColor: 'accent.solid' },
                })}
              >
                <dt className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{h.label}</dt>
                <dd className={looks.mutedText}>{h.guide}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      </SplitLayout>
    </Stack>
  )
}
