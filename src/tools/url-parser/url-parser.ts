// URL parsing for the url-parser tool: splits a URL into its parts with the browser's WHATWG URL parser, keeps the
// query as raw pairs so unedited pairs stay byte for byte, applies edits to one part at a time, and explains why a
// string is not a URL (missing scheme, bad port, spaces in the host …) instead of echoing the parser's bare error.

export const SPECIAL_SCHEMES: Record<string, number | null> = {
  'http:': 80,
  'https:': 443,
  'ws:': 80,
  'wss:': 443,
  'ftp:': 21,
  'file:': null,
}

export interface QueryPair {
  /** The pair as written in the URL, e.g. "q=a%20b". */
  raw: string
  key: string
  value: string
}

export interface UrlParts {
  href: string
  protocol: string
  username: string
  password: string
  hostname: string
  /** Explicit port, '' when absent or equal to the scheme's default. */
  port: string
  /** The scheme's default port when there is one. */
  defaultPort: number | null
  pathname: string
  pathSegments: string[]
  query: QueryPair[]
  hash: string
  origin: string
  special: boolean
}

/** Characters a URL may have (checked before it is parsed); browsers themselves cap URLs at about 2 MB. */
export const MAX_URL_CHARS = 8_000_000

/** Query parameters listed as editable rows at most; the rest are counted, and Copy as JSON takes all. */
export const SHOWN_PARAMS = 200

export type ParseResult =
  | { kind: 'empty' }
  | { kind: 'too-long'; message: string }
  | { kind: 'ok'; url: URL; parts: UrlParts; warnings: string[] }
  | { kind: 'invalid'; reasons: string[]; suggestion: string | null }

/** Percent-decoding that never throws: malformed escapes stay as written. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s.replace(/(%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return run
      }
    })
  }
}

/**
 * Splits a search string ("?a=1&b") into raw pairs, decoded by URLSearchParams over the whole query, so only the
 * one leading "?" is dropped: "?a=1&?b=2" has the keys "a" and "?b". Raw pairs are the non-empty runs between "&",
 * exactly the sequences URLSearchParams reads, so the two lists line up one to one.
 */
export function splitQuery(search: string): QueryPair[] {
  const body = search.startsWith('?') ? search.slice(1) : search
  if (!body) return []
  const raws = body.split('&').filter((raw) => raw.length > 0)
  const entries = [...new URLSearchParams(`?${body}`)]
  return raws.map((raw, i) => {
    const [key, value] = entries[i] ?? ['', '']
    return { raw, key, value }
  })
}

/** Encodes one pair for a query string: everything but unreserved characters is percent-encoded, spaces as %20. */
export function encodePair(key: string, value: string): string {
  return `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
}

export function joinQuery(raws: readonly string[]): string {
  return raws.length ? `?${raws.join('&')}` : ''
}

function partsOf(url: URL): UrlParts {
  const special = url.protocol in SPECIAL_SCHEMES
  return {
    href: url.href,
    protocol: url.protocol,
    username: safeDecode(url.username),
    password: safeDecode(url.password),
    hostname: url.hostname,
    port: url.port,
    defaultPort: SPECIAL_SCHEMES[url.protocol] ?? null,
    pathname: safeDecode(url.pathname),
    pathSegments: url.pathname.startsWith('/')
      ? url.pathname
          .slice(1)
          .split('/')
          .map(safeDecode)
          .filter((s, i, all) => s !== '' || i < all.length - 1)
      : [],
    query: splitQuery(url.search),
    hash: safeDecode(url.hash.slice(1)),
    origin: url.origin,
    special,
  }
}

const schemeRe = /^[a-zA-Z][a-zA-Z0-9+.-]*:/

export function parseUrl(input: string): ParseResult {
  if (input.length > MAX_URL_CHARS)
    return {
      kind: 'too-long',
      message: `This URL has ${input.length.toLocaleString('en-US')} characters: URL Parser reads up to ${MAX_URL_CHARS.toLocaleString('en-US')}.`,
    }
  const text = input.trim()
  if (!text) return { kind: 'empty' }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return explainInvalid(text)
  }
  // Some engines (Chromium) accept a space or % in a web host and escape it; the URL Standard does not.
  if (url.protocol in SPECIAL_SCHEMES && /%|\s/.test(url.hostname)) {
    const r = explainInvalid(text)
    if (!r.reasons[0].startsWith('The browser')) return r
  }
  return { kind: 'ok', url, parts: partsOf(url), warnings: warningsFor(text, url) }
}

function warningsFor(text: string, url: URL): string[] {
  const w: string[] = []
  if (url.username || url.password)
    w.push('The URL carries credentials: anyone who sees it (logs, history, Referer) can read them.')
  if (url.hostname.startsWith('xn--') || url.hostname.includes('.xn--'))
    w.push('The host is an internationalised domain name, shown in its Punycode (xn--) form.')
  if (/\s/.test(text)) w.push('The URL contains spaces; they have been percent-encoded as %20.')
  if (/^https?:\/\/[^/]*\\/i.test(text) || (/^[a-z]+:\\/i.test(text) && url.protocol in SPECIAL_SCHEMES))
    w.push('Backslashes were read as slashes, as browsers do for web URLs.')
  if (!(url.protocol in SPECIAL_SCHEMES) && /^[a-z0-9.-]+:\d+(\/|$)/i.test(text))
    w.push(
      `“${url.protocol}” is read as the scheme and the rest as a path. For a host and port, write https://${text}.`,
    )
  if (url.protocol === 'javascript:')
    w.push('This is a javascript: URL: opening it runs code. It is only parsed here, never opened.')
  return w
}

/** Why a string is not a valid URL, most specific reason first, with a fixed version when one is obvious. */
export function explainInvalid(text: string): { kind: 'invalid'; reasons: string[]; suggestion: string | null } {
  const reasons: string[] = []
  let suggestion: string | null = null
  const scheme = schemeRe.exec(text)?.[0].toLowerCase() ?? null
  const looksLikeHostPort = scheme !== null && /^[a-z0-9.-]+:\d+(\/|$)/i.test(text)
  if (!scheme || looksLikeHostPort) {
    if (/^\d/.test(text) && text.includes('://')) reasons.push('The scheme must start with a letter.')
    else if (text.startsWith('//')) reasons.push('Missing scheme: the URL starts with “//”; add one such as https:.')
    else reasons.push('Missing scheme: a URL starts with one such as “https://” or “mailto:”.')
    const fixed = text.startsWith('//') ? `https:${text}` : `https://${text}`
    if (!/\s/.test(fixed) && canParse(fixed)) suggestion = fixed
  } else if (scheme in SPECIAL_SCHEMES) {
    const rest = text.slice(scheme.length).replace(/\\/g, '/')
    const afterSlashes = rest.replace(/^\/*/, '')
    const authority = afterSlashes.split(/[/?#]/)[0]
    const at = authority.lastIndexOf('@')
    const hostPort = at >= 0 ? authority.slice(at + 1) : authority
    let host = hostPort
    let port: string | null = null
    if (hostPort.startsWith('[')) {
      const close = hostPort.indexOf(']')
      if (close < 0) reasons.push('The IPv6 address opened with “[” is never closed with “]”.')
      else {
        host = hostPort.slice(0, close + 1)
        const tail = hostPort.slice(close + 1)
        if (tail.startsWith(':')) port = tail.slice(1)
        else if (tail) reasons.push(`Unexpected “${tail}” after the IPv6 address.`)
        if (!canParse(`http://${host}/`)) reasons.push(`“${host}” is not a valid IPv6 address.`)
      }
    } else {
      const colon = hostPort.lastIndexOf(':')
      if (colon >= 0) {
        host = hostPort.slice(0, colon)
        port = hostPort.slice(colon + 1)
      }
    }
    if (port !== null && port !== '') {
      if (!/^\d+$/.test(port)) reasons.push(`The port “${port}” is not a number.`)
      else if (Number(port) > 65535) reasons.push(`The port ${port} is out of range (0–65535).`)
    }
    if (scheme !== 'file:' && !host && !reasons.length) reasons.push(`A ${scheme.slice(0, -1)} URL needs a host.`)
    if (/\s/.test(host)) reasons.push('The host contains a space; host names cannot contain spaces.')
    const bad = [...host.replace(/^\[.*\]$/, '')].find((c) => /[<>^|%"`{}\\[\]]/.test(c) || c.charCodeAt(0) < 0x20)
    if (bad && !/\s/.test(bad)) reasons.push(`The host contains “${bad}”, which is not allowed in a host name.`)
    if (/^[\d.]+$/.test(host) && host.includes('.')) {
      const parts = host.split('.')
      if (parts.some((p) => p !== '' && Number(p) > 255))
        reasons.push(`“${host}” looks like an IPv4 address, but a part is above 255.`)
      else if (parts.length > 4) reasons.push(`“${host}” looks like an IPv4 address but has more than four parts.`)
    }
    if (at >= 0 && !hostPort) reasons.push('Credentials (user@) are given, but no host follows them.')
  }
  if (!reasons.length) reasons.push('The browser’s URL parser rejects this string as a URL.')
  return { kind: 'invalid', reasons, suggestion }
}

function canParse(s: string): boolean {
  try {
    new URL(s)
    return true
  } catch {
    return false
  }
}

// ---- Edits: each takes the current URL text and returns the new text, or an error for the field. ----

export type EditResult = { ok: true; href: string } | { ok: false; error: string }

export type Field = 'protocol' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'hash'

export function editPart(href: string, field: Field, value: string): EditResult {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return { ok: false, error: 'Fix the URL first.' }
  }
  switch (field) {
    case 'protocol': {
      const scheme = value.trim().replace(/:$/, '').toLowerCase()
      if (!/^[a-z][a-z0-9+.-]*$/.test(scheme))
        return { ok: false, error: 'A scheme is a letter followed by letters, digits, “+”, “-” or “.”.' }
      const rest = href.slice(url.protocol.length)
      const next = `${scheme}:${rest}`
      if (!canParse(next)) return { ok: false, error: `The rest of the URL is not valid with ${scheme}:.` }
      return { ok: true, href: new URL(next).href }
    }
    case 'port': {
      const v = value.trim()
      if (v && !/^\d+$/.test(v)) return { ok: false, error: 'A port is a number from 0 to 65535.' }
      if (v && Number(v) > 65535) return { ok: false, error: 'A port is a number from 0 to 65535.' }
      if (!url.host) return { ok: false, error: 'This URL has no host, so it cannot have a port.' }
      if (url.protocol === 'file:' && v) return { ok: false, error: 'file: URLs cannot have a port.' }
      url.port = v
      return { ok: true, href: url.href }
    }
    case 'hostname': {
      const v = value.trim()
      if (!v && url.protocol in SPECIAL_SCHEMES && url.protocol !== 'file:')
        return { ok: false, error: `A ${url.protocol.slice(0, -1)} URL needs a host.` }
      if (/\s/.test(v)) return { ok: false, error: 'Host names cannot contain spaces.' }
      if (/[:/?#@]/.test(v) && !/^\[.*\]$/.test(v))
        return { ok: false, error: 'Enter only the host name (no “:”, “/”, “?”, “#” or “@”).' }
      if (!url.host && !(url.protocol in SPECIAL_SCHEMES) && v)
        return { ok: false, error: 'This URL has no authority (//) to hold a host.' }
      const before = url.hostname
      url.hostname = v
      if (v && url.hostname === before && v.toLowerCase() !== before)
        return { ok: false, error: `“${v}” is not a valid host name.` }
      return { ok: true, href: url.href }
    }
    case 'username':
    case 'password': {
      if (!url.host || url.protocol === 'file:')
        return { ok: false, error: 'This URL has no host, so it cannot carry credentials.' }
      url[field] = encodeURIComponent(value)
      return { ok: true, href: url.href }
    }
    case 'pathname': {
      url.pathname = value
      return { ok: true, href: url.href }
    }
    case 'hash': {
      url.hash = value
      return { ok: true, href: url.href }
    }
  }
}

/** Replaces the query with these raw pairs (edited pairs are re-encoded by the caller with encodePair). */
export function withQuery(href: string, raws: readonly string[]): string {
  const url = new URL(href)
  const hashIndex = url.href.indexOf('#')
  const base = url.href.slice(0, hashIndex >= 0 ? hashIndex : undefined).replace(/\?.*$/s, '')
  return `${base}${joinQuery(raws)}${url.hash}`
}

export function setPair(href: string, query: readonly QueryPair[], index: number, key: string, value: string): string {
  const raws = query.map((p, i) => (i === index ? encodePair(key, value) : p.raw))
  return withQuery(href, raws)
}

export function removePair(href: string, query: readonly QueryPair[], index: number): string {
  return withQuery(
    href,
    query.filter((_, i) => i !== index).map((p) => p.raw),
  )
}

export function addPair(href: string, query: readonly QueryPair[], key = '', value = ''): string {
  return withQuery(href, [...query.map((p) => p.raw), encodePair(key, value)])
}

/** The query as a plain object (repeated keys become arrays), for copying as JSON. */
export function queryToJson(query: readonly QueryPair[]): string {
  // A map, so keys such as "__proto__" stay keys; a repeated key's array grows in place (copying it for every
  // repeat was quadratic: 100,000 "a=…" pairs took seconds).
  const out = new Map<string, string | string[]>()
  for (const { key, value } of query) {
    const prev = out.get(key)
    if (prev === undefined) out.set(key, value)
    else if (Array.isArray(prev)) prev.push(value)
    else out.set(key, [prev, value])
  }
  return JSON.stringify(Object.fromEntries(out), null, 2)
}

export const EXAMPLE_URL =
  'https://user:p%40ss@shop.example.com:8443/en/search results/?q=caf%C3%A9+au+lait&tag=a&tag=b#reviews'
