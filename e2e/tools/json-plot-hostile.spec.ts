// JSON Chart after hostile data (issue 36): a scatter of nanosecond timestamps 2 apart (X = 1e16 and 1e16 + 2) and
// 200,000 numbers each draw, the main thread never blocks for a second, and ordinary data plots right after on the
// same page (a scatter left over from the timestamps used to refuse it: text on X).
import { freezeLimitMs, gotoTool, startMainThreadProbe, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const ORDINARY = '[{"month":"Jan","sales":3},{"month":"Feb","sales":5},{"month":"Mar","sales":4}]'

async function expectOrdinaryPlots(page: Page) {
  const svg = page.getByTestId('json-plot-svg')
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await page.getByLabel('JSON data').fill(ORDINARY)
  await expect(svg.locator('rect[height] title')).toHaveCount(3)
  await expect(svg.locator('rect title').first()).toHaveText('sales at Jan: 3')
  await expect(page.getByTestId('json-plot-problem')).toHaveCount(0)
}

test('nanosecond timestamps and 200,000 numbers plot, and ordinary data plots after each', async ({ page }) => {
  test.setTimeout(45_000)
  const watch = await watchPage(page)
  await gotoTool(page, 'json-plot')
  const probe = await startMainThreadProbe(page)
  const box = page.getByLabel('JSON data')
  const svg = page.getByTestId('json-plot-svg')

  await box.fill('[{"t":10000000000000000,"v":1},{"t":10000000000000002,"v":2}]')
  // Two numeric fields: the first (t) goes on X.
  await page.getByRole('button', { name: 'Scatter', exact: true }).click()
  await expect(svg.locator('circle title')).toHaveCount(2)
  await expectOrdinaryPlots(page)
  // A bar chart is what the text on X allows; the type buttons say so.
  await expect(page.getByRole('button', { name: 'Bar', exact: true })).toHaveAttribute('aria-pressed', 'true')

  // 200,000 numbers, built in the page and pasted: a summary in the box, drawn in the worker.
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await box.focus()
  await box.evaluate((el) => {
    const data = new DataTransfer()
    data.setData('text/plain', JSON.stringify(Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 100_003)))
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  })
  await expect(page.getByTestId('large-text')).toContainText('Large text:')
  await expect(page.getByTestId('json-plot-count')).toHaveText('200,000 points in 1 series', { timeout: 20_000 })
  await expectOrdinaryPlots(page)

  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
