// Inflating with a bound: the compressed input is fed in small pieces and the output is read as it comes, so a
// decompression bomb (a few KB that unpack to gigabytes) never has more than about a megabyte in flight, and
// reading stops as soon as the caller has what it needs or the output passes a limit. Used by the PDF worker
// (object streams) and the unzip worker (previews).

/** Deflate's best ratio is about 1032:1, so a 1 KB piece of input unpacks to at most about 1 MB at once. */
const PIECE = 1024

/** Splits a stream's chunks into pieces of at most `size` bytes (keeps the decompressor's output per step small). */
export function rechunk(size = PIECE): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    transform(chunk, controller) {
      for (let at = 0; at < chunk.length; at += size) controller.enqueue(chunk.subarray(at, at + size))
    },
  })
}

export function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}

export interface InflateOutcome {
  /** Bytes produced before stopping (at most one piece's worth past `stopAfter`). */
  produced: number
  /** True when the whole stream was inflated; false when stopped early. */
  complete: boolean
  /** True when the compressed data was damaged (what was produced before the damage still counts). */
  damaged: boolean
}

/**
 * Inflates `input` (zlib 'deflate' or 'deflate-raw'), handing each output chunk to `onChunk`; stops (and cancels
 * the rest) once `stopAfter` bytes have come out, when `onChunk` returns false, or when `signal` aborts.
 */
export async function inflateBounded(
  input: ReadableStream<Uint8Array> | Uint8Array,
  format: 'deflate' | 'deflate-raw',
  stopAfter: number,
  onChunk?: (chunk: Uint8Array) => boolean | undefined,
  signal?: AbortSignal,
): Promise<InflateOutcome> {
  const source = input instanceof Uint8Array ? streamOf(input) : input
  const reader = source
    .pipeThrough(rechunk())
    .pipeThrough(new DecompressionStream(format) as unknown as TransformStream<Uint8Array, Uint8Array>)
    .getReader()
  let produced = 0
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError')
      const { done, value } = await reader.read()
      if (done) return { produced, complete: true, damaged: false }
      produced += value.length
      const more = onChunk?.(value)
      if (produced > stopAfter || more === false) {
        await reader.cancel().catch(() => {})
        return { produced, complete: false, damaged: false }
      }
    }
  } catch (error) {
    await reader.cancel().catch(() => {})
    if (signal?.aborted) throw error
    return { produced, complete: false, damaged: true }
  }
}
