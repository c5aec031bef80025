import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const output = (page: Page, name: 'Encoded output' | 'Decoded output') => page.getByRole('region', { name })

test('url-encode encodes in every mode, copies, and swaps to decode', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'url-encode')
  const text = 'Grüße & co = 100%? (ok)'
  await page.getByLabel('Text to encode').fill(text)
  await expect(output(page, 'Encoded output')).toHaveText('Gr%C3%BC%C3%9Fe%20%26%20co%20%3D%20100%25%3F%20(ok)')

  await page.getByRole('button', { name: 'Form (+ for space)' }).click()
  await expect(output(page, 'Encoded output')).toHaveText('Gr%C3%BC%C3%9Fe+%26+co+%3D+100%25%3F+%28ok%29')
  await page.getByRole('button', { name: 'RFC 3986 strict' }).click()
  await expect(output(page, 'Encoded output')).toHaveText('Gr%C3%BC%C3%9Fe%20%26%20co%20%3D%20100%25%3F%20%28ok%29')

  await page.getByLabel('Text to encode').fill('https://example.com/a b?q=é&x=1#top')
  await page.getByRole('button', { name: 'Whole URL' }).click()
  await expect(output(page, 'Encoded output')).toHaveText('https://example.com/a%20b?q=%C3%A9&x=1#top')

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Encoded text copied to clipboard')
  expect(await readClipboard(page)).toBe('https://example.com/a%20b?q=%C3%A9&x=1#top')

  await page.getByRole('button', { name: 'Use as input' }).click()
  await expect(page.getByLabel('Text to decode')).toHaveValue('https://example.com/a%20b?q=%C3%A9&x=1#top')
  await expect(output(page, 'Decoded output')).toHaveText('https://example.com/a b?q=é&x=1#top')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('url-encode decodes, explains bad escapes and parses the query into a table', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'url-encode')
  await page.getByRole('button', { name: 'Decode', exact: true }).click()
  const box = page.getByLabel('Text to decode')

  await box.fill('caf%C3%A9+cr%C3%A8me')
  await expect(output(page, 'Decoded output')).toHaveText('café crème')
  await page.getByRole('button', { name: 'Percent only (+ stays +)' }).click()
  await expect(output(page, 'Decoded output')).toHaveText('café+crème')

  await box.fill('100%ZZ sure')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Cannot decode')
  await expect(alert).toContainText('“%ZZ” at position 4 is not a valid escape')
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled()

  await box.fill('%E2%82')
  await expect(alert).toContainText('incomplete UTF-8 character')
  await box.fill('%E2%82%AC')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(output(page, 'Decoded output')).toHaveText('€')

  // The encoded-URL example fills the table.
  await page.getByRole('button', { name: 'Encoded URL' }).click()
  const table = page.getByTestId('query-table')
  await expect(table.locator('tbody tr')).toHaveCount(3)
  await expect(table.locator('tbody tr').nth(0)).toContainText('café crème')
  await expect(table.locator('tbody tr').nth(1)).toContainText('https://example.org/?a=1&b=2')
  await expect(table.locator('tbody tr').nth(2)).toContainText('(no value)')
  await expect(page.getByTestId('url-parts')).toContainText('example.com')
  await page.getByRole('button', { name: 'Copy table: the parameters as tab-separated text' }).click()
  await expectToast(page, 'Copied!', 'Parameters copied to clipboard')
  expect(await readClipboard(page)).toBe('q\tcafé crème\nredirect\thttps://example.org/?a=1&b=2\nflag\t')

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByText('No query parameters')).toBeVisible()

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('url-encode shows decoded hostile markup as text', async ({ page }) => {
  await gotoTool(page, 'url-encode')
  await page.getByRole('button', { name: 'Decode', exact: true }).click()
  const payloads = Object.values(xssPayloads)
  const encoded = payloads.map((p, i) => `p${i}=${encodeURIComponent(p)}`).join('&')
  await page.getByLabel('Text to decode').fill(`https://example.com/?${encoded}`)
  await expect(output(page, 'Decoded output')).toContainText(xssPayloads.script)
  await expect(page.getByTestId('query-table')).toContainText(xssPayloads.imgOnerror)
  await expect(page.locator('#hostile-link')).toHaveCount(0)
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
})

test('url-encode with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'url-encode')
  await page.getByRole('button', { name: 'Encoded URL' }).click()
  await expect(page.getByTestId('query-table')).toBeVisible()
  await expectFilledPageGates(page)
  await page.getByLabel('Text to decode').fill('%ZZ')
  await expect(page.getByRole('alert')).toBeVisible()
  await expectFilledPageGates(page)
})

test('url-encode shows the start of very long values and copies all of them', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'url-encode')
  await page.getByLabel('Text to encode').fill(`q=${'='.repeat(29_998)}`)
  await expect(page.getByText('Showing the first 20,000 of 89,998 characters; Copy takes all of them.')).toBeVisible()
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Encoded text copied to clipboard')
  expect(await readClipboard(page)).toBe(`q${'%3D'.repeat(29_999)}`)

  const table = page.getByTestId('query-table')
  await expect(table).toContainText('Showing the first 2,000 of 29,998 characters')
  await page.getByRole('button', { name: 'Copy table: the parameters as tab-separated text' }).click()
  await expectToast(page, 'Copied!', 'Parameters copied to clipboard')
  expect(await readClipboard(page)).toBe(`q\t${'='.repeat(29_998)}`)

  // A long unbroken run of a script shaped in context scrolls sideways in its box, never the page.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('button', { name: 'Decode', exact: true }).click()
  await page.getByLabel('Text to decode').fill(`https://example.com/?v=${'%D8%A8'.repeat(3_000)}`)
  const decoded = output(page, 'Decoded output')
  await expect(decoded).toContainText('ببب')
  expect(await decoded.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  await expect(page.getByRole('region', { name: 'Value 1' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
