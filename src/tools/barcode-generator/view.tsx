import { Download } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Notice, NumberField, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { HexColorField } from '../../kit/hex-color-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { downloadBlob } from '../../lib/download'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import { notify } from '../../ui/toaster'
import {
  barcodeFileName,
  checkContrast,
  DPI_OPTIONS,
  HEIGHT_MM,
  libraryMessage,
  MODULE_MM,
  type RenderPlan,
  SYMBOLOGIES,
  type SymbologyId,
  setPngDpi,
  symbologyById,
  validateBarcode,
} from './barcode-generator'
import { type Look, renderPng, renderSvg } from './render'

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
  const [symbology, setSymbology] = useLinkState<SymbologyId>('symbology', 'code128')
  // The text typed per symbology; null until the first edit, so that a linked value keeps its keys.
  const [typed, setInputs] = useLinkState<Partial<Record<SymbologyId, string>> | null>('texts', null, 'input')
  const inputs = typed ?? {}
  const [code39Check, setCode39Check] = useLinkState('code39Check', false)
  const [moduleText, setModuleText] = useLinkState('module', String(MODULE_MM.default))
  const [dpi, setDpi] = useLinkState('dpi', '300')
  const [heightText, setHeightText] = useLinkState('height', String(HEIGHT_MM.default))
  const [caption, setCaption] = useLinkState('caption', true)
  const [bar, setBar] = useLinkState('bar', '#000000')
  const [background, setBackground] = useLinkState('background', '#ffffff')
  const [drawError, setDrawError] = useState<string | null>(null)
  const [plan, setPlan] = useState<RenderPlan | null>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)

  const sym = symbologyById(symbology)
  const text = inputs[symbology] ?? sym.example
  const result = useMemo(() => validateBarcode(symbology, text, { code39Check }), [symbology, text, code39Check])
  const moduleMm = readNumber(moduleText, MODULE_MM.min, MODULE_MM.max, MODULE_MM.default)
  const heightMm = readNumber(heightText, HEIGHT_MM.min, HEIGHT_MM.max, HEIGHT_MM.default)
  const contrast = checkContrast(bar, background)
  const look: Look = useMemo(() => ({ caption, bar, background, code39Check }), [caption, bar, background, code39Check])
  const valid = result.ok ? result : null

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || !valid) {
      setPlan(null)
      return
    }
    try {
      setPlan(renderPng(canvas, sym, valid, moduleMm, Number(dpi), heightMm, look))
      setDrawError(null)
    } catch (e) {
      setPlan(null)
      setDrawError(libraryMessage(e))
    }
  }, [sym, valid, moduleMm, dpi, heightMm, look])

  const ready = Boolean(valid && plan && !drawError)

  const onPng = () => {
    const canvas = canvasRef.current
    if (!canvas || !valid) return
    canvas.toBlob(async (blob) => {
      if (!blob) {
        notify({ type: 'error', title: 'Download failed', description: 'The PNG could not be made' })
        return
      }
      const bytes = setPngDpi(new Uint8Array(await blob.arrayBuffer()), Number(dpi))
      downloadBlob(
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
        barcodeFileName(symbology, valid.value, 'png'),
      )
      notify({ type: 'success', title: 'Downloaded!', description: `PNG at ${dpi} DPI saved` })
    }, 'image/png')
  }

  const onSvg = () => {
    if (!valid) return
    try {
      const { svg } = renderSvg(sym, valid, moduleMm, heightMm, look)
      downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), barcodeFileName(symbology, valid.value, 'svg'))
      notify({ type: 'success', title: 'Downloaded!', description: 'SVG saved' })
    } catch (e) {
      notify({ type: 'error', title: 'Download failed', description: libraryMessage(e) })
    }
  }

  const canvas = canvasRef.current
  const widthMm = plan && canvas ? (canvas.width / Number(dpi)) * 25.4 : 0
  const heightOutMm = plan && canvas ? (canvas.height / Number(dpi)) * 25.4 : 0

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

        <Panel
          title="Preview"
          actions={
            <>
              <button type="button" className={button({ size: 'sm' })} disabled={!ready} onClick={onPng}>
                <Download aria-hidden /> PNG
              </button>
              <button type="button" className={button({ size: 'sm' })} disabled={!ready} onClick={onSvg}>
                <Download aria-hidden /> SVG
              </button>
            </>
          }
        >
          <div
            className={css({
              display: ready ? 'flex' : 'none',
              justifyContent: 'center',
              bg: 'bg.subtle',
              borderRadius: 'lg',
              p: '3',
              overflow: 'auto',
            })}
          >
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={valid ? `${sym.label} barcode: ${valid.value}` : 'Barcode'}
              data-testid="barcode-canvas"
              className={css({ maxW: '100%', h: 'auto', maxH: '360px', objectFit: 'contain' })}
            />
          </div>
          {ready && plan && valid ? (
            <p data-testid="barcode-info" className={looks.mutedText}>
              {canvas?.width ?? 0} × {canvas?.height ?? 0} px at {dpi} DPI ({widthMm.toFixed(1)} ×{' '}
              {heightOutMm.toFixed(1)} mm) · module {plan.moduleMm.toFixed(3)} mm = {plan.pixelsPerModule} px
              {Math.abs(plan.moduleMm - moduleMm) > 0.0005
                ? ` (SVG keeps exactly ${moduleMm} mm; raise the DPI for a closer PNG)`
                : ''}
            </p>
          ) : (
            <p className={looks.mutedText}>The barcode appears here once the value is valid.</p>
          )}
        </Panel>
      </SplitLayout>
    </Stack>
  )
}
