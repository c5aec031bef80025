// Overlapping ZIP records (issue 36): archives written by Info-ZIP's zip and Python's zipfile (committed, small)
// list and extract as before; overlapping ones built here (records sharing a local header, Fifield's chained
// layout, an entry inside or running into the directory, a local header longer than its directory record says)
// are refused naming why, as unzip 6.0 and libarchive refuse them.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { chainedOverlapZip, sharedOffsetZip } from '../../../e2e/fixtures/zip-extract/make-zip'
import {
  archiveProblem,
  extractEntry,
  overlapProblem,
  previewEntry,
  readListing,
  type ZipEntryInfo,
} from '../../../src/lib/zip/zip-extract'

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../fixtures/zip/${name}`, import.meta.url)))
const readerOf = (bytes: Uint8Array) => async (o: number, l: number) => bytes.slice(o, o + l)
const sliceOf = (bytes: Uint8Array) => (s: number, e: number) => new Blob([bytes.slice(s, e) as BlobPart])
const list = (bytes: Uint8Array) => readListing(bytes.length, readerOf(bytes))
const text = async (bytes: Uint8Array, e: ZipEntryInfo) =>
  (await extractEntry(e, readerOf(bytes), sliceOf(bytes))).text()

describe('archives from real ZIP writers still open', () => {
  it('Info-ZIP zip: files, a folder, deflated and stored', async () => {
    const bytes = fixture('info-zip.zip')
    const l = await list(bytes)
    expect(l.overlap).toBeNull()
    expect(archiveProblem(l)).toBeNull()
    expect(l.entries.map((e) => e.path)).toEqual([
      'docs/',
      'docs/empty/',
      'docs/hello.txt',
      'docs/long.txt',
      'data.bin',
    ])
    const byName = (p: string) => l.entries.find((e) => e.path === p) as ZipEntryInfo
    expect(await text(bytes, byName('docs/hello.txt'))).toBe('Hello from Info-ZIP\n')
    expect(await text(bytes, byName('docs/long.txt'))).toBe(`${'line of text '.repeat(400)}\n`)
    expect(await text(bytes, byName('data.bin'))).toBe('\x00\x01\x02binary')
  })

  it('Info-ZIP zip from a pipe (a data descriptor after the data)', async () => {
    const bytes = fixture('info-zip-stream.zip')
    const l = await list(bytes)
    expect(l.overlap).toBeNull()
    expect(l.entries).toHaveLength(1)
    expect(await text(bytes, l.entries[0] as ZipEntryInfo)).toBe('streamed through a pipe\n')
  })

  it("Python's zipfile: stored, deflated, a folder and a UTF-8 name", async () => {
    const bytes = fixture('python.zip')
    const l = await list(bytes)
    expect(l.overlap).toBeNull()
    expect(l.entries.map((e) => e.path)).toEqual(['folder/', 'folder/stored.txt', 'folder/deflated.txt', 'ünïcödé.txt'])
    expect(await text(bytes, l.entries[1] as ZipEntryInfo)).toBe('stored by Python\n')
    expect(await text(bytes, l.entries[2] as ZipEntryInfo)).toBe('deflated by Python '.repeat(200))
    expect(await text(bytes, l.entries[3] as ZipEntryInfo)).toBe('named in UTF-8')
  })

  it("Python's zipfile to a stream: data descriptors, ZIP64 sizes", async () => {
    const bytes = fixture('python-stream.zip')
    const l = await list(bytes)
    expect(l.overlap).toBeNull()
    expect(await text(bytes, l.entries[0] as ZipEntryInfo)).toBe('first streamed entry\n')
    expect(await text(bytes, l.entries[1] as ZipEntryInfo)).toBe(
      'second, ZIP64 sizes in a data descriptor\n'.repeat(10),
    )
  })

  it('the fixtures are valid for Info-ZIP unzip itself', () => {
    for (const name of ['info-zip.zip', 'info-zip-stream.zip', 'python.zip', 'python-stream.zip']) {
      const out = execFileSync('unzip', ['-tq', new URL(`../../fixtures/zip/${name}`, import.meta.url).pathname])
      expect(out.toString()).toContain('No errors detected')
    }
  })
})

describe('overlapping records are refused, naming why', () => {
  it('two 1 GiB records sharing one 2.3 MB stream', async () => {
    const bytes = new Uint8Array(sharedOffsetZip(2))
    expect(bytes.length).toBeLessThan(3 * 2 ** 20)
    const l = await list(bytes)
    expect(l.overlap).toBe(
      'This ZIP is not safe to open: the entries “copy-1.txt” and “copy-2.txt” are the same bytes (both start at byte 0). No ZIP writer makes this; it is how a zip bomb declares far more than the file holds, so nothing is extracted.',
    )
    expect(archiveProblem(l)).toBe(l.overlap)
  })

  it("2,000 chained entries just under 1 MiB each (under the ratio check's floor)", async () => {
    const bytes = new Uint8Array(chainedOverlapZip(2000))
    expect(bytes.length).toBeLessThan(250_000)
    const l = await list(bytes)
    expect(l.totalSize).toBe(2000 * (2 ** 20 - 1))
    expect(l.overlap).toMatch(
      /^This ZIP is not safe to open: the entries “part-0000\.bin” and “part-0001\.bin” overlap \(the first one's data runs into the second\)/,
    )
    // The extraction refuses on its own too (the real local header against the next record).
    await expect(text(bytes, l.entries[5] as ZipEntryInfo)).rejects.toThrow(
      '“part-0005.bin” overlaps the next record of this ZIP',
    )
    await expect(previewEntry(l.entries[5] as ZipEntryInfo, readerOf(bytes), sliceOf(bytes))).rejects.toThrow(
      'overlaps the next record',
    )
  })

  it('an entry inside the directory, or whose data runs into it', () => {
    const entry = (path: string, localHeaderOffset: number, packedSize: number): ZipEntryInfo => ({
      index: 0,
      path,
      isFolder: false,
      size: packedSize,
      packedSize,
      modified: null,
      method: 0,
      encrypted: false,
      crc32: 0,
      localHeaderOffset,
    })
    expect(overlapProblem([entry('a', 0, 10), entry('b', 120, 4)], 100, 200, 222)).toMatch(
      /the entry “b” starts inside the ZIP's directory/,
    )
    expect(overlapProblem([entry('a', 0, 10), entry('b', 50, 40)], 100, 200, 222)).toMatch(
      /the entry “b” overlaps the ZIP's directory/,
    )
    const ok = [entry('a', 0, 10), entry('b', 50, 20)]
    expect(overlapProblem(ok, 100, 200, 222)).toBeNull()
    expect(ok.map((e) => e.limit)).toEqual([50, 100])
  })

  it('a local header longer than the directory says: refused when it is extracted', async () => {
    // Python's archive with the first file's local extra-field length raised so its data would run into the next.
    const bytes = fixture('python.zip').slice()
    const l = await list(bytes)
    const stored = l.entries[1] as ZipEntryInfo
    expect(l.overlap).toBeNull()
    const view = new DataView(bytes.buffer)
    view.setUint16(stored.localHeaderOffset + 28, 40, true)
    await expect(text(bytes, stored)).rejects.toThrow('“folder/stored.txt” overlaps the next record of this ZIP')
  })

  it('checks 100,000 entries in linear time after one sort', () => {
    const entries: ZipEntryInfo[] = Array.from({ length: 100_000 }, (_, i) => ({
      index: i,
      path: `f${i}`,
      isFolder: false,
      size: 1,
      packedSize: 1,
      modified: null,
      method: 0,
      encrypted: false,
      crc32: 0,
      localHeaderOffset: (99_999 - i) * 40,
    }))
    const t0 = performance.now()
    expect(overlapProblem(entries, 4_000_000, 5_000_000, 5_000_022)).toBeNull()
    expect(performance.now() - t0).toBeLessThan(500)
  })
})
