// MozJPEG encode (single-threaded), loaded the first time it is used.
import { lazyModule, type ModuleFactory, rgba } from '../emscripten'
import { defaultOptions, type MozjpegOptions } from './meta'

interface MozjpegModule {
  encode(data: Uint8Array, width: number, height: number, options: MozjpegOptions): Uint8Array | null
}

const mozjpeg = lazyModule(async () => {
  const [glue, wasm] = await Promise.all([
    import('@jsquash/jpeg/codec/enc/mozjpeg_enc.js'),
    import('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url'),
  ])
  return { factory: glue.default as unknown as ModuleFactory<MozjpegModule>, wasmUrl: wasm.default }
})

export async function encode(image: ImageData, options: Partial<MozjpegOptions> = {}): Promise<Uint8Array> {
  const codec = await mozjpeg()
  const out = codec.encode(rgba(image), image.width, image.height, { ...defaultOptions, ...options })
  if (!out) throw new Error('the MozJPEG encoder failed')
  return out
}
