// WebP encode with libwebp's SIMD build (single-threaded); loaded the first time it is needed.
import { lazyModule, type ModuleFactory, rgba } from '../emscripten'
import { defaultOptions, type WebpOptions } from './meta'

interface WebpModule {
  encode(data: Uint8Array, width: number, height: number, options: WebpOptions): Uint8Array | null
}

const webp = lazyModule(async () => {
  const [glue, wasm] = await Promise.all([
    import('@jsquash/webp/codec/enc/webp_enc_simd.js'),
    import('@jsquash/webp/codec/enc/webp_enc_simd.wasm?url'),
  ])
  return { factory: glue.default as unknown as ModuleFactory<WebpModule>, wasmUrl: wasm.default }
})

export async function encode(image: ImageData, options: Partial<WebpOptions> = {}): Promise<Uint8Array> {
  const codec = await webp()
  const out = codec.encode(rgba(image), image.width, image.height, { ...defaultOptions, ...options })
  if (!out) throw new Error('the WebP encoder failed')
  return out
}
