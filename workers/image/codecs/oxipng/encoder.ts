// OxiPNG, single-threaded wasm-bindgen build; its wasm is fetched the first time a PNG is written.
import { defaultOptions, type OxipngOptions } from './meta'

interface Oxipng {
  optimise(data: Uint8Array, level: number, interlace: boolean, optimiseAlpha: boolean): Uint8Array
  optimise_raw(
    data: Uint8ClampedArray,
    width: number,
    height: number,
    level: number,
    interlace: boolean,
    optimiseAlpha: boolean,
  ): Uint8Array
}

let pending: Promise<Oxipng> | undefined
function oxipng(): Promise<Oxipng> {
  pending ??= (async () => {
    const [glue, wasm] = await Promise.all([
      import('@jsquash/oxipng/codec/pkg/squoosh_oxipng.js'),
      import('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm?url'),
    ])
    await glue.default(wasm.default)
    return glue as unknown as Oxipng
  })().catch((error: unknown) => {
    pending = undefined
    throw error
  })
  return pending
}

/** A PNG of these pixels, as small as OxiPNG makes it (it picks the colour type: palette when 256 colours or fewer). */
export async function encode(image: ImageData, options: Partial<OxipngOptions> = {}): Promise<Uint8Array> {
  const o = { ...defaultOptions, ...options }
  return (await oxipng()).optimise_raw(image.data, image.width, image.height, o.level, o.interlace, o.optimiseAlpha)
}

/** An existing PNG file optimised losslessly (its pixels, exactly). */
export async function optimise(png: Uint8Array, options: Partial<OxipngOptions> = {}): Promise<Uint8Array> {
  const o = { ...defaultOptions, ...options }
  return (await oxipng()).optimise(png, o.level, o.interlace, o.optimiseAlpha)
}
