import { describe, expect, it } from 'vitest'
import { checkEmail, checkEmails, EXAMPLE_EMAILS, validList } from '../../src/tools/email-validator/email-validator'

const errs = (s: string, allowUnicode = false) => checkEmail(s, { allowUnicode }).errors
const valid = (s: string, allowUnicode = false) => checkEmail(s, { allowUnicode }).valid

describe('checkEmail: valid addresses', () => {
  it.each([
    'alice@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    '!#$%&*+/=?^_`{|}~-@example.com',
    'a@b.cd',
    'user@xn--bcher-kva.de',
    'user@[192.0.2.1]',
    'user@[IPv6:2001:db8::1]',
    '"john doe"@example.com',
    '"a\\"b"@example.com',
    '"a@b"@example.com',
  ])('%s is valid', (s) => {
    expect(errs(s)).toEqual([])
  })

  it('checks the address inside a display name', () => {
    const r = checkEmail('Bob Smith <bob@example.org>')
    expect(r.valid).toBe(true)
    expect(r.address).toBe('bob@example.org')
    expect(r.notes[0]).toMatch(/display name/)
  })

  it('notes quoted local parts, IP literals and common typos', () => {
    expect(checkEmail('"x y"@example.com').notes.join()).toMatch(/Quoted local part/)
    expect(checkEmail('u@[192.0.2.1]').notes.join()).toMatch(/IP address literal/)
    expect(checkEmail('u@gmial.com').notes.join()).toMatch(/did you mean gmail.com/)
  })
})

describe('checkEmail: the rule each invalid address breaks', () => {
  it('needs an @, a local part and a domain', () => {
    expect(errs('')).toEqual(['The address is empty.'])
    expect(errs('example.com')).toEqual(['The address has no @ between the local part and the domain.'])
    expect(errs('@example.com')).toContain('The local part (before @) is empty.')
    expect(errs('user@')).toContain('The domain (after @) is empty.')
    expect(errs('a@b@example.com')).toContain('The address has more than one @ outside quotes.')
  })

  it('limits the local part to 64 and the address to 254', () => {
    expect(errs(`${'a'.repeat(64)}@example.com`)).toEqual([])
    expect(errs(`${'a'.repeat(65)}@example.com`)).toContain('The local part is 65 characters long; the limit is 64.')
    const long = `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(10)}.com`
    expect(errs(long)).toContain(`The address is ${long.length} characters long; the limit is 254.`)
  })

  it('checks dots in the local part', () => {
    expect(errs('.a@example.com')).toEqual(['The local part starts with a dot.'])
    expect(errs('a.@example.com')).toEqual(['The local part ends with a dot.'])
    expect(errs('a..b@example.com')).toEqual(['The local part has two dots in a row.'])
  })

  it('allows special characters only inside quotes', () => {
    expect(errs('a b@example.com')).toEqual(['The local part contains a space; spaces are only allowed inside quotes.'])
    expect(errs('a(b@example.com')[0]).toMatch(/Comments/)
    expect(errs('a,b@example.com')).toEqual([
      'The local part contains “,”, which is only allowed inside a quoted local part.',
    ])
    expect(errs('"abc@example.com')).toContain('The quoted local part is not closed with a double quote (").')
    expect(errs('"a"b"@example.com')[0]).toMatch(/must be escaped|not closed/)
  })

  it('checks domain labels, characters, hyphens and the TLD', () => {
    expect(errs('a@localhost')).toEqual(['The domain needs at least two labels, such as example.com.'])
    expect(errs('a@example..com')).toEqual(['The domain has two dots in a row (an empty label).'])
    expect(errs('a@.example.com')).toEqual(['The domain starts with a dot.'])
    expect(errs('a@example.com.')).toEqual(['The domain ends with a dot.'])
    expect(errs('a@-example.com')).toEqual(['The domain label “-example” starts or ends with a hyphen.'])
    expect(errs('a@exa_mple.com')).toEqual([
      'The domain label “exa_mple” contains “_”; only letters, digits and hyphens are allowed.',
    ])
    expect(errs('a@example.123')).toEqual(['The top-level domain “123” is all digits.'])
    expect(errs('a@example.c')[0]).toMatch(/one letter/)
    expect(errs(`a@${'x'.repeat(64)}.com`)[0]).toMatch(/64 characters long; the limit is 63/)
    expect(errs(`a@${'x'.repeat(63)}.com`)).toEqual([])
  })

  it('checks IP literals', () => {
    expect(errs('a@[300.1.1.1]')[0]).toMatch(/not a valid IPv4/)
    expect(errs('a@[IPv6:zz::1]')[0]).toMatch(/not a valid IPv6/)
    expect(errs('a@[example.com]')[0]).toMatch(/must be an IPv4 address/)
    expect(errs('a@[1.2.3.4')[0]).toMatch(/missing a bracket/)
  })

  it('accepts Unicode only when internationalised email is allowed', () => {
    expect(errs('jörg@example.com')[0]).toMatch(/non-ASCII/)
    expect(errs('user@bücher.de')[0]).toMatch(/non-ASCII/)
    expect(valid('jörg@bücher.de', true)).toBe(true)
    expect(checkEmail('jörg@bücher.de', { allowUnicode: true }).notes.join()).toMatch(/xn--bcher-kva\.de/)
    // The 64 limit counts UTF-8 octets.
    expect(errs(`${'é'.repeat(33)}@example.com`, true)[0]).toMatch(/66 characters long; the limit is 64/)
  })
})

describe('checkEmails', () => {
  it('checks one per line, counts and lists the valid ones', () => {
    const r = checkEmails('a@example.com\n\nbad\r\nA@EXAMPLE.com\na@example.com\n')
    expect(r.results).toHaveLength(4)
    expect(r.valid).toBe(3)
    expect(r.invalid).toBe(1)
    expect(r.duplicates).toBe(1)
    expect(validList(r, false)).toBe('a@example.com\nA@EXAMPLE.com\na@example.com')
    expect(validList(r, true)).toBe('a@example.com\nA@EXAMPLE.com')
  })

  it('handles the example list', () => {
    const r = checkEmails(EXAMPLE_EMAILS)
    expect(r.valid).toBe(5)
    expect(r.invalid).toBe(7)
  })
})
