// Email address syntax checks for the email-validator tool: the practical RFC 5321/5322 grammar (dot-atom or quoted
// local part, host name or IP literal domain) with the exact rule each invalid address breaks. Syntax only: it never
// contacts a mail server, so a valid result does not mean the mailbox exists.

export interface EmailOptions {
  /** Accept non-ASCII local parts and domains (RFC 6531 / IDN). */
  allowUnicode: boolean
}

export interface EmailCheck {
  /** The line as given (trimmed). */
  input: string
  /** The address checked (the part inside <…> when a display name is given). */
  address: string
  valid: boolean
  /** Every rule broken, most basic first; empty when valid. */
  errors: string[]
  /** Valid but worth knowing (quoted local part, IP literal, likely typo …). */
  notes: string[]
  local: string
  domain: string
}

const ATEXT_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+/=?^_`{|}~-"
const ATEXT_CODES = new Uint8Array(128)
for (let i = 0; i < ATEXT_CHARS.length; i++) ATEXT_CODES[ATEXT_CHARS.charCodeAt(i)] = 1
/** One character (as iterated, so a whole code point) of RFC 5322 atext; a lookup, as this runs per character. */
const ATEXT = { test: (c: string) => c.length === 1 && ATEXT_CODES[c.charCodeAt(0)] === 1 }
const encoder = new TextEncoder()
/** UTF-8 length: the string's own length when it is ASCII (nearly always), without encoding it. */
const octets = (s: string) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return encoder.encode(s).length
  return s.length
}
/** The first character of a domain label that is not a letter, digit or hyphen (A–Z, a–z, 0–9, -), if any. */
const firstNonLdh = (label: string): string | undefined => {
  for (const c of label) {
    const k = c.charCodeAt(0)
    if (c.length === 1 && ((k >= 48 && k <= 57) || (k >= 65 && k <= 90) || (k >= 97 && k <= 122) || k === 45)) continue
    return c
  }
  return undefined
}
/** How many "@" the text holds. */
const countAt = (s: string) => {
  let n = 0
  for (let i = s.indexOf('@'); i !== -1; i = s.indexOf('@', i + 1)) n++
  return n
}

const TYPOS: Record<string, string> = {
  'gmial.com': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gmaill.com': 'gmail.com',
  'gnail.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gmail.con': 'gmail.com',
  'hotmial.com': 'hotmail.com',
  'hotmal.com': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'yahooo.com': 'yahoo.com',
  'yaho.com': 'yahoo.com',
  'yahoo.con': 'yahoo.com',
  'outlok.com': 'outlook.com',
  'outlook.con': 'outlook.com',
  'iclod.com': 'icloud.com',
  'icloud.con': 'icloud.com',
}

/** Splits "Name <addr>" into the address; returns null when the line is a bare address. */
function angleAddress(line: string): string | null {
  const m = /^(.*?)<([^<>]*)>$/s.exec(line)
  if (!m) return null
  return m[2].trim()
}

/** Finds the @ that separates local part and domain: the last one outside a leading quoted string. */
function splitAddress(address: string): { local: string; domain: string; atCount: number } | null {
  if (address.startsWith('"') && /^"(?:[^"\\]|\\.)*"/s.test(address)) {
    // Walk the quoted string honouring backslash escapes.
    let i = 1
    while (i < address.length && address[i] !== '"') i += address[i] === '\\' ? 2 : 1
    const afterQuote = address.slice(i + 1)
    const at = afterQuote.indexOf('@')
    if (at < 0) return null
    const local = address.slice(0, i + 1 + at)
    const domain = afterQuote.slice(at + 1)
    return { local, domain, atCount: 1 + countAt(domain) }
  }
  const at = address.lastIndexOf('@')
  if (at < 0) return null
  return { local: address.slice(0, at), domain: address.slice(at + 1), atCount: countAt(address) }
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`

/** A character named so a reader can tell which one it is, even when it is invisible. */
function charName(c: string): string {
  const code = c.codePointAt(0) ?? 0
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return `the control character ${hex(code)}`
  if (code >= 0xd800 && code <= 0xdfff) return `a lone surrogate (${hex(code)}), half of a character`
  if (/\s/u.test(c)) return `the space character ${hex(code)}`
  return `“${c}” (${hex(code)})`
}

/**
 * A non-ASCII character that RFC 6531 (UTF8-non-ascii, RFC 3629 UTF-8) and RFC 5198 still rule out in a local part:
 * a lone surrogate (no UTF-8 encoding exists) or a C1 control character. Returns the error, or null.
 */
function badUnicode(c: string): string | null {
  const code = c.codePointAt(0) ?? 0
  if (code >= 0xd800 && code <= 0xdfff)
    return `The local part contains ${charName(c)}: it is not a character and has no UTF-8 form.`
  if (code >= 0x80 && code <= 0x9f) return `The local part contains ${charName(c)}.`
  return null
}

function checkQuotedLocal(local: string, errors: string[], opts: EmailOptions) {
  if (local.length < 2 || !local.endsWith('"')) {
    errors.push('The quoted local part is not closed with a double quote (").')
    return
  }
  // By code point, so a surrogate pair is one character and a lone surrogate is seen as such.
  const body = [...local.slice(1, -1)]
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string
    const code = c.codePointAt(0) ?? 0
    if (c === '\\') {
      const next = body[i + 1]
      if (next === undefined) {
        errors.push('A backslash at the end of the quoted local part escapes nothing.')
        return
      }
      // RFC 5321 quoted-pairSMTP = %d92 %d32-126 (RFC 6531 leaves it ASCII-only): printable ASCII after a backslash.
      const escaped = next.codePointAt(0) ?? 0
      if (escaped < 0x20 || escaped > 0x7e) {
        errors.push(
          `A backslash in a quoted local part may only escape a printable ASCII character (space to ~), not ${charName(next)}.`,
        )
        return
      }
      i++
      continue
    }
    if (c === '"') {
      errors.push('A double quote inside a quoted local part must be escaped as \\".')
      return
    }
    if (code < 0x20 || code === 0x7f) {
      errors.push(`The quoted local part contains ${charName(c)}.`)
      return
    }
    if (code > 0x7e && !opts.allowUnicode) {
      errors.push(`The local part contains “${c}”, a non-ASCII character (allowed only for internationalised email).`)
      return
    }
    const bad = code > 0x7e ? badUnicode(c) : null
    if (bad) {
      errors.push(bad)
      return
    }
  }
}

function checkDotAtomLocal(local: string, errors: string[], opts: EmailOptions) {
  if (local.startsWith('.')) errors.push('The local part starts with a dot.')
  if (local.endsWith('.')) errors.push('The local part ends with a dot.')
  if (local.includes('..')) errors.push('The local part has two dots in a row.')
  for (const c of local) {
    if (c === '.' || ATEXT.test(c)) continue
    const code = c.codePointAt(0) ?? 0
    // Any space (also a no-break or other Unicode space) is only allowed inside quotes.
    if (/\s/u.test(c)) {
      errors.push(
        c === ' '
          ? 'The local part contains a space; spaces are only allowed inside quotes.'
          : `The local part contains ${charName(c)}; spaces are not allowed outside quotes.`,
      )
      return
    }
    if (code > 0x7f && opts.allowUnicode) {
      const bad = badUnicode(c)
      if (!bad) continue
      errors.push(bad)
    } else if (code > 0x7f)
      errors.push(`The local part contains “${c}”, a non-ASCII character (allowed only for internationalised email).`)
    else if (c === '@') errors.push('The address has more than one @ outside quotes.')
    else if (code < 0x20 || code === 0x7f) errors.push(`The local part contains ${charName(c)}.`)
    else errors.push(`The local part contains “${c}”, which is only allowed inside a quoted local part.`)
    return
  }
}

function checkIpLiteral(domain: string, errors: string[], notes: string[]) {
  const inner = domain.slice(1, -1)
  if (/^IPv6:/i.test(inner)) {
    const v6 = inner.slice(5)
    let ok = false
    try {
      ok = v6.length > 0 && new URL(`http://[${v6}]/`).hostname.length > 2
    } catch {
      ok = false
    }
    if (!ok) errors.push(`“${v6}” is not a valid IPv6 address.`)
  } else if (/^\d{1,3}(\.\d{1,3}){3}$/.test(inner)) {
    if (inner.split('.').some((p) => Number(p) > 255 || (p.length > 1 && p.startsWith('0'))))
      errors.push(`“${inner}” is not a valid IPv4 address (each part 0–255, no leading zeros).`)
  } else {
    errors.push('An address literal in [ ] must be an IPv4 address or start with “IPv6:”.')
  }
  if (!errors.length) notes.push('The domain is an IP address literal: valid, but most mail services refuse it.')
}

/** The domain in ASCII (Punycode) form, or null when the URL parser refuses it. */
function toAscii(domain: string): string | null {
  try {
    return new URL(`http://${domain}/`).hostname
  } catch {
    return null
  }
}

function checkDomain(domain: string, errors: string[], notes: string[], opts: EmailOptions) {
  if (!domain) {
    errors.push('The domain (after @) is empty.')
    return
  }
  if (domain.startsWith('[') || domain.endsWith(']')) {
    if (!(domain.startsWith('[') && domain.endsWith(']'))) errors.push('The address literal is missing a bracket.')
    else checkIpLiteral(domain, errors, notes)
    return
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters on purpose
  const nonAscii = /[^\x00-\x7f]/.test(domain)
  if (nonAscii && !opts.allowUnicode) {
    const c = [...domain].find((ch) => (ch.codePointAt(0) ?? 0) > 0x7f)
    errors.push(`The domain contains “${c}”, a non-ASCII character (allowed only for internationalised domains).`)
    return
  }
  if (domain.startsWith('.')) errors.push('The domain starts with a dot.')
  if (domain.endsWith('.')) errors.push('The domain ends with a dot.')
  if (domain.includes('..')) errors.push('The domain has two dots in a row (an empty label).')
  if (errors.length) return
  let ascii = domain
  if (nonAscii) {
    const converted = toAscii(domain)
    if (!converted || /[^a-z0-9.-]/.test(converted)) {
      errors.push('The internationalised domain cannot be converted to a valid host name.')
      return
    }
    ascii = converted
    notes.push(`Internationalised domain; in ASCII: ${converted}.`)
  }
  if (ascii.length > 253) errors.push(`The domain is ${ascii.length} characters long; the limit is 253.`)
  const labels = ascii.split('.')
  if (labels.length < 2) errors.push('The domain needs at least two labels, such as example.com.')
  for (const label of labels) {
    if (label.length > 63) {
      errors.push(`The domain label “${label.slice(0, 20)}…” is ${label.length} characters long; the limit is 63.`)
      continue
    }
    const bad = firstNonLdh(label)
    if (bad) {
      errors.push(
        /\s/.test(bad)
          ? 'The domain contains a space.'
          : `The domain label “${label}” contains “${bad}”; only letters, digits and hyphens are allowed.`,
      )
      continue
    }
    if (label.startsWith('-') || label.endsWith('-'))
      errors.push(`The domain label “${label}” starts or ends with a hyphen.`)
  }
  const tld = labels[labels.length - 1]
  if (labels.length >= 2 && /^\d+$/.test(tld)) errors.push(`The top-level domain “${tld}” is all digits.`)
  else if (labels.length >= 2 && tld.length === 1)
    errors.push(`The top-level domain “${tld}” has one letter; top-level domains have at least two.`)
  const typo = TYPOS[ascii.toLowerCase()]
  if (!errors.length && typo) notes.push(`Possible typo: did you mean ${typo}?`)
}

export function checkEmail(line: string, opts: EmailOptions = { allowUnicode: false }): EmailCheck {
  const input = line.trim()
  const errors: string[] = []
  const notes: string[] = []
  const inner = angleAddress(input)
  const address = inner ?? input
  if (inner !== null) notes.push('Written with a display name; the address inside < > was checked.')
  const base = { input, address, notes, errors }
  if (!address) {
    errors.push('The address is empty.')
    return { ...base, valid: false, local: '', domain: '' }
  }
  if (address.includes('(') && !address.startsWith('"')) {
    errors.push('Comments in parentheses are obsolete syntax and not accepted.')
  }
  const split = splitAddress(address)
  if (!split) {
    errors.push('The address has no @ between the local part and the domain.')
    return { ...base, valid: false, local: address, domain: '' }
  }
  const { local, domain } = split
  if (!local) errors.push('The local part (before @) is empty.')
  else {
    if (octets(local) > 64) errors.push(`The local part is ${octets(local)} characters long; the limit is 64.`)
    if (local.startsWith('"')) {
      checkQuotedLocal(local, errors, opts)
      if (!errors.length) notes.push('Quoted local part: valid, but many services and forms reject it.')
    } else checkDotAtomLocal(local, errors, opts)
  }
  if (domain.includes('@') && !errors.some((e) => e.includes('more than one @')))
    errors.push('The address has more than one @ outside quotes.')
  else checkDomain(domain, errors, notes, opts)
  if (octets(address) > 254) errors.push(`The address is ${octets(address)} characters long; the limit is 254.`)
  return { ...base, valid: errors.length === 0, local, domain }
}

/**
 * Characters of a checked line the results list shows. An address has at most 254 octets, so a longer line is
 * invalid anyway; showing all of a 30,000-character unbroken line makes Chromium lay out a huge word that may break
 * anywhere (seconds of frozen page), so the rest is summarised by its length.
 */
export const SHOWN_CHARS = 300

export function shownInput(input: string): string {
  if (input.length <= SHOWN_CHARS) return input
  const code = input.charCodeAt(SHOWN_CHARS - 1)
  // Never cut a surrogate pair in half.
  const end = code >= 0xd800 && code <= 0xdbff ? SHOWN_CHARS - 1 : SHOWN_CHARS
  return `${input.slice(0, end)}… (${input.length.toLocaleString('en-US')} characters in all)`
}

export interface EmailReport {
  results: EmailCheck[]
  valid: number
  invalid: number
  duplicates: number
}

/** Checks one address per line; blank lines are skipped. Duplicates compare the domain case-insensitively. */
export function checkEmails(text: string, opts: EmailOptions = { allowUnicode: false }): EmailReport {
  const results = text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => checkEmail(l, opts))
  const seen = new Set<string>()
  let duplicates = 0
  for (const r of results) {
    const key = `${r.local}@${r.domain.toLowerCase()}`
    if (seen.has(key)) duplicates++
    seen.add(key)
  }
  const valid = results.filter((r) => r.valid).length
  return { results, valid, invalid: results.length - valid, duplicates }
}

/** The valid addresses, one per line, optionally without repeats. */
export function validList(report: EmailReport, unique: boolean): string {
  const out: string[] = []
  const seen = new Set<string>()
  for (const r of report.results) {
    if (!r.valid) continue
    const key = `${r.local}@${r.domain.toLowerCase()}`
    if (unique && seen.has(key)) continue
    seen.add(key)
    out.push(r.address)
  }
  return out.join('\n')
}

export const EXAMPLE_EMAILS = [
  'alice@example.com',
  'Bob Smith <bob.smith+news@mail.example.org>',
  '"john doe"@example.com',
  'user@[192.0.2.1]',
  'john..doe@example.com',
  '.alice@example.com',
  'no-at-sign.example.com',
  'someone@localhost',
  'a@b.123',
  'bad char@example.com',
  'user@-example.com',
  'friend@gmial.com',
].join('\n')

export type EmailFilter = 'all' | 'valid' | 'invalid'

/** What the page shows of a report: the counts, the first `shown` rows of the filter, and the valid list. */
export interface EmailView {
  checked: number
  valid: number
  invalid: number
  duplicates: number
  rows: EmailCheck[]
  /** Rows the filter keeps in all. */
  rowCount: number
  validText: string
}

export function emailView(report: EmailReport, filter: EmailFilter, unique: boolean, shown: number): EmailView {
  const rows: EmailCheck[] = []
  let rowCount = 0
  for (const r of report.results) {
    if (filter !== 'all' && r.valid !== (filter === 'valid')) continue
    rowCount++
    if (rows.length < shown) rows.push(r)
  }
  return {
    checked: report.results.length,
    valid: report.valid,
    invalid: report.invalid,
    duplicates: report.duplicates,
    rows,
    rowCount,
    validText: validList(report, unique),
  }
}
