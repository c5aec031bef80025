// Fake User Generator: realistic but harmless test profiles (emails only on reserved example domains, phones in
// fiction ranges where they exist), reproducible from a seed, exported as JSON or CSV.
import { stringifyCsv } from '../../lib/csv/csv'
import type { Locale } from '../../lib/names/name-data'
import {
  companyName,
  type Gender,
  intBelow,
  intBetween,
  personName,
  pick,
  type Rng,
  username,
} from '../../lib/names/names'
import { ADDRESSES, fillPattern } from './address-data'

export const MAX_USERS = 1000
export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const

export interface FakeUserOptions {
  locale: Locale
  gender: Gender
  count: number
  minAge: number
  maxAge: number
}

export const DEFAULT_FAKE_USER_OPTIONS: FakeUserOptions = {
  locale: 'en-US',
  gender: 'any',
  count: 10,
  minAge: 18,
  maxAge: 80,
}

export interface FakeUser {
  id: number
  firstName: string
  lastName: string
  fullName: string
  gender: 'female' | 'male'
  email: string
  username: string
  phone: string
  phoneFictional: boolean
  street: string
  city: string
  region: string
  postcode: string
  country: string
  address: string
  company: string
  /** ISO date, YYYY-MM-DD. */
  birthday: string
  age: number
  initials: string
  /** Avatar background hue, 0–359. */
  avatarHue: number
}

const pad = (n: number) => String(n).padStart(2, '0')
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
const DAY = 86_400_000

/** Whole years between a birth date and `today` (both UTC midnights). */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear()
  const m = today.getUTCMonth() - birth.getUTCMonth()
  if (m < 0 || (m === 0 && today.getUTCDate() < birth.getUTCDate())) age--
  return age
}

/** Subtracts whole years, clamping 29 February to the 28th in common years. */
function yearsBefore(d: Date, years: number): Date {
  const y = d.getUTCFullYear() - years
  const last = new Date(Date.UTC(y, d.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(y, d.getUTCMonth(), Math.min(d.getUTCDate(), last)))
}

/** A uniformly chosen birthday giving an age in [minAge, maxAge] on `today`. */
export function birthday(rng: Rng, minAge: number, maxAge: number, today: Date): { date: string; age: number } {
  const t = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()))
  const latest = yearsBefore(t, minAge).getTime()
  const earliest = yearsBefore(t, maxAge + 1).getTime() + DAY
  const days = Math.round((latest - earliest) / DAY)
  const d = new Date(earliest + intBelow(rng, days + 1) * DAY)
  return { date: iso(d), age: ageOn(d, t) }
}

export function initialsOf(first: string, last: string): string {
  const a = [...first][0] ?? ''
  const b = [...last][0] ?? ''
  return (a + b).toUpperCase()
}

/** The initials avatar as standalone SVG; the colour is fixed per user, white text on a dark-enough fill. */
export function avatarSvg(user: Pick<FakeUser, 'initials' | 'avatarHue'>, size = 64): string {
  const esc = user.initials.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${user.avatarHue} 55% 30%)"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="600" fill="#fff">${esc}</text></svg>`
}

export function oneUser(rng: Rng, o: FakeUserOptions, id: number, today: Date): FakeUser {
  const name = personName(rng, o.locale, o.gender)
  const handle = username(rng, name)
  const place = ADDRESSES[o.locale]
  const city = pick(rng, place.cities)
  const streetName = pick(rng, place.streets)
  const number = intBetween(rng, 1, o.locale === 'en-US' ? 9999 : 199)
  const street =
    o.locale === 'ja-JP'
      ? `${streetName} ${intBetween(rng, 1, 9)}-${intBetween(rng, 1, 30)}-${intBetween(rng, 1, 20)}`
      : place.numberFirst
        ? `${number}${o.locale === 'fr-FR' ? ',' : ''} ${streetName}`
        : `${streetName}${o.locale === 'de-DE' ? '' : ','} ${number}`
  const postcode = fillPattern(rng, city.postcode)
  const address = formatAddress(o.locale, street, city.city, city.region, postcode, place.country)
  const born = birthday(rng, o.minAge, o.maxAge, today)
  const [first, last] = [name.given, name.family]
  return {
    id,
    firstName: first,
    lastName: last,
    fullName: name.full,
    gender: name.gender,
    email: `${handle}@${pick(rng, EMAIL_DOMAINS)}`,
    username: handle,
    phone: place.phone(rng),
    phoneFictional: place.fictionalPhone,
    street,
    city: city.city,
    region: city.region,
    postcode,
    country: place.country,
    address,
    company: companyName(rng, o.locale),
    birthday: born.date,
    age: born.age,
    initials: initialsOf(first, last),
    avatarHue: intBelow(rng, 360),
  }
}

export function formatAddress(
  locale: Locale,
  street: string,
  city: string,
  region: string,
  postcode: string,
  country: string,
): string {
  switch (locale) {
    case 'en-US':
      return `${street}, ${city}, ${region} ${postcode}, ${country}`
    case 'en-GB':
      return `${street}, ${city} ${postcode}, ${country}`
    case 'it-IT':
      return `${street}, ${postcode} ${city} (${region}), ${country}`
    case 'ja-JP':
      return `${street}, ${city}, ${region} ${postcode}, ${country}`
    default:
      return `${street}, ${postcode} ${city}, ${country}`
  }
}

/** Clamps and orders the options: count 1–1000, ages 0–120 with min ≤ max. */
export function normaliseOptions(o: FakeUserOptions): FakeUserOptions {
  const whole = (n: number, lo: number, hi: number, fallback: number) =>
    Number.isFinite(n) ? Math.min(hi, Math.max(lo, Math.round(n))) : fallback
  let minAge = whole(o.minAge, 0, 120, DEFAULT_FAKE_USER_OPTIONS.minAge)
  let maxAge = whole(o.maxAge, 0, 120, DEFAULT_FAKE_USER_OPTIONS.maxAge)
  if (minAge > maxAge) [minAge, maxAge] = [maxAge, minAge]
  return { ...o, count: whole(o.count, 1, MAX_USERS, DEFAULT_FAKE_USER_OPTIONS.count), minAge, maxAge }
}

/** Generates users in slices, yielding between them so 1000 users never block the page; stops when aborted. */
export async function generateUsers(
  options: FakeUserOptions,
  rng: Rng,
  today: Date,
  {
    signal,
    onProgress,
    sliceSize = 100,
  }: { signal?: AbortSignal; onProgress?: (done: number) => void; sliceSize?: number } = {},
): Promise<FakeUser[]> {
  const o = normaliseOptions(options)
  const users: FakeUser[] = []
  while (users.length < o.count) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError')
    const end = Math.min(o.count, users.length + sliceSize)
    while (users.length < end) users.push(oneUser(rng, o, users.length + 1, today))
    onProgress?.(users.length)
    if (users.length < o.count) await new Promise((r) => setTimeout(r, 0))
  }
  return users
}

export const CSV_COLUMNS: readonly (keyof FakeUser)[] = [
  'id',
  'firstName',
  'lastName',
  'fullName',
  'gender',
  'email',
  'username',
  'phone',
  'street',
  'city',
  'region',
  'postcode',
  'country',
  'company',
  'birthday',
  'age',
  'initials',
]

export function usersToCsv(users: readonly FakeUser[]): string {
  return `${stringifyCsv([CSV_COLUMNS, ...users.map((u) => CSV_COLUMNS.map((c) => String(u[c])))])}\r\n`
}

export function usersToJson(users: readonly FakeUser[]): string {
  return `${JSON.stringify(
    users.map(({ avatarHue, phoneFictional, ...u }) => ({
      ...u,
      avatarSvg: avatarSvg({ initials: u.initials, avatarHue }),
    })),
    null,
    2,
  )}\n`
}
