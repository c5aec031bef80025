// Every page of the catalogue, held to the site's promises. For home, 404, an unknown slug and all 100 tool pages:
// the title shows; no console error, no page error; Privacy First — no request to another origin and no CSP
// violation, even after the tool's primary action (dns-lookup and ip-info excepted, whose labelled buttons are
// not pressed here); accessible — axe finds no serious or critical violation in light and in dark; Mobile
// Friendly — at 360 px nothing scrolls sideways and no control is cut off.
import { expect, type Page, test } from '@playwright/test'
import { tools } from './support/catalogue'
import { exerciseDefaultAction, mobileProblems, seriousAxeViolations, setTheme } from './support/gates'
import { watchPage } from './support/helpers'

const networkTools = new Set(['dns-lookup', 'ip-info'])

interface PageCase {
  path: string
  title: string
  slug?: string
  built?: boolean
}

const pages: PageCase[] = [
  { path: '/', title: '100 Essential Developer Tools' },
  { path: '/this/page/does/not/exist', title: '404 Page Not Found' },
  { path: '/tools/does-not-exist', title: 'Tool Not Found' },
  ...tools.map((t) => ({ path: `/tools/${t.slug}`, title: t.name, slug: t.slug, built: t.built })),
]

async function ready(page: Page, p: PageCase) {
  await expect(page.getByRole('heading', { level: 1, name: p.title, exact: true })).toBeVisible()
  await expect(page.getByText('Loading tool…')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
}

for (const p of pages) {
  test(`page: ${p.path}`, async ({ page }) => {
    // Home holds all 100 cards: two axe passes over it take several times a tool page's.
    if (p.path === '/') test.slow()
    const watch = await watchPage(page)

    // A phone, light theme.
    await page.setViewportSize({ width: 360, height: 800 })
    await page.addInitScript(() => {
      if (!localStorage.getItem('vite-ui-theme')) localStorage.setItem('vite-ui-theme', 'light')
    })
    await page.goto(p.path)
    await ready(page, p)
    if (p.slug) await expect(page.getByRole('link', { name: 'Back to Tools' })).toBeVisible()
    if (p.slug && !p.built) {
      await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible()
      await expect(page.getByText(p.slug, { exact: true })).toBeVisible()
    }
    expect(await mobileProblems(page), 'layout at 360 px').toEqual([])
    expect(await seriousAxeViolations(page), 'axe, light theme').toEqual([])

    // A desktop, dark theme.
    await page.setViewportSize({ width: 1280, height: 900 })
    await setTheme(page, 'dark')
    await page.reload()
    await ready(page, p)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await seriousAxeViolations(page), 'axe, dark theme').toEqual([])

    if (p.slug && p.built && !networkTools.has(p.slug)) {
      await exerciseDefaultAction(page)
      await page.waitForLoadState('networkidle')
    }
    expect(watch.foreignRequests, 'requests to another origin').toEqual([])
    expect(watch.cspViolations, 'CSP violations').toEqual([])
    expect(watch.pageErrors, 'uncaught errors').toEqual([])
    expect(watch.consoleErrors, 'console errors').toEqual([])
  })
}
