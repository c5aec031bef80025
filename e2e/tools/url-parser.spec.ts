import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const urlBox = (page: Page) => page.getByLabel('URL to parse')

test('url-parser breaks a URL into decoded parts and rebuilds it from edits', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'url-parser')
  await expect(page.getByText('No URL yet')).toBeVisible()
  await urlBox(page).fill(
    'https://user:p%40ss@shop.example.com:8443/en/search%20results/?q=caf%C3%A9+au+lait&tag=a#reviews',
  )

  await expect(page.getByLabel('Protocol')).toHaveValue('https:')
  await expect(page.getByLabel('Host')).toHaveValue('shop.example.com')
  await expect(page.getByLabel('Port')).toHaveValue('8443')
  await expect(page.getByLabel('Path')).toHaveValue('/en/search results/')
  await expect(page.getByLabel('Username')).toHaveValue('user')
  await expect(page.getByLabel('Password')).toHaveValue('p@ss')
  await expect(page.getByLabel('Fragment')).toHaveValue('reviews')
  await expect(page.getByLabel('Key 1')).toHaveValue('q')
  await expect(page.getByLabel('Value 1')).toHaveValue('café au lait')
  await expect(page.getByTestId('value-origin')).toHaveText('https://shop.example.com:8443')
  await expect(page.getByTestId('url-warnings')).toContainText('credentials')

  // Edit a query value: only that pair is re-encoded, the URL updates live.
  await page.getByLabel('Value 2').fill('x & y')
  await expect(urlBox(page)).toHaveValue(
    'https://user:p%40ss@shop.example.com:8443/en/search%20results/?q=caf%C3%A9+au+lait&tag=x%20%26%20y#reviews',
  )
  // Remove the first pair, add a new one and type into it.
  await page.getByRole('button', { name: 'Remove parameter 1 (q)' }).click()
  await page.getByRole('button', { name: 'Add parameter' }).click()
  await expect(page.getByTestId('query-row')).toHaveCount(2)
  await page.getByLabel('Key 2').fill('lang')
  await page.getByLabel('Value 2').fill('de')
  // Change host, port and fragment.
  await page.getByLabel('Host').fill('example.org')
  await page.getByLabel('Port').fill('')
  await page.getByLabel('Fragment').fill('top')
  await page.getByLabel('Username').fill('')
  await page.getByLabel('Password').fill('')
  const expected = 'https://example.org/en/search%20results/?tag=x%20%26%20y&lang=de#top'
  await expect(urlBox(page)).toHaveValue(expected)
  await expect(page.getByTestId('url-warnings')).toHaveCount(0)

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'URL copied to clipboard')
  expect(await readClipboard(page)).toBe(expected)

  await page.getByRole('button', { name: 'Copy as JSON' }).click()
  await expectToast(page, 'Copied!', 'Query JSON copied to clipboard')
  expect(JSON.parse(await readClipboard(page))).toEqual({ tag: 'x & y', lang: 'de' })

  await page.getByRole('button', { name: 'Copy decoded URL' }).click()
  expect(await readClipboard(page)).toBe('https://example.org/en/search results/?tag=x & y&lang=de#top')

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('url-parser refuses invalid part edits inline and keeps the URL', async ({ page }) => {
  await gotoTool(page, 'url-parser')
  await urlBox(page).fill('https://example.com/a')
  await page.getByLabel('Port').fill('70000')
  await expect(page.getByText('A port is a number from 0 to 65535.')).toBeVisible()
  await expect(urlBox(page)).toHaveValue('https://example.com/a')
  await page.getByLabel('Port').fill('8080')
  await expect(page.getByText('A port is a number from 0 to 65535.')).toHaveCount(0)
  await expect(urlBox(page)).toHaveValue('https://example.com:8080/a')
  await page.getByLabel('Host').fill('bad host')
  await expect(page.getByText('Host names cannot contain spaces.')).toBeVisible()
  await expect(urlBox(page)).toHaveValue('https://example.com:8080/a')
  await page.getByLabel('Protocol').fill('http')
  await expect(urlBox(page)).toHaveValue('http://example.com:8080/a')
})

test('url-parser explains invalid URLs and offers a fix', async ({ page }) => {
  await gotoTool(page, 'url-parser')
  await urlBox(page).fill('example.com/path?x=1')
  await expect(page.getByTestId('url-errors')).toContainText('Missing scheme')
  await page.getByRole('button', { name: 'Use https://example.com/path?x=1' }).click()
  await expect(urlBox(page)).toHaveValue('https://example.com/path?x=1')
  await expect(page.getByLabel('Host')).toHaveValue('example.com')

  await urlBox(page).fill('https://example.com:99999/')
  await expect(page.getByTestId('url-errors')).toContainText('The port 99999 is out of range (0–65535).')
  await urlBox(page).fill('https://my site.com/')
  await expect(page.getByTestId('url-errors')).toContainText('The host contains a space')
  await urlBox(page).fill('http://[::1/')
  await expect(page.getByTestId('url-errors')).toContainText('never closed')
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByText('No URL yet')).toBeVisible()
})

test('url-parser shows hostile query values and fragments as text only', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'url-parser')
  const q = encodeURIComponent(xssPayloads.imgOnerror)
  const h = encodeURIComponent(xssPayloads.script)
  await urlBox(page).fill(`https://example.com/?x=${q}#${h}`)
  await expect(page.getByLabel('Value 1')).toHaveValue(xssPayloads.imgOnerror)
  await expect(page.getByLabel('Fragment')).toHaveValue(xssPayloads.script)
  await expect(page.getByTestId('value-decoded')).toContainText(xssPayloads.script)
  await urlBox(page).fill("javascript:window.__pwned='js-url'")
  await expect(page.getByTestId('url-warnings')).toContainText('never opened')
  await page.getByRole('button', { name: 'Copy normalised URL' }).click()
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('url-parser with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'url-parser')
  await page.getByRole('button', { name: 'Example' }).click()
  await expect(page.getByTestId('query-row')).toHaveCount(3)
  await expectFilledPageGates(page)
  await urlBox(page).fill('https://example.com:abc/')
  await expect(page.getByTestId('url-errors')).toBeVisible()
  await expectFilledPageGates(page)
})
