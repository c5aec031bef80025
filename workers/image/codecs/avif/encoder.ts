// AVIF encode, single-threaded build (no SharedArrayBuffer, no cross-origin isolation: the pool runs one worker per
// core already). The codec's 3.4 MB wasm loads the first time an AVIF is written.
import { lazyModule, type ModuleFactory, rgba } from '../emscripten'
import { type AvifOptions, defaultOptions } from './meta'

interface AvifModule {
  encode(data: Uint8Array, width: number, height: number, options: AvifOptions): Uint8Array | null
}

const avif = lazyModule(async () => {
  const [glue, wasm] = await Promise.all([
    import('@jsquash/avif/codec/enc/avif_enc.js'),
    import('@jsquash/avif/codec/enc/avif_enc.wasm?url'),
  ])
  return { factory: glue.default as unknown as ModuleFactory<AvifModule>, wasmUrl: wasm.default }
})

export async function encode(image: ImageData, options: Partial<AvifOptions> = {}): Promise<Uint8Array> {
  const codec = await avif()
  const out = codec.encode(rgba(image), image.width, image.height, { ...defaultOptions, ...options })
  if (!out) throw new Error('the AVIF encoder failed')
  return out
}
