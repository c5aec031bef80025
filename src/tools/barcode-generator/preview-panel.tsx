// The barcode as its PNG will be (pixel for pixel, at the chosen DPI), its size in pixels and millimetres, and the
// PNG and SVG downloads.
import { Download } from 'lucide-react'
import { useEffect } from 'react'
import { Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import type { PngRequest, SvgRequest } from './render'
import { useBarcodeDrawing } from './use-barcode-drawing'

export interface PreviewPanelProps {
  /** What to draw; null while the value is invalid. */
  request: PngRequest | null
  svgRequest: SvgRequest | null
  /** bwip-js's reason when it refuses the request (the view shows it by the value), null when it draws. */
  onDrawError: (message: string | null) => void
  /** What a screen reader hears for the image. */
  label: string
  /** The module width asked for, in mm (the PNG rounds it to whole pixels). */
  moduleMm: number
}

// The drawings' state lives here, not in the view: a new drawing renders this panel again, not the whole form.
export function PreviewPanel({ request, svgRequest, onDrawError, label, moduleMm }: PreviewPanelProps) {
  const { shown, error, downloadPng, downloadSvg } = useBarcodeDrawing(request)
  useEffect(() => onDrawError(error), [error, onDrawError])
  const drawable = request !== null && error === null
  const ready = drawable && shown !== null
  const drawing = shown?.drawing
  const mm = (px: number) => (drawing ? ((px / drawing.dpi) * 25.4).toFixed(1) : '')
  return (
    <Panel
      title="Preview"
      actions={
        <>
          <button type="button" className={button({ size: 'sm' })} disabled={!ready} onClick={downloadPng}>
            <Download aria-hidden /> PNG
          </button>
          <button
            type="button"
            className={button({ size: 'sm' })}
            disabled={!ready}
            onClick={() => svgRequest && downloadSvg(svgRequest)}
          >
            <Download aria-hidden /> SVG
          </button>
        </>
      }
    >
      <div className={looks.previewWell} style={ready ? undefined : { display: 'none' }}>
        {shown ? (
          <img
            src={shown.src}
            width={shown.drawing.width}
            height={shown.drawing.height}
            alt={label}
            data-testid="barcode-preview"
            className={css({ maxW: '100%', h: 'auto', maxH: '360px', objectFit: 'contain' })}
          />
        ) : null}
      </div>
      {ready && drawing ? (
        <p data-testid="barcode-info" className={looks.mutedText}>
          {drawing.width} × {drawing.height} px at {drawing.dpi} DPI ({mm(drawing.width)} × {mm(drawing.height)} mm) ·
          module {drawing.plan.moduleMm.toFixed(3)} mm = {drawing.plan.pixelsPerModule} px
          {Math.abs(drawing.plan.moduleMm - moduleMm) > 0.0005
            ? ` (SVG keeps exactly ${moduleMm} mm; raise the DPI for a closer PNG)`
            : ''}
        </p>
      ) : (
        <p className={looks.mutedText}>
          {drawable ? 'Drawing the barcode…' : 'The barcode appears here once the value is valid.'}
        </p>
      )}
    </Panel>
  )
}
