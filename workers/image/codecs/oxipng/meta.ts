// OxiPNG (Squoosh's Rust build, packaged by @jsquash/oxipng, Apache-2.0): lossless PNG optimisation. Level 2 is
// Squoosh's default (screenshots to about 0.8× with no pixel changed, in well under a second per megapixel).
export const label = 'OxiPNG'
export const mimeType = 'image/png'
export const extension = 'png'

export interface OxipngOptions {
  /** 0 (fast) .. 6 (slowest, smallest). */
  level: number
  interlace: boolean
  /** Drop the colour of fully transparent pixels (changes invisible pixels only). */
  optimiseAlpha: boolean
}

export const defaultOptions: OxipngOptions = { level: 2, interlace: false, optimiseAlpha: false }
