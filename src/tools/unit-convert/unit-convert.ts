// Unit definitions and exact conversion for the unit-convert tool. Every factor is an exact definition (1 in =
// 0.0254 m, 1 lb = 0.45359237 kg, 1 US gal = 231 in³ …) evaluated as a fraction, so 1 mi is exactly 1,609.344 m.
import {
  add,
  compare,
  div,
  formatRational,
  isZero,
  mul,
  parseFactor,
  parseRational,
  type Rational,
  rat,
  sub,
} from '../../lib/math/rational'

export interface UnitDef {
  id: string
  name: string
  symbol: string
  /** How many base units one of this unit is (an exact expression), for linear units. */
  factor?: string
  /** For non-linear units (temperature offsets, inverse fuel economy): to and from the base unit. */
  toBase?: (v: Rational) => Rational
  fromBase?: (v: Rational) => Rational
}

export interface Category {
  id: string
  name: string
  units: readonly UnitDef[]
  defaultFrom: string
  note?: string
}

const f = parseFactor
const LB = '0.45359237'
const G0 = '9.80665'
const GAL_US = '0.0254^3*231'
const GAL_IMP = '0.00454609'
const BTU = '1055.05585262'
const FT_LBF = `0.3048*${LB}*${G0}`
const PI = '3.14159265358979323846264338327950288419716939937510'

const c = (v: string) => parseRational(v)

export const CATEGORIES: readonly Category[] = [
  {
    id: 'length',
    name: 'Length',
    defaultFrom: 'm',
    units: [
      { id: 'nm', name: 'Nanometre', symbol: 'nm', factor: '1e-9' },
      { id: 'um', name: 'Micrometre', symbol: 'µm', factor: '1e-6' },
      { id: 'mm', name: 'Millimetre', symbol: 'mm', factor: '0.001' },
      { id: 'cm', name: 'Centimetre', symbol: 'cm', factor: '0.01' },
      { id: 'm', name: 'Metre', symbol: 'm', factor: '1' },
      { id: 'km', name: 'Kilometre', symbol: 'km', factor: '1000' },
      { id: 'in', name: 'Inch', symbol: 'in', factor: '0.0254' },
      { id: 'ft', name: 'Foot', symbol: 'ft', factor: '0.3048' },
      { id: 'yd', name: 'Yard', symbol: 'yd', factor: '0.9144' },
      { id: 'mi', name: 'Mile', symbol: 'mi', factor: '1609.344' },
      { id: 'nmi', name: 'Nautical mile', symbol: 'nmi', factor: '1852' },
    ],
  },
  {
    id: 'mass',
    name: 'Mass',
    defaultFrom: 'kg',
    units: [
      { id: 'ug', name: 'Microgram', symbol: 'µg', factor: '1e-9' },
      { id: 'mg', name: 'Milligram', symbol: 'mg', factor: '1e-6' },
      { id: 'g', name: 'Gram', symbol: 'g', factor: '0.001' },
      { id: 'kg', name: 'Kilogram', symbol: 'kg', factor: '1' },
      { id: 't', name: 'Tonne', symbol: 't', factor: '1000' },
      { id: 'gr', name: 'Grain', symbol: 'gr', factor: `${LB}/7000` },
      { id: 'ct', name: 'Carat', symbol: 'ct', factor: '0.0002' },
      { id: 'oz', name: 'Ounce', symbol: 'oz', factor: `${LB}/16` },
      { id: 'lb', name: 'Pound', symbol: 'lb', factor: LB },
      { id: 'st', name: 'Stone', symbol: 'st', factor: `${LB}*14` },
      { id: 'ton-us', name: 'Short ton (US)', symbol: 'ton', factor: `${LB}*2000` },
      { id: 'ton-uk', name: 'Long ton (UK)', symbol: 'LT', factor: `${LB}*2240` },
    ],
  },
  {
    id: 'temperature',
    name: 'Temperature',
    defaultFrom: 'c',
    note: 'Temperatures convert with offsets, not just factors; nothing is colder than absolute zero (0 K).',
    units: [
      {
        id: 'c',
        name: 'Celsius',
        symbol: '°C',
        toBase: (v) => add(v, c('273.15')),
        fromBase: (k) => sub(k, c('273.15')),
      },
      {
        id: 'f',
        name: 'Fahrenheit',
        symbol: '°F',
        toBase: (v) => mul(add(v, c('459.67')), rat(5n, 9n)),
        fromBase: (k) => sub(mul(k, rat(9n, 5n)), c('459.67')),
      },
      { id: 'k', name: 'Kelvin', symbol: 'K', factor: '1' },
      { id: 'r', name: 'Rankine', symbol: '°R', factor: '5/9' },
    ],
  },
  {
    id: 'volume',
    name: 'Volume',
    defaultFrom: 'l',
    units: [
      { id: 'ml', name: 'Millilitre', symbol: 'mL', factor: '1e-6' },
      { id: 'cl', name: 'Centilitre', symbol: 'cL', factor: '1e-5' },
      { id: 'l', name: 'Litre', symbol: 'L', factor: '0.001' },
      { id: 'm3', name: 'Cubic metre', symbol: 'm³', factor: '1' },
      { id: 'in3', name: 'Cubic inch', symbol: 'in³', factor: '0.0254^3' },
      { id: 'ft3', name: 'Cubic foot', symbol: 'ft³', factor: '0.3048^3' },
      { id: 'tsp', name: 'Teaspoon (US)', symbol: 'tsp', factor: `${GAL_US}/768` },
      { id: 'tbsp', name: 'Tablespoon (US)', symbol: 'tbsp', factor: `${GAL_US}/256` },
      { id: 'floz', name: 'Fluid ounce (US)', symbol: 'fl oz', factor: `${GAL_US}/128` },
      { id: 'cup', name: 'Cup (US)', symbol: 'cup', factor: `${GAL_US}/16` },
      { id: 'pt', name: 'Pint (US)', symbol: 'pt', factor: `${GAL_US}/8` },
      { id: 'qt', name: 'Quart (US)', symbol: 'qt', factor: `${GAL_US}/4` },
      { id: 'gal', name: 'Gallon (US)', symbol: 'gal', factor: GAL_US },
      { id: 'floz-imp', name: 'Fluid ounce (imperial)', symbol: 'fl oz (imp)', factor: `${GAL_IMP}/160` },
      { id: 'pt-imp', name: 'Pint (imperial)', symbol: 'pt (imp)', factor: `${GAL_IMP}/8` },
      { id: 'gal-imp', name: 'Gallon (imperial)', symbol: 'gal (imp)', factor: GAL_IMP },
    ],
  },
  {
    id: 'area',
    name: 'Area',
    defaultFrom: 'm2',
    units: [
      { id: 'mm2', name: 'Square millimetre', symbol: 'mm²', factor: '1e-6' },
      { id: 'cm2', name: 'Square centimetre', symbol: 'cm²', factor: '1e-4' },
      { id: 'm2', name: 'Square metre', symbol: 'm²', factor: '1' },
      { id: 'ha', name: 'Hectare', symbol: 'ha', factor: '10000' },
      { id: 'km2', name: 'Square kilometre', symbol: 'km²', factor: '1e6' },
      { id: 'in2', name: 'Square inch', symbol: 'in²', factor: '0.0254^2' },
      { id: 'ft2', name: 'Square foot', symbol: 'ft²', factor: '0.3048^2' },
      { id: 'yd2', name: 'Square yard', symbol: 'yd²', factor: '0.9144^2' },
      { id: 'ac', name: 'Acre', symbol: 'ac', factor: '0.3048^2*43560' },
      { id: 'mi2', name: 'Square mile', symbol: 'mi²', factor: '1609.344^2' },
    ],
  },
  {
    id: 'speed',
    name: 'Speed',
    defaultFrom: 'kmh',
    units: [
      { id: 'ms', name: 'Metre per second', symbol: 'm/s', factor: '1' },
      { id: 'kmh', name: 'Kilometre per hour', symbol: 'km/h', factor: '1000/3600' },
      { id: 'mph', name: 'Mile per hour', symbol: 'mph', factor: '1609.344/3600' },
      { id: 'kn', name: 'Knot', symbol: 'kn', factor: '1852/3600' },
      { id: 'fts', name: 'Foot per second', symbol: 'ft/s', factor: '0.3048' },
    ],
  },
  {
    id: 'time',
    name: 'Time',
    defaultFrom: 'h',
    note: 'A month is an average Gregorian month (30.436875 days) and a year 365.2425 days.',
    units: [
      { id: 'ns', name: 'Nanosecond', symbol: 'ns', factor: '1e-9' },
      { id: 'us', name: 'Microsecond', symbol: 'µs', factor: '1e-6' },
      { id: 'ms', name: 'Millisecond', symbol: 'ms', factor: '0.001' },
      { id: 's', name: 'Second', symbol: 's', factor: '1' },
      { id: 'min', name: 'Minute', symbol: 'min', factor: '60' },
      { id: 'h', name: 'Hour', symbol: 'h', factor: '3600' },
      { id: 'd', name: 'Day', symbol: 'd', factor: '86400' },
      { id: 'wk', name: 'Week', symbol: 'wk', factor: '604800' },
      { id: 'mo', name: 'Month (average)', symbol: 'mo', factor: '86400*30.436875' },
      { id: 'yr', name: 'Year (Gregorian)', symbol: 'yr', factor: '86400*365.2425' },
    ],
  },
  {
    id: 'data',
    name: 'Data',
    defaultFrom: 'MB',
    note: 'SI units count in thousands (1 kB = 1,000 bytes); IEC units in 1,024s (1 KiB = 1,024 bytes).',
    units: [
      { id: 'bit', name: 'Bit', symbol: 'bit', factor: '1' },
      { id: 'B', name: 'Byte', symbol: 'B', factor: '8' },
      { id: 'kbit', name: 'Kilobit', symbol: 'kbit', factor: '1000' },
      { id: 'Mbit', name: 'Megabit', symbol: 'Mbit', factor: '1e6' },
      { id: 'Gbit', name: 'Gigabit', symbol: 'Gbit', factor: '1e9' },
      { id: 'kB', name: 'Kilobyte', symbol: 'kB', factor: '8000' },
      { id: 'MB', name: 'Megabyte', symbol: 'MB', factor: '8e6' },
      { id: 'GB', name: 'Gigabyte', symbol: 'GB', factor: '8e9' },
      { id: 'TB', name: 'Terabyte', symbol: 'TB', factor: '8e12' },
      { id: 'PB', name: 'Petabyte', symbol: 'PB', factor: '8e15' },
      { id: 'KiB', name: 'Kibibyte', symbol: 'KiB', factor: '8*1024' },
      { id: 'MiB', name: 'Mebibyte', symbol: 'MiB', factor: '8*1024^2' },
      { id: 'GiB', name: 'Gibibyte', symbol: 'GiB', factor: '8*1024^3' },
      { id: 'TiB', name: 'Tebibyte', symbol: 'TiB', factor: '8*1024^4' },
      { id: 'PiB', name: 'Pebibyte', symbol: 'PiB', factor: '8*1024^5' },
    ],
  },
  {
    id: 'pressure',
    name: 'Pressure',
    defaultFrom: 'bar',
    units: [
      { id: 'pa', name: 'Pascal', symbol: 'Pa', factor: '1' },
      { id: 'hpa', name: 'Hectopascal', symbol: 'hPa', factor: '100' },
      { id: 'kpa', name: 'Kilopascal', symbol: 'kPa', factor: '1000' },
      { id: 'mpa', name: 'Megapascal', symbol: 'MPa', factor: '1e6' },
      { id: 'bar', name: 'Bar', symbol: 'bar', factor: '1e5' },
      { id: 'mbar', name: 'Millibar', symbol: 'mbar', factor: '100' },
      { id: 'atm', name: 'Standard atmosphere', symbol: 'atm', factor: '101325' },
      { id: 'torr', name: 'Torr', symbol: 'Torr', factor: '101325/760' },
      { id: 'mmhg', name: 'Millimetre of mercury', symbol: 'mmHg', factor: '133.322387415' },
      { id: 'inhg', name: 'Inch of mercury', symbol: 'inHg', factor: '133.322387415*25.4' },
      { id: 'psi', name: 'Pound per square inch', symbol: 'psi', factor: `${LB}*${G0}/0.0254^2` },
    ],
  },
  {
    id: 'energy',
    name: 'Energy',
    defaultFrom: 'kj',
    units: [
      { id: 'j', name: 'Joule', symbol: 'J', factor: '1' },
      { id: 'kj', name: 'Kilojoule', symbol: 'kJ', factor: '1000' },
      { id: 'mj', name: 'Megajoule', symbol: 'MJ', factor: '1e6' },
      { id: 'cal', name: 'Calorie (thermochemical)', symbol: 'cal', factor: '4.184' },
      { id: 'kcal', name: 'Kilocalorie (food Calorie)', symbol: 'kcal', factor: '4184' },
      { id: 'wh', name: 'Watt-hour', symbol: 'Wh', factor: '3600' },
      { id: 'kwh', name: 'Kilowatt-hour', symbol: 'kWh', factor: '3.6e6' },
      { id: 'ev', name: 'Electronvolt', symbol: 'eV', factor: '1.602176634e-19' },
      { id: 'btu', name: 'British thermal unit (IT)', symbol: 'BTU', factor: BTU },
      { id: 'ftlbf', name: 'Foot-pound force', symbol: 'ft·lbf', factor: FT_LBF },
    ],
  },
  {
    id: 'power',
    name: 'Power',
    defaultFrom: 'kw',
    units: [
      { id: 'w', name: 'Watt', symbol: 'W', factor: '1' },
      { id: 'kw', name: 'Kilowatt', symbol: 'kW', factor: '1000' },
      { id: 'mw', name: 'Megawatt', symbol: 'MW', factor: '1e6' },
      { id: 'hp', name: 'Horsepower (mechanical)', symbol: 'hp', factor: `${FT_LBF}*550` },
      { id: 'ps', name: 'Horsepower (metric)', symbol: 'PS', factor: `${G0}*75` },
      { id: 'btuh', name: 'BTU per hour', symbol: 'BTU/h', factor: `${BTU}/3600` },
    ],
  },
  {
    id: 'angle',
    name: 'Angle',
    defaultFrom: 'deg',
    note: 'Radians involve π, used here to 50 digits.',
    units: [
      { id: 'deg', name: 'Degree', symbol: '°', factor: '1' },
      { id: 'rad', name: 'Radian', symbol: 'rad', factor: `180/${PI}` },
      { id: 'grad', name: 'Gradian', symbol: 'gon', factor: '0.9' },
      { id: 'arcmin', name: 'Arcminute', symbol: '′', factor: '1/60' },
      { id: 'arcsec', name: 'Arcsecond', symbol: '″', factor: '1/3600' },
      { id: 'turn', name: 'Turn', symbol: 'turn', factor: '360' },
    ],
  },
  {
    id: 'frequency',
    name: 'Frequency',
    defaultFrom: 'mhz',
    units: [
      { id: 'hz', name: 'Hertz', symbol: 'Hz', factor: '1' },
      { id: 'khz', name: 'Kilohertz', symbol: 'kHz', factor: '1000' },
      { id: 'mhz', name: 'Megahertz', symbol: 'MHz', factor: '1e6' },
      { id: 'ghz', name: 'Gigahertz', symbol: 'GHz', factor: '1e9' },
      { id: 'rpm', name: 'Revolutions per minute', symbol: 'rpm', factor: '1/60' },
    ],
  },
  {
    id: 'fuel',
    name: 'Fuel economy',
    defaultFrom: 'l100km',
    note: 'Litres per 100 km is the inverse of distance per volume: 0 cannot be converted.',
    units: [
      { id: 'kml', name: 'Kilometre per litre', symbol: 'km/L', factor: '1' },
      {
        id: 'l100km',
        name: 'Litre per 100 km',
        symbol: 'L/100 km',
        toBase: (v) => div(rat(100n), v),
        fromBase: (k) => div(rat(100n), k),
      },
      { id: 'mpg', name: 'Mile per gallon (US)', symbol: 'mpg', factor: '1.609344/0.0254^3/231/1000' },
      { id: 'mpg-imp', name: 'Mile per gallon (imperial)', symbol: 'mpg (imp)', factor: `1.609344/${GAL_IMP}/1000` },
    ],
  },
]

export function findCategory(id: string): Category {
  return CATEGORIES.find((cat) => cat.id === id) ?? CATEGORIES[0]
}

const factorCache = new Map<string, Rational>()
function factorOf(unit: UnitDef): Rational {
  const key = unit.factor ?? '1'
  let r = factorCache.get(key)
  if (!r) {
    r = f(key)
    factorCache.set(key, r)
  }
  return r
}

function toBase(unit: UnitDef, v: Rational): Rational {
  return unit.toBase ? unit.toBase(v) : mul(v, factorOf(unit))
}

function fromBase(unit: UnitDef, v: Rational): Rational {
  return unit.fromBase ? unit.fromBase(v) : div(v, factorOf(unit))
}

export interface Converted {
  unit: UnitDef
  value: Rational
  text: string
}

export type ConvertResult = { ok: true; rows: Converted[] } | { ok: false; error: string }

/** Converts `valueText` (plain decimal text) from one unit into every unit of its category. */
export function convertAll(
  category: Category,
  fromId: string,
  valueText: string,
  opts: { precision: number; group?: boolean },
): ConvertResult {
  const from = category.units.find((u) => u.id === fromId)
  if (!from) return { ok: false, error: `Unknown unit “${fromId}”.` }
  const value = parseRational(valueText)
  if (category.id === 'fuel' && isZero(value))
    return { ok: false, error: 'Fuel economy of 0 cannot be converted: its inverse is infinite.' }
  if (category.id === 'fuel' && compare(value, rat(0n)) < 0)
    return { ok: false, error: 'Fuel economy must be more than 0.' }
  const base = toBase(from, value)
  if (category.id === 'temperature' && compare(base, rat(0n)) < 0)
    return { ok: false, error: `That is below absolute zero (0 K = −273.15 °C = −459.67 °F).` }
  const rows = category.units.map((unit) => {
    const v = unit.id === from.id ? value : fromBase(unit, base)
    return { unit, value: v, text: formatRational(v, opts) }
  })
  return { ok: true, rows }
}
