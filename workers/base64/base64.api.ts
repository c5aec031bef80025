// Encodes a file's bytes to Base64 off the main thread, so multi-megabyte files keep the page responsive.
import { bytesToBase64, toDataUrl } from '../../src/lib/base64'

export interface EncodeFileOptions {
  urlSafe: boolean
  dataUrl: boolean
  mime: string
}

export const base64Api = {
  async encodeBytes(
    buffer: ArrayBuffer,
    options: EncodeFileOptions,
    onProgress?: (done: number, total: number) => void,
  ): Promise<string> {
    const bytes = new Uint8Array(buffer)
    let last = 0
    const encoded = bytesToBase64(bytes, options.urlSafe && !options.dataUrl, (done) => {
      if (onProgress && (done - last > 1 << 20 || done === bytes.length)) {
        last = done
        onProgress(done, bytes.length)
      }
    })
    return options.dataUrl ? toDataUrl(encoded, options.mime) : encoded
  },
}

export type Base64Api = typeof base64Api
