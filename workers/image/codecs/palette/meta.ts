// "PNG, fewer colours": the image reduced to a palette of at most 256 colours by image-q (MIT; Xiaolin Wu's
// quantiser for the palette, Floyd–Steinberg error diffusion so gradients do not band), then written by OxiPNG,
// which stores ≤ 256 colours as an indexed PNG. TinyPNG's method, without libimagequant (GPL).
export const label = 'PNG, fewer colours'

export interface PaletteOptions {
  /** 2..256. */
  colors: number
  dither: boolean
}

export const defaultOptions: PaletteOptions = { colors: 256, dither: true }
