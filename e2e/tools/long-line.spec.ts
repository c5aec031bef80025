// Issue 18, item 8: one 30,000-character line with no break opportunity (the "=" run of base64 padding, or a minified
// blob) once froze email-validator for about 10 s while Chromium laid out the whole run in the results list. Every
// text tool that shows long lines must keep its main thread free when it is pasted. This spec then found char-case
// (over 90 s) and url-encode (25-30 s) frozen the same way: JetBrains Mono's ligatures ("==") and breaking the run
// anywhere cost the square of its length; both now show long values through src/kit/long-text.tsx.
import { gotoTool, startMainThreadProbe, TIMING, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const LINE = '='.repeat(30_000)

/** Tool, the label of its text box, and (where it is plain to see) text the page shows once it has handled it. */
const TOOLS: { slug: string; label: string; shows?: string | RegExp }[] = [
  { slug: 'email-validator', label: 'Email addresses, one per line', shows: '30,000 characters in all' },
  { slug: 'word-count', label: 'Text to count' },
  { slug: 'url-encode', label: 'Text to encode', shows: 'Showing the first 20,000 of 90,000 characters' },
  { slug: 'base64-encode', label: 'Text to encode' },
  { slug: 'char-case', label: 'Text to convert', shows: 'Showing the first 20,000 of 30,000 characters' },
  { slug: 'slugify', label: 'Text to turn into a slug' },
  { slug: 'html-to-text', label: 'HTML input' },
  { slug: 'url-parser', label: 'URL to parse', shows: 'Not a valid URL' },
]

// Pasting 30 KB costs one input event, a render and the layout of a 30,000-character run: well under 100 ms on an
// idle machine, while the bug this guards against froze the page for about 10 s. 500 ms leaves room for a slow,
// shared machine and still fails on any layout or pattern that grows faster than linearly with the line.
const MAX_TASK_MS = 500
/** Layout need not show as a long task, so frames are timed too; they wait for a busy machine, hence a looser bound. */
const MAX_FRAME_GAP_MS = 2000

for (const tool of TOOLS) {
  test(`${tool.slug} keeps painting when a 30,000-character unbroken line is pasted`, TIMING, async ({ page }) => {
    test.setTimeout(60_000)
    const watch = await watchPage(page)
    await gotoTool(page, tool.slug)
    const box = page.getByLabel(tool.label, { exact: true })
    await expect(box).toBeVisible()
    const probe = await startMainThreadProbe(page)
    await page.evaluate(() => {
      const w = window as unknown as { __frameGap: number }
      w.__frameGap = 0
      let last = performance.now()
      const tick = (now: number) => {
        w.__frameGap = Math.max(w.__frameGap, now - last)
        last = now
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    await box.fill(LINE)
    if (tool.shows) await expect(page.getByText(tool.shows).first()).toBeVisible({ timeout: 20_000 })
    if (tool.slug === 'word-count') await expect(page.getByTestId('stat-characters')).toHaveText(/30,?000/)
    // Let deferred renders finish, then wait for a frame so a layout still in progress is measured too.
    await page.waitForTimeout(1000)
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())))
    const longest = await probe.stop()
    const gap = await page.evaluate(() => (window as unknown as { __frameGap: number }).__frameGap)
    console.log(
      `${tool.slug}: after pasting, longest task ${longest.toFixed(0)} ms, longest frame gap ${gap.toFixed(0)} ms`,
    )
    expect(await box.evaluate((el) => (el as HTMLTextAreaElement | HTMLInputElement).value.length)).toBe(30_000)
    expect(longest).toBeLessThan(MAX_TASK_MS)
    expect(gap).toBeLessThan(MAX_FRAME_GAP_MS)
    expect(watch.pageErrors).toEqual([])
  })
}
