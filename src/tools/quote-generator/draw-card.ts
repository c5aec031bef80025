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
  type Measure,
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

  const fit = fitText(`“${quote.text}”`, layout.quoteBox, scaledMeasure(ctx, 500), {
    min: 18,
    max: 110,
    lineHeight: 1.3,
  })
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
  const byFit = fitText(by, layout.attributionBox, scaledMeasure(ctx, 400), {
    min: 14,
    max: Math.max(18, Math.round(fit.fontSize * 0.55)),
    lineHeight: 1.3,
  })
  ctx.font = `400 ${byFit.fontSize}px ${CARD_FONT}`
  ctx.fillStyle = colors.muted
  let by0 = layout.attributionBox.y + layout.attributionBox.height - byFit.lines.length * byFit.lineHeight
  for (const line of byFit.lines) {
    ctx.fillText(line, layout.attributionBox.x, by0)
    by0 += byFit.lineHeight
  }
}

const REFERENCE_SIZE = 100

/**
 * Text widths measured once, at one size, and scaled to the size asked for (a font's advances grow in proportion to
 * its size): the fit's search over sizes then measures each candidate line once, not once per size it tries.
 */
function scaledMeasure(ctx: CanvasRenderingContext2D, weight: number): Measure {
  const widths = new Map<string, number>()
  return (text, fontSize) => {
    let width = widths.get(text)
    if (width === undefined) {
      ctx.font = `${weight} ${REFERENCE_SIZE}px ${CARD_FONT}`
      width = ctx.measureText(text).width
      widths.set(text, width)
    }
    return (width * fontSize) / REFERENCE_SIZE
  }
}
