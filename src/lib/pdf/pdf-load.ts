// Every PDF tool opens the user's files here, so an encrypted, damaged or non-PDF file always gets a message that
// names the file (pdf-lib is imported lazily: only the PDF worker and the tests load it).
import type { PDFDocument } from 'pdf-lib'
import { formatBytes } from '../bytes'
import { hasEncryptEntry, OBJECT_STREAMS_LIMIT, objectStreamsSize } from './pdf-scan'

export class PdfInputError extends Error {
  override name = 'PdfInputError'
}

export const encryptedMessage = (name: string) =>
  `"${name}" is password-protected (encrypted). Remove the password, then add it again.`
export const damagedMessage = (name: string) => `"${name}" is damaged or not a valid PDF and cannot be read.`
export const bombMessage = (name: string) =>
  `"${name}" is refused: its compressed object streams unpack to more than ${formatBytes(OBJECT_STREAMS_LIMIT)}, the limit for one PDF. A file that grows this much is a decompression bomb, and opening it could exhaust the memory of this tab.`
export const emptyMessage = (name: string) => `"${name}" is empty (0 bytes).`

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024)
  for (let i = 0; i + 4 < head.length; i++) {
    // %PDF-
    if (
      head[i] === 0x25 &&
      head[i + 1] === 0x50 &&
      head[i + 2] === 0x44 &&
      head[i + 3] === 0x46 &&
      head[i + 4] === 0x2d
    )
      return true
  }
  return false
}

function hasEof(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 2048)))
  return tail.includes('%%EOF')
}

/** Loads a PDF or throws a PdfInputError naming the file. */
export async function loadPdf(name: string, data: Uint8Array | ArrayBuffer): Promise<PDFDocument> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data)
  if (bytes.length === 0) throw new PdfInputError(emptyMessage(name))
  if (!hasPdfHeader(bytes)) throw new PdfInputError(`"${name}" is not a PDF file.`)
  // Checked on the raw bytes, before the parser runs: an encrypted file is refused at once (parsing its encrypted
  // object streams can hang), and object streams are measured with a bounded inflate before anything holds them.
  if (hasEncryptEntry(bytes)) throw new PdfInputError(encryptedMessage(name))
  if ((await objectStreamsSize(bytes)) > OBJECT_STREAMS_LIMIT) throw new PdfInputError(bombMessage(name))
  const lib = await import('pdf-lib')
  let doc: PDFDocument
  try {
    doc = await lib.PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true })
  } catch {
    // pdf-lib's error classes are compiled to ES5 (instanceof does not work): ask again ignoring encryption.
    const encrypted = await lib.PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false }).then(
      (d) => d.isEncrypted,
      () => false,
    )
    throw new PdfInputError(encrypted ? encryptedMessage(name) : damagedMessage(name))
  }
  if (doc.isEncrypted) throw new PdfInputError(encryptedMessage(name))
  try {
    // A cut-off file loses its cross-reference table and often its page objects: check every page is really there.
    const pages = doc.getPages()
    if (pages.length === 0) throw new Error('no pages')
    for (const page of pages) page.getSize()
  } catch {
    throw new PdfInputError(damagedMessage(name))
  }
  if (!hasEof(bytes)) throw new PdfInputError(damagedMessage(name))
  return doc
}

export interface PdfInput {
  name: string
  data: Blob | ArrayBuffer | Uint8Array
}

export async function readInput(input: PdfInput): Promise<Uint8Array> {
  if (input.data instanceof Uint8Array) return input.data
  if (input.data instanceof ArrayBuffer) return new Uint8Array(input.data)
  return new Uint8Array(await input.data.arrayBuffer())
}

/** "report.pdf" → "report" */
export function baseName(name: string): string {
  const base = name.replace(/\.pdf$/i, '').trim()
  return base || 'document'
}
