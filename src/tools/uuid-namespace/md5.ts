// MD5 (RFC 1321), written out because UUID v3 needs a synchronous digest while the user types: WebCrypto has no MD5
// and hash-wasm's (md5-hash uses it) is asynchronous, as it instantiates WebAssembly first. Tested against both
// node:crypto and hash-wasm (tests/tools/uuid-namespace-md5.test.ts).
// MD5 is broken for security; use it only for compatibility (checksums, v3 UUIDs).

const S = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 4,
  11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
]

// K[i] = floor(abs(sin(i + 1)) * 2^32)
const K = new Uint32Array(64)
for (let i = 0; i < 64; i++) K[i] = Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0

export class Md5 {
  private a = 0x67452301
  private b = 0xefcdab89
  private c = 0x98badcfe
  private d = 0x10325476
  private readonly block = new Uint8Array(64)
  private readonly words = new Uint32Array(16)
  private blockLength = 0
  /** Total bytes hashed so far (as a float: exact up to 2^53 bytes). */
  private total = 0
  private done = false

  update(data: Uint8Array): this {
    if (this.done) throw new Error('MD5: update after digest')
    this.total += data.length
    let i = 0
    if (this.blockLength > 0) {
      const take = Math.min(64 - this.blockLength, data.length)
      this.block.set(data.subarray(0, take), this.blockLength)
      this.blockLength += take
      i = take
      if (this.blockLength === 64) {
        this.compress(this.block, 0)
        this.blockLength = 0
      }
    }
    for (; i + 64 <= data.length; i += 64) this.compress(data, i)
    if (i < data.length) {
      this.block.set(data.subarray(i), 0)
      this.blockLength = data.length - i
    }
    return this
  }

  digest(): Uint8Array {
    if (this.done) throw new Error('MD5: digest called twice')
    this.done = true
    const bitsLow = (this.total * 8) >>> 0
    const bitsHigh = Math.floor((this.total * 8) / 2 ** 32) >>> 0
    const padLength = this.blockLength < 56 ? 56 - this.blockLength : 120 - this.blockLength
    const pad = new Uint8Array(padLength + 8)
    pad[0] = 0x80
    const view = new DataView(pad.buffer)
    view.setUint32(padLength, bitsLow, true)
    view.setUint32(padLength + 4, bitsHigh, true)
    this.done = false
    this.total -= pad.length // update() adds it back; the length field already holds the real size
    this.update(pad)
    this.done = true
    const out = new Uint8Array(16)
    const ov = new DataView(out.buffer)
    ov.setUint32(0, this.a, true)
    ov.setUint32(4, this.b, true)
    ov.setUint32(8, this.c, true)
    ov.setUint32(12, this.d, true)
    return out
  }

  private compress(src: Uint8Array, offset: number) {
    const w = this.words
    for (let j = 0; j < 16; j++) {
      const o = offset + j * 4
      w[j] =
        ((src[o] as number) |
          ((src[o + 1] as number) << 8) |
          ((src[o + 2] as number) << 16) |
          ((src[o + 3] as number) << 24)) >>>
        0
    }
    let a = this.a
    let b = this.b
    let c = this.c
    let d = this.d
    for (let i = 0; i < 64; i++) {
      let f: number
      let g: number
      if (i < 16) {
        f = (b & c) | (~b & d)
        g = i
      } else if (i < 32) {
        f = (d & b) | (~d & c)
        g = (5 * i + 1) & 15
      } else if (i < 48) {
        f = b ^ c ^ d
        g = (3 * i + 5) & 15
      } else {
        f = c ^ (b | ~d)
        g = (7 * i) & 15
      }
      const tmp = d
      d = c
      c = b
      const sum = (a + f + (K[i] as number) + (w[g] as number)) >>> 0
      const s = S[i] as number
      b = (b + ((sum << s) | (sum >>> (32 - s)))) >>> 0
      a = tmp
    }
    this.a = (this.a + a) >>> 0
    this.b = (this.b + b) >>> 0
    this.c = (this.c + c) >>> 0
    this.d = (this.d + d) >>> 0
  }
}

export function md5(data: Uint8Array | string): Uint8Array {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  return new Md5().update(bytes).digest()
}

export function toHex(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += b.toString(16).padStart(2, '0')
  return s
}

export function md5Hex(data: Uint8Array | string): string {
  return toHex(md5(data))
}
