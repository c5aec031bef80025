// The page-level quality gates: axe, the 360 px layout check and a visitor's first click on the primary action.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => localStorage.setItem('vite-ui-theme', t), theme)
}

/** axe-core (WCAG 2.1 A/AA and best practice): the serious and critical violations, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default (runPartial) opens and closes a blank page per call, which
  // costs seconds on a slow machine and gains nothing here (no cross-origin frame is ours to check).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
}

/** Page-level horizontal scroll, and visible controls outside the viewport that are not inside a scroller. */
export async function mobileProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const doc = document.documentElement
    if (doc.scrollWidth > window.innerWidth + 1)
      problems.push(`page scrolls horizontally: ${doc.scrollWidth} > ${window.innerWidth}`)
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX
        if ((ox === 'auto' || ox === 'scroll' || ox === 'hidden') && p.scrollWidth > p.clientWidth) return true
      }
      return false
    }
    const controls = document.querySelectorAll(
      'button, input, select, textarea, a[href], [role=button], [role=slider], [role=tab]',
    )
    for (const el of controls) {
      const r = el.getBoundingClientRect()
      if (r.width <= 1 || r.height <= 1) continue
      if (getComputedStyle(el).visibility === 'hidden' || (el as HTMLInputElement).type === 'hidden') continue
      if ((r.left < -1 || r.right > window.innerWidth + 1) && !inScroller(el)) {
        const name = el.getAttribute('aria-label') || (el.textContent ?? '').trim().slice(0, 30) || el.tagName
        problems.push(
          `control cut off: ${el.tagName.toLowerCase()} "${name}" at ${Math.round(r.left)}..${Math.round(r.right)}`,
        )
      }
    }
    return problems
  })
}

/** Presses the tool's primary (solid) buttons, as a visitor trying it would. */
export async function exerciseDefaultAction(page: Page) {
  const primary = page.locator('main button[class*="variant_solid"]:enabled')
  const count = Math.min(await primary.count(), 3)
  for (let i = 0; i < count; i++) {
    const button = primary.nth(i)
    if (!(await button.isVisible())) continue
    await button.click({ timeout: 2000 }).catch(() => {})
    await page.waitForTimeout(300)
  }
}

/** Switches the theme class in place (the page keeps its state) and waits out the ~150 ms colour transitions. */
async function switchThemeClass(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => {
    document.documentElement.classList.remove(t === 'dark' ? 'light' : 'dark')
    document.documentElement.classList.add(t)
  }, theme)
  await page.waitForTimeout(400)
}

/**
 * The page gates on a page already filled with results (the catalogue pass sees each page empty): the 360 px
 * layout, then axe in light and in dark; the page is left in light. Axe measuring mid-transition would report
 * contrast failures that are not there, hence the wait after each switch.
 */
export async function expectFilledPageGates(page: Page) {
  expect(await mobileProblems(page), 'layout at 360 px').toEqual([])
  expect(await seriousAxeViolations(page), 'axe, light theme').toEqual([])
  await switchThemeClass(page, 'dark')
  expect(await seriousAxeViolations(page), 'axe, dark theme').toEqual([])
  await switchThemeClass(page, 'light')
}
