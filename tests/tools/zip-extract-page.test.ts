import { describe, expect, it } from 'vitest'
import type { ZipEntryInfo } from '../../src/lib/zip/zip-extract'
import {
  countEntries,
  encryptedNote,
  filterEntries,
  formatDate,
  saveAllReport,
} from '../../src/tools/zip-extract/zip-extract'

const entry = (index: number, path: string, extra: Partial<ZipEntryInfo> = {}) =>
  ({ index, path, isFolder: path.endsWith('/'), encrypted: false, ...extra }) as ZipEntryInfo

describe('zip-extract page rules', () => {
  const entries = [
    entry(0, 'docs/'),
    entry(1, 'docs/ReadMe.txt'),
    entry(2, 'images/sample.png'),
    entry(3, 'secret.txt', { encrypted: true }),
  ]
  it('filters paths by text in any case, and an empty filter keeps all', () => {
    expect(filterEntries(entries, '  readme ').map((e) => e.index)).toEqual([1])
    expect(filterEntries(entries, 'DOCS').map((e) => e.index)).toEqual([0, 1])
    expect(filterEntries(entries, ' ')).toBe(entries)
  })
  it('counts files, folders and encrypted entries', () => {
    expect(countEntries(entries)).toEqual({ files: 3, folders: 1, encrypted: 1 })
    expect(countEntries([])).toEqual({ files: 0, folders: 0, encrypted: 0 })
  })
  it('writes dates in local time, and a dash for none', () => {
    expect(formatDate(new Date(2024, 2, 5, 14, 7).getTime())).toBe('2024-03-05 14:07')
    expect(formatDate(null)).toBe('—')
  })
  it('says how many entries are encrypted', () => {
    expect(encryptedNote(1)).toBe(
      '1 entry is encrypted (password-protected) and cannot be extracted here; the others can.',
    )
    expect(encryptedNote(3)).toMatch(/^3 entries are encrypted/)
  })
  it('reports Download all: saved, skipped, or nothing extractable', () => {
    expect(saveAllReport(3, 1)).toEqual({
      type: 'warning',
      title: 'Downloaded!',
      description: '3 files saved, 1 skipped (encrypted, unsupported or damaged)',
    })
    expect(saveAllReport(1, 0)).toEqual({ type: 'success', title: 'Downloaded!', description: '1 file saved' })
    expect(saveAllReport(0, 2)).toEqual({
      type: 'error',
      title: 'Cannot extract',
      description: 'No entry in this ZIP can be extracted here.',
    })
  })
})
