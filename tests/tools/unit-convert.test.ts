import { describe, expect, it } from 'vitest'
import { cleanDecimal } from '../../src/lib/math/number-text'
import { formatRational, magnitude, parseFactor, parseRational, rat } from '../../src/lib/math/rational'
import { CATEGORIES, convertAll, findCategory } from '../../src/tools/unit-convert/unit-convert'

const convert = (cat: string, from: string, value: string, precision = 6, group = false) => {
  const r = convertAll(findCategory(cat), from, value, { precision, group })
  if (!r.ok) throw new Error(r.error)
  return Object.fromEntries(r.rows.map((row) => [row.unit.id, row.text]))
}

describe('rational', () => {
  it('parses decimals and exponents exactly', () => {
    expect(parseRational('0.0254')).toEqual(rat(127n, 5000n))
    expect(parseRational('-1.5e3')).toEqual(rat(-1500n))
    expect(parseRational('2.5E-3')).toEqual(rat(1n, 400n))
    expect(parseRational('.5')).toEqual(rat(1n, 2n))
    expect(() => parseRational('abc')).toThrow()
  })
  it('parses factor expressions', () => {
    expect(parseFactor('0.3048^2*43560')).toEqual(parseRational('4046.8564224'))
    expect(parseFactor('1000/3600')).toEqual(rat(5n, 18n))
  })
  it('finds the magnitude', () => {
    expect(magnitude(parseRational('0.0254'))).toBe(-2)
    expect(magnitude(parseRational('1609.344'))).toBe(3)
    expect(magnitude(parseRational('1'))).toBe(0)
    expect(magnitude(parseRational('0.999'))).toBe(-1)
    expect(magnitude(parseRational('-100'))).toBe(2)
  })
  it('formats with places above 1 and significant digits below', () => {
    expect(formatRational(rat(2n, 3n), { precision: 4 })).toBe('0.6667')
    expect(formatRational(rat(200n, 3n), { precision: 2 })).toBe('66.67')
    expect(formatRational(parseRational('0.000000621371192'), { precision: 6 })).toBe('0.000000621371')
    expect(formatRational(parseRational('1234567.5'), { precision: 0 })).toBe('1,234,568')
    expect(formatRational(parseRational('-0.0000001'), { precision: 0 })).toBe('-0.0000001')
    expect(formatRational(parseRational('-0.00000000000000001'), { precision: 3 })).toBe('-1e-17')
    expect(formatRational(parseRational('8e40'), { precision: 3 })).toBe('8e+40')
    expect(formatRational(rat(0n), { precision: 3 })).toBe('0')
    expect(formatRational(parseRational('-0.4'), { precision: 0 })).toBe('-0.4')
  })
})

describe('convertAll', () => {
  it('uses exact length definitions', () => {
    const r = convert('length', 'mi', '1')
    expect(r.m).toBe('1609.344')
    expect(r.ft).toBe('5280')
    expect(r.in).toBe('63360')
    expect(r.km).toBe('1.609344')
    expect(convert('length', 'in', '1').cm).toBe('2.54')
    expect(convert('length', 'in', '1').km).toBe('0.0000254')
  })
  it('avoids float noise that naive maths shows', () => {
    // 0.1 ft + naive float: 0.1 * 0.3048 = 0.030480000000000004
    expect(convert('length', 'ft', '0.1', 20).m).toBe('0.03048')
    expect(convert('mass', 'lb', '1', 20).kg).toBe('0.45359237')
  })
  it('converts mass exactly', () => {
    const r = convert('mass', 'kg', '1', 6)
    expect(r.lb).toBe('2.204623')
    expect(r.oz).toBe('35.273962')
    expect(convert('mass', 'st', '1').lb).toBe('14')
  })
  it('converts temperatures with offsets', () => {
    expect(convert('temperature', 'c', '100')).toMatchObject({ f: '212', k: '373.15', r: '671.67' })
    expect(convert('temperature', 'f', '-40').c).toBe('-40')
    expect(convert('temperature', 'f', '98.6').c).toBe('37')
    expect(convert('temperature', 'k', '0').c).toBe('-273.15')
    expect(convert('temperature', 'c', '-0').c).toBe('0')
  })
  it('refuses temperatures below absolute zero', () => {
    expect(convertAll(findCategory('temperature'), 'c', '-300', { precision: 2 })).toEqual({
      ok: false,
      error: 'That is below absolute zero (0 K = −273.15 °C = −459.67 °F).',
    })
    expect(convertAll(findCategory('temperature'), 'k', '-1', { precision: 2 }).ok).toBe(false)
  })
  it('keeps SI and IEC data units apart', () => {
    const r = convert('data', 'GiB', '1')
    expect(r.B).toBe('1073741824')
    expect(r.MB).toBe('1073.741824')
    expect(r.MiB).toBe('1024')
    expect(convert('data', 'kB', '1').B).toBe('1000')
    expect(convert('data', 'B', '1').bit).toBe('8')
    expect(convert('data', 'PiB', '1', 0, true).bit).toBe('9,007,199,254,740,992')
  })
  it('converts volume, area, speed, pressure, energy and power by their definitions', () => {
    expect(convert('volume', 'gal', '1').l).toBe('3.785412')
    expect(convert('volume', 'gal', '1', 12).l).toBe('3.785411784')
    expect(convert('volume', 'cup', '1').floz).toBe('8')
    expect(convert('volume', 'gal-imp', '1').l).toBe('4.54609')
    expect(convert('area', 'ac', '1', 10).m2).toBe('4046.8564224')
    expect(convert('area', 'ha', '1').m2).toBe('10000')
    expect(convert('speed', 'kn', '1').kmh).toBe('1.852')
    expect(convert('speed', 'mph', '60', 6).kmh).toBe('96.56064')
    expect(convert('pressure', 'atm', '1').torr).toBe('760')
    expect(convert('pressure', 'psi', '1', 3).kpa).toBe('6.895')
    expect(convert('energy', 'kcal', '1').kj).toBe('4.184')
    expect(convert('energy', 'kwh', '1').mj).toBe('3.6')
    expect(convert('power', 'hp', '1', 4).w).toBe('745.6999')
    expect(convert('time', 'd', '1').s).toBe('86400')
    expect(convert('angle', 'turn', '1', 10).rad).toBe('6.2831853072')
    expect(convert('frequency', 'rpm', '60').hz).toBe('1')
  })
  it('converts fuel economy through its inverse', () => {
    const r = convert('fuel', 'l100km', '5', 2)
    expect(r.kml).toBe('20')
    expect(r.mpg).toBe('47.04')
    expect(r['mpg-imp']).toBe('56.5')
    expect(convert('fuel', 'mpg', '30', 2).l100km).toBe('7.84')
    expect(convertAll(findCategory('fuel'), 'kml', '0', { precision: 2 })).toMatchObject({ ok: false })
    expect(convertAll(findCategory('fuel'), 'kml', '-3', { precision: 2 })).toEqual({
      ok: false,
      error: 'Fuel economy must be more than 0.',
    })
  })
  it('handles huge and tiny inputs', () => {
    expect(convert('length', 'km', '1e300', 2).m).toBe('1e+303')
    expect(convert('length', 'nm', '1', 3).mi).toBe('6.21e-13')
  })
  it('every category has unique unit ids and a valid default unit', () => {
    for (const cat of CATEGORIES) {
      const ids = cat.units.map((u) => u.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).toContain(cat.defaultFrom)
      expect(convertAll(cat, cat.defaultFrom, '1', { precision: 4 }).ok).toBe(true)
    }
  })
})

describe('the input pipeline (cleanDecimal → convertAll)', () => {
  const run = (raw: string) => {
    const clean = cleanDecimal(raw)
    if (!clean.ok) return clean
    return convertAll(findCategory('length'), 'cm', clean.text, { precision: 6 })
  }
  it('is silent when empty and clear when not a number', () => {
    expect(run('')).toEqual({ ok: false, error: '' })
    expect(run('ten')).toEqual({ ok: false, error: '“ten” is not a number.' })
    expect(run('1e999')).toMatchObject({ ok: false, error: expect.stringContaining('too large') })
  })
  it('reads negative zero as 0 and keeps decimals exact', () => {
    const zero = run('-0')
    expect(zero.ok && zero.rows.every((r) => r.text === '0')).toBe(true)
    const r = run('0.1')
    expect(r.ok && r.rows.find((x) => x.unit.id === 'm')?.text).toBe('0.001')
    const sum = run(String(0.1 + 0.2))
    // The float sum typed back in is 0.30000000000000004 cm: shown rounded, not as noise.
    expect(sum.ok && sum.rows.find((x) => x.unit.id === 'cm')?.text).toBe('0.3')
  })
})
