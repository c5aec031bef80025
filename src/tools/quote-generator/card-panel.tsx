// The "Card" panel: size and theme, the card drawn at its real size (redrawn once the UI font has loaded), and
// "Download PNG".
import { Download } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Panel } from '../../kit'
import { Segmented } from '../../kit/segmented'
import { downloadBlob } from '../../lib/download'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { CARD_FONT, drawCard } from './draw-card'
import { CARD_SIZES, type CardSize, type CardTheme, cardFileName, type ShownQuote } from './quote-generator'

const SIZE_OPTIONS = CARD_SIZES.map((s) => ({ value: s.value, label: s.label }))
const THEME_OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const

export function CardPanel({
  current,
  cardSize,
  onCardSize,
  cardTheme,
  onCardTheme,
}: {
  current: ShownQuote | null
  cardSize: CardSize
  onCardSize: (size: CardSize) => void
  cardTheme: CardTheme
  onCardTheme: (theme: CardTheme) => void
}) {
  const [fontsReady, setFontsReady] = useState(false)
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    let alive = true
    document.fonts
      .load(`500 40px ${CARD_FONT}`)
      .catch(() => undefined)
      .finally(() => alive && setFontsReady(true))
    return () => {
      alive = false
    }
  }, [])

  useEffect(() => {
    // Drawn once the UI font has loaded (or failed to), so the card is drawn once, in its own task, in that font.
    if (canvasRef.current && current && fontsReady) drawCard(canvasRef.current, current, cardSize, cardTheme)
  }, [current, cardSize, cardTheme, fontsReady])
  const spec = CARD_SIZES.find((c) => c.value === cardSize) ?? CARD_SIZES[0]

  const onDownload = () => {
    const canvas = canvasRef.current
    if (!canvas || !current) return
    canvas.toBlob((blob) => {
      if (!blob) {
        notify({ type: 'error', title: 'Download failed', description: 'The card could not be drawn' })
        return
      }
      downloadBlob(blob, cardFileName(cardSize, cardTheme))
      notify({
        type: 'success',
        title: 'Downloaded!',
        description: `Card saved as a ${spec.width} × ${spec.height} PNG`,
      })
    }, 'image/png')
  }

  return (
    <Panel
      title="Card"
      actions={
        <button type="button" className={button({ size: 'sm' })} onClick={onDownload} disabled={!current}>
          <Download aria-hidden /> Download PNG
        </button>
      }
    >
      <Segmented label="Size" value={cardSize} options={SIZE_OPTIONS} onChange={onCardSize} />
      <Segmented label="Card theme" value={cardTheme} options={THEME_OPTIONS} onChange={onCardTheme} />
      <div className={css({ display: 'flex', justifyContent: 'center', bg: 'bg.subtle', borderRadius: 'lg', p: '3' })}>
        {/* Its size from the first paint: the card's box does not change shape when it is drawn. */}
        <canvas
          ref={canvasRef}
          width={spec.width}
          height={spec.height}
          data-testid="quote-card"
          role="img"
          aria-label={current ? `Quote card: ${current.text.slice(0, 120)}` : 'Quote card'}
          className={css({
            maxW: '100%',
            maxH: '420px',
            w: 'auto',
            h: 'auto',
            borderRadius: 'md',
            boxShadow: 'sm',
          })}
        />
      </div>
    </Panel>
  )
}
