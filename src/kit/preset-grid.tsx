// A grid of preset buttons (name, an optional swatch and a detail line): one look for every tool's presets.
import type { CSSProperties, ReactNode } from 'react'
import { css } from '../styled-system/css'

export interface PresetItem {
  name: string
  detail?: ReactNode
  /** Inline style of a small preview bar above the name (a gradient, a colour). */
  swatch?: CSSProperties
}

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: '2' })

const item = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '1',
  p: '2.5',
  textAlign: 'left',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'lg',
  bg: 'bg.surface',
  cursor: 'pointer',
  minW: 0,
  _hover: { bg: 'bg.subtle' },
})

export function PresetGrid<T extends PresetItem>({
  presets,
  onPick,
}: {
  presets: readonly T[]
  onPick: (preset: T) => void
}) {
  return (
    <div className={grid}>
      {presets.map((preset) => (
        <button key={preset.name} type="button" className={item} onClick={() => onPick(preset)}>
          {preset.swatch ? (
            <span aria-hidden className={css({ h: '10', borderRadius: 'md' })} style={preset.swatch} />
          ) : null}
          <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{preset.name}</span>
          {preset.detail ? (
            <span className={css({ fontSize: 'xs', color: 'fg.muted', fontFamily: 'mono', overflowWrap: 'anywhere' })}>
              {preset.detail}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  )
}
