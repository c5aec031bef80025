import { useMemo, useState } from 'react'
import { Notice, NumberField, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { HexColorField } from '../../kit/hex-color-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { CheckboxField } from '../../ui/checkbox'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import {
  checkContrast,
  DPI_OPTIONS,
  HEIGHT_MM,
  MODULE_MM,
  SYMBOLOGIES,
  type SymbologyId,
  symbologyById,
  validateBarcode,
} from './barcode-generator'
import { PreviewPanel } from './preview-panel'
import { DEFAULTS, type Look, pngRequest, svgRequest } from './render'

const symbologyOptions = SYMBOLOGIES.map((s) => ({
  value: s.id,
  label: `${s.label}${s.dimension === '2d' ? ' (2-D)' : ''}`,
}))
const dpiOptions = DPI_OPTIONS.map((d) => ({ value: String(d), label: `${d} DPI` }))

/** A typed number, clamped, or the fallback while the box holds no number. */
function readNumber(text: string, min: number, max: number, fallback: number): number {
  const n = Number(text)
  if (text.trim() === '' || !Number.isFinite(n)) return fallback
  return Math.min(max, Math.max(min, n))
}

const grid2 = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, alignItems: 'end' })

export default function BarcodeGeneratorView() {
  const [symbology, setSymbology] = useLinkState<SymbologyId>('symbology', DEFAULTS.symbology)
  // The text typed per symbology; null until the first edit, so that a linked value keeps its keys.
  const [typed, setInputs] = useLinkState<Partial<Record<SymbologyId, string>> | null>('texts', null, 'input')
  const inputs = typed ?? {}
  const [code39Check, setCode39Check] = useLinkState('code39Check', DEFAULTS.look.code39Check)
  const [moduleText, setModuleText] = useLinkState('module', String(DEFAULTS.moduleMm))
  const [dpi, setDpi] = useLinkState('dpi', String(DEFAULTS.dpi))
  const [heightText, setHeightText] = useLinkState('height', String(DEFAULTS.heightMm))
  const [caption, setCaption] = useLinkState('caption', DEFAULTS.look.caption)
  const [bar, setBar] = useLinkState('bar', DEFAULTS.look.bar)
  const [background, setBackground] = useLinkState('background', DEFAULTS.look.background)

  const sym = symbologyById(symbology)
  const text = inputs[symbology] ?? sym.example
  const result = useMemo(() => validateBarcode(symbology, text, { code39Check }), [symbology, text, code39Check])
  const moduleMm = readNumber(moduleText, MODULE_MM.min, MODULE_MM.max, MODULE_MM.default)
  const heightMm = readNumber(heightText, HEIGHT_MM.min, HEIGHT_MM.max, HEIGHT_MM.default)
  const contrast = checkContrast(bar, background)
  const look: Look = { caption, bar, background, code39Check }
  const valid = result.ok ? result : null
  const [drawError, setDrawError] = useState<string | null>(null)

  return (
    <Stack>
      <SplitLayout>
        <Stack>
          <Panel title="Barcode">
            <SelectField label="Symbology" value={symbology} options={symbologyOptions} onChange={setSymbology} />
            <TextField
              label="Value to encode"
              value={text}
              mono
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setInputs((all) => ({ ...all, [symbology]: e.target.value }))}
              hint={sym.hint}
            />
            {symbology === 'code39' ? (
              <CheckboxField label="Add modulo-43 check character" checked={code39Check} onChange={setCode39Check} />
            ) : null}
            {!result.ok && result.kind === 'empty' ? (
              <Notice tone="info">{result.message}</Notice>
            ) : !result.ok ? (
              <Notice tone="danger" title="Cannot encode this value">
                <span data-testid="barcode-error">{result.message}</span>
                {result.corrected ? (
                  <button
                    type="button"
                    className={css({
                      display: 'block',
                      mt: '2',
                      color: 'accent.fg',
                      textDecoration: 'underline',
                      cursor: 'pointer',
                      borderRadius: 'sm',
                      _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid' },
                    })}
                    onClick={() => setInputs((all) => ({ ...all, [symbology]: result.corrected }))}
                  >
                    Use {result.corrected}
                  </button>
                ) : null}
              </Notice>
            ) : drawError ? (
              <Notice tone="danger" title="Cannot draw this barcode">
                <span data-testid="barcode-error">{drawError}</span>
              </Notice>
            ) : (
              <p data-testid="barcode-status" className={looks.mutedText}>
                Encodes <span className={css({ fontFamily: 'mono', color: 'fg.default' })}>{result.value}</span>
                {result.notes.length ? ` · ${result.notes.join(' ')}` : ''}
              </p>
            )}
          </Panel>
          <Panel title="Size and colours">
            <div className={grid2}>
              <NumberField
                label="Module width (mm)"
                value={moduleText}
                min={MODULE_MM.min}
                max={MODULE_MM.max}
                step={MODULE_MM.step}
                onChange={(e) => setModuleText(e.target.value)}
                hint="The narrowest bar. EAN/UPC nominal: 0.33 mm."
              />
              <SelectField label="PNG resolution" value={dpi} options={dpiOptions} onChange={setDpi} />
              {sym.dimension === '1d' ? (
                <NumberField
                  label="Bar height (mm)"
                  value={heightText}
                  min={HEIGHT_MM.min}
                  max={HEIGHT_MM.max}
                  step={HEIGHT_MM.step}
                  onChange={(e) => setHeightText(e.target.value)}
                />
              ) : null}
              <div className={css({ pb: '2' })}>
                <SwitchField label="Show human-readable text" checked={caption} onChange={setCaption} />
              </div>
              <HexColorField label="Bar colour" value={bar} onChange={setBar} />
              <HexColorField label="Background colour" value={background} onChange={setBackground} />
            </div>
            {contrast.warning ? (
              <Notice tone="warning" title="Scanners may not read this">
                <span data-testid="contrast-warning">{contrast.warning}</span>
              </Notice>
            ) : (
              <p className={looks.mutedText}>
                Contrast {contrast.ratio.toFixed(1)}:1 · print contrast {Math.round(contrast.pcs * 100)}%
              </p>
            )}
          </Panel>
        </Stack>

        <PreviewPanel
          request={valid ? pngRequest(sym, valid, moduleMm, Number(dpi), heightMm, look) : null}
          svgRequest={valid ? svgRequest(sym, valid, moduleMm, heightMm, look) : null}
          onDrawError={setDrawError}
          label={valid ? `${sym.label} barcode: ${valid.value}` : 'Barcode'}
          moduleMm={moduleMm}
        />
      </SplitLayout>
    </Stack>
  )
}
