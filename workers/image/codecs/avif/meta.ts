// AVIF through libavif + libaom (Squoosh's build, packaged by @jsquash/avif, Apache-2.0). Options as Squoosh names
// them; the defaults are Squoosh's. Quality 0..100 (Squoosh's slider; libavif's cq-level mapped from it).
export const label = 'AVIF'
export const mimeType = 'image/avif'
export const extension = 'avif'

export interface AvifOptions {
  quality: number
  qualityAlpha: number
  denoiseLevel: number
  tileColsLog2: number
  tileRowsLog2: number
  /** 0 (slowest, smallest) .. 10 (fastest). */
  speed: number
  /** 0 = 4:0:0, 1 = 4:2:0, 2 = 4:2:2, 3 = 4:4:4. */
  subsample: number
  chromaDeltaQ: boolean
  sharpness: number
  tune: number
  enableSharpYUV: boolean
  bitDepth: number
  lossless: boolean
}

export const defaultOptions: AvifOptions = {
  quality: 50,
  qualityAlpha: -1,
  denoiseLevel: 0,
  tileColsLog2: 0,
  tileRowsLog2: 0,
  speed: 6,
  subsample: 1,
  chromaDeltaQ: false,
  sharpness: 0,
  tune: 0,
  enableSharpYUV: false,
  bitDepth: 8,
  lossless: false,
}

/**
 * Localkit's 0..1 quality on AVIF's 0..100: our default 0.8 is Squoosh's AVIF default 50 (about what JPEG 80 looks
 * like), and the top fifth of the slider spreads over 50..100 (100 is near-lossless).
 */
export function qualityFor(quality: number): number {
  const q = Math.max(0, Math.min(1, quality))
  return Math.round(q <= 0.8 ? q * 62.5 : 50 + (q - 0.8) * 250)
}
