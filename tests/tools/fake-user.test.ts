import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../src/lib/csv/csv'
import { LOCALES } from '../../src/lib/names/name-data'
import { seededRng } from '../../src/lib/names/names'
import {
  ageOn,
  avatarSvg,
  birthday,
  CSV_COLUMNS,
  DEFAULT_FAKE_USER_OPTIONS,
  generateUsers,
  normaliseOptions,
  usersToCsv,
  usersToJson,
} from '../../src/tools/fake-user/fake-user'

const today = new Date(Date.UTC(2026, 10, 26))
const opts = (o: Partial<typeof DEFAULT_FAKE_USER_OPTIONS> = {}) => ({ ...DEFAULT_FAKE_USER_OPTIONS, ...o })

describe('fake users', () => {
  it('gives the same users for the same seed, and different ones for another seed', async () => {
    const a = await generateUsers(opts({ count: 50 }), seededRng('demo'), today)
    const b = await generateUsers(opts({ count: 50 }), seededRng('demo'), today)
    const c = await generateUsers(opts({ count: 50 }), seededRng('demo2'), today)
    expect(a).toEqual(b)
    expect(a).not.toEqual(c)
  })

  it('keeps emails on reserved example domains and ASCII local parts', async () => {
    for (const { value: locale } of LOCALES) {
      const users = await generateUsers(opts({ locale, count: 200 }), seededRng(locale), today)
      for (const u of users) expect(u.email).toMatch(/^[a-z0-9._]+@example\.(com|org|net)$/)
    }
  })

  it('uses fictional phone ranges for the US, UK and France', async () => {
    const us = await generateUsers(opts({ locale: 'en-US', count: 200 }), seededRng('p'), today)
    for (const u of us) expect(u.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/)
    const gb = await generateUsers(opts({ locale: 'en-GB', count: 200 }), seededRng('p'), today)
    for (const u of gb) expect(u.phone).toMatch(/^07700 900\d{3}$/)
    const fr = await generateUsers(opts({ locale: 'fr-FR', count: 200 }), seededRng('p'), today)
    for (const u of fr) expect(u.phone).toMatch(/^06 39 98 \d\d \d\d$/)
    expect(us[0].phoneFictional && gb[0].phoneFictional && fr[0].phoneFictional).toBe(true)
  })

  it('keeps every age inside the range and the birthday consistent with it', async () => {
    const users = await generateUsers(opts({ count: 1000, minAge: 30, maxAge: 32 }), seededRng('age'), today)
    for (const u of users) {
      expect(u.age).toBeGreaterThanOrEqual(30)
      expect(u.age).toBeLessThanOrEqual(32)
      expect(ageOn(new Date(`${u.birthday}T00:00:00Z`), today)).toBe(u.age)
    }
    // All three ages appear in 1000 seeded draws (fixed seed: deterministic).
    expect(new Set(users.map((u) => u.age)).size).toBe(3)
  })

  it('reaches both ends of a one-year range exactly', () => {
    const rng = seededRng('edge')
    const dates = new Set<string>()
    for (let i = 0; i < 5000; i++) {
      const b = birthday(rng, 0, 0, today)
      expect(b.age).toBe(0)
      dates.add(b.date)
    }
    expect(dates.has('2026-11-26')).toBe(true)
    expect(dates.has('2025-11-27')).toBe(true)
    expect(dates.has('2025-11-26')).toBe(false)
  })

  it('respects the gender and locale name order', async () => {
    const f = await generateUsers(opts({ gender: 'female', count: 100 }), seededRng('g'), today)
    expect(f.every((u) => u.gender === 'female')).toBe(true)
    const ja = await generateUsers(opts({ locale: 'ja-JP', count: 20 }), seededRng('j'), today)
    for (const u of ja) expect(u.fullName).toBe(`${u.lastName} ${u.firstName}`)
  })

  it('clamps and orders the options', () => {
    expect(normaliseOptions(opts({ count: 5000, minAge: 90, maxAge: 20 }))).toMatchObject({
      count: 1000,
      minAge: 20,
      maxAge: 90,
    })
    expect(normaliseOptions(opts({ count: Number.NaN, minAge: -4 }))).toMatchObject({ count: 10, minAge: 0 })
  })

  it('stops when aborted', async () => {
    const ctrl = new AbortController()
    const run = generateUsers(opts({ count: 1000 }), seededRng('a'), today, {
      signal: ctrl.signal,
      sliceSize: 10,
      onProgress: (n) => n >= 20 && ctrl.abort(),
    })
    await expect(run).rejects.toThrow('Aborted')
  })
})

describe('exports', () => {
  it('writes CSV that parses back to the users, with a header row', async () => {
    const users = await generateUsers(opts({ locale: 'fr-FR', count: 30 }), seededRng('csv'), today)
    const parsed = parseCsv(usersToCsv(users))
    expect(parsed.problems).toEqual([])
    expect(parsed.rows[0]).toEqual([...CSV_COLUMNS])
    expect(parsed.rows).toHaveLength(31)
    expect(parsed.rows[5][CSV_COLUMNS.indexOf('email')]).toBe(users[4].email)
    expect(parsed.rows[5][CSV_COLUMNS.indexOf('street')]).toBe(users[4].street)
  })
  it('writes JSON with an SVG avatar per user', async () => {
    const users = await generateUsers(opts({ count: 3 }), seededRng('json'), today)
    const back = JSON.parse(usersToJson(users))
    expect(back).toHaveLength(3)
    expect(back[0].email).toBe(users[0].email)
    expect(back[0].avatarSvg).toContain(`>${users[0].initials}</text>`)
    expect(back[0]).not.toHaveProperty('avatarHue')
  })
  it('escapes initials in the SVG', () => {
    expect(avatarSvg({ initials: '<&', avatarHue: 10 })).toContain('>&#60;&#38;</text>')
  })
})
