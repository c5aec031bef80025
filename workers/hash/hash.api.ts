// Hashes text and files with hash-wasm (WebAssembly): files are read a slice at a time and fed to every chosen
// hasher at once, so a multi-gigabyte file is never held in memory; HMAC wraps MD5 and the SHA family.
import {
  createCRC32,
  createHMAC,
  createMD5,
  createSHA1,
  createSHA256,
  createSHA384,
  createSHA512,
  type IHasher,
} from 'hash-wasm'
import type { HashAlgorithm } from '../../src/lib/hash-format'

export type Digests = Partial<Record<HashAlgorithm, string>>

/** Bytes read per slice. */
export const CHUNK_BYTES = 4 * 2 ** 20
const PROGRESS_MS = 100

const factories: Record<HashAlgorithm, () => Promise<IHasher>> = {
  md5: createMD5,
  sha1: createSHA1,
  sha256: createSHA256,
  sha384: createSHA384,
  sha512: createSHA512,
  crc32: () => createCRC32(),
}

async function hashers(algorithms: readonly HashAlgorithm[], hmacKey: string | null) {
  return Promise.all(
    algorithms.map(async (a) => {
      if (hmacKey !== null && a === 'crc32') throw new Error('CRC32 is a checksum, not a hash: it has no HMAC')
      const h = hmacKey !== null ? await createHMAC(factories[a](), hmacKey) : await factories[a]()
      h.init()
      return [a, h] as const
    }),
  )
}

const finish = (list: (readonly [HashAlgorithm, IHasher])[]): Digests =>
  Object.fromEntries(list.map(([a, h]) => [a, h.digest('hex')]))

export const hashApi = {
  /** Digests (lowercase hex) of the text's UTF-8 bytes. */
  async hashText(text: string, algorithms: readonly HashAlgorithm[], hmacKey: string | null = null): Promise<Digests> {
    const list = await hashers(algorithms, hmacKey)
    const bytes = new TextEncoder().encode(text)
    for (const [, h] of list) h.update(bytes)
    return finish(list)
  },

  /** Digests of a file, read in slices; `onProgress` gets the bytes done (about ten times a second). */
  async hashBlob(
    blob: Blob,
    algorithms: readonly HashAlgorithm[],
    hmacKey: string | null = null,
    onProgress?: (done: number) => void,
  ): Promise<Digests> {
    const list = await hashers(algorithms, hmacKey)
    let last = 0
    for (let offset = 0; offset < blob.size; offset += CHUNK_BYTES) {
      const bytes = new Uint8Array(await blob.slice(offset, offset + CHUNK_BYTES).arrayBuffer())
      for (const [, h] of list) h.update(bytes)
      const now = performance.now()
      if (onProgress && now - last >= PROGRESS_MS) {
        last = now
        onProgress(Math.min(blob.size, offset + CHUNK_BYTES))
      }
    }
    onProgress?.(blob.size)
    return finish(list)
  },
}

export type HashApi = typeof hashApi
