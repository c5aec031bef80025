import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, type Route, test } from '../support/test'

const field = (page: Page) => page.getByLabel('IP address or CIDR block')
const value = (page: Page, key: string) => page.getByTestId(`value-${key}`)

test('ip-info classifies an IPv4 address and computes its CIDR block', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'ip-info')
  await expect(page.getByText('No address yet')).toBeVisible()
  await field(page).fill('192.168.1.77/24')
  await expect(page.getByTestId('ip-class').first()).toContainText('Private')
  await expect(page.getByTestId('ip-class').first()).toContainText('192.168.0.0/16')
  await expect(value(page, 'network')).toHaveText('192.168.1.0')
  await expect(value(page, 'broadcast')).toHaveText('192.168.1.255')
  await expect(value(page, 'first')).toHaveText('192.168.1.1')
  await expect(value(page, 'last')).toHaveText('192.168.1.254')
  await expect(value(page, 'hosts')).toHaveText('254')
  await expect(value(page, 'mask')).toHaveText('255.255.255.0')
  await expect(value(page, 'wildcard')).toHaveText('0.0.0.255')
  await expect(value(page, 'ptr')).toHaveText('77.1.168.192.in-addr.arpa')
  await expect(page.getByText('is inside this block')).toBeVisible()

  await page.getByRole('button', { name: 'Copy broadcast address' }).click()
  await expectToast(page, 'Copied!', 'Broadcast address copied to clipboard')
  expect(await readClipboard(page)).toBe('192.168.1.255')

  // A netmask instead of a prefix, and /31.
  await field(page).fill('10.0.0.0 255.255.252.0')
  await expect(value(page, 'cidr')).toHaveText('10.0.0.0/22')
  await expect(value(page, 'hosts')).toHaveText('1,022')
  await field(page).fill('10.0.0.1/31')
  await expect(value(page, 'hosts')).toHaveText('2')
  await expect(page.getByTestId('row-broadcast')).toContainText('none in a /31')

  // Example buttons.
  await page.getByRole('button', { name: '100.64.12.3' }).click()
  await expect(page.getByTestId('ip-class').first()).toContainText('CGNAT')
  await expect(page.getByText('No prefix given')).toBeVisible()
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('ip-info reads compressed IPv6 with BigInt ranges and embedded IPv4', async ({ page }) => {
  await gotoTool(page, 'ip-info')
  await field(page).fill('2001:0DB8:ABCD:0012:0000:0000:0000:0005/64')
  await expect(page.getByTestId('ip-class').first()).toContainText('Documentation')
  await expect(value(page, 'address')).toHaveText('2001:db8:abcd:12::5')
  await expect(value(page, 'expanded')).toHaveText('2001:0db8:abcd:0012:0000:0000:0000:0005')
  await expect(value(page, 'network')).toHaveText('2001:db8:abcd:12::')
  await expect(value(page, 'lastaddr')).toHaveText('2001:db8:abcd:12:ffff:ffff:ffff:ffff')
  await expect(value(page, 'addresses')).toHaveText('18,446,744,073,709,551,616')
  await expect(value(page, 'mask')).toHaveText('ffff:ffff:ffff:ffff::')
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Address copied to clipboard')
  expect(await readClipboard(page)).toBe('2001:db8:abcd:12::5')

  await field(page).fill('::ffff:203.0.113.5')
  await expect(page.getByTestId('ip-class').first()).toContainText('IPv4-mapped')
  await expect(value(page, 'embedded')).toHaveText('203.0.113.5')
  await field(page).fill('ff02::1')
  await expect(page.getByTestId('ip-class').first()).toContainText('link-local scope')
  await field(page).fill('fe80::1%eth0')
  await expect(page.getByTestId('ip-class').first()).toContainText('Link-local')
  await expect(page.getByText('Zone index “eth0”')).toBeVisible()
})

test('ip-info explains invalid input inline and shows hostile text as text', async ({ page }) => {
  await gotoTool(page, 'ip-info')
  await field(page).fill('256.1.1.1')
  await expect(page.getByText('256 is above 255; each IPv4 part is 0–255.')).toBeVisible()
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true')
  await field(page).fill('1::2::3')
  await expect(page.getByText('“::” may appear only once in an IPv6 address.')).toBeVisible()
  await field(page).fill('10.0.0.0/33')
  await expect(page.getByText('The prefix /33 is too long: IPv4 prefixes go from 0 to 32.')).toBeVisible()
  await field(page).fill(xssPayloads.imgOnerror)
  await expect(page.getByText(/is neither an IPv4 address|not allowed in an IPv6/)).toBeVisible()
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByText('No address yet')).toBeVisible()
})

test('ip-info with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'ip-info')
  await field(page).fill('2001:db8:abcd:12::5/64')
  await expect(value(page, 'network')).toHaveText('2001:db8:abcd:12::')
  await expectFilledPageGates(page)
  await field(page).fill('300.1.1.1/24')
  await expect(page.getByText('300 is above 255')).toBeVisible()
  await expectFilledPageGates(page)
})

test('ip-info asks api64.ipify.org for the public IP only when the button is pressed', async ({ page }) => {
  const watch = await watchPage(page)
  const seen: string[] = []
  let answer = (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: '{"ip":"203.0.113.9"}',
    })
  await page.route(
    (url) => url.hostname === 'api64.ipify.org',
    (route) => {
      seen.push(route.request().url())
      return answer(route)
    },
  )
  await gotoTool(page, 'ip-info')
  await expect(page.getByText('Asks api64.ipify.org which address your requests come from')).toBeVisible()
  await field(page).fill('10.0.0.1')
  await page.waitForLoadState('networkidle')
  expect(seen).toEqual([])

  await page.getByRole('button', { name: 'Show my public IP' }).click()
  await expect(page.getByTestId('public-ip')).toHaveText('api64.ipify.org sees you as 203.0.113.9.')
  await expect(field(page)).toHaveValue('203.0.113.9')
  await expect(page.getByTestId('ip-class').first()).toContainText('Documentation')
  expect(seen).toEqual(['https://api64.ipify.org/?format=json'])

  answer = (route) => route.abort('internetdisconnected')
  await page.getByRole('button', { name: 'Show my public IP' }).click()
  await expect(page.getByRole('alert')).toContainText('Could not reach api64.ipify.org')
  await expect(field(page)).toHaveValue('203.0.113.9')

  answer = (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ ip: xssPayloads.imgOnerror }),
    })
  await page.getByRole('button', { name: 'Show my public IP' }).click()
  await expect(page.getByRole('alert')).toContainText('which is not an IP address')
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()

  answer = (route) => route.fulfill({ status: 429, headers: { 'access-control-allow-origin': '*' }, body: 'slow down' })
  await page.getByRole('button', { name: 'Show my public IP' }).click()
  await expect(page.getByRole('alert')).toContainText('api64.ipify.org answered HTTP 429')
  expect(seen).toHaveLength(4)
  expect(new Set(watch.foreignRequests)).toEqual(new Set(['https://api64.ipify.org/?format=json']))
  expect(watch.cspViolations).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
