// Every built tool works with the keyboard alone: Tab reaches its controls in order, each stop shows a visible
// focus indicator, and focus never gets stuck.
import { expect, test } from '@playwright/test'
import { tools } from '../support/catalogue'

const built = tools.filter((t) => t.built)

for (const tool of built) {
  test(`keyboard: ${tool.slug}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/tools/${tool.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: tool.name, exact: true })).toBeVisible()
    await expect(page.getByText('Loading tool…')).toHaveCount(0)
    // A tool that starts work on load (prime-checker factors its example) shows progress with Cancel while it runs;
    // walk the page once it has settled, or Tab would race controls that appear and vanish with the job.
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 })
    await page.getByRole('button', { name: 'Copy URL' }).focus()
    const stops: string[] = []
    const problems: string[] = []
    for (let i = 0; i < 30; i++) {
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
    expect(problems).toEqual([])
    expect(stops.length, 'the tool has keyboard-reachable controls').toBeGreaterThan(1)
    const repeats = stops.filter((s, i) => i > 0 && s === stops[i - 1])
    expect(repeats, 'focus did not move').toEqual([])
  })
}
