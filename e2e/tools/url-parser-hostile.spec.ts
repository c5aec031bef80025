// URL Parser against a huge URL (issue 36): 2 MB with 100,000 query parameters froze the page 44 s. Now the page
// stays responsive, lists the first 200 parameters with a count of the rest, copies all of them as JSON, names the
// 8,000,000-character limit past it, and an ordinary URL parses right after on the same page.
import { freezeLimitMs, gotoTool, readClipboard, startMainThreadProbe, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

/** Builds the URLs in the page before the probe starts (building them is the test's work, not the tool's). */
async function build(page: Page) {
  await page.evaluate(() => {
    const params = Array.from({ length: 100_000 }, (_, i) => (i % 2 ? `tag=${'v'.repeat(12)}${i}` : `k${i}=x%20${i}`))
    ;(window as unknown as { __built: Record<string, string> }).__built = {
      params: `https://example.com/search?${params.join('&')}`,
      over: `https://example.com/${'p'.repeat(8_000_001)}`,
    }
  })
}

async function pasteBuilt(page: Page, kind: 'params' | 'over') {
  const box = page.getByLabel('URL to parse')
  await box.focus()
  await box.evaluate((el, kind) => {
    const data = new DataTransfer()
    data.setData('text/plain', (window as unknown as { __built: Record<string, string> }).__built[kind] as string)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, kind)
}

test('a 2 MB URL of 100,000 parameters is listed in part, copied whole; past 8,000,000 characters it is refused', async ({
  page,
  context,
}) => {
  test.setTimeout(40_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const watch = await watchPage(page)
  await gotoTool(page, 'url-parser')
  await build(page)
  let probe = await startMainThreadProbe(page)

  await pasteBuilt(page, 'params')
  await expect(page.getByTestId('large-text')).toContainText('Large text: 1 line,')
  await expect(page.getByRole('heading', { name: 'Query parameters (100,000)' })).toBeVisible()
  await expect(page.getByTestId('query-row')).toHaveCount(200)
  await expect(page.getByTestId('query-more')).toHaveText(
    'Showing the first 200 of 100,000 parameters; 99,800 more are in the URL, and Copy as JSON takes all of them.',
  )
  await expect(page.getByLabel('Value 1', { exact: true })).toHaveValue('x 0')
  await expect(page.getByTestId('url-long')).toContainText('The normalised URL has 1,933,361 characters')
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  probe = await startMainThreadProbe(page)
  await page.getByRole('button', { name: 'Copy as JSON' }).click()
  const json = JSON.parse(await readClipboard(page))
  expect(json.tag).toHaveLength(50_000)
  expect(json.k99998).toBe('x 99998')
  // Removing the first parameter rebuilds the whole URL.
  await page.getByRole('button', { name: 'Remove parameter 1 (k0)' }).click()
  await expect(page.getByRole('heading', { name: 'Query parameters (99,999)' })).toBeVisible()

  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  probe = await startMainThreadProbe(page)
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await pasteBuilt(page, 'over')
  await expect(page.getByTestId('url-too-long')).toHaveText(
    'This URL has 8,000,021 characters: URL Parser reads up to 8,000,000.',
  )
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await page.getByLabel('URL to parse').fill('https://example.org:8080/a/b?q=1#top')
  await expect(page.getByLabel('Host', { exact: true })).toHaveValue('example.org')
  await expect(page.getByTestId('query-row')).toHaveCount(1)
  await expect(page.getByTestId('url-too-long')).toHaveCount(0)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
