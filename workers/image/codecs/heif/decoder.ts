// HEIC/HEIF decode with libheif (libheif-js, LGPL-3.0): loaded as its own chunk and wasm file only when a HEIC
// arrives, never linked into the rest of the worker (the LGPL allows that use; see the README's licences). libheif
// applies the file's rotation and mirroring (irot/imir) while decoding, so the pixels come out upright.

interface HeifImage {
  get_width(): number
  get_height(): number
  display(target: ImageData, callback: (result: ImageData | null) => void): void
  free(): void
  is_primary(): boolean
}
interface HeifDecoder {
  decode(data: Uint8Array): HeifImage[]
}
interface Libheif {
  HeifDecoder: new () => HeifDecoder
}
type LibheifFactory = (options: {
  wasmBinary: ArrayBuffer
  onRuntimeInitialized: () => void
  locateFile: (path: string) => string
}) => Libheif

let pending: Promise<Libheif> | undefined

function libheif(): Promise<Libheif> {
  pending ??= (async () => {
    const [glue, wasm] = await Promise.all([
      import('libheif-js/libheif-wasm/libheif.js'),
      import('libheif-js/libheif-wasm/libheif.wasm?url'),
    ])
    const response = await fetch(wasm.default)
    if (!response.ok) throw new Error(`the HEIC decoder could not be loaded (HTTP ${response.status})`)
    const wasmBinary = await response.arrayBuffer()
    const factory = ((glue as { default?: unknown }).default ?? glue) as LibheifFactory
    // With its wasm bytes given, the runtime may finish initialising inside the factory call, before the factory
    // has returned the module: wait for both.
    let initialised: () => void = () => {}
    const ready = new Promise<void>((resolve) => {
      initialised = resolve
    })
    const module = factory({ wasmBinary, locateFile: () => wasm.default, onRuntimeInitialized: () => initialised() })
    await ready
    return module
  })().catch((error: unknown) => {
    pending = undefined
    throw error
  })
  return pending
}

/** The primary image of a HEIC/HEIF file as upright RGBA pixels. */
export async function decodeHeif(bytes: Uint8Array): Promise<ImageData> {
  const lib = await libheif()
  const images = new lib.HeifDecoder().decode(bytes)
  if (!images.length) throw new Error('the HEIC file holds no image libheif can read')
  const image = images.find((img) => img.is_primary()) ?? images[0]
  try {
    const width = image.get_width()
    const height = image.get_height()
    const target = new ImageData(width, height)
    const result = await new Promise<ImageData | null>((resolve) => image.display(target, resolve))
    if (!result) throw new Error('libheif could not decode this HEIC image')
    return result
  } finally {
    for (const img of images) img.free()
  }
}
