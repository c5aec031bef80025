// The quote card drawn on a canvas of its real size (what "Download PNG" saves): background, accent bar, the quote
// fitted to its box with canvas measureText, and the attribution at the bottom.
import {
  attribution,
  CARD_SIZES,
  CARD_THEMES,
  type CardSize,
  type CardTheme,
  cardLayout,
  fitText,
  type ShownQuote,
} from './quote-generator'

/** The UI font the card is drawn in (loaded before drawing, so the card uses it). */
export const CARD_FONT = '"Inter Variable", Inter, system-ui, sans-serif'
/** Draws the card on a canvas of its real size; the font size is fitted with canvas measureText. */
export function drawCard(canvas: HTMLCanvasElement, quote: ShownQuote, size: CardSize, theme: CardTheme) {
  const spec = CARD_SIZES.find((c) => c.value === size) ?? CARD_SIZES[0]
  const colors = CARD_THEMES[theme]
  canvas.width = spec.width
  canvas.height = spec.height
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  const layout = cardLayout(spec.width, spec.height)
  ctx.fillStyle = colors.background
  ctx.fillRect(0, 0, spec.width, spec.height)
  ctx.fillStyle = colors.accent
  ctx.fillRect(layout.padding, layout.padding - Math.round(layout.padding / 2), Math.round(layout.padding * 0.8), 8)

  const measure = (text: string, fontSize: number) => {
    ctx.font = `500 ${fontSize}px ${CARD_FONT}`
    return ctx.measureText(text).width
  }
  const fit = fitText(`“${quote.text}”`, layout.quoteBox, measure, { min: 18, max: 110, lineHeight: 1.3 })
  ctx.font = `500 ${fit.fontSize}px ${CARD_FONT}`
  ctx.fillStyle = colors.text
  ctx.textBaseline = 'top'
  const total = fit.lines.length * fit.lineHeight
  let y = layout.quoteBox.y + Math.max(0, (layout.quoteBox.height - total) / 2)
  for (const line of fit.lines) {
    ctx.fillText(line, layout.quoteBox.x, y + (fit.lineHeight - fit.fontSize) / 2)
    y += fit.lineHeight
  }

  const by = `— ${attribution(quote)}`
  const byFit = fitText(
    by,
    layout.attributionBox,
    (t, s) => {
      ctx.font = `400 ${s}px ${CARD_FONT}`
      return ctx.measureText(t).width
    },
    { min: 14, max: Math.max(18, Math.round(fit.fontSize * 0.55)), lineHeight: 1.3 },
  )
  ctx.font = `400 ${byFit.fontSize}px ${CARD_FONT}`
  ctx.fillStyle = colors.muted
  let by0 = layout.attributionBox.y + layout.attributionBox.height - byFit.lines.length * byFit.lineHeight
  for (const line of byFit.lines) {
    ctx.fillText(line, layout.attributionBox.x, by0)
    by0 += byFit.lineHeight
  }
}
