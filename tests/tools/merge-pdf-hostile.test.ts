// Issue 18, item 10: encrypted PDFs are refused before parsing and the next files still work; an object stream
// that inflates past the stated limit is refused by measuring it in small steps, never by holding it.
import { inflateSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { encryptTrailerPdf, makePdf, objectStreamBombPdf } from '../../e2e/fixtures/merge-pdf/make-pdf'
import { inspectPdf, mergePdfs } from '../../src/lib/pdf/merge'
import { bombMessage, encryptedMessage, loadPdf } from '../../src/lib/pdf/pdf-load'
import { hasEncryptEntry, OBJECT_STREAMS_LIMIT, objectStreamsSize } from '../../src/lib/pdf/pdf-scan'

const bytes = (p: { buffer: Buffer }) => new Uint8Array(p.buffer)

describe('encrypted PDFs', () => {
  it('finds /Encrypt in a classic trailer and in a cross-reference stream, and not in plain files', async () => {
    expect(hasEncryptEntry(bytes(await encryptTrailerPdf()))).toBe(true)
    expect(hasEncryptEntry(bytes(await makePdf('plain.pdf', 1, 2)))).toBe(false)
    const modern = Buffer.from(await (await PDFDocument.load((await makePdf('m.pdf', 1, 1)).buffer)).save())
    expect(modern.toString('latin1')).toContain('/XRef')
    expect(hasEncryptEntry(new Uint8Array(modern))).toBe(false)
    const locked = modern.toString('latin1').replace(/\/Type \/XRef/, '/Type /XRef\n/Encrypt 9 0 R')
    expect(hasEncryptEntry(new Uint8Array(Buffer.from(locked, 'latin1')))).toBe(true)
  })

  it('refuses an encrypted file by name, then merges two good ones', async () => {
    const locked = await encryptTrailerPdf('locked.pdf')
    await expect(loadPdf('locked.pdf', bytes(locked))).rejects.toThrow(encryptedMessage('locked.pdf'))
    await expect(inspectPdf({ name: 'locked.pdf', data: bytes(locked) })).rejects.toThrow('is password-protected')
    const a = await makePdf('a.pdf', 1, 2)
    const b = await makePdf('b.pdf', 2, 1)
    const merged = await PDFDocument.load(
      await mergePdfs([
        { name: 'a.pdf', data: bytes(a) },
        { name: 'b.pdf', data: bytes(b) },
      ]),
    )
    expect(merged.getPageCount()).toBe(3)
  })
})

describe('object-stream bombs', () => {
  it('builds a valid zlib stream of zeros without making the zeros (fixture check)', () => {
    const pdf = objectStreamBombPdf(3 * 2 ** 20 + 17).buffer.toString('latin1')
    const data = Buffer.from(pdf.slice(pdf.indexOf('stream\n') + 7, pdf.indexOf('\nendstream')), 'latin1')
    expect(inflateSync(data).length).toBe(3 * 2 ** 20 + 17)
  })

  it('measures object streams up to the limit and stops just past it', async () => {
    expect(await objectStreamsSize(bytes(objectStreamBombPdf(5 * 2 ** 20)))).toBe(5 * 2 ** 20)
    const size = await objectStreamsSize(bytes(objectStreamBombPdf(OBJECT_STREAMS_LIMIT + 8 * 2 ** 20)))
    expect(size).toBeGreaterThan(OBJECT_STREAMS_LIMIT)
    expect(size).toBeLessThan(OBJECT_STREAMS_LIMIT + 4 * 2 ** 20)
  })

  it('finds object streams however their names are written, and reads a direct /Length as the parser does', async () => {
    const bomb = objectStreamBombPdf(OBJECT_STREAMS_LIMIT + 8 * 2 ** 20).buffer.toString('latin1')
    const escaped = bomb.replace('/Type /ObjStm', '/Type /Obj#53tm').replace('/FlateDecode', '/Flate#44ecode')
    expect(await objectStreamsSize(new Uint8Array(Buffer.from(escaped, 'latin1')))).toBeGreaterThan(
      OBJECT_STREAMS_LIMIT,
    )
    // An indirect /Length: the data runs to "endstream".
    const indirect = bomb.replace(/\/Length \d+/, '/Length 9 0 R')
    expect(await objectStreamsSize(new Uint8Array(Buffer.from(indirect, 'latin1')))).toBeGreaterThan(
      OBJECT_STREAMS_LIMIT,
    )
  })

  it('refuses a 1 MB PDF whose object stream inflates to 1 GiB with the limit and the reason, quickly', async () => {
    const bomb = objectStreamBombPdf(2 ** 30)
    expect(bomb.buffer.length).toBeLessThan(1.2 * 2 ** 20)
    const started = performance.now()
    await expect(loadPdf('bomb.pdf', bytes(bomb))).rejects.toThrow(bombMessage('bomb.pdf'))
    expect(bombMessage('bomb.pdf')).toMatch(/more than 64 MB, the limit for one PDF.*decompression bomb/)
    // Only the first 64 MB are inflated, never the whole GiB.
    expect(performance.now() - started).toBeLessThan(20_000)
  }, 60_000)
})
