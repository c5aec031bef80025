// Encodes a file's bytes to Base64, and decodes pasted Base64 into an image's facts, off the main thread, so
// multi-megabyte files and pastes (60 MB of Base64 took the page 7.8 s) keep the page responsive.
import * as Comlink from 'comlink'
import { bytesToBase64, toDataUrl } from '../../src/lib/base64'
import { Base64Error, type ImageInfo, inspect } from '../../src/lib/image/base64-image'

export interface EncodeFileOptions {
  urlSafe: boolean
  dataUrl: boolean
  mime: string
}

export type InspectResult = { ok: true; info: ImageInfo } | { ok: false; error: string }

export const base64Api = {
  /** Base64 text or a data URL (a long one as a Blob) to the image's facts; its bytes come back transferred. */
  async inspectText(input: string | Blob): Promise<InspectResult> {
    const text = typeof input === 'string' ? input : await input.text()
    try {
      const info = inspect(text)
      const bytes = info.bytes.byteOffset === 0 ? info.bytes : info.bytes.slice()
      return Comlink.transfer({ ok: true, info: { ...info, bytes } }, [bytes.buffer as ArrayBuffer])
    } catch (e) {
      if (e instanceof Base64Error) return { ok: false, error: e.message }
      return { ok: false, error: 'This text could not be read as Base64.' }
    }
  },

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
