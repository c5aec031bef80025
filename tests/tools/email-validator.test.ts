import { describe, expect, it } from 'vitest'
import {
  checkEmail,
  checkEmails,
  EMAIL_MAX_CHARS,
  EXAMPLE_EMAILS,
  emailLimitProblem,
  SHOWN_CHARS,
  shownInput,
  validList,
} from '../../src/tools/email-validator/email-validator'

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

describe('checkEmail: what may follow a backslash and which Unicode a local part takes (issue 18)', () => {
  it('accepts every printable ASCII character after a backslash (RFC 5321 quoted-pair %d32-126)', () => {
    for (let code = 0x20; code <= 0x7e; code++) {
      const c = String.fromCharCode(code)
      expect(errs(`"test\\${c}"@iana.org`), `\\${c}`).toEqual([])
    }
  })

  it('refuses anything else after a backslash, in ASCII-only and Unicode mode', () => {
    const cases: [string, string][] = [
      ['\u0000', 'the control character U+0000'],
      ['\u0007', 'the control character U+0007'],
      ['\n', 'the control character U+000A'],
      ['\t', 'the control character U+0009'],
      ['\u007f', 'the control character U+007F'],
      ['©', '“©” (U+00A9)'],
      ['é', '“é” (U+00E9)'],
      ['😀', '“😀” (U+1F600)'],
      ['\ud800', 'a lone surrogate (U+D800), half of a character'],
    ]
    for (const [c, name] of cases) {
      for (const unicode of [false, true]) {
        expect(errs(`"test\\${c}"@iana.org`, unicode), `${JSON.stringify(c)} unicode=${unicode}`).toEqual([
          `A backslash in a quoted local part may only escape a printable ASCII character (space to ~), not ${name}.`,
        ])
        expect(valid(`"\\${c}"@iana.org`, unicode)).toBe(false)
      }
    }
  })

  it('refuses lone surrogates, C1 controls and Unicode spaces in the local part even with Unicode allowed', () => {
    expect(valid('jörg@example.com', true)).toBe(true)
    expect(valid('"jörg müller"@example.com', true)).toBe(true)
    expect(valid('用户😀@example.com', true)).toBe(true)
    expect(errs('a\ud800b@example.com', true)).toEqual([
      'The local part contains a lone surrogate (U+D800), half of a character: it is not a character and has no UTF-8 form.',
    ])
    expect(valid('a\udfffb@example.com', true)).toBe(false)
    expect(valid('"a\ud83db"@example.com', true)).toBe(false)
    expect(errs('a\u0085b@example.com', true)).toEqual(['The local part contains the control character U+0085.'])
    expect(valid('"a\u0085b"@example.com', true)).toBe(false)
    expect(errs('a\u00a0b@example.com', true)).toEqual([
      'The local part contains the space character U+00A0; spaces are not allowed outside quotes.',
    ])
    for (const space of ['\u2003', '\u3000', '\u202f', '\u2028', '\ufeff'])
      expect(valid(`a${space}b@example.com`, true), JSON.stringify(space)).toBe(false)
    expect(valid('a\u00a0b@example.com')).toBe(false)
    expect(errs('a\u0001b@example.com')).toEqual(['The local part contains the control character U+0001.'])
    expect(errs('"a\u0001b"@example.com')).toEqual(['The quoted local part contains the control character U+0001.'])
  })
})

describe('long lines (issue 18)', () => {
  it('checks a 30,000-character line quickly and shows only its start', () => {
    const line = '='.repeat(30_000)
    const t0 = performance.now()
    const report = checkEmails(`${line}\n${line}@example.com\n"${'a'.repeat(30_000)}`)
    // A guard against the freeze (about 10 s before the fix), not a speed target: loose enough for a slow CI machine.
    expect(performance.now() - t0).toBeLessThan(5000)
    expect(report.results.map((r) => r.valid)).toEqual([false, false, false])
    expect(report.results[0]?.errors).toEqual(['The address has no @ between the local part and the domain.'])
    expect(shownInput(line)).toBe(`${'='.repeat(SHOWN_CHARS)}… (30,000 characters in all)`)
    expect(shownInput('alice@example.com')).toBe('alice@example.com')
    // A surrogate pair at the cut is kept whole or left out, never halved.
    const emoji = `${'a'.repeat(SHOWN_CHARS - 1)}😀${'b'.repeat(10)}`
    expect(shownInput(emoji).startsWith(`${'a'.repeat(SHOWN_CHARS - 1)}…`)).toBe(true)
    expect(shownInput(emoji)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
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

describe('input limit (issue 35)', () => {
  it('names the limit and the size found past 10,000,000 characters', () => {
    expect(EMAIL_MAX_CHARS).toBe(10_000_000)
    expect(emailLimitProblem(10_000_000)).toBeNull()
    expect(emailLimitProblem(12_000_000)).toBe('12,000,000 characters: Email Validator checks up to 10,000,000.')
  })
})
