// Every page of the catalogue opens: title shown, no console or page error, no request to another origin.
import { expect, test } from '@playwright/test'
import { tools } from './support/catalogue'
import { watchPage } from './support/helpers'

test('home lists all 100 tools and filters live', async ({ page }) => {
  const watch = await watchPage(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '100 Essential Developer Tools' })).toBeVisible()
  await expect(page.locator('main a[href^="/tools/"]')).toHaveCount(100)
  for (const badge of ['Privacy First', 'Instant Results', 'Mobile Friendly', 'Open Source']) {
    await expect(page.getByText(badge, { exact: true })).toBeVisible()
  }
  await page.keyboard.press('/')
  await expect(page.getByPlaceholder('Search tools...')).toBeFocused()
  await page.keyboard.type('JSON')
  const jsonCount = tools.filter((t) => `${t.name} ${t.description} ${t.slug}`.toLowerCase().includes('json')).length
  await expect(page.locator('main a[href^="/tools/"]')).toHaveCount(jsonCount)
  await page.getByRole('button', { name: 'Web Dev' }).click()
  const both = tools.filter(
    (t) => t.category === 'web' && `${t.name} ${t.description} ${t.slug}`.toLowerCase().includes('json'),
  ).length
  await expect(page.locator('main a[href^="/tools/"]')).toHaveCount(both)
  await page.getByPlaceholder('Search tools...').fill('zzzz-nothing')
  await expect(page.getByText('No tools found')).toBeVisible()
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible()
  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('unknown paths show the 404 page and unknown slugs show Tool Not Found', async ({ page }) => {
  const watch = await watchPage(page)
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await page.goto('/tools/does-not-exist')
  await expect(page.getByRole('heading', { name: 'Tool Not Found' })).toBeVisible()
  await expect(page.getByText("The requested tool doesn't exist.")).toBeVisible()
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

for (const tool of tools) {
  test(`tool page opens: ${tool.slug}`, async ({ page }) => {
    const watch = await watchPage(page)
    await page.goto(`/tools/${tool.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Tools' })).toBeVisible()
    await expect(page.getByText('Loading tool…')).toHaveCount(0)
    if (!tool.built) {
      await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible()
      await expect(page.getByText(tool.slug, { exact: true })).toBeVisible()
    }
    await page.waitForLoadState('networkidle')
    expect(watch.consoleErrors).toEqual([])
    expect(watch.pageErrors).toEqual([])
    expect(watch.foreignRequests).toEqual([])
    expect(watch.cspViolations).toEqual([])
  })
}
