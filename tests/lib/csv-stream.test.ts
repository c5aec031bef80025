// Reading a CSV a part at a time gives the same records as parsing it whole, whatever the part boundaries.
import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../src/lib/csv/csv'
import { CSV_STREAM_LIMITS, type CsvRecords, streamCsv } from '../../src/lib/csv/csv-stream'
import { CsvJsonWriter, convertCsv, DEFAULT_OPTIONS } from '../../src/lib/csv/csv-to-json'

async function gather(input: Blob | string, part?: number) {
  const all: CsvRecords = { rows: [], lines: [], problems: [] }
  const delimiter = await streamCsv(
    input,
    'auto',
    (r) => {
      all.rows.push(...r.rows)
      all.lines.push(...r.lines)
      all.problems.push(...r.problems)
    },
    { partChars: part },
  )
  return { ...all, delimiter }
}

const TEXT = '\uFEFFa;b;c\r\n1;"x\r\ny";3\r\n\r\n4;"q""q";6\n7;8;9\r10;11;"12"\n"open;z'

describe('streamCsv', () => {
  it('matches a whole parse for every part size (CRLF, quoted line breaks, an unclosed quote)', async () => {
    const whole = parseCsv(TEXT, ';')
    for (const part of [1, 2, 3, 5, 7, 16, 1000]) {
      const got = await gather(new Blob([TEXT]), part)
      expect(got.delimiter).toBe(';')
      expect(got.rows).toEqual(whole.rows)
      expect(got.lines).toEqual(whole.lines)
      expect(got.problems.map((p) => p.message)).toEqual(whole.problems.map((p) => p.message))
    }
  })

  it('keeps 1,000 rows before megabytes of blank padding', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => `${i},r${i}`).join('\n')
    const pad = new Blob(['\n'.repeat(1024 * 1024)])
    const got = await gather(new Blob([`id,name\n${rows}\n`, pad, pad, pad]), 256 * 1024)
    expect(got.rows).toHaveLength(1001)
    expect(got.rows[1000]).toEqual(['999', 'r999'])
  })

  it('refuses a record longer than the limit, naming it', async () => {
    expect(CSV_STREAM_LIMITS.recordChars).toBeGreaterThan(40 * 1024 * 1024)
    await expect(
      streamCsv(new Blob(['a,b\n', 'x'.repeat(5000)]), ',', () => {}, { partChars: 100, recordChars: 1000 }),
    ).rejects.toThrow('Line 2 runs for more than 1,000 characters without ending: one record can hold up to 1,000.')
    await expect(
      streamCsv(new Blob(['a,b\n', 'x'.repeat(900), '\n']), ',', () => {}, { partChars: 100, recordChars: 1000 }),
    ).resolves.toBe(',')
  })
})

describe('CsvJsonWriter', () => {
  it('writes in parts exactly what JSON.stringify writes whole', () => {
    const csv = 'id,name,x\n1,Ada\n2,Grace,true,extra\n3,"A, B",\n'
    for (const indent of [0, 2, 4] as const) {
      const options = { ...DEFAULT_OPTIONS, indent }
      const { rows, lines } = parseCsv(csv, ',')
      const w = new CsvJsonWriter(options)
      let json = ''
      for (let r = 0; r < rows.length; r++) json += w.write([rows[r] as string[]], [lines[r] as number])
      const { tail, records, columns } = w.finish(',')
      json += tail
      const whole = convertCsv(csv, options)
      expect(json).toBe(whole.json)
      expect(records).toBe(3)
      expect(columns).toEqual(whole.columns)
      expect(JSON.parse(json)[1]).toEqual({ id: 2, name: 'Grace', x: true, column_4: 'extra' })
    }
    expect(convertCsv('', DEFAULT_OPTIONS).json).toBe('[]')
  })
})
