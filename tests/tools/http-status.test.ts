import { describe, expect, it } from 'vitest'
import { findStatus, searchStatus, statusLine, unassignedText } from '../../src/tools/http-status/http-status'
import { STATUS_CODES } from '../../src/tools/http-status/http-status-data'

const all = { classFilter: 'all' as const, includeUnofficial: false }

// Every code in the IANA HTTP Status Code registry (https://www.iana.org/assignments/http-status-codes).
const IANA: Record<number, string> = {
  100: 'Continue',
  101: 'Switching Protocols',
  102: 'Processing',
  103: 'Early Hints',
  104: 'Upload Resumption Supported',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  205: 'Reset Content',
  206: 'Partial Content',
  207: 'Multi-Status',
  208: 'Already Reported',
  226: 'IM Used',
  300: 'Multiple Choices',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  305: 'Use Proxy',
  306: '(Unused)',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  418: '(Unused)',
  421: 'Misdirected Request',
  422: 'Unprocessable Content',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  510: 'Not Extended',
  511: 'Network Authentication Required',
}

describe('data', () => {
  it('has exactly the IANA registry, with the registered names', () => {
    const registered = STATUS_CODES.filter((e) => e.registered)
    expect(Object.fromEntries(registered.map((e) => [e.code, e.name]))).toEqual(
      Object.fromEntries(Object.entries(IANA).map(([k, v]) => [Number(k), v])),
    )
    expect(registered).toHaveLength(Object.keys(IANA).length)
  })
  it('every entry has meaning, use and a reference; registered ones link to it', () => {
    for (const e of STATUS_CODES) {
      expect(e.meaning.length).toBeGreaterThan(10)
      expect(e.use.length).toBeGreaterThan(5)
      expect(e.rfc).toBeTruthy()
      if (e.registered) expect(e.href).toMatch(/^https:\/\/(www\.rfc-editor\.org\/rfc\/rfc\d+|datatracker\.ietf\.org)/)
      expect(e.code).toBeGreaterThanOrEqual(100)
      expect(e.code).toBeLessThanOrEqual(599)
    }
  })
  it('unregistered codes never shadow registered ones and name their source', () => {
    for (const e of STATUS_CODES.filter((x) => !x.registered)) {
      expect(IANA[e.code]).toBeUndefined()
      expect(e.source).toBeTruthy()
    }
  })
  it('sorted by code', () => {
    const codes = STATUS_CODES.map((e) => e.code)
    expect(codes).toEqual([...codes].sort((a, b) => a - b))
  })
})

describe('search', () => {
  it('finds by exact code and by leading digits', () => {
    expect(searchStatus('404', all).entries.map(statusLine)).toEqual(['404 Not Found'])
    expect(searchStatus('41', all).entries.map((e) => e.code)).toEqual([410, 411, 412, 413, 414, 415, 416, 417, 418])
    expect(searchStatus('5xx', all).entries.every((e) => e.code >= 500)).toBe(true)
    expect(searchStatus('4XX', all).entries).toHaveLength(29)
  })
  it('finds by words anywhere, names first, accents and case ignored', () => {
    const r = searchStatus('too many', all).entries.map((e) => e.code)
    expect(r[0]).toBe(429)
    expect(searchStatus('RATE LIMIT', all).entries.map((e) => e.code)).toContain(429)
    expect(searchStatus('captive portal', all).entries.map((e) => e.code)).toEqual([511])
    expect(searchStatus('cafe', all).entries.map((e) => e.code)).toEqual([511]) // "café" in the text
    expect(searchStatus('webdav locked', all).entries.map((e) => e.code)).toEqual([423])
    expect(searchStatus('rfc 6585', all).entries.map((e) => e.code)).toEqual([428, 429, 431, 511])
  })
  it('filters by class and unofficial codes', () => {
    expect(searchStatus('', { classFilter: '1', includeUnofficial: false }).entries).toHaveLength(5)
    expect(searchStatus('nginx', all).entries.map((e) => e.code)).toEqual([413, 502])
    const withUnofficial = searchStatus('nginx', { classFilter: 'all', includeUnofficial: true }).entries
    expect(withUnofficial.filter((e) => !e.registered).map((e) => e.code)).toEqual([444, 494, 495, 496, 497, 499])
    expect(searchStatus('499', { classFilter: 'all', includeUnofficial: true }).unassigned).toMatch(/not assigned/)
  })
  it('explains unassigned codes with the RFC 9110 rule', () => {
    const r = searchStatus('299', all)
    expect(r.entries).toEqual([])
    expect(r.unassigned).toBe(unassignedText(299))
    expect(r.unassigned).toMatch(/treats it like 200 of the same class \(2xx Success\), per RFC 9110 §15/)
    expect(searchStatus('600', all).unassigned).toBeUndefined()
    expect(searchStatus('nothing matches this', all).entries).toEqual([])
  })
  it('findStatus returns registered entries only', () => {
    expect(findStatus(418)?.status).toBe('unused')
    expect(findStatus(499)).toBeUndefined()
  })
})
