// Prerendered pages (issue 19): the HTML itself holds the page, before any JavaScript runs, and the browser hydrates
// it without a mismatch or any console error.
import { tools } from './support/catalogue'
import { watchPage } from './support/helpers'
import { expect, test } from './support/test'

test('home, a tool page and the privacy page are in the HTML, with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: '100 Essential Developer Tools' })).toBeVisible()
  // Every card is a real link in the HTML (search engines and a slow CPU see the grid at once).
  for (const tool of tools) await expect(page.locator(`a[href="/tools/${tool.slug}"]`).first()).toBeAttached()
  await page.goto('/tools/word-count')
  await expect(page.getByRole('heading', { level: 1, name: 'Word Count' })).toBeVisible()
  await expect(page).toHaveTitle('Word Count — Localkit')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /count words/i)
  await expect(page.getByRole('status').filter({ hasText: 'Loading tool…' })).toBeVisible()
  await expect(page.getByTestId('tool-tested-limit')).toHaveCount(0)
  // A heavy tool states the largest input the scaling benchmark ran it with (bench/results/scale.md).
  await page.goto('/tools/json-pretty')
  await expect(page.getByTestId('tool-tested-limit')).toHaveText('Tested up to 50 MB of JSON')
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  await context.close()
})

for (const path of ['/', '/tools/word-count', '/tools/image-compress', '/privacy']) {
  test(`page: ${path} hydrates the prerendered HTML without an error`, async ({ page }) => {
    const watch = await watchPage(page)
    await page.goto(path)
    const prerendered = await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)
    expect(prerendered).toBe(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.getByText('Loading tool…')).toHaveCount(0, { timeout: 30_000 })
    // The page is live: a click works.
    await page.getByRole('button', { name: 'Toggle light and dark theme' }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b|\blight\b/)
    expect([...watch.consoleErrors, ...watch.pageErrors]).toEqual([])
  })
}

test('a search on home renders afresh instead of hydrating the full grid', async ({ page }) => {
  const watch = await watchPage(page)
  await page.goto('/?q=json')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('a[href="/tools/word-count"]')).toHaveCount(0)
  await expect(page.locator('a[href="/tools/json-pretty"]').first()).toBeVisible()
  expect([...watch.consoleErrors, ...watch.pageErrors]).toEqual([])
})
