import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import {
  archiveProblem,
  baseName,
  decodeName,
  dosDateTime,
  entryProblem,
  extractEntry,
  LIMITS,
  previewKind,
  readListing,
  type ZipEntryInfo,
} from '../../src/lib/zip/zip-extract'

const DATE = new Date(2024, 4, 17, 13, 45, 30)

async function makeZip(): Promise<Uint8Array> {
  const zip = new JSZip()
  zip.folder('docs')
  zip.file('docs/readme.txt', 'Hello, ZIP! ✓\n'.repeat(50), { compression: 'DEFLATE', date: DATE })
  zip.file('raw.bin', new Uint8Array([0, 1, 2, 3, 255]), { compression: 'STORE', date: DATE })
  zip.file('über/naïve.md', '# Ünïcödé', { compression: 'DEFLATE', date: DATE })
  zip.file('empty.txt', '', { date: DATE })
  return zip.generateAsync({ type: 'uint8array' })
}

const readerOf = (bytes: Uint8Array) => async (o: number, l: number) => bytes.slice(o, o + l)
const blobOf = (bytes: Uint8Array) => new Blob([bytes as BlobPart])
const list = (bytes: Uint8Array) => readListing(bytes.length, readerOf(bytes))
const extract = (bytes: Uint8Array, e: ZipEntryInfo) =>
  extractEntry(e, readerOf(bytes), (s, end) => blobOf(bytes).slice(s, end))

/** Offsets of the central-directory records. */
function centralRecords(bytes: Uint8Array): number[] {
  const out: number[] = []
  for (let i = 0; i + 4 <= bytes.length; i++)
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 1 && bytes[i + 3] === 2) out.push(i)
  return out
}

describe('readListing', () => {
  it('lists paths, folders, sizes, packed sizes and dates from the central directory', async () => {
    const bytes = await makeZip()
    const l = await list(bytes)
    expect(l.entries.map((e) => e.path)).toEqual([
      'docs/',
      'docs/readme.txt',
      'raw.bin',
      'über/',
      'über/naïve.md',
      'empty.txt',
    ])
    const readme = l.entries[1]
    expect(readme.isFolder).toBe(false)
    expect(readme.size).toBe(new TextEncoder().encode('Hello, ZIP! ✓\n'.repeat(50)).length)
    expect(readme.packedSize).toBeLessThan(readme.size)
    expect(readme.method).toBe(8)
    expect(l.entries[0].isFolder).toBe(true)
    expect(l.entries[2]).toMatchObject({ size: 5, packedSize: 5, method: 0, encrypted: false })
    expect(l.totalSize).toBe(l.entries.reduce((s, e) => s + e.size, 0))
    // JSZip writes the DOS time (2-second steps) and an extended UTC timestamp.
    expect(Math.abs((readme.modified ?? 0) - DATE.getTime())).toBeLessThanOrEqual(2000)
  })

  it('gives clear reasons for empty, non-ZIP and cut-short files', async () => {
    const bytes = await makeZip()
    await expect(list(new Uint8Array(0))).rejects.toThrow('The file is empty (0 bytes).')
    await expect(list(new TextEncoder().encode('just some text, certainly not a zip archive'))).rejects.toThrow(
      'This is not a ZIP file (no ZIP directory found).',
    )
    await expect(list(bytes.slice(0, Math.floor(bytes.length * 0.6)))).rejects.toThrow(/damaged or cut short/)
    const broken = bytes.slice()
    broken[centralRecords(bytes)[0]] = 0
    await expect(list(broken)).rejects.toThrow('This ZIP is damaged: its directory is broken.')
  })
})

describe('extractEntry', () => {
  it('inflates deflated and stored entries and checks their CRC', async () => {
    const bytes = await makeZip()
    const l = await list(bytes)
    expect(await (await extract(bytes, l.entries[1])).text()).toBe('Hello, ZIP! ✓\n'.repeat(50))
    expect(Array.from(new Uint8Array(await (await extract(bytes, l.entries[2])).arrayBuffer()))).toEqual([
      0, 1, 2, 3, 255,
    ])
    expect(await (await extract(bytes, l.entries[4])).text()).toBe('# Ünïcödé')
    expect((await extract(bytes, l.entries[5])).size).toBe(0)
    expect((await extract(bytes, l.entries[1])).type).toBe('text/plain')
  })

  it('stops at the declared size when the data unpacks to more (a lying header)', async () => {
    const bytes = await makeZip()
    const l = await list(bytes)
    const liar = { ...l.entries[1], size: 100 }
    await expect(extract(bytes, liar)).rejects.toThrow(/unpacks to more than the 100 bytes its header declares/)
  })

  it('reports damaged data and a wrong CRC', async () => {
    const bytes = await makeZip()
    const l = await list(bytes)
    await expect(extract(bytes, { ...l.entries[2], crc32: 12345 })).rejects.toThrow('CRC-32 checksum does not match')
    await expect(extract(bytes, { ...l.entries[1], size: 1_000_000 })).rejects.toThrow(
      /it unpacks to 800 bytes, not 1000000/,
    )
    await expect(extract(bytes, { ...l.entries[1], localHeaderOffset: 3 })).rejects.toThrow(/local header is missing/)
    // Garbage where the deflate stream should be.
    const garbled = bytes.slice()
    const start = l.entries[1].localHeaderOffset + 30 + 'docs/readme.txt'.length
    const extraLength = garbled[l.entries[1].localHeaderOffset + 28]
    garbled.fill(0xff, start + extraLength, start + extraLength + 20)
    await expect(extract(garbled, l.entries[1])).rejects.toThrow(/is damaged/)
  })

  it('refuses encrypted, unsupported and bomb-like entries before inflating', async () => {
    const bytes = await makeZip()
    const l = await list(bytes)
    const base = l.entries[1]
    expect(entryProblem(base)).toBeNull()
    expect(entryProblem({ ...base, encrypted: true })).toMatch(/encrypted/)
    expect(entryProblem({ ...base, method: 12 })).toBe('Compression method 12 (bzip2) is not supported.')
    expect(entryProblem({ ...base, size: 2 * 2 ** 30, packedSize: 2 * 2 ** 30 })).toMatch(
      /over the 1.0 GB limit per file/,
    )
    expect(entryProblem({ ...base, size: 50 * 2 ** 20, packedSize: 10_000 })).toMatch(
      /compressed 5243:1, over the 1000:1 limit/,
    )
    // A small file may be highly compressed without being suspicious.
    expect(entryProblem({ ...base, size: 100_000, packedSize: 10 })).toBeNull()
    await expect(extract(bytes, { ...base, encrypted: true })).rejects.toThrow(/encrypted/)
  })

  it('reads the encryption flag from the directory', async () => {
    const bytes = await makeZip()
    const flagged = bytes.slice()
    const record = centralRecords(bytes)[2]
    flagged[record + 8] |= 1
    const l = await list(flagged)
    expect(l.entries[2].encrypted).toBe(true)
    expect(l.entries[1].encrypted).toBe(false)
  })
})

describe('archiveProblem', () => {
  it('flags archives that would unpack past the total limit', async () => {
    const l = await list(await makeZip())
    expect(archiveProblem(l)).toBeNull()
    expect(archiveProblem({ ...l, totalSize: LIMITS.totalBytes + 1 })).toMatch(
      /over the 2.0 GB limit: it may be a zip bomb/,
    )
  })
})

describe('names and previews', () => {
  it('decodes UTF-8 and CP437 names', () => {
    expect(decodeName(new TextEncoder().encode('ça.txt'), true)).toBe('ça.txt')
    expect(decodeName(new Uint8Array([0x81, 0x62, 0x65, 0x72]), false)).toBe('über')
    expect(decodeName(new TextEncoder().encode('plain.txt'), false)).toBe('plain.txt')
  })
  it('reads DOS dates and rejects blank ones', () => {
    expect(dosDateTime(0, 0)).toBeNull()
    const date = ((2024 - 1980) << 9) | (5 << 5) | 17
    const time = (13 << 11) | (45 << 5) | 15
    expect(dosDateTime(date, time)).toBe(new Date(2024, 4, 17, 13, 45, 30).getTime())
  })
  it('knows what can be previewed', () => {
    expect(previewKind('a/b/photo.JPG')).toBe('image')
    expect(previewKind('icon.svg')).toBe('image')
    expect(previewKind('notes.md')).toBe('text')
    expect(previewKind('LICENSE')).toBe('text')
    expect(previewKind('app.exe')).toBeNull()
    expect(baseName('a/b/c.txt')).toBe('c.txt')
    expect(baseName('a/b/')).toBe('b')
  })
})

describe('issue 18, item 11: previews unpack only what they show; hidden name controls are shown', () => {
  it('streams a text preview of a big entry and stops at 256 KB', async () => {
    const { bombZip } = await import('../../e2e/fixtures/zip-extract/make-zip')
    const { previewEntry, TEXT_PREVIEW_BYTES } = await import('../../src/lib/zip/zip-extract')
    const bytes = new Uint8Array(bombZip(64 * 2 ** 20, 600 * 1024))
    const listing = await list(bytes)
    const [entry] = listing.entries
    expect(entry.size).toBe(64 * 2 ** 20)
    let read = 0
    const reader = async (o: number, l: number) => bytes.slice(o, o + l)
    const slice = (s: number, end: number) => {
      const blob = blobOf(bytes).slice(s, end)
      const stream = blob.stream.bind(blob)
      // Count what the preview pulls through the decompressor.
      blob.stream = () =>
        stream().pipeThrough(
          new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
            transform(chunk, c) {
              read += chunk.length
              c.enqueue(chunk)
            },
          }),
        )
      return blob
    }
    const shown = await previewEntry(entry, reader, slice)
    expect(shown.kind).toBe('text')
    if (shown.kind !== 'text') return
    expect(shown.truncated).toBe(true)
    expect(new TextEncoder().encode(shown.text).length).toBeLessThanOrEqual(TEXT_PREVIEW_BYTES)
    expect(shown.text.length).toBeGreaterThan(TEXT_PREVIEW_BYTES - 8)
    expect(shown.text.startsWith('alpha') || /^[a-z]+\d/.test(shown.text)).toBe(true)
    // The stored text comes first: well under 1 MB of the archive was read, not the whole 64 MB entry's data.
    expect(read).toBeLessThan(2 ** 20)
  })

  it('previews a small entry whole, untruncated', async () => {
    const { previewEntry } = await import('../../src/lib/zip/zip-extract')
    const bytes = await makeZip()
    const entry = (await list(bytes)).entries.find((e) => e.path === 'docs/readme.txt') as ZipEntryInfo
    const shown = await previewEntry(entry, readerOf(bytes), (s, end) => blobOf(bytes).slice(s, end))
    expect(shown).toEqual({ kind: 'text', text: 'Hello, ZIP! ✓\n'.repeat(50), truncated: false })
  })

  it('shows bidirectional and invisible controls as markers and saves without them', async () => {
    const { revealControls, saveName, savedMessage } = await import('../../src/lib/zip/zip-extract')
    expect(revealControls('invoice\u202Efdp.exe')).toBe('invoice⟨U+202E⟩fdp.exe')
    expect(revealControls('a\u2066b\u200Fc\uFEFF')).toBe('a⟨U+2066⟩b⟨U+200F⟩c⟨U+FEFF⟩')
    expect(revealControls('plain/ünïcode.txt')).toBe('plain/ünïcode.txt')
    // Joiners that scripts and emoji need are left alone.
    expect(revealControls('👩\u200D💻 \u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645.txt')).not.toContain('⟨')
    expect(saveName('docs/invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    expect(savedMessage('docs/invoice\u202Efdp.exe')).toMatch(
      /^Saved as invoicefdp\.exe\. Warning: .*invoice⟨U\+202E⟩fdp\.exe/,
    )
    expect(savedMessage('a.txt')).toBe('a.txt saved')
  })
})

describe('hostile archives made for the e2e specs (fixture check)', () => {
  it('lists a 100,000-entry ZIP64 archive and a 1 GiB entry packed in about 2.3 MB', async () => {
    const { bombZip, manyEntriesZip } = await import('../../e2e/fixtures/zip-extract/make-zip')
    const many = await list(new Uint8Array(manyEntriesZip(100_000)))
    expect(many.entries).toHaveLength(100_000)
    expect(many.entries[99_999].path).toBe('files/file-99999.txt')
    const bomb = bombZip()
    expect(bomb.length).toBeLessThan(2.4 * 2 ** 20)
    const [entry] = (await list(new Uint8Array(bomb))).entries
    expect(entry.size).toBe(2 ** 30)
    expect(entryProblem(entry)).toBeNull()
  })
})
