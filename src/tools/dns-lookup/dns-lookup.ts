// DNS lookups over DNS-over-HTTPS (RFC 8484 wire format, GET ?dns=<base64url>) to the resolver the user picks.
// Names are checked and IDNs turned into punycode before anything is sent; an IP address becomes its reverse
// (in-addr.arpa / ip6.arpa) name. The query sets AD (RFC 6840 §5.7) so the resolver reports whether it validated
// the answer with DNSSEC, and is padded to 128 bytes (RFC 8467) so its length says little about the name.
import {
  type Answer,
  AUTHENTIC_DATA,
  decode,
  encode,
  encodingLength,
  type Packet,
  RECURSION_DESIRED,
  TRUNCATED_RESPONSE,
} from '@leichtgewicht/dns-packet'

export const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SOA', 'CAA', 'SRV', 'PTR'] as const
export type RecordType = (typeof RECORD_TYPES)[number]

export interface Resolver {
  id: 'cloudflare' | 'google' | 'quad9'
  name: string
  url: string
  host: string
}

export const RESOLVERS: readonly Resolver[] = [
  { id: 'cloudflare', name: 'Cloudflare', url: 'https://cloudflare-dns.com/dns-query', host: 'cloudflare-dns.com' },
  { id: 'google', name: 'Google', url: 'https://dns.google/dns-query', host: 'dns.google' },
  { id: 'quad9', name: 'Quad9', url: 'https://dns.quad9.net/dns-query', host: 'dns.quad9.net' },
]

export const LOOKUP_TIMEOUT_MS = 8000
const PAD_BLOCK = 128

// ---------------------------------------------------------------------------------------------- names

export interface PreparedQuery {
  /** The ASCII (punycode) name sent to the resolver, without a trailing dot. */
  name: string
  type: RecordType
  /** The name as typed when it differs from what is sent (an IDN, a URL, an IP address). */
  original: string | null
  notes: string[]
}

export type Prepared = { ok: true; query: PreparedQuery } | { ok: false; error: string }

function parseIPv4(s: string): number[] | null {
  const parts = s.split('.')
  if (parts.length !== 4) return null
  const out: number[] = []
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || (p.length > 1 && p.startsWith('0'))) return null
    const n = Number(p)
    if (n > 255) return null
    out.push(n)
  }
  return out
}

/** The 32 hex nibbles of an IPv6 address, or null when it is not one. */
export function ipv6Nibbles(input: string): string | null {
  let s = input.toLowerCase()
  if (!/^[0-9a-f:.]+$/.test(s) || !s.includes(':')) return null
  let tail = ''
  const lastColon = s.lastIndexOf(':')
  const last = s.slice(lastColon + 1)
  if (last.includes('.')) {
    const v4 = parseIPv4(last)
    if (!v4) return null
    tail = v4.map((n) => n.toString(16).padStart(2, '0')).join('')
    s = s.slice(0, lastColon + 1)
    if (!s.endsWith('::')) s = s.slice(0, -1)
  }
  const want = tail ? 6 : 8
  const halves = s.split('::')
  if (halves.length > 2) return null
  const groups = (part: string) => (part === '' ? [] : part.split(':'))
  const head = groups(halves[0])
  const rest = halves.length === 2 ? groups(halves[1]) : []
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null
  const missing = want - head.length - rest.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const all = [...head, ...Array(missing).fill('0'), ...rest]
  return all.map((g) => g.padStart(4, '0')).join('') + tail
}

/** The PTR name of an IP address: 8.8.4.4 → 4.4.8.8.in-addr.arpa; 2001:db8::1 → 1.0.0…8.b.d.0.1.0.0.2.ip6.arpa. */
export function reverseName(ip: string): string | null {
  const v4 = parseIPv4(ip)
  if (v4) return `${[...v4].reverse().join('.')}.in-addr.arpa`
  const nibbles = ipv6Nibbles(ip.replace(/^\[(.*)\]$/, '$1'))
  if (nibbles) return `${[...nibbles].reverse().join('.')}.ip6.arpa`
  return null
}

/** Checks a name the way resolvers will: labels of 1–63 characters, at most 253 in all, letters/digits/-/_ . */
export function validateName(name: string): string | null {
  if (name.length === 0) return 'Enter a domain name, such as example.com.'
  if (name.length > 253) return `The name is ${name.length} characters long; a DNS name has at most 253.`
  const labels = name.split('.')
  for (const label of labels) {
    if (label === '') return 'The name has an empty label (two dots in a row, or a dot at the start).'
    if (label.length > 63)
      return `The label “${label.slice(0, 20)}…” is ${label.length} characters long; a label has at most 63.`
    const bad = [...label].find((c) => !/[a-z0-9_*-]/.test(c))
    if (bad !== undefined)
      return bad === ' '
        ? 'A domain name cannot contain spaces.'
        : `“${bad}” is not allowed in a domain name (letters, digits, hyphens and underscores).`
    if (label.startsWith('-') || label.endsWith('-'))
      return `The label “${label}” starts or ends with a hyphen, which host names do not allow.`
  }
  return null
}

/** Turns what the user typed into the query to send, or says why it cannot be sent. */
export function prepareQuery(input: string, type: RecordType): Prepared {
  let s = input.trim()
  if (!s) return { ok: false, error: 'Enter a domain name, such as example.com.' }
  const notes: string[] = []
  let original: string | null = null
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(s)) {
    try {
      const host = new URL(s).hostname.replace(/^\[(.*)\]$/, '$1')
      if (!host) throw new Error('no host')
      notes.push(`Looking up the host of the URL: ${host}.`)
      original = s
      s = host
    } catch {
      return { ok: false, error: 'That looks like a URL but it has no host name to look up.' }
    }
  }
  const reversed = reverseName(s)
  if (reversed) {
    if (type !== 'PTR') notes.push(`${s} is an IP address, so this is a reverse (PTR) lookup.`)
    return { ok: true, query: { name: reversed, type: 'PTR', original: s, notes } }
  }
  if (/^[\d.]+$/.test(s) && s.split('.').length === 4)
    return { ok: false, error: `“${s}” is not a valid IPv4 address: each of the four parts is 0–255.` }
  if (s.includes(':') && !/[^0-9a-f:.[\]]/i.test(s)) return { ok: false, error: `“${s}” is not a valid IPv6 address.` }
  if (s.endsWith('.') && s !== '.') s = s.slice(0, -1)
  let ascii = s.toLowerCase()
  if ([...s].some((c) => c.charCodeAt(0) > 0x7f)) {
    try {
      if (/[\s/?#@:%[\]\\]/.test(s)) throw new Error('not a host')
      ascii = new URL(`http://${s}`).hostname
    } catch {
      return { ok: false, error: `“${s}” cannot be turned into an internationalised domain name.` }
    }
    if (ascii.endsWith('.')) ascii = ascii.slice(0, -1)
    original ??= s
    notes.push(`Internationalised name: sent as ${ascii}.`)
  }
  const error = validateName(ascii)
  if (error) return { ok: false, error }
  if (type === 'PTR' && !/\.(in-addr|ip6)\.arpa$/.test(ascii))
    return {
      ok: false,
      error: 'A PTR (reverse) lookup needs an IP address, such as 8.8.8.8, or a name under in-addr.arpa or ip6.arpa.',
    }
  return { ok: true, query: { name: ascii, type, original, notes } }
}

// ---------------------------------------------------------------------------------------------- wire format

function queryPacket(name: string, type: RecordType, padding: number): Packet {
  return {
    type: 'query',
    id: 0,
    flags: RECURSION_DESIRED | AUTHENTIC_DATA,
    questions: [{ type, name, class: 'IN' }],
    additionals: [
      {
        type: 'OPT',
        name: '.',
        udpPayloadSize: 4096,
        flags: 0,
        options: [{ code: 'PADDING', length: padding }],
      } as unknown as Answer,
    ],
  }
}

/** The DNS query message: ID 0 (RFC 8484 §4.1), RD and AD set, EDNS(0) padded to a multiple of 128 bytes. */
export function encodeQuery(name: string, type: RecordType): Uint8Array {
  const base = encodingLength(queryPacket(name, type, 0))
  return encode(queryPacket(name, type, (PAD_BLOCK - (base % PAD_BLOCK)) % PAD_BLOCK))
}

export function base64Url(bytes: Uint8Array): string {
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function dohUrl(resolver: Resolver, query: PreparedQuery): string {
  return `${resolver.url}?dns=${base64Url(encodeQuery(query.name, query.type))}`
}

// ---------------------------------------------------------------------------------------------- answers

export interface RecordRow {
  name: string
  type: string
  ttl: number
  data: string
}

export interface LookupResult {
  resolver: Resolver
  query: PreparedQuery
  rcode: string
  /** The resolver validated the answer with DNSSEC (AD flag). */
  authenticated: boolean
  truncated: boolean
  answers: RecordRow[]
  authorities: RecordRow[]
  elapsedMs: number
}

export class DnsError extends Error {
  constructor(
    readonly kind: 'network' | 'timeout' | 'http' | 'malformed',
    message: string,
  ) {
    super(message)
  }
}

const utf8 = new TextDecoder('utf-8')
const fqdn = (n: unknown) => (typeof n === 'string' && n !== '' && n !== '.' ? n : '.')
const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** One record's data as text, in the presentation form dig prints. */
export function formatRecordData(a: Answer): string {
  const d = (a as { data: unknown }).data as unknown
  switch (a.type) {
    case 'A':
    case 'AAAA':
      return String(d)
    case 'CNAME':
    case 'NS':
    case 'PTR':
    case 'DNAME':
      return fqdn(d)
    case 'MX': {
      const m = d as { preference?: number; exchange: string }
      return `${m.preference ?? 0} ${fqdn(m.exchange)}`
    }
    case 'TXT': {
      const parts = Array.isArray(d) ? d : [d]
      return parts.map((p) => quote(typeof p === 'string' ? p : utf8.decode(p as Uint8Array))).join(' ')
    }
    case 'SOA': {
      const s = d as {
        mname: string
        rname: string
        serial?: number
        refresh?: number
        retry?: number
        expire?: number
        minimum?: number
      }
      return `${fqdn(s.mname)} ${fqdn(s.rname)} ${s.serial} ${s.refresh} ${s.retry} ${s.expire} ${s.minimum}`
    }
    case 'CAA': {
      const c = d as { flags?: number; tag: string; value: string }
      return `${c.flags ?? 0} ${c.tag} ${quote(c.value)}`
    }
    case 'SRV': {
      const s = d as { priority?: number; weight?: number; port?: number; target: string }
      return `${s.priority ?? 0} ${s.weight ?? 0} ${s.port ?? 0} ${fqdn(s.target)}`
    }
    default:
      if (d instanceof Uint8Array) return `\\# ${d.length} ${hex(d)}`
      try {
        return JSON.stringify(d, (_, v) => (v instanceof Uint8Array ? hex(v) : v)) ?? ''
      } catch {
        return ''
      }
  }
}

function toRows(list: Answer[] | undefined): RecordRow[] {
  return (list ?? [])
    .filter((a) => a.type !== 'OPT')
    .map((a) => ({ name: fqdn(a.name), type: a.type, ttl: a.ttl ?? 0, data: formatRecordData(a) }))
}

/** Reads the resolver's reply and checks it answers the question asked. */
export function decodeResponse(bytes: Uint8Array, query: PreparedQuery): Omit<LookupResult, 'resolver' | 'elapsedMs'> {
  let packet: Packet
  try {
    packet = decode(bytes)
  } catch {
    throw new DnsError('malformed', 'The resolver sent a DNS message this tool cannot read.')
  }
  if (packet.type !== 'response') throw new DnsError('malformed', 'The resolver sent a query instead of an answer.')
  const q = packet.questions?.[0]
  if (packet.id !== 0 || !q || q.name.toLowerCase() !== query.name || q.type !== query.type)
    throw new DnsError('malformed', 'The resolver answered a different question.')
  const flags = packet.flags ?? 0
  return {
    query,
    rcode: String(packet.rcode ?? 'NOERROR'),
    authenticated: (flags & AUTHENTIC_DATA) !== 0,
    truncated: (flags & TRUNCATED_RESPONSE) !== 0,
    answers: toRows(packet.answers),
    authorities: toRows(packet.authorities),
  }
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/** Sends the query to the chosen resolver (one GET) and decodes its answer; failures become DnsError. */
export async function lookup(
  fetchImpl: FetchLike,
  resolver: Resolver,
  query: PreparedQuery,
  signal: AbortSignal,
  { timeoutMs = LOOKUP_TIMEOUT_MS, now = () => Date.now() }: { timeoutMs?: number; now?: () => number } = {},
): Promise<LookupResult> {
  const started = now()
  const timeout = AbortSignal.timeout(timeoutMs)
  const combined = AbortSignal.any([signal, timeout])
  let response: Response
  let body: Uint8Array
  try {
    response = await fetchImpl(dohUrl(resolver, query), {
      signal: combined,
      headers: { accept: 'application/dns-message' },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    })
    body = new Uint8Array(await response.arrayBuffer())
  } catch (e) {
    if (signal.aborted) throw e
    if (timeout.aborted)
      throw new DnsError('timeout', `${resolver.host} did not answer within ${timeoutMs / 1000} s (timed out).`)
    throw new DnsError(
      'network',
      `Could not reach ${resolver.host}: you may be offline, or a firewall, blocker or browser setting stops DNS-over-HTTPS.`,
    )
  }
  if (!response.ok)
    throw new DnsError(
      'http',
      `${resolver.host} answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''} instead of a DNS message.`,
    )
  const contentType = response.headers.get('content-type')?.split(';')[0].trim().toLowerCase()
  if (contentType && contentType !== 'application/dns-message')
    throw new DnsError('malformed', `${resolver.host} sent ${contentType} instead of a DNS message.`)
  return { ...decodeResponse(body, query), resolver, elapsedMs: Math.max(0, Math.round(now() - started)) }
}

// ---------------------------------------------------------------------------------------------- presentation

export interface Verdict {
  tone: 'success' | 'warning' | 'danger'
  title: string
  detail: string
}

/** What the response code means for the user, in words. */
export function describeResult(r: Pick<LookupResult, 'rcode' | 'answers' | 'query' | 'truncated'>): Verdict {
  const { name, type } = r.query
  switch (r.rcode) {
    case 'NOERROR': {
      const matching = r.answers.filter((a) => a.type === type).length
      if (matching)
        return {
          tone: 'success',
          title: `${matching} ${type} record${matching === 1 ? '' : 's'}`,
          detail: r.truncated ? 'The answer was truncated (TC): some records may be missing.' : '',
        }
      const aliases = r.answers.filter((a) => a.type === 'CNAME').length
      return {
        tone: 'warning',
        title: `No ${type} records`,
        detail: aliases
          ? `${name} is an alias (CNAME), and its target has no ${type} records.`
          : `${name} exists but has no ${type} records (NOERROR, no data).`,
      }
    }
    case 'NXDOMAIN':
      return { tone: 'danger', title: 'No such domain (NXDOMAIN)', detail: `${name} does not exist in DNS.` }
    case 'SERVFAIL':
      return {
        tone: 'danger',
        title: 'The resolver failed (SERVFAIL)',
        detail:
          'It could not get an answer: often a DNSSEC validation failure, or the domain’s name servers do not respond.',
      }
    case 'REFUSED':
      return { tone: 'danger', title: 'Query refused (REFUSED)', detail: 'The resolver declined to answer this query.' }
    case 'FORMERR':
      return { tone: 'danger', title: 'Format error (FORMERR)', detail: 'The resolver could not read the query.' }
    default:
      return { tone: 'danger', title: `The resolver answered ${r.rcode}`, detail: '' }
  }
}

/** 3600 → "1 h"; 90061 → "1 d 1 h 1 min 1 s". */
export function formatTtl(ttl: number): string {
  if (ttl < 60) return `${ttl} s`
  const parts: string[] = []
  let rest = ttl
  for (const [unit, size] of [
    ['d', 86400],
    ['h', 3600],
    ['min', 60],
    ['s', 1],
  ] as const) {
    const n = Math.floor(rest / size)
    rest -= n * size
    if (n) parts.push(`${n} ${unit}`)
  }
  return parts.join(' ')
}

/** The answer as zone-file lines, as dig prints them. */
export function recordsAsText(rows: readonly RecordRow[]): string {
  return rows.map((r) => `${r.name === '.' ? '.' : `${r.name}.`}\t${r.ttl}\tIN\t${r.type}\t${r.data}`).join('\n')
}
