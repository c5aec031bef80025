// Search as a visitor types it, on home and in the Ctrl/⌘+K palette: the same 60+ realistic queries
// (tests/search/queries.ts) each land their tool in the top three; ?q= survives reload and Back.

import { QUERIES } from '../tests/search/queries'
import { watchPage } from './support/helpers'
import { expect, type Page, test } from './support/test'

/** The first three tools home shows: the ranked grid, or the "Closest matches" when nothing ranked. */
async function homeTop3(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const grid =
      document.querySelector('[data-testid=tool-grid]') ?? document.querySelector('[data-testid=closest-matches]')
    return [...(grid?.querySelectorAll('a[href^="/tools/"]') ?? [])]
      .slice(0, 3)
      .map((a) => a.getAttribute('href') ?? '')
  })
}

test('home: each realistic query puts its tool in the top three', async ({ page }) => {
  test.setTimeout(90_000)
  const watch = await watchPage(page)
  await page.goto('/')
  const box = page.getByPlaceholder('Search tools...')
  const misses: string[] = []
  for (const [query, slug] of QUERIES) {
    await box.fill(query)
    await expect(page).toHaveURL(
      new RegExp(`[?&]q=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)').replace(/\./g, '\\.')}`),
    )
    try {
      await expect.poll(() => homeTop3(page), { timeout: 5000 }).toContain(`/tools/${slug}`)
    } catch {
      misses.push(`${query} → ${slug} (got ${(await homeTop3(page)).join(', ')})`)
    }
  }
  expect(misses).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('palette: each realistic query puts its tool in the top three', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/tools/word-count')
  await expect(page.getByRole('heading', { level: 1, name: 'Word Count' })).toBeVisible()
  await page.keyboard.press('Control+K')
  const input = page.getByRole('combobox', { name: 'Search tools and actions' })
  await expect(input).toBeFocused()
  const top3 = () =>
    page
      .getByRole('listbox')
      .getByRole('option')
      .evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('data-id') ?? ''))
  const misses: string[] = []
  for (const [query, slug] of QUERIES) {
    await input.fill(query)
    try {
      await expect
        .poll(async () => (await top3()).map((id) => id.replace(/^[A-Za-z]+-/, '')), { timeout: 5000 })
        .toContain(slug)
    } catch {
      misses.push(`${query} → ${slug} (got ${(await top3()).join(', ')})`)
    }
  }
  expect(misses).toEqual([])
})

test('the search text lives in the URL: reload, Back and a shared link keep it; keywords and typos are found', async ({
  page,
}) => {
  await page.goto('/?q=epoch&category=time')
  await expect(page.getByPlaceholder('Search tools...')).toHaveValue('epoch')
  await expect(page.getByRole('button', { name: 'Date & Time' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('[data-testid=tool-grid] a[href^="/tools/"]').first()).toHaveAttribute(
    'href',
    '/tools/unix-timestamp',
  )
  // The category stays chosen while the text changes: back to All for a tool of another category.
  await page.getByRole('button', { name: 'All', exact: true }).click()
  await page.getByPlaceholder('Search tools...').fill('guid')
  await expect(page).toHaveURL(/q=guid/)
  await page.reload()
  await expect(page.getByPlaceholder('Search tools...')).toHaveValue('guid')
  await page.locator('[data-testid=tool-grid] a[href="/tools/uuid-generator"]').click()
  await expect(page.getByRole('heading', { level: 1, name: 'UUID Generator' })).toBeVisible()
  await page.goBack()
  await expect(page.getByPlaceholder('Search tools...')).toHaveValue('guid')
  // Typo: nothing ranked, "Closest matches" offered.
  await page.getByPlaceholder('Search tools...').fill('bse64')
  await expect(page.getByText('No tools found')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Closest matches' })).toBeVisible()
  await expect(page.locator('[data-testid=closest-matches] a').first()).toHaveAttribute('href', '/tools/base64-encode')
})
