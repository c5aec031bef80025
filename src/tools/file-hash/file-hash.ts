// The rules of the file-checksum page that need no browser: which algorithms are offered, the `sha256sum`
// checksums-file format (written and read back, with GNU's escaping of awkward names), and checking an expected
// value or a pasted checksums file against every hashed file.
import {
  ALGORITHM_LABELS,
  HASH_ALGORITHMS,
  type HashAlgorithm,
  HEX_LENGTH,
  normalizeDigest,
} from '../../lib/hash-format'

/** The algorithms this page offers, in display order (SHA-384 is left to the text hashers). */
export const FILE_ALGORITHMS = ['md5', 'sha1', 'sha256', 'sha512', 'crc32'] as const satisfies readonly HashAlgorithm[]
export type FileAlgorithm = (typeof FILE_ALGORITHMS)[number]
export const DEFAULT_ALGORITHMS: readonly FileAlgorithm[] = ['md5', 'sha1', 'sha256']

/** Keeps the chosen algorithms in display order, without duplicates. */
export function orderAlgorithms(chosen: Iterable<FileAlgorithm>): FileAlgorithm[] {
  const set = new Set(chosen)
  return FILE_ALGORITHMS.filter((a) => set.has(a))
}

/** Conventional name of a checksums file: SHA256SUMS, MD5SUMS, CRC32SUMS … */
export function checksumsFileName(algorithm: HashAlgorithm): string {
  return `${ALGORITHM_LABELS[algorithm].replace('-', '')}SUMS`
}

/** GNU coreutils escaping: a name with a backslash, newline or carriage return gets a leading "\" on its line. */
function escapeName(name: string): { escaped: boolean; name: string } {
  if (!/[\\\n\r]/.test(name)) return { escaped: false, name }
  return {
    escaped: true,
    name: name.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r'),
  }
}

function unescapeName(name: string): string {
  return name.replace(/\\(\\|n|r)/g, (_, c: string) => (c === 'n' ? '\n' : c === 'r' ? '\r' : '\\'))
}

export interface HashedFile {
  name: string
  digests: Partial<Record<HashAlgorithm, string>>
}

/** One `<hex>  <name>` line per file that has this digest (the `sha256sum` text format), ending with a newline. */
export function checksumsText(files: readonly HashedFile[], algorithm: HashAlgorithm): string {
  const lines: string[] = []
  for (const f of files) {
    const hex = f.digests[algorithm]
    if (!hex) continue
    const { escaped, name } = escapeName(f.name)
    lines.push(`${escaped ? '\\' : ''}${hex.toLowerCase()}  ${name}`)
  }
  return lines.length ? `${lines.join('\n')}\n` : ''
}

export interface ChecksumLine {
  hex: string
  name: string
}

const LINE = /^(\\)?([0-9a-fA-F]+) [ *](.+)$/
const BSD_LINE = /^(MD5|SHA1|SHA256|SHA512|CRC32) ?\((.+)\) ?= ?([0-9a-fA-F]+)$/

/**
 * Lines of a pasted checksums file: GNU (`<hex>  <name>`, `<hex> *<name>`) and BSD (`SHA256 (name) = hex`) forms.
 * Blank lines and `#` comments are skipped; `null` when some other line is not a checksum line.
 */
export function parseChecksums(text: string): ChecksumLine[] | null {
  const out: ChecksumLine[] = []
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd()
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    const gnu = LINE.exec(line)
    if (gnu) {
      out.push({ hex: gnu[2].toLowerCase(), name: gnu[1] ? unescapeName(gnu[3]) : gnu[3] })
      continue
    }
    const bsd = BSD_LINE.exec(line.trim())
    if (bsd) {
      out.push({ hex: bsd[3].toLowerCase(), name: bsd[2] })
      continue
    }
    return null
  }
  return out.length ? out : null
}

/** Which algorithm a hex digest of this length belongs to (CRC32 is 8, MD5 32 …), among the given ones. */
export function algorithmForLength(length: number, among: readonly HashAlgorithm[] = HASH_ALGORITHMS) {
  return among.find((a) => HEX_LENGTH[a] === length) ?? null
}

export type FileCheck = 'ok' | 'failed' | 'missing' | 'unknown-length' | 'not-computed'

export type ExpectedResult =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  /** One value: every file and algorithm whose digest equals it. */
  | { kind: 'single'; hex: string; matches: { index: number; algorithm: HashAlgorithm }[] }
  /** A checksums file: one verdict per hashed file (by name), plus the listed names with no such file. */
  | { kind: 'list'; checks: FileCheck[]; unlisted: string[] }

/**
 * Checks the expected field against the hashed files. A single digest (hex, with spaces/colons/0x, or Base64, of
 * an MD5/SHA/CRC32 length) is looked up across every file and algorithm; several `<hex>  <name>` lines are matched to the files by name.
 */
export function checkExpected(input: string, files: readonly HashedFile[]): ExpectedResult {
  if (!input.trim()) return { kind: 'empty' }
  const list = parseChecksums(input)
  if (list) {
    const listedNames = new Set(files.map((f) => f.name))
    const checks = files.map((f): FileCheck => {
      const entries = list.filter((l) => l.name === f.name || l.name.replace(/^\.\//, '') === f.name)
      if (!entries.length) return 'missing'
      let verdict: FileCheck = 'unknown-length'
      for (const entry of entries) {
        const algorithm = algorithmForLength(entry.hex.length)
        if (!algorithm) continue
        const have = f.digests[algorithm]
        if (!have) {
          if (verdict === 'unknown-length') verdict = 'not-computed'
          continue
        }
        if (have !== entry.hex) return 'failed'
        verdict = 'ok'
      }
      return verdict
    })
    const unlisted = list.map((l) => l.name.replace(/^\.\//, '')).filter((n) => !listedNames.has(n))
    return { kind: 'list', checks, unlisted: [...new Set(unlisted)] }
  }
  const hex = normalizeDigest(input)
  // Words such as "not a hash" are valid Base64: only a digest of a known length counts.
  if (!hex || !algorithmForLength(hex.length)) return { kind: 'invalid' }
  const matches: { index: number; algorithm: HashAlgorithm }[] = []
  files.forEach((f, index) => {
    for (const algorithm of HASH_ALGORITHMS) if (f.digests[algorithm] === hex) matches.push({ index, algorithm })
  })
  return { kind: 'single', hex, matches }
}
