// Text tools against huge pastes (issue 35): a 20 MB paste with no line break is counted off the page's main
// thread (Word Count froze 7.9 s on it), shown as a summary instead of laid out in a text box, with the right
// result; the renderer never crashes, no task blocks the page for a second, and an ordinary text works right after.
import { gotoTool, startMainThreadProbe, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

/** Keeps the page painting while probed: Chromium reports long tasks reliably while frames are being produced. */
async function keepPainting(page: Page) {
  await page.evaluate(() => {
    const tick = () => requestAnimationFrame(tick)
    tick()
  })
}

/** Pastes the text built in the page under window.__built[name] into the field labelled `label`. */
async function pasteBuilt(page: Page, label: string, name: string) {
  const area = page.getByLabel(label, { exact: true })
  await area.focus()
  await area.evaluate((el, name) => {
    const text = (window as unknown as { __built: Record<string, string> }).__built[name] as string
    const data = new DataTransfer()
    data.setData('text/plain', text)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, name)
}

test('word-count: a 20 MB single-line paste is counted in a worker and summarised; a normal text right after', async ({
  page,
}) => {
  const crashes: string[] = []
  page.on('crash', () => crashes.push('renderer crashed'))
  const watch = await watchPage(page)
  await gotoTool(page, 'word-count')
  await expect(page.getByTestId('tool-limits')).toContainText('128 million characters')
  // 20 MiB of "word " with no line break: 4,194,304 words on one line.
  await page.evaluate(() => {
    ;(window as unknown as { __built: Record<string, string> }).__built = { big: 'word '.repeat(4 * 2 ** 20) }
  })
  await keepPainting(page)
  const probe = await startMainThreadProbe(page)
  await pasteBuilt(page, 'Text to count', 'big')
  await expect(page.getByTestId('large-text')).toContainText('1 lines, 20,971,520 characters')
  await expect(page.getByTestId('stat-words')).toHaveText('4194304', { timeout: 30_000 })
  await expect(page.getByTestId('stat-characters')).toHaveText('20971520')
  await expect(page.getByTestId('stat-characters-no-spaces')).toHaveText('16777216')
  await expect(page.getByTestId('stat-reading')).toHaveText('20972 min')
  expect(await probe.stop()).toBeLessThan(1000)

  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await page.getByLabel('Text to count').fill('Hello world. How are you?\n\nFine! Thanks')
  await expect(page.getByTestId('stat-words')).toHaveText('7')
  await expect(page.getByTestId('stat-sentences')).toHaveText('4')
  expect(crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
