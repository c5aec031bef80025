// The page-level quality gates: axe, the 360 px layout check and a visitor's first click on the primary action.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => localStorage.setItem('vite-ui-theme', t), theme)
}

/**
 * Waits (up to 5 s) until no finite CSS animation or transition is running: a theme's colour transitions, a toast
 * sliding in. Axe measuring contrast mid-transition reports failures that are not there. Endless ones (a spinner)
 * do not count.
 */
export async function animationsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {})
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * The rules whose outcome depends on the theme's colours. A page's structure, names and roles are the same in light
 * and dark, so the second theme is checked for these alone (a full pass is the slowest step of a page's gates).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * axe-core (WCAG 2.1 A/AA and best practice): the serious and critical violations, one line each. axe runs in the
 * page itself and only the violations travel back: its full results (every node it
 * passed) are megabytes on a big page, which a slow machine pays for in every call.
 */
export async function seriousAxeViolations(page: Page, scope: 'all' | 'colour' = 'all'): Promise<string[]> {
  await animationsSettled(page)
  // A fresh axe for every run, as @axe-core/playwright does: axe keeps caches between runs in one document (its
  // icon-ligature check counts occurrences), and a walk through ten tools in one tab would carry them across pages.
  await page.evaluate(axeSource)
  return page.evaluate(
    async (colourRules) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const results = await axe.run(document, {
        runOnly: colourRules
          ? { type: 'rule', values: colourRules }
          : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        resultTypes: ['violations'],
      })
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} — ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        )
    },
    scope === 'colour' ? COLOUR_RULES : null,
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
      // Not rendered (a closed <details>, display: none, content-visibility: hidden): its box may be a stale one from
      // an earlier width, and nobody can see it cut off.
      if (!el.checkVisibility()) continue
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

/** Switches the theme class in place (the page keeps its state); axe waits out the colour transitions. */
async function switchThemeClass(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => {
    document.documentElement.classList.remove(t === 'dark' ? 'light' : 'dark')
    document.documentElement.classList.add(t)
  }, theme)
}

/**
 * The page gates on a page already filled with results (the catalogue pass sees each page empty): the 360 px
 * layout, then axe in light and in dark; the page is left in light.
 */
export async function expectFilledPageGates(page: Page) {
  expect(await mobileProblems(page), 'layout at 360 px').toEqual([])
  expect(await seriousAxeViolations(page), 'axe, light theme').toEqual([])
  await switchThemeClass(page, 'dark')
  expect(await seriousAxeViolations(page, 'colour'), 'axe, dark theme (colour rules)').toEqual([])
  await switchThemeClass(page, 'light')
}

/**
 * How far the keyboard walk goes: the tool's own controls come first after the header, and a long table of links
 * need not be walked to its end.
 */
const KEYBOARD_STOPS = 16

/**
 * The keyboard alone: from the header's Copy URL button, Tab walks the tool's controls in order; every stop shows a
 * visible focus indicator and focus never sticks. Returns the problems found (none when the tool passes).
 */
export async function keyboardProblems(page: Page): Promise<string[]> {
  // A tool that starts work on load (prime-checker factors its example) shows the kit's job progress with Cancel
  // while it runs; walk the page once it has settled, or Tab would race controls that appear and vanish with the
  // job. (A tool's own progress bar, like countdown-timer's, is part of the page and stays.)
  await expect(page.locator('[data-job-progress]')).toHaveCount(0, { timeout: 30_000 })
  await page.getByRole('button', { name: 'Copy URL' }).focus()
  const stops: string[] = []
  const problems: string[] = []
  for (let i = 0; i < KEYBOARD_STOPS; i++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return { id: 'body', inMain: false, visible: true, multiPart: false }
      // Date and time fields take several Tab stops (day, month, year, the picker button); the picker button
      // lives in the browser's own shadow tree, where it draws its own focus ring and the host loses :focus.
      const multiPart = el instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(el.type)
      const labelOf = (e: Element) =>
        `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}[${e.getAttribute('aria-label') ?? (e.textContent ?? '').trim().slice(0, 24)}]`
      const hasRing = (e: Element) => {
        const s = getComputedStyle(e)
        return (
          (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) ||
          (s.boxShadow !== 'none' && s.boxShadow !== '')
        )
      }
      const r = el.getBoundingClientRect()
      let visible = hasRing(el) || (multiPart && !el.matches(':focus'))
      // Ark UI focuses a visually hidden input and marks its visible control with data-focus-visible.
      if (!visible && (r.width <= 1 || r.height <= 1)) {
        const root = el.closest('[data-scope]') ?? el.parentElement
        const shown = root?.querySelector('[data-focus-visible], [data-focus]')
        visible = Boolean(shown && hasRing(shown))
      }
      return { id: labelOf(el), inMain: Boolean(el.closest('main')), visible, multiPart }
    })
    if (stop.id === 'body') break
    if (stop.multiPart && stops.at(-1) === stop.id) continue
    stops.push(stop.id)
    if (!stop.visible) problems.push(`no visible focus on ${stop.id}`)
    if (!stop.inMain) break
  }
  if (stops.length < 2) problems.push(`only ${stops.length} keyboard stop(s): the tool's controls are not reachable`)
  for (let i = 1; i < stops.length; i++) if (stops[i] === stops[i - 1]) problems.push(`focus stuck on ${stops[i]}`)
  return problems
}
