// /privacy: reached from the footer, shows the exact CSP the server sends, the network tools and their hosts, the
// stored keys, passes the page gates, and "Clear all Localkit data" empties storage and caches and unregisters the
// service worker after a confirmation.

import { contentSecurityPolicy } from '../src/app/csp'
import { mobileProblems, seriousAxeViolations, setTheme } from './support/gates'
import { expectToast, watchPage } from './support/helpers'
import { expect, test } from './support/test'

// The suite blocks service workers (playwright.config.ts); these tests need the site's own.
test.use({ serviceWorkers: 'allow' })

test('the privacy page states the served CSP, the network tools and their hosts, and the stored keys', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  await expect(page).toHaveTitle('Privacy — Localkit')
  // The CSP on the page is the header the server actually sent.
  const response = await page.request.get('/privacy')
  const served = response.headers()['content-security-policy']
  expect(served).toBe(contentSecurityPolicy)
  await expect(page.getByTestId('header-Content-Security-Policy')).toHaveText(served ?? '')
  // The three network tools, their buttons and every host they may contact.
  await expect(page.getByTestId('network-tool-dns-lookup')).toContainText('Look up')
  for (const host of ['cloudflare-dns.com', 'dns.google', 'dns.quad9.net']) {
    await expect(page.getByTestId('network-tool-dns-lookup')).toContainText(host)
  }
  await expect(page.getByTestId('network-tool-ip-info')).toContainText('api64.ipify.org')
  await expect(page.getByTestId('network-tool-currency-convert')).toContainText('api.frankfurter.app')
  await expect(page.getByText('vite-ui-theme', { exact: true })).toBeVisible()
  // No link to a source repository when package.json configures none.
  expect(await page.locator('a[href*="github.com"]').count()).toBe(0)

  await page.setViewportSize({ width: 360, height: 800 })
  await setTheme(page, 'light')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  expect(await mobileProblems(page), 'layout at 360 px').toEqual([])
  expect(await seriousAxeViolations(page), 'axe, light').toEqual([])
  await page.setViewportSize({ width: 1280, height: 900 })
  await setTheme(page, 'dark')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  expect(await seriousAxeViolations(page), 'axe, dark').toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('"Clear all Localkit data" asks first, then empties storage and caches and removes the service worker', async ({
  context,
  page,
}) => {
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('vite-ui-theme', 'dark')
    }
  })
  await page.goto('/tools/md5-hash')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect(page.getByTestId('tool-offline-status')).toHaveAttribute('data-cached', 'true', { timeout: 30_000 })
  await page.goto('/privacy')
  await expect(page.getByText('vite-ui-theme', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => caches.keys().then((k) => k.length))).toBeGreaterThan(0)
  await expect(page.getByTestId('cache-summary')).toContainText(/Cache Storage: [1-9]/)

  await page.getByRole('button', { name: 'Clear all Localkit data' }).click()
  await page.getByRole('button', { name: 'Keep my data' }).click()
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark')
  await page.getByRole('button', { name: 'Clear all Localkit data' }).click()
  await page.getByRole('button', { name: 'Yes, clear everything' }).click()
  await expectToast(page, 'All Localkit data cleared')
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
  expect(await page.evaluate(() => caches.keys())).toEqual([])
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0)
  await expect(page.getByTestId('cache-summary')).toContainText('Cache Storage: 0 caches, 0 files')
})
