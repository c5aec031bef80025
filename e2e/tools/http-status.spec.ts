import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('http-status lists the registry and searches by number, class and words', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'http-status')
  await expect(page.getByTestId('status-count')).toHaveText('64 codes in the IANA registry')
  await expect(page.getByRole('heading', { level: 2, name: '1xx Informational' })).toBeVisible()

  const search = page.getByLabel('Search by code or words')
  await search.fill('404')
  await expect(page.getByTestId('status-count')).toHaveText('1 code in the IANA registry')
  const card = page.getByTestId('status-404')
  await expect(card).toContainText('Not Found')
  await expect(card).toContainText('Typical use:')
  const link = card.getByRole('link', { name: /RFC 9110 §15\.5\.5/ })
  await expect(link).toHaveAttribute('href', 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.5')
  await expect(link).toHaveAttribute('target', '_blank')
  await card.getByRole('button', { name: 'Copy “404 Not Found”' }).click()
  await expectToast(page, 'Copied!', '404 Not Found copied to clipboard')
  expect(await readClipboard(page)).toBe('404 Not Found')

  await search.fill('too many requests')
  await expect(page.getByTestId('status-429')).toContainText('RFC 6585 §4')
  await search.fill('captive portal')
  await expect(
    page.locator('[data-testid^="status-"]').filter({ hasText: 'Network Authentication Required' }),
  ).toHaveCount(1)
  await expect(page.getByTestId('status-count')).toHaveText('1 code in the IANA registry')

  await search.fill('5xx')
  await expect(page.getByTestId('status-count')).toHaveText('11 codes in the IANA registry')
  await expect(page.getByTestId('status-510')).toContainText('Obsolete')

  // An unassigned number gets the RFC 9110 rule.
  await search.fill('299')
  await expect(page.getByRole('status').filter({ hasText: '299 is not assigned in the IANA registry' })).toContainText(
    'treats it like 200',
  )
  await search.fill('zzzz nothing')
  await expect(page.getByText('No status code matches')).toBeVisible()

  // Class filter and unofficial codes.
  await search.fill('')
  await page.getByRole('button', { name: '3xx' }).click()
  await expect(page.getByTestId('status-count')).toHaveText('9 codes in the IANA registry')
  await expect(page.getByRole('heading', { level: 2, name: /^\dxx / })).toHaveText(['3xx Redirection'])
  await page.getByRole('button', { name: 'All', exact: true }).click()
  await search.fill('nginx')
  await expect(page.getByTestId('status-499-unofficial')).toHaveCount(0)
  await page.getByText('Include unofficial codes (nginx, Cloudflare …)').click()
  await expect(page.getByTestId('status-499-unofficial')).toContainText('Unofficial · nginx')
  await expect(page.getByTestId('status-499-unofficial')).toContainText('Client Closed Request')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('http-status opens a deep link and treats a hostile query as text', async ({ page }) => {
  await page.goto('/tools/http-status#418')
  await expect(page.getByTestId('status-418')).toContainText('Unused')
  await expect(page.getByTestId('status-count')).toHaveText('1 code in the IANA registry')
  await page.goto('about:blank')
  await page.goto('/tools/http-status#%E0%A4%A')
  await expect(page.getByLabel('Search by code or words')).toHaveValue('%E0%A4%A')
  await page.getByLabel('Search by code or words').fill(xssPayloads.imgOnerror)
  await expect(page.getByText('No status code matches')).toBeVisible()
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
})

test('http-status with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'http-status')
  await page.getByText('Include unofficial codes (nginx, Cloudflare …)').click()
  await page.getByLabel('Search by code or words').fill('5')
  await expect(page.getByTestId('status-520-unofficial')).toBeVisible()
  await expectFilledPageGates(page)
  await page.getByLabel('Search by code or words').fill('299')
  await expectFilledPageGates(page)
})
