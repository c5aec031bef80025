// Loading one of Squoosh's Emscripten codecs (as jSquash packages them) with its wasm file from this site: Vite
// emits the wasm as a hashed asset (`?url`), the codec's module is imported only when its format is first used, and
// a failed load (offline before the codec was ever cached) is forgotten so the next image tries again.

/** The part of an Emscripten module factory's options these codecs need. */
export interface EmscriptenOptions {
  noInitialRun: boolean
  locateFile: (path: string) => string
}

export type ModuleFactory<M> = (options: EmscriptenOptions) => Promise<M>

/** A lazily made module: one instance per worker, retried after a failed load. */
export function lazyModule<M>(load: () => Promise<{ factory: ModuleFactory<M>; wasmUrl: string }>): () => Promise<M> {
  let pending: Promise<M> | undefined
  return () => {
    pending ??= load()
      .then(({ factory, wasmUrl }) => factory({ noInitialRun: true, locateFile: () => wasmUrl }))
      .catch((error: unknown) => {
        pending = undefined
        throw error
      })
    return pending
  }
}

/** The RGBA bytes of an ImageData as the codecs take them. */
export const rgba = (image: ImageData) =>
  new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength)
