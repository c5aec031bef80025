// Palette reduction with image-q (pure JS, loaded when first used), then OxiPNG.
import { encode as oxipng } from '../oxipng/encoder'
import { defaultOptions, type PaletteOptions } from './meta'

export async function encode(image: ImageData, options: Partial<PaletteOptions> = {}): Promise<Uint8Array> {
  const o = { ...defaultOptions, ...options }
  const { utils, buildPaletteSync, applyPaletteSync } = await import('image-q')
  const points = utils.PointContainer.fromUint8Array(image.data, image.width, image.height)
  const palette = buildPaletteSync([points], {
    colors: Math.max(2, Math.min(256, Math.round(o.colors))),
    paletteQuantization: 'wuquant',
    colorDistanceFormula: 'euclidean-bt709',
  })
  const reduced = applyPaletteSync(points, palette, {
    imageQuantization: o.dither ? 'floyd-steinberg' : 'nearest',
    colorDistanceFormula: 'euclidean-bt709',
  })
  const data = new Uint8ClampedArray(reduced.toUint8Array())
  return oxipng(new ImageData(data, image.width, image.height))
}
