// Issue 18, item 8: one 30,000-character line with no break opportunity (the "=" run of base64 padding, or a minified
// blob) once froze email-validator for about 10 s while Chromium laid out the whole run in the results list. Every
// text tool that shows long lines must keep painting when it is pasted.
import { expect, test } from '@playwright/test'
import { gotoTool, startFrameProbe, TIMING, watchPage } from '../support/helpers'

const LINE = '='.repeat(30_000)

/** Tool, the label of its text box, and (where it is plain to see) text the page shows once it has handled it. */
const TOOLS: { slug: string; label: string; shows?: string | RegExp }[] = [
  { slug: 'email-validator', label: 'Email addresses, one per line', shows: '30,000 characters in all' },
  { slug: 'word-count', label: 'Text to count' },
  { slug: 'url-encode', label: 'Text to encode' },
  { slug: 'base64-encode', label: 'Text to encode' },
  { slug: 'char-case', label: 'Text to convert' },
  { slug: 'slugify', label: 'Text to turn into a slug' },
  { slug: 'html-to-text', label: 'HTML input' },
  { slug: 'url-parser', label: 'URL to parse', shows: 'Not a valid URL' },
]

// The bound: pasting 30 KB costs one input event, a render and the layout of a 30,000-character run; on an idle
// machine that is one frame of well under 100 ms, while the bug this guards against froze the page for ~10 s.
// 200 ms leaves twice the idle cost for scheduler noise and still fails on any layout or pattern that grows
// faster than linearly with the line.
const MAX_GAP_MS = 200

for (const tool of TOOLS) {
  test(`${tool.slug} keeps painting when a 30,000-character unbroken line is pasted`, TIMING, async ({ page }) => {
    test.setTimeout(60_000)
    const watch = await watchPage(page)
    await gotoTool(page, tool.slug)
    const box = page.getByLabel(tool.label, { exact: true })
    await expect(box).toBeVisible()
    const probe = await startFrameProbe(page)
    await box.fill(LINE)
    if (tool.shows) await expect(page.getByText(tool.shows).first()).toBeVisible({ timeout: 20_000 })
    if (tool.slug === 'word-count') await expect(page.getByTestId('stat-characters')).toHaveText(/30,?000/)
    // Let deferred renders finish, then wait for one more frame so a freeze still in progress is measured too.
    await page.waitForTimeout(1000)
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())))
    const maxGap = await probe.stop()
    console.log(`${tool.slug}: longest frame gap after pasting 30,000 "=": ${maxGap.toFixed(0)} ms`)
    expect(await box.evaluate((el) => (el as HTMLTextAreaElement | HTMLInputElement).value.length)).toBe(30_000)
    expect(maxGap).toBeLessThan(MAX_GAP_MS)
    expect(watch.pageErrors).toEqual([])
  })
}
