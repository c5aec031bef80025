// IP address parsing, classification and CIDR arithmetic for the ip-info tool. Both families are held as BigInt so
// one set of range maths serves IPv4 and IPv6 (a /0 IPv6 block has 2^128 addresses); the special-purpose ranges
// follow the IANA IPv4 and IPv6 Special-Purpose Address Registries.

export type Family = 4 | 6

export interface IpAddress {
  family: Family
  value: bigint
  /** Zone index of a scoped IPv6 address ("%eth0"), kept for display. */
  zone: string | null
}

export class IpError extends Error {}

const BITS: Record<Family, number> = { 4: 32, 6: 128 }
const ALL = (f: Family) => (1n << BigInt(BITS[f])) - 1n

export function parseIPv4(s: string): bigint {
  const parts = s.split('.')
  if (parts.length !== 4)
    throw new IpError(`An IPv4 address has four numbers separated by dots; “${s}” has ${parts.length}.`)
  let v = 0n
  for (const p of parts) {
    if (p === '') throw new IpError('An IPv4 address has an empty part (two dots in a row or a dot at an end).')
    if (!/^\d+$/.test(p)) throw new IpError(`“${p}” is not a decimal number from 0 to 255.`)
    if (p.length > 1 && p.startsWith('0'))
      throw new IpError(`“${p}” has a leading zero, which some systems read as octal; write ${Number(p)}.`)
    const n = Number(p)
    if (n > 255) throw new IpError(`${p} is above 255; each IPv4 part is 0–255.`)
    v = (v << 8n) | BigInt(n)
  }
  return v
}

export function parseIPv6(input: string): { value: bigint; zone: string | null } {
  let s = input
  let zone: string | null = null
  const pct = s.indexOf('%')
  if (pct >= 0) {
    zone = s.slice(pct + 1)
    s = s.slice(0, pct)
    if (!zone) throw new IpError('The zone index after “%” is empty.')
  }
  if (/[^0-9a-fA-F:.]/.test(s)) {
    const bad = [...s].find((c) => !/[0-9a-fA-F:.]/.test(c))
    throw new IpError(`“${bad}” is not allowed in an IPv6 address (hex digits, “:” and an optional IPv4 tail).`)
  }
  const doubles = s.split('::').length - 1
  if (doubles > 1) throw new IpError('“::” may appear only once in an IPv6 address.')
  if (/:::/.test(s)) throw new IpError('“:::” is not valid; use “::” for a run of zero groups.')
  let tail: bigint | null = null
  const lastColon = s.lastIndexOf(':')
  if (s.slice(lastColon + 1).includes('.')) {
    tail = parseIPv4(s.slice(lastColon + 1))
    s = `${s.slice(0, lastColon + 1)}0:0`
  }
  const [head, rest] = doubles ? s.split('::') : [s, null]
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'))
  const h = groupsOf(head)
  const r = rest === null ? [] : groupsOf(rest)
  if ((rest === null && s.startsWith(':')) || (head !== '' && head.startsWith(':')))
    throw new IpError('An IPv6 address cannot start with a single “:”.')
  if ((rest === null && s.endsWith(':')) || rest?.endsWith(':'))
    throw new IpError('An IPv6 address cannot end with a single “:”.')
  for (const g of [...h, ...r]) {
    if (g === '') throw new IpError('An IPv6 address has an empty group (“:” twice without “::”).')
    if (g.includes('.')) throw new IpError('An embedded IPv4 address may only be the last part.')
    if (g.length > 4) throw new IpError(`The group “${g}” has more than four hex digits.`)
  }
  const total = h.length + r.length
  if (rest === null && total !== 8)
    throw new IpError(
      `An IPv6 address has eight groups (or uses “::”); this one has ${tail !== null ? total - 1 : total}.`,
    )
  if (rest !== null && total > 7) throw new IpError('With “::” an IPv6 address can have at most seven other groups.')
  const groups = [...h, ...Array(8 - total).fill('0'), ...r]
  let v = 0n
  for (const g of groups) v = (v << 16n) | BigInt(Number.parseInt(g, 16))
  if (tail !== null) v = (v & ~0xffffffffn) | tail
  return { value: v, zone }
}

export function parseAddress(raw: string): IpAddress {
  const s = raw.trim().replace(/^\[(.*)\]$/, '$1')
  if (!s) throw new IpError('Enter an IPv4 or IPv6 address.')
  if (s.includes(':')) {
    const { value, zone } = parseIPv6(s)
    return { family: 6, value, zone }
  }
  if (/^[\d.]+$/.test(s)) return { family: 4, value: parseIPv4(s), zone: null }
  throw new IpError(`“${s}” is neither an IPv4 address (like 192.168.1.10) nor an IPv6 address (like 2001:db8::1).`)
}

export function formatIPv4(v: bigint): string {
  return [24n, 16n, 8n, 0n].map((sh) => String((v >> sh) & 255n)).join('.')
}

function groups6(v: bigint): number[] {
  return Array.from({ length: 8 }, (_, i) => Number((v >> BigInt(112 - i * 16)) & 0xffffn))
}

/** RFC 5952 form: lower case, leading zeros dropped, the longest run (2+) of zero groups as “::”. */
export function formatIPv6(v: bigint): string {
  const g = groups6(v)
  let bestStart = -1
  let bestLen = 0
  for (let i = 0; i < 8; ) {
    if (g[i] !== 0) {
      i++
      continue
    }
    let j = i
    while (j < 8 && g[j] === 0) j++
    if (j - i > bestLen && j - i >= 2) {
      bestStart = i
      bestLen = j - i
    }
    i = j
  }
  const hex = g.map((x) => x.toString(16))
  if (bestStart < 0) return hex.join(':')
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLen).join(':')}`
}

export function expandIPv6(v: bigint): string {
  return groups6(v)
    .map((x) => x.toString(16).padStart(4, '0'))
    .join(':')
}

export function formatAddress(f: Family, v: bigint): string {
  return f === 4 ? formatIPv4(v) : formatIPv6(v)
}

// ---- Classification ----

interface Range {
  cidr: string
  label: string
  kind: string
}

const V4: Range[] = [
  { cidr: '0.0.0.0/8', label: '“This network” (source only)', kind: 'Reserved' },
  { cidr: '10.0.0.0/8', label: 'Private network (RFC 1918)', kind: 'Private' },
  { cidr: '100.64.0.0/10', label: 'Shared address space, carrier-grade NAT (RFC 6598)', kind: 'CGNAT' },
  { cidr: '127.0.0.0/8', label: 'Loopback (RFC 1122)', kind: 'Loopback' },
  { cidr: '169.254.0.0/16', label: 'Link-local (RFC 3927)', kind: 'Link-local' },
  { cidr: '172.16.0.0/12', label: 'Private network (RFC 1918)', kind: 'Private' },
  { cidr: '192.0.0.0/24', label: 'IETF protocol assignments (RFC 6890)', kind: 'Reserved' },
  { cidr: '192.0.2.0/24', label: 'Documentation, TEST-NET-1 (RFC 5737)', kind: 'Documentation' },
  { cidr: '192.88.99.0/24', label: '6to4 relay anycast, deprecated (RFC 7526)', kind: 'Reserved' },
  { cidr: '192.168.0.0/16', label: 'Private network (RFC 1918)', kind: 'Private' },
  { cidr: '198.18.0.0/15', label: 'Benchmarking (RFC 2544)', kind: 'Reserved' },
  { cidr: '198.51.100.0/24', label: 'Documentation, TEST-NET-2 (RFC 5737)', kind: 'Documentation' },
  { cidr: '203.0.113.0/24', label: 'Documentation, TEST-NET-3 (RFC 5737)', kind: 'Documentation' },
  { cidr: '224.0.0.0/4', label: 'Multicast (RFC 5771)', kind: 'Multicast' },
  { cidr: '255.255.255.255/32', label: 'Limited broadcast (RFC 919)', kind: 'Broadcast' },
  { cidr: '240.0.0.0/4', label: 'Reserved for future use (RFC 1112)', kind: 'Reserved' },
]

const V6: Range[] = [
  { cidr: '::/128', label: 'Unspecified address', kind: 'Unspecified' },
  { cidr: '::1/128', label: 'Loopback', kind: 'Loopback' },
  { cidr: '::ffff:0:0/96', label: 'IPv4-mapped address (RFC 4291)', kind: 'IPv4-mapped' },
  { cidr: '64:ff9b::/96', label: 'IPv4/IPv6 translation, NAT64 (RFC 6052)', kind: 'Translation' },
  { cidr: '64:ff9b:1::/48', label: 'Local-use IPv4/IPv6 translation (RFC 8215)', kind: 'Translation' },
  { cidr: '100::/64', label: 'Discard-only (RFC 6666)', kind: 'Reserved' },
  { cidr: '2001:db8::/32', label: 'Documentation (RFC 3849)', kind: 'Documentation' },
  { cidr: '3fff::/20', label: 'Documentation (RFC 9637)', kind: 'Documentation' },
  { cidr: '2001::/32', label: 'Teredo tunnelling (RFC 4380)', kind: 'Tunnel' },
  { cidr: '2001:10::/28', label: 'ORCHID, deprecated (RFC 4843)', kind: 'Reserved' },
  { cidr: '2001:20::/28', label: 'ORCHIDv2 (RFC 7343)', kind: 'Reserved' },
  { cidr: '2001::/23', label: 'IETF protocol assignments (RFC 2928)', kind: 'Reserved' },
  { cidr: '2002::/16', label: '6to4 (RFC 3056)', kind: 'Tunnel' },
  { cidr: 'fc00::/7', label: 'Unique local address, private (RFC 4193)', kind: 'Private' },
  { cidr: 'fe80::/10', label: 'Link-local unicast (RFC 4291)', kind: 'Link-local' },
  { cidr: 'fec0::/10', label: 'Site-local, deprecated (RFC 3879)', kind: 'Reserved' },
  { cidr: 'ff00::/8', label: 'Multicast (RFC 4291)', kind: 'Multicast' },
]

function compile(list: Range[], family: Family) {
  return list.map((r) => {
    const [a, p] = r.cidr.split('/')
    const prefix = Number(p)
    const value = family === 4 ? parseIPv4(a) : parseIPv6(a).value
    return { ...r, network: value & maskOf(family, prefix), prefix }
  })
}

export function maskOf(f: Family, prefix: number): bigint {
  const bits = BigInt(BITS[f])
  return prefix === 0 ? 0n : (ALL(f) << (bits - BigInt(prefix))) & ALL(f)
}

const V4C = compile(V4, 4)
const V6C = compile(V6, 6)

const MULTICAST_SCOPES: Record<number, string> = {
  1: 'interface-local',
  2: 'link-local',
  4: 'admin-local',
  5: 'site-local',
  8: 'organisation-local',
  14: 'global',
}

export interface Classification {
  kind: string
  label: string
  /** The registry block that matched, e.g. 10.0.0.0/8. */
  block: string | null
  globallyRoutable: boolean
}

export function classify(ip: IpAddress): Classification[] {
  const table = ip.family === 4 ? V4C : V6C
  const hits = table.filter((r) => (ip.value & maskOf(ip.family, r.prefix)) === r.network)
  hits.sort((a, b) => b.prefix - a.prefix)
  const out: Classification[] = hits.map((h) => ({
    kind: h.kind,
    label: h.kind === 'Multicast' && ip.family === 6 ? `${h.label}, ${multicastScope(ip.value)} scope` : h.label,
    block: h.cidr,
    globallyRoutable: false,
  }))
  if (!out.length) {
    if (ip.family === 6 && ip.value >> 125n !== 1n)
      out.push({ kind: 'Reserved', label: 'Reserved by IETF (outside 2000::/3)', block: null, globallyRoutable: false })
    else
      out.push({
        kind: 'Public',
        label: ip.family === 4 ? 'Public (globally routable unicast)' : 'Global unicast (2000::/3)',
        block: null,
        globallyRoutable: true,
      })
  }
  return out
}

function multicastScope(v: bigint): string {
  const scope = Number((v >> 112n) & 0xfn)
  return MULTICAST_SCOPES[scope] ?? `scope ${scope}`
}

/** The IPv4 address inside an IPv4-mapped, NAT64, 6to4 or Teredo IPv6 address. */
export function embeddedIPv4(ip: IpAddress): { how: string; address: string } | null {
  if (ip.family !== 6) return null
  const v = ip.value
  const low32 = v & 0xffffffffn
  if (v >> 32n === 0xffffn) return { how: 'IPv4-mapped', address: formatIPv4(low32) }
  if (v >> 32n === 0x64ff9b0000000000000000n) return { how: 'NAT64', address: formatIPv4(low32) }
  if (v >> 112n === 0x2002n) return { how: '6to4', address: formatIPv4((v >> 80n) & 0xffffffffn) }
  if (v >> 96n === 0x20010000n) return { how: 'Teredo client', address: formatIPv4(~low32 & 0xffffffffn) }
  if (v >> 32n === 0n && low32 > 1n) return { how: 'IPv4-compatible (deprecated)', address: formatIPv4(low32) }
  return null
}

export function reverseDns(ip: IpAddress): string {
  if (ip.family === 4) return `${formatIPv4(ip.value).split('.').reverse().join('.')}.in-addr.arpa`
  return `${[...expandIPv6(ip.value).replace(/:/g, '')].reverse().join('.')}.ip6.arpa`
}

// ---- CIDR ----

export interface ParsedInput {
  ip: IpAddress
  prefix: number
  /** Prefix given explicitly (a /n or a mask). */
  hasPrefix: boolean
}

/** Reads "addr", "addr/prefix" or "IPv4 mask" (255.255.255.0) / "IPv4/mask". */
export function parseInput(raw: string): ParsedInput {
  const s = raw.trim()
  const m = /^(\S+?)(?:\s*\/\s*(\S+)|\s+(\d+\.\d+\.\d+\.\d+))?$/.exec(s)
  if (!m) {
    parseAddress(s.split(/[\s/]+/)[0])
    throw new IpError('Enter one address, optionally with a /prefix, such as 192.168.1.0/24.')
  }
  const ip = parseAddress(m[1])
  const bits = BITS[ip.family]
  const p = m[2] ?? m[3]
  if (p === undefined) return { ip, prefix: bits, hasPrefix: false }
  if (/^\d+$/.test(p)) {
    const prefix = Number(p)
    if (prefix > bits) throw new IpError(`The prefix /${p} is too long: IPv${ip.family} prefixes go from 0 to ${bits}.`)
    return { ip, prefix, hasPrefix: true }
  }
  if (ip.family === 4 && p.includes('.')) {
    const mask = parseIPv4(p)
    const prefix = prefixFromMask(mask)
    if (prefix === null) throw new IpError(`${p} is not a valid netmask: its one-bits must be contiguous.`)
    return { ip, prefix, hasPrefix: true }
  }
  throw new IpError(`“/${p}” is not a prefix length.`)
}

export function prefixFromMask(mask: bigint): number | null {
  for (let p = 0; p <= 32; p++) if (maskOf(4, p) === mask) return p
  return null
}

export interface CidrInfo {
  family: Family
  prefix: number
  network: bigint
  last: bigint
  /** IPv4 only: the broadcast address (none for /31 and /32). */
  broadcast: bigint | null
  firstHost: bigint
  lastHost: bigint
  /** Every address in the block. */
  addresses: bigint
  /** Usable host addresses (IPv4: minus network and broadcast, except /31 and /32). */
  hosts: bigint
  mask: bigint
  wildcard: bigint
  /** The input was not the block's first address. */
  hostBitsSet: boolean
}

export function cidr(ip: IpAddress, prefix: number): CidrInfo {
  const f = ip.family
  const mask = maskOf(f, prefix)
  const wildcard = ALL(f) ^ mask
  const network = ip.value & mask
  const last = network | wildcard
  const addresses = 1n << BigInt(BITS[f] - prefix)
  let firstHost = network
  let lastHost = last
  let hosts = addresses
  let broadcast: bigint | null = null
  if (f === 4 && prefix <= 30) {
    broadcast = last
    firstHost = network + 1n
    lastHost = last - 1n
    hosts = addresses - 2n
  } else if (f === 6 && prefix <= 126) {
    // The all-zero address of an IPv6 subnet is the Subnet-Router anycast address (RFC 4291 §2.6.1).
    firstHost = network + 1n
    hosts = addresses - 1n
  }
  return {
    family: f,
    prefix,
    network,
    last,
    broadcast,
    firstHost,
    lastHost,
    addresses,
    hosts,
    mask,
    wildcard,
    hostBitsSet: network !== ip.value,
  }
}

/** 4294967296 → "4,294,967,296"; huge IPv6 counts also as a power of two. */
export function formatCount(n: bigint): string {
  const s = n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return s
}

export function toBinary(f: Family, v: bigint): string {
  const bits = v.toString(2).padStart(BITS[f], '0')
  const size = f === 4 ? 8 : 16
  return (bits.match(new RegExp(`.{${size}}`, 'g')) ?? []).join(f === 4 ? '.' : ':')
}

export function toHex(f: Family, v: bigint): string {
  return `0x${v.toString(16).padStart(BITS[f] / 4, '0')}`
}

// ---- Public IP (the one request this tool makes, only when the user presses its button) ----

export const PUBLIC_IP_HOST = 'api64.ipify.org'
export const PUBLIC_IP_URL = `https://${PUBLIC_IP_HOST}?format=json`
export const PUBLIC_IP_TIMEOUT_MS = 10000

export class PublicIpError extends Error {}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/** Asks api64.ipify.org for the address it sees this browser come from (IPv6 where the network has it). */
export async function fetchPublicIp(
  fetchImpl: FetchLike,
  signal: AbortSignal,
  timeoutMs = PUBLIC_IP_TIMEOUT_MS,
): Promise<string> {
  const timeout = AbortSignal.timeout(timeoutMs)
  let response: Response
  try {
    response = await fetchImpl(PUBLIC_IP_URL, {
      signal: AbortSignal.any([signal, timeout]),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
  } catch (e) {
    if (signal.aborted) throw e
    if (timeout.aborted) throw new PublicIpError(`${PUBLIC_IP_HOST} did not answer within ${timeoutMs / 1000} s.`)
    throw new PublicIpError(
      `Could not reach ${PUBLIC_IP_HOST}: you may be offline, or a blocker or firewall stops the request.`,
    )
  }
  if (!response.ok) throw new PublicIpError(`${PUBLIC_IP_HOST} answered HTTP ${response.status}. Try again later.`)
  let body: unknown
  try {
    body = JSON.parse(await response.text())
  } catch (e) {
    if (signal.aborted) throw e
    throw new PublicIpError(`${PUBLIC_IP_HOST} sent something that is not JSON.`)
  }
  const ip = typeof body === 'object' && body !== null ? (body as { ip?: unknown }).ip : undefined
  if (typeof ip !== 'string' || ip.length > 64)
    throw new PublicIpError(`${PUBLIC_IP_HOST} sent an answer without an IP address.`)
  try {
    const parsed = parseAddress(ip)
    if (parsed.zone !== null) throw new IpError('zone')
    return formatAddress(parsed.family, parsed.value)
  } catch {
    throw new PublicIpError(`${PUBLIC_IP_HOST} sent “${ip}”, which is not an IP address.`)
  }
}
