// The QR code drawn on a canvas at the chosen size, with Download PNG, SVG and Copy Image.
import { Copy, Download } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Notice, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { copyImage } from '../../lib/clipboard'
import { downloadBlob } from '../../lib/download'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { qrInfoText } from './labels'
import { type QrMatrix, qrFileName, qrToSvg, renderQrRgba } from './qr-generator'

export interface QrPanelProps {
  matrix: QrMatrix | null
  size: number
  text: string
  error: string | null
}

export function QrPanel({ matrix, size, text, error }: QrPanelProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || !matrix) return
    const img = renderQrRgba(matrix, size)
    canvas.width = img.width
    canvas.height = img.height
    const ctx = canvas.getContext('2d')
    ctx?.putImageData(new ImageData(img.data as Uint8ClampedArray<ArrayBuffer>, img.width, img.height), 0, 0)
  }, [matrix, size])

  const pngBlob = () =>
    new Promise<Blob>((resolve, reject) => {
      const canvas = canvasRef.current
      if (!canvas) return reject(new Error('No QR code'))
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png')
    })

  const onDownloadPng = async () => {
    try {
      downloadBlob(await pngBlob(), qrFileName('png'))
      notify({ type: 'success', title: 'Downloaded!', description: 'QR code saved successfully' })
    } catch {
      notify({ type: 'error', title: 'Download failed', description: 'The QR code could not be saved' })
    }
  }
  const onDownloadSvg = () => {
    if (!matrix) return
    downloadBlob(new Blob([qrToSvg(matrix, size)], { type: 'image/svg+xml' }), qrFileName('svg'))
    notify({ type: 'success', title: 'Downloaded!', description: 'QR code saved as SVG' })
  }
  const onCopy = async () => {
    const ok = await copyImage(pngBlob())
    if (ok) notify({ type: 'success', title: 'Copied!', description: 'QR code image copied to clipboard' })
    else notify({ type: 'error', title: 'Copy failed', description: 'Unable to copy image to clipboard' })
  }

  return (
    <Panel
      title="QR code"
      actions={
        <>
          <button type="button" className={button({ size: 'sm' })} disabled={!matrix} onClick={onDownloadPng}>
            <Download aria-hidden /> Download PNG
          </button>
          <button type="button" className={button({ size: 'sm' })} disabled={!matrix} onClick={onDownloadSvg}>
            <Download aria-hidden /> SVG
          </button>
          <button type="button" className={button({ size: 'sm' })} disabled={!matrix} onClick={onCopy}>
            <Copy aria-hidden /> Copy Image
          </button>
        </>
      }
    >
      {error ? (
        <Notice
          tone={text.trim() ? 'danger' : 'info'}
          title={text.trim() ? 'Cannot make this QR code' : 'Nothing to encode'}
        >
          {error}
        </Notice>
      ) : null}
      <div className={looks.previewWell} style={matrix ? undefined : { display: 'none' }}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={matrix ? `QR code for: ${text.slice(0, 120)}` : 'QR code'}
          data-testid="qr-canvas"
          data-version={matrix?.version}
          data-level={matrix?.level}
          className={css({ maxW: '100%', h: 'auto', imageRendering: 'pixelated', borderRadius: 'sm' })}
        />
      </div>
      {matrix ? (
        <p data-testid="qr-info" className={looks.mutedText}>
          {qrInfoText(matrix)}
        </p>
      ) : null}
      {!matrix && !error ? <p className={looks.mutedText}>Generating…</p> : null}
    </Panel>
  )
}
