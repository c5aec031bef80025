// dns-lookup against routed resolvers: each DoH request is decoded here with dns-packet and answered with a real DNS
// message built for it, so the page's wire format is checked both ways and no test reaches a real resolver.
import {
  type Answer,
  AUTHENTIC_DATA,
  decode,
  encode,
  type Packet,
  RECURSION_AVAILABLE,
} from '@leichtgewicht/dns-packet'
import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, type Route, test } from '../support/test'

const HOSTS = ['cloudflare-dns.com', 'dns.google', 'dns.quad9.net']

interface Seen {
  host: string
  path: string
  accept: string | undefined
  query: Packet
}

type Responder = (query: Packet) => { rcode?: number; ad?: boolean; answers?: Answer[]; authorities?: Answer[] }

/** Answers every DoH GET with a DNS message built for its question; records what was asked. */
async function routeResolvers(page: Page, respond: { current: Responder | 'abort' }) {
  const seen: Seen[] = []
  await page.route(
    (url) => HOSTS.includes(url.hostname),
    async (route: Route) => {
      const url = new URL(route.request().url())
      const b64 = url.searchParams.get('dns') ?? ''
      const query = decode(new Uint8Array(Buffer.from(b64.replace(/-/g, '+').replace(/_/g, '/'), 'base64')))
      seen.push({ host: url.hostname, path: url.pathname, accept: route.request().headers().accept, query })
      if (respond.current === 'abort') return route.abort('internetdisconnected')
      const r = respond.current(query)
      const body = encode({
        type: 'response',
        id: query.id,
        flags: 0x0100 | RECURSION_AVAILABLE | (r.ad ? AUTHENTIC_DATA : 0) | (r.rcode ?? 0),
        questions: query.questions,
        answers: r.answers ?? [],
        authorities: r.authorities ?? [],
      })
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'application/dns-message', 'access-control-allow-origin': '*' },
        body: Buffer.from(body),
      })
    },
  )
  return seen
}

const nameField = (page: Page) => page.getByLabel('Domain name or IP address')
const lookUp = (page: Page) => page.getByRole('button', { name: 'Look up', exact: true })
const soa: Answer = {
  type: 'SOA',
  name: 'example',
  ttl: 900,
  data: {
    mname: 'ns.example',
    rname: 'hostmaster.example',
    serial: 7,
    refresh: 1800,
    retry: 900,
    expire: 604800,
    minimum: 300,
  },
}

test('dns-lookup asks only the chosen resolver, only after Look up, and shows the answer', async ({ page }) => {
  const watch = await watchPage(page)
  const respond: { current: Responder | 'abort' } = {
    current: (q) => ({
      ad: true,
      answers: [
        { type: 'CNAME', name: q.questions?.[0].name ?? '', ttl: 60, data: 'edge.example.net' },
        { type: 'AAAA', name: 'edge.example.net', ttl: 3600, data: '2001:db8::7' },
        { type: 'AAAA', name: 'edge.example.net', ttl: 3600, data: '2001:db8::8' },
      ],
    }),
  }
  const seen = await routeResolvers(page, respond)
  await gotoTool(page, 'dns-lookup')
  await expect(page.getByTestId('privacy-note')).toContainText(
    'sends the name and record type to Cloudflare (cloudflare-dns.com)',
  )
  await nameField(page).fill('www.Example.com')
  await page.getByRole('group', { name: 'Record type' }).getByRole('button', { name: 'AAAA' }).click()
  await page.getByRole('button', { name: 'Google' }).click()
  await expect(page.getByTestId('privacy-note')).toContainText('to Google (dns.google)')
  await page.waitForLoadState('networkidle')
  expect(seen).toEqual([])

  await lookUp(page).click()
  await expect(page.getByTestId('dns-record')).toHaveCount(3)
  expect(seen).toHaveLength(1)
  expect(seen[0].host).toBe('dns.google')
  expect(seen[0].path).toBe('/dns-query')
  expect(seen[0].accept).toBe('application/dns-message')
  expect(seen[0].query.questions).toEqual([{ name: 'www.example.com', type: 'AAAA', class: 'IN' }])
  expect(seen[0].query.flag_ad).toBe(true)
  expect(seen[0].query.flag_rd).toBe(true)

  await expect(page.getByTestId('dns-rcode')).toHaveText('NOERROR')
  await expect(page.getByTestId('dns-ad')).toHaveText('DNSSEC validated (AD flag set)')
  await expect(page.getByText('2 AAAA records')).toBeVisible()
  await expect(page.getByTestId('dns-data')).toHaveText(['edge.example.net', '2001:db8::7', '2001:db8::8'])
  await expect(page.getByTestId('dns-ttl').nth(1)).toHaveText('TTL 3600 s (1 h)')
  await expect(page.getByText('Answered by Google (dns.google)')).toBeVisible()

  await page.getByRole('button', { name: 'Copy records' }).click()
  await expectToast(page, 'Copied!', 'Records copied to clipboard')
  expect(await readClipboard(page)).toBe(
    'www.example.com.\t60\tIN\tCNAME\tedge.example.net\nedge.example.net.\t3600\tIN\tAAAA\t2001:db8::7\nedge.example.net.\t3600\tIN\tAAAA\t2001:db8::8',
  )
  expect(watch.foreignRequests).toHaveLength(1)
  expect(watch.foreignRequests[0]).toMatch(/^https:\/\/dns\.google\/dns-query\?dns=[A-Za-z0-9_-]+$/)
  expect(watch.cspViolations).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('dns-lookup shows NXDOMAIN, SERVFAIL, REFUSED, no data and network errors plainly', async ({ page }) => {
  const respond: { current: Responder | 'abort' } = { current: () => ({ rcode: 3, authorities: [soa] }) }
  const seen = await routeResolvers(page, respond)
  await gotoTool(page, 'dns-lookup')
  await page.getByRole('button', { name: 'Quad9' }).click()
  await nameField(page).fill('no-such-name.example')
  await lookUp(page).click()
  await expect(page.getByTestId('dns-rcode')).toHaveText('NXDOMAIN')
  await expect(page.getByText('No such domain (NXDOMAIN)')).toBeVisible()
  await expect(page.getByText('no-such-name.example does not exist in DNS.')).toBeVisible()
  await expect(page.getByTestId('dns-ad')).toHaveText('Not DNSSEC-validated (AD flag clear)')
  await expect(page.getByRole('list', { name: 'Authority records' })).toContainText('ns.example hostmaster.example 7')

  respond.current = () => ({ rcode: 2 })
  await lookUp(page).click()
  await expect(page.getByText('The resolver failed (SERVFAIL)')).toBeVisible()
  respond.current = () => ({ rcode: 5 })
  await lookUp(page).click()
  await expect(page.getByText('Query refused (REFUSED)')).toBeVisible()
  respond.current = () => ({ authorities: [soa] })
  await page.getByRole('group', { name: 'Record type' }).getByRole('button', { name: 'CAA' }).click()
  await lookUp(page).click()
  await expect(page.getByText('No CAA records', { exact: true })).toBeVisible()
  respond.current = 'abort'
  await lookUp(page).click()
  await expect(page.getByRole('alert')).toContainText('Could not reach dns.quad9.net')
  expect(seen.map((s) => s.host)).toEqual(Array(5).fill('dns.quad9.net'))
})

test('dns-lookup converts IDNs to punycode, reverses IPs for PTR, and validates names before sending', async ({
  page,
}) => {
  const respond: { current: Responder | 'abort' } = {
    current: (q) => {
      const { name, type } = q.questions?.[0] ?? { name: '', type: 'A' }
      if (type === 'PTR') return { answers: [{ type: 'PTR', name, ttl: 86400, data: 'dns.google' }] }
      if (type === 'MX')
        return {
          answers: [
            { type: 'MX', name, ttl: 300, data: { preference: 10, exchange: 'mx1.example.org' } },
            { type: 'MX', name, ttl: 300, data: { preference: 20, exchange: 'mx2.example.org' } },
          ],
        }
      if (type === 'TXT') return { answers: [{ type: 'TXT', name, ttl: 300, data: [xssPayloads.imgOnerror] }] }
      return { answers: [{ type: 'A', name, ttl: 300, data: '192.0.2.10' }] }
    },
  }
  const seen = await routeResolvers(page, respond)
  await gotoTool(page, 'dns-lookup')

  await nameField(page).fill('bücher.example')
  await expect(page.getByText('Internationalised name: sent as xn--bcher-kva.example.')).toBeVisible()
  await nameField(page).press('Enter')
  await expect(page.getByTestId('dns-data')).toHaveText('192.0.2.10')
  await expect(page.getByRole('heading', { name: 'xn--bcher-kva.example · A' })).toBeVisible()
  expect(seen.at(-1)?.query.questions?.[0].name).toBe('xn--bcher-kva.example')

  await nameField(page).fill('8.8.8.8')
  await expect(page.getByText('8.8.8.8 is an IP address, so this is a reverse (PTR) lookup.')).toBeVisible()
  await lookUp(page).click()
  await expect(page.getByTestId('dns-data')).toHaveText('dns.google')
  expect(seen.at(-1)?.query.questions?.[0]).toMatchObject({ name: '8.8.8.8.in-addr.arpa', type: 'PTR' })

  await nameField(page).fill('2001:4860:4860::8888')
  await page.getByRole('group', { name: 'Record type' }).getByRole('button', { name: 'PTR' }).click()
  await lookUp(page).click()
  await expect(page.getByRole('heading', { name: /\.8\.4\.0\.6\.8\.4\.1\.0\.0\.2\.ip6\.arpa · PTR$/ })).toBeVisible()

  await page.getByRole('group', { name: 'Record type' }).getByRole('button', { name: 'MX' }).click()
  await nameField(page).fill('example.org')
  await lookUp(page).click()
  await expect(page.getByTestId('dns-data')).toHaveText(['10 mx1.example.org', '20 mx2.example.org'])

  await page.getByRole('group', { name: 'Record type' }).getByRole('button', { name: 'TXT' }).click()
  await lookUp(page).click()
  await expect(page.getByTestId('dns-data')).toHaveText(`"${xssPayloads.imgOnerror.replace(/"/g, '\\"')}"`)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()

  // Invalid names never leave the page.
  const before = seen.length
  await nameField(page).fill(`${'a'.repeat(64)}.com`)
  await lookUp(page).click()
  await expect(page.getByText('is 64 characters long; a label has at most 63.')).toBeVisible()
  await nameField(page).fill('exa mple.com')
  await lookUp(page).click()
  await expect(page.getByText('A domain name cannot contain spaces.')).toBeVisible()
  await nameField(page).fill(xssPayloads.imgOnerror)
  await lookUp(page).click()
  await expect(page.getByText(/is not allowed in a domain name/)).toBeVisible()
  await page.getByRole('group', { name: 'Record type' }).getByRole('button', { name: 'PTR' }).click()
  await nameField(page).fill('example.com')
  await lookUp(page).click()
  await expect(page.getByText('A PTR (reverse) lookup needs an IP address')).toBeVisible()
  expect(seen.length).toBe(before)
})

test('dns-lookup with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await routeResolvers(page, {
    current: (q) => ({
      ad: true,
      answers: [
        {
          type: 'TXT',
          name: q.questions?.[0].name ?? '',
          ttl: 300,
          data: ['v=spf1 include:_spf.a-very-long-provider-name.example.com include:another.example.net ~all'],
        },
      ],
      authorities: [soa],
    }),
  })
  await gotoTool(page, 'dns-lookup')
  await nameField(page).fill('a-rather-long-subdomain-name.of-an-example-domain.example.com')
  await page.getByRole('group', { name: 'Record type' }).getByRole('button', { name: 'TXT' }).click()
  await lookUp(page).click()
  await expect(page.getByTestId('dns-record')).toHaveCount(2)
  await expectFilledPageGates(page)
})
