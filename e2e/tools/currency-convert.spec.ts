// currency-convert against a recorded Frankfurter response: the rate service is routed, never reached, and the one
// request it allows is counted (none before the button, exactly one after).
import { readFileSync } from 'node:fs'
import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, type Route, test } from '../support/test'

const RATES_URL = 'https://api.frankfurter.app/latest'
const recorded = JSON.parse(readFileSync('e2e/fixtures/currency-convert/latest.json', 'utf8'))
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86400000).toISOString().slice(0, 10)

/** Routes every request to the rate host; returns the list of URLs it saw. */
async function routeRates(page: Page, respond: (route: Route) => Promise<void>) {
  const seen: string[] = []
  await page.route(
    (url) => url.hostname === 'api.frankfurter.app',
    async (route) => {
      seen.push(route.request().url())
      await respond(route)
    },
  )
  return seen
}

const json = (body: unknown) => async (route: Route) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const getRates = (page: Page) => page.getByRole('button', { name: "Get today's rates" })
const result = (page: Page) => page.getByTestId('result')

test('currency-convert fetches ECB rates only on the button, then converts offline', async ({ page }) => {
  const watch = await watchPage(page)
  const today = isoDaysAgo(0)
  const seen = await routeRates(page, json({ ...recorded, date: today }))
  await gotoTool(page, 'currency-convert')
  await expect(page.getByText('Rates come from api.frankfurter.app')).toBeVisible()
  await expect(page.getByText('No rates yet')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(seen).toEqual([])

  await getRates(page).click()
  await expectToast(page, 'Rates updated', `ECB reference rates of ${today}`)
  await expect(page.getByTestId('rates-date')).toHaveText(`Rates of ${today} (ECB)`)
  expect(seen).toEqual([RATES_URL])

  // 100 EUR → USD at 1.0882.
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('EUR')
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('USD')
  await expect(result(page)).toHaveText('108.82 USD')
  await expect(page.getByTestId('cross-rate')).toContainText('1 EUR = 1.0882 USD · 1 USD = 0.918949 EUR')

  // A cross rate via EUR into a currency without minor units: 100 USD = 14,816.21… JPY → 14,816.
  await page.getByLabel('From', { exact: true }).selectOption('USD')
  await page.getByLabel('To', { exact: true }).selectOption('JPY')
  await expect(result(page)).toHaveText('14,816 JPY')
  await expect(page.getByTestId('cross-rate')).toContainText('(cross rate via EUR)')
  await page.getByRole('textbox', { name: 'Amount' }).fill('1.234,5')
  await expect(result(page)).toHaveText('182,906 JPY')

  // Swap, then the common amounts both ways.
  await page.getByRole('button', { name: 'Swap currencies' }).click()
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('JPY')
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('USD')
  await expect(result(page)).toHaveText('8.33 USD')
  const back = page.getByTestId('common-USD-JPY')
  await expect(back.locator('tbody tr')).toHaveCount(7)
  await expect(back.locator('tbody tr').nth(6)).toHaveText('1,000.00148,162')
  await expect(page.getByTestId('common-JPY-USD').locator('tbody tr').nth(0)).toHaveText('10.01')

  await page.getByRole('button', { name: 'Copy converted amount' }).click()
  await expectToast(page, 'Copied!', 'Converted amount copied to clipboard')
  expect(await readClipboard(page)).toBe('8.33')

  // Offline: the saved rates and choices come back after a reload with the rate host unreachable, and no request.
  await page.unroute(() => true)
  await page.route(
    (url) => url.hostname === 'api.frankfurter.app',
    (route) => {
      seen.push(route.request().url())
      return route.abort('internetdisconnected')
    },
  )
  await page.reload()
  await expect(page.getByTestId('rates-date')).toHaveText(`Rates of ${today} (ECB)`)
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('JPY')
  await page.getByRole('textbox', { name: 'Amount' }).fill('100000')
  await expect(result(page)).toHaveText('674.94 USD')
  await page.waitForLoadState('networkidle')
  expect(seen).toEqual([RATES_URL])
  expect(watch.foreignRequests).toEqual([RATES_URL])
  expect(watch.cspViolations).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('currency-convert takes the user’s own rates, which win, with KWD to three decimals', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'currency-convert')
  const own = page.getByLabel('Your own rates (units per 1 EUR)')
  await own.fill('USD 1.2\nKWD: 0,33416\nGBP abc\n')
  await expect(page.getByText('Line 3: “abc” is not a positive number.')).toBeVisible()
  await page.getByLabel('To', { exact: true }).selectOption('KWD')
  await expect(result(page)).toHaveText('33.416 KWD')
  await page.getByLabel('From', { exact: true }).selectOption('USD')
  // 100 USD at 1.2 per EUR → 83.333… EUR → × 0.33416 = 27.846666… KWD.
  await expect(result(page)).toHaveText('27.847 KWD')
  await expect(page.getByTestId('rate-USD')).toContainText('yours')

  // ECB rates arrive; the typed USD rate still wins.
  await routeRates(page, json({ ...recorded, date: isoDaysAgo(1) }))
  await getRates(page).click()
  await expect(page.getByTestId('rates-date')).toBeVisible()
  await expect(page.getByTestId('rate-USD')).toContainText('1.2yours')
  await expect(page.getByTestId('rate-JPY')).toContainText('161.23ECB')
  await expect(result(page)).toHaveText('27.847 KWD')

  // Hostile text stays text.
  await own.fill(xssPayloads.imgOnerror)
  await expect(page.getByText(/Line 1: write a currency code/)).toBeVisible()
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  await page.getByRole('textbox', { name: 'Amount' }).fill('12abc')
  await expect(page.getByText('“12abc” is not a number.')).toBeVisible()
  expect(watch.pageErrors).toEqual([])
})

test('currency-convert explains a network failure, a malformed response and stale rates', async ({ page }) => {
  let answer: (route: Route) => Promise<void> = (route) => route.abort('internetdisconnected')
  const seen = await routeRates(page, (route) => answer(route))
  await gotoTool(page, 'currency-convert')

  await getRates(page).click()
  await expect(page.getByRole('alert')).toContainText('Could not reach api.frankfurter.app')
  await expect(page.getByText('No rates yet')).toBeVisible()

  answer = json({ ...recorded, base: 'USD' })
  await getRates(page).click()
  await expect(page.getByRole('alert')).toContainText(
    'api.frankfurter.app sent a response this tool cannot use: the base currency is "USD", not EUR.',
  )
  answer = json('<html>Maintenance</html>')
  await getRates(page).click()
  await expect(page.getByRole('alert')).toContainText('it is not JSON')
  answer = async (route) =>
    route.fulfill({ status: 503, headers: { 'access-control-allow-origin': '*' }, body: 'down' })
  await getRates(page).click()
  await expect(page.getByRole('alert')).toContainText('api.frankfurter.app answered HTTP 503')

  const old = isoDaysAgo(30)
  answer = json({ ...recorded, date: old })
  await getRates(page).click()
  await expect(page.getByTestId('rates-date')).toHaveText(`Rates of ${old} (ECB)`)
  await expect(page.getByText('These rates are out of date')).toBeVisible()
  await expect(page.getByText(`The saved ECB rates are from ${old}, 30 days ago.`)).toBeVisible()
  expect(seen).toHaveLength(5)

  // Garbage in the saved state is ignored, not fatal.
  await page.evaluate(() => localStorage.setItem('localkit:currency-convert:v1', '{"v":1,"ecb":{"date":"x"'))
  await page.reload()
  await expect(page.getByText('No rates yet')).toBeVisible()
})

test('currency-convert with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await routeRates(page, json({ ...recorded, date: isoDaysAgo(20) }))
  await gotoTool(page, 'currency-convert')
  await page.getByLabel('Your own rates (units per 1 EUR)').fill('KWD 0.33416\nXYZ')
  await getRates(page).click()
  await expect(result(page)).toHaveText('108.82 USD')
  await expect(page.getByText('These rates are out of date')).toBeVisible()
  await expectFilledPageGates(page)
})
