// The limits line each tool states on its page (tool-facts.ts) names the numbers its code checks: the constants
// where they are exported, the behaviour where they are not. A changed limit fails here until the line follows it.
import { describe, expect, it } from 'vitest'
import { factsOf } from '../../src/catalogue/tool-facts'
import { MAX_GEO_BYTES } from '../../src/jobs/geo'
import { formatBytes } from '../../src/lib/bytes'
import {
  MAX_PLOT_CHARS,
  PIE_LIMIT,
  MAX_FIELDS as PLOT_MAX_FIELDS,
  MAX_POINTS as PLOT_MAX_POINTS,
  MAX_VALUES as PLOT_MAX_VALUES,
  SUMMARY_LIMIT,
} from '../../src/lib/chart/json-chart'
import { MAX_SHOWN_FIELDS } from '../../src/lib/image/exif'
import { MAX_HEADER_SIDE, MAX_PIXELS } from '../../src/lib/image/image-header'
import { MAX_DIFF_DEPTH } from '../../src/lib/json/json-diff'
import { MAX_FORMATTED_CHARS } from '../../src/lib/json/json-format'
import { MAX_DIGITS as PRIME_MAX_DIGITS } from '../../src/lib/math/prime'
import {
  decodedBytes,
  MAX_AUDIO_FILE_BYTES,
  MAX_DECODED_BYTES,
  MAX_PAGE_DECODED_BYTES,
  MAX_UNPROBED_BYTES,
} from '../../src/lib/media/audio-convert'
import { MAX_TRIM_OUTPUT_BYTES, REENCODE_BITS_PER_PIXEL } from '../../src/lib/media/video-trim'
import { MAX_ANALYSED } from '../../src/lib/password/strength'
import { OBJECT_STREAMS_LIMIT } from '../../src/lib/pdf/pdf-scan'
import { MAX_TEXT_PAGES, MAX_TEXT_CHARS as PDF_TEXT_MAX_CHARS } from '../../src/lib/pdf/text-to-pdf'
import { MAX_MATCHES } from '../../src/lib/regex'
import { MAX_SVG_DEPTH } from '../../src/lib/svg/svg-minify'
import { LIMITS as ZIP_LIMITS } from '../../src/lib/zip/zip-extract'
import { validateBarcode } from '../../src/tools/barcode-generator/barcode-generator'
import { MAX_DIGITS as BASE_N_MAX_DIGITS } from '../../src/tools/base-n/base-n'
import { TEXT_MAX_CHARS as B64_TEXT_MAX, maxFileBytes } from '../../src/tools/base64-encode/base64-limits'
import { shown } from '../../src/tools/base64-encode/preview'
import { MAX_PASSWORD_BYTES } from '../../src/tools/bcrypt-hash/bcrypt-hash'
import { MAX_DIFF_CHARS, MAX_DIFF_LINES, MAX_SHOWN_CHARS, WORD_DIFF_MAX } from '../../src/tools/diff-viewer/diff-viewer'
import { EMAIL_MAX_CHARS } from '../../src/tools/email-validator/email-validator'
import { MAX_FILE_BYTES } from '../../src/tools/excel-to-json/excel-to-json'
import { MAX_IMAGE_BYTES } from '../../src/tools/favicon-generator/favicon-generator'
import { MAX_DRAFT_CHARS } from '../../src/tools/html-preview/draft'
import { LOOP_LIMIT_MS, MAX_CONSOLE_ENTRIES, MAX_ENTRY_TEXT } from '../../src/tools/html-preview/html-preview'
import { MAX_ICON_BYTES, MAX_ICONS, MAX_TOTAL_BYTES } from '../../src/tools/icon-spriter/icon-spriter'
import { PAYLOAD_MAX_CHARS } from '../../src/tools/jwt-generator/jwt-generator'
import { MAX_SIZE as MATRIX_MAX_SIZE } from '../../src/tools/matrix-math/matrix-math'
import { MAX_BYTES as QR_MAX_BYTES } from '../../src/tools/qr-generator/qr-generator'
import { MAX_FIELD, MAX_TEXT } from '../../src/tools/quote-generator/quote-generator'
import { DEFAULT_TIME_LIMIT_MS, MAX_TIME_LIMIT_MS, MIN_TIME_LIMIT_MS } from '../../src/tools/regex-tester/regex-tester'
import { PARAMS_MAX, URL_MAX_CHARS } from '../../src/tools/url-encode/url-encode'
import { MAX_UA_LENGTH } from '../../src/tools/user-agent/user-agent'
import { CHECK_MAX_CHARS, CHECK_MAX_LINES, checkPastedUuids } from '../../src/tools/uuid-generator/uuid-check'
import { MAX_NAMES } from '../../src/tools/uuid-namespace/uuid-namespace'
import { HOLIDAYS_MAX_CHARS, HOLIDAYS_MAX_LINES, MAX_ADD } from '../../src/tools/working-days/working-days'
import { MAX_COLLECTION_DEPTH } from '../../workers/geo/geo-doc'
import { MAX_SHEET_CELLS } from '../../workers/sheet/sheet-json'

const stated = (slug: string) => factsOf(slug).limits ?? ''
const n = (x: number) => x.toLocaleString('en-US')
const mp = (pixels: number) => `${pixels / 1e6} MP`

describe('stated limits follow the code', () => {
  it('image tools: the header pixel limit and the side limit', () => {
    for (const slug of ['image-crop', 'image-to-pdf', 'exif-viewer', 'favicon-generator']) {
      expect(stated(slug), slug).toContain(mp(MAX_PIXELS))
      expect(stated(slug), slug).toContain(`${n(MAX_HEADER_SIDE)} px a side`)
    }
    expect(stated('favicon-generator')).toContain(formatBytes(MAX_IMAGE_BYTES))
  })

  it('PDF tools: the object-stream (decompression bomb) limit', () => {
    for (const slug of ['merge-pdf', 'split-pdf']) expect(stated(slug)).toContain(formatBytes(OBJECT_STREAMS_LIMIT))
  })

  it('files and pastes by size', () => {
    expect(stated('excel-to-json')).toContain(formatBytes(MAX_FILE_BYTES))
    expect(stated('geojson-viewer')).toContain(formatBytes(MAX_GEO_BYTES))
    expect(stated('zip-extract')).toContain(`${n(ZIP_LIMITS.maxRatio)}:1 compression for a file of 1 MB or more`)
    expect(ZIP_LIMITS.ratioMinBytes).toBe(2 ** 20)
  })

  it('media tools: audio-convert decodes within its limits, video-trim writes within its limit', () => {
    const audio = stated('audio-convert')
    expect(audio).toContain(`files up to ${formatBytes(MAX_AUDIO_FILE_BYTES)}`)
    expect(audio).toContain(`up to ${formatBytes(MAX_DECODED_BYTES)} of samples`)
    expect(audio).toContain(`about ${Math.floor(MAX_DECODED_BYTES / decodedBytes(60, 44100, 2))} minutes of 44.1 kHz`)
    expect(audio).toContain(`up to ${formatBytes(MAX_UNPROBED_BYTES)}`)
    expect(audio).toContain(`up to ${formatBytes(MAX_PAGE_DECODED_BYTES)} of samples`)
    const trim = stated('video-trim')
    expect(trim).toContain(`up to ${formatBytes(MAX_TRIM_OUTPUT_BYTES)} (built in memory)`)
    expect(trim).toContain(`${REENCODE_BITS_PER_PIXEL} bit a pixel a frame`)
  })

  it('text and number inputs', () => {
    expect(stated('base-n')).toContain(`${n(BASE_N_MAX_DIGITS)} digits`)
    expect(stated('prime-checker')).toContain(`${n(PRIME_MAX_DIGITS)} digits`)
    expect(stated('user-agent')).toContain(`first ${n(MAX_UA_LENGTH)} characters`)
    expect(stated('uuid-namespace')).toContain(`${n(MAX_NAMES)} names`)
    expect(stated('matrix-math')).toContain(`${MATRIX_MAX_SIZE} × ${MATRIX_MAX_SIZE}`)
    expect(stated('password-strength')).toContain(`first ${n(MAX_ANALYSED)} characters`)
    expect(stated('bcrypt-hash')).toContain(`first ${MAX_PASSWORD_BYTES} bytes`)
    expect(stated('quote-generator')).toContain(`${n(MAX_TEXT)} characters, author and work up to ${MAX_FIELD}`)
    expect(stated('working-days')).toContain(`${n(MAX_ADD)} working days`)
    const qr = stated('qr-generator')
    expect(qr).toContain(
      `${n(QR_MAX_BYTES.L)} bytes at error correction L, ${n(QR_MAX_BYTES.M)} at M, ${n(QR_MAX_BYTES.Q)} at Q, ${n(QR_MAX_BYTES.H)} at H`,
    )
  })

  it('regex-tester: the match cap and the time limit range', () => {
    const s = stated('regex-tester')
    expect(s).toContain(`first ${n(MAX_MATCHES)} matches`)
    expect(s).toContain(
      `${DEFAULT_TIME_LIMIT_MS / 1000} s by default, ${MIN_TIME_LIMIT_MS} ms to ${MAX_TIME_LIMIT_MS / 1000} s`,
    )
  })

  it('html-preview: the loop guard and the console caps', () => {
    const s = stated('html-preview')
    expect(s).toContain(`over ${LOOP_LIMIT_MS / 1000} second`)
    expect(s).toContain(`last ${n(MAX_CONSOLE_ENTRIES)} entries, ${n(MAX_ENTRY_TEXT)} characters each`)
    expect(s).toContain(`drafts kept in this browser up to ${n(MAX_DRAFT_CHARS)} characters`)
  })

  it('what is shown, not refused', () => {
    expect(stated('diff-viewer')).toContain(`${n(MAX_SHOWN_CHARS)} characters`)
    expect(stated('diff-viewer')).toContain(`over ${n(WORD_DIFF_MAX)} characters`)
    expect(stated('json-plot')).toContain(`${n(PIE_LIMIT)} slices`)
    expect(stated('json-plot')).toContain(`first ${n(SUMMARY_LIMIT)} values`)
    // base64-encode's preview cap is not exported: its behaviour is.
    expect(shown('a'.repeat(20_000))).toHaveLength(20_000)
    expect(shown('a'.repeat(20_001))).toBe(`${'a'.repeat(20_000)}…`)
    expect(stated('base64-encode')).toContain('first 20,000 characters')
  })

  it('uuid-generator checks the first 1,000 pasted UUIDs', () => {
    const lines = Array.from({ length: 1_001 }, () => '123e4567-e89b-12d3-a456-426614174000').join('\n')
    expect(checkPastedUuids(lines).results).toHaveLength(1_000)
    expect(checkPastedUuids(lines).total).toBe(1_001)
    expect(stated('uuid-generator')).toContain('first 1,000 pasted UUIDs')
  })

  it('barcode-generator: the 1D character and 2D byte limits', () => {
    for (const id of ['code128', 'code39'] as const) {
      expect(validateBarcode(id, 'A'.repeat(80)).ok, id).toBe(true)
      expect(validateBarcode(id, 'A'.repeat(81)).ok, id).toBe(false)
    }
    expect(validateBarcode('datamatrix', 'a'.repeat(1_556)).ok).toBe(true)
    expect(validateBarcode('datamatrix', 'a'.repeat(1_557)).ok).toBe(false)
    expect(validateBarcode('pdf417', 'a'.repeat(1_850)).ok).toBe(true)
    expect(validateBarcode('pdf417', 'a'.repeat(1_851)).ok).toBe(false)
    const s = stated('barcode-generator')
    expect(s).toContain('up to 80 characters')
    expect(s).toContain('Data Matrix up to 1,556 bytes, PDF417 up to 1,850')
  })

  it('the limits added with the hostile-data sweep (issue 35) name their constants', () => {
    const cases: [string, string][] = [
      ['excel-to-json', `${n(MAX_SHEET_CELLS)} cells a sheet`],
      ['exif-viewer', `first ${n(MAX_SHOWN_FIELDS)} metadata fields`],
      ['json-diff', `${n(MAX_DIFF_DEPTH)} levels of nesting`],
      ['json-pretty', `${n(MAX_FORMATTED_CHARS)} characters`],
      ['svg-minify', `${n(MAX_SVG_DEPTH)} levels`],
      ['geojson-viewer', `up to ${n(MAX_COLLECTION_DEPTH)} levels`],
      ['email-validator', `${n(EMAIL_MAX_CHARS)} characters`],
      ['jwt-generator', `${n(PAYLOAD_MAX_CHARS)} characters`],
      ['url-encode', `${n(URL_MAX_CHARS)} characters`],
      ['url-encode', `first ${n(PARAMS_MAX)} query pairs`],
      ['uuid-generator', `${n(CHECK_MAX_CHARS)} characters`],
      ['uuid-generator', `first ${n(CHECK_MAX_LINES)} pasted`],
      ['working-days', `${n(HOLIDAYS_MAX_CHARS)} characters and ${n(HOLIDAYS_MAX_LINES)} lines`],
      ['base64-encode', `${n(B64_TEXT_MAX)} characters`],
      ['text-to-pdf', `texts up to ${n(PDF_TEXT_MAX_CHARS)} characters and ${n(MAX_TEXT_PAGES)} pages`],
      ['diff-viewer', `each side up to ${n(MAX_DIFF_CHARS)} characters and ${n(MAX_DIFF_LINES)} lines`],
      [
        'json-plot',
        `JSON up to ${n(MAX_PLOT_CHARS)} characters, ${n(PLOT_MAX_POINTS)} points, ${n(PLOT_MAX_FIELDS)} fields and ${n(PLOT_MAX_VALUES)} values`,
      ],
      [
        'icon-spriter',
        `up to ${n(MAX_ICONS)} icons a sprite, ${formatBytes(MAX_ICON_BYTES)} each, ${formatBytes(MAX_TOTAL_BYTES)} in all`,
      ],
    ]
    for (const [slug, text] of cases) expect(stated(slug), slug).toContain(text)
    // 384 MB: the largest file whose Base64 (as a data URL) a browser string still holds.
    expect(Math.floor(maxFileBytes(true, 'application/octet-stream') / 2 ** 20)).toBe(383)
    expect(stated('base64-encode')).toContain('384 MB')
  })
})
