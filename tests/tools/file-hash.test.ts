import { describe, expect, it } from 'vitest'
import {
  algorithmForLength,
  checkExpected,
  checksumsFileName,
  checksumsText,
  orderAlgorithms,
  parseChecksums,
} from '../../src/tools/file-hash/file-hash'

const EMPTY_MD5 = 'd41d8cd98f00b204e9800998ecf8427e'
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
const ABC_CRC32 = '352441c2'

const files = [
  { name: 'empty.txt', digests: { md5: EMPTY_MD5, sha256: EMPTY_SHA256 } },
  { name: 'abc.txt', digests: { sha256: ABC_SHA256, crc32: ABC_CRC32 } },
]

describe('checksums file', () => {
  it('names files the conventional way', () => {
    expect(checksumsFileName('sha256')).toBe('SHA256SUMS')
    expect(checksumsFileName('sha1')).toBe('SHA1SUMS')
    expect(checksumsFileName('md5')).toBe('MD5SUMS')
    expect(checksumsFileName('crc32')).toBe('CRC32SUMS')
  })

  it('writes one "<hex>  <name>" line per file that has the digest', () => {
    expect(checksumsText(files, 'sha256')).toBe(`${EMPTY_SHA256}  empty.txt\n${ABC_SHA256}  abc.txt\n`)
    expect(checksumsText(files, 'md5')).toBe(`${EMPTY_MD5}  empty.txt\n`)
    expect(checksumsText(files, 'sha512')).toBe('')
  })

  it('escapes names with backslashes or newlines like GNU sha256sum, and keeps Unicode and spaces', () => {
    const text = checksumsText(
      [
        { name: 'a\\b\nc.txt', digests: { md5: EMPTY_MD5 } },
        { name: 'résumé final.pdf', digests: { md5: EMPTY_MD5 } },
      ],
      'md5',
    )
    expect(text).toBe(`\\${EMPTY_MD5}  a\\\\b\\nc.txt\n${EMPTY_MD5}  résumé final.pdf\n`)
    expect(parseChecksums(text)).toEqual([
      { hex: EMPTY_MD5, name: 'a\\b\nc.txt' },
      { hex: EMPTY_MD5, name: 'résumé final.pdf' },
    ])
  })

  it('reads GNU text, binary-mode and BSD lines, skipping blanks and comments', () => {
    const text = `# made by sha256sum\n${EMPTY_SHA256} *empty.txt\r\n\nSHA256 (abc.txt) = ${ABC_SHA256.toUpperCase()}\n`
    expect(parseChecksums(text)).toEqual([
      { hex: EMPTY_SHA256, name: 'empty.txt' },
      { hex: ABC_SHA256, name: 'abc.txt' },
    ])
  })

  it('rejects text that is not checksum lines', () => {
    expect(parseChecksums('')).toBeNull()
    expect(parseChecksums('hello world')).toBeNull()
    expect(parseChecksums(`${EMPTY_MD5}  ok.txt\nnot a line`)).toBeNull()
    expect(parseChecksums(EMPTY_MD5)).toBeNull()
  })
})

describe('orderAlgorithms and algorithmForLength', () => {
  it('keeps display order without duplicates', () => {
    expect(orderAlgorithms(['crc32', 'md5', 'sha256', 'md5'])).toEqual(['md5', 'sha256', 'crc32'])
    expect(orderAlgorithms([])).toEqual([])
  })
  it('knows digest lengths', () => {
    expect(algorithmForLength(8)).toBe('crc32')
    expect(algorithmForLength(32)).toBe('md5')
    expect(algorithmForLength(40)).toBe('sha1')
    expect(algorithmForLength(64)).toBe('sha256')
    expect(algorithmForLength(128)).toBe('sha512')
    expect(algorithmForLength(10)).toBeNull()
  })
})

describe('checkExpected', () => {
  it('is empty for blank input and invalid for junk', () => {
    expect(checkExpected('  ', files)).toEqual({ kind: 'empty' })
    expect(checkExpected('not a digest!', files)).toEqual({ kind: 'invalid' })
    expect(checkExpected('abc', files)).toEqual({ kind: 'invalid' })
    // Valid Base64 and hex, but of no digest length.
    expect(checkExpected('not a hash', files)).toEqual({ kind: 'invalid' })
    expect(checkExpected('abcdef', files)).toEqual({ kind: 'invalid' })
  })

  it('finds which file and algorithm match one value, in any case, spaced, 0x or Base64', () => {
    expect(checkExpected(ABC_SHA256.toUpperCase(), files)).toEqual({
      kind: 'single',
      hex: ABC_SHA256,
      matches: [{ index: 1, algorithm: 'sha256' }],
    })
    expect(checkExpected('0x352441C2', files)).toMatchObject({ matches: [{ index: 1, algorithm: 'crc32' }] })
    const spaced = EMPTY_MD5.match(/../g)?.join(':') ?? ''
    expect(checkExpected(spaced, files)).toMatchObject({ matches: [{ index: 0, algorithm: 'md5' }] })
    const b64 = Buffer.from(EMPTY_SHA256, 'hex').toString('base64')
    expect(checkExpected(b64, files)).toMatchObject({ matches: [{ index: 0, algorithm: 'sha256' }] })
  })

  it('lists every file holding the value', () => {
    const twins = [files[0], { name: 'copy.txt', digests: { md5: EMPTY_MD5 } }]
    expect(checkExpected(EMPTY_MD5, twins)).toMatchObject({
      matches: [
        { index: 0, algorithm: 'md5' },
        { index: 1, algorithm: 'md5' },
      ],
    })
  })

  it('reports no match', () => {
    expect(checkExpected('00'.repeat(32), files)).toEqual({ kind: 'single', hex: '00'.repeat(32), matches: [] })
  })

  it('checks a checksums file per file name', () => {
    const text = `${EMPTY_SHA256}  empty.txt\n${'0'.repeat(64)}  ./abc.txt\n${EMPTY_MD5}  gone.bin\n`
    expect(checkExpected(text, files)).toEqual({ kind: 'list', checks: ['ok', 'failed'], unlisted: ['gone.bin'] })
  })

  it('tells files missing from the list, and algorithms not computed', () => {
    const three = [...files, { name: 'other.txt', digests: { md5: EMPTY_MD5 } }]
    const text = `${EMPTY_SHA256}  empty.txt\n${'1'.repeat(40)}  abc.txt\n`
    expect(checkExpected(text, three)).toEqual({
      kind: 'list',
      checks: ['ok', 'not-computed', 'missing'],
      unlisted: [],
    })
  })

  it('a single GNU line is a list, not a digest', () => {
    expect(checkExpected(`${ABC_CRC32}  abc.txt`, files)).toEqual({
      kind: 'list',
      checks: ['missing', 'ok'],
      unlisted: [],
    })
  })
})
