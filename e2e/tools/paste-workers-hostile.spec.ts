// Big pastes in tools that worked on the main thread (issue 36): 100,000 email addresses (300,000 blocked 3.8 s),
// 100,000 marked dates (2.1 s) and 60 MB of Base64 (7.8 s). Each is now read in a worker, shown as a summary rather
// than megabytes in a text box, gives the right result, never blocks the page for a second, and an ordinary input
// works right after on the same page.
import { freezeLimitMs, gotoTool, startMainThreadProbe, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

type Built = 'emails' | 'dates' | 'base64'

/** Builds the text in the page before the probe starts (building it is the test's work, not the tool's). */
async function build(page: Page, kind: Built) {
  await page.evaluate((kind) => {
    let text = ''
    if (kind === 'emails') {
      const lines: string[] = []
      for (let i = 0; i < 100_000; i++) lines.push(i % 10 === 9 ? `broken${i}@@example.com` : `user${i}@example.com`)
      text = lines.join('\n')
    } else if (kind === 'dates') {
      const lines: string[] = []
      for (let i = 0; i < 100_000; i++)
        lines.push(`2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')} Event ${i}`)
      for (let i = 0; i < 1000; i++) lines.push(`not a date ${i}`)
      text = lines.join('\n')
    } else {
      // A 3,872 × 3,872 24-bit BMP (45 MB), as 60 MB of Base64.
      const w = 3872
      const row = w * 3
      const size = 54 + row * w
      const bytes = new Uint8Array(size)
      const view = new DataView(bytes.buffer)
      bytes.set([0x42, 0x4d])
      view.setUint32(2, size, true)
      view.setUint32(10, 54, true)
      view.setUint32(14, 40, true)
      view.setInt32(18, w, true)
      view.setInt32(22, w, true)
      view.setUint16(26, 1, true)
      view.setUint16(28, 24, true)
      for (let i = 54; i < size; i += 3) bytes[i + 2] = 200
      const parts: string[] = []
      for (let i = 0; i < size; i += 3 * 2 ** 15) {
        let s = ''
        const end = Math.min(size, i + 3 * 2 ** 15)
        for (let j = i; j < end; j += 8192) s += String.fromCharCode(...bytes.subarray(j, Math.min(end, j + 8192)))
        parts.push(btoa(s))
      }
      text = parts.join('')
    }
    ;(window as unknown as { __built: string }).__built = text
  }, kind)
}

async function pasteBuilt(page: Page, label: string) {
  const box = page.getByLabel(label)
  await box.focus()
  await box.evaluate((el) => {
    const data = new DataTransfer()
    data.setData('text/plain', (window as unknown as { __built: string }).__built)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  })
}

async function open(page: Page, slug: string, kind: Built) {
  const watch = await watchPage(page)
  await gotoTool(page, slug)
  await build(page, kind)
  const probe = await startMainThreadProbe(page)
  return { watch, probe }
}

test('email-validator checks 100,000 pasted addresses in a worker', async ({ page }) => {
  const { watch, probe } = await open(page, 'email-validator', 'emails')
  await pasteBuilt(page, 'Email addresses, one per line')
  await expect(page.getByTestId('large-text')).toContainText('Large text: 100,000 lines')
  await expect(page.getByTestId('stat-checked')).toHaveText('100,000', { timeout: 20_000 })
  await expect(page.getByTestId('stat-valid')).toHaveText('90,000')
  await expect(page.getByTestId('stat-invalid')).toHaveText('10,000')
  await expect(page.getByTestId('email-result')).toHaveCount(500)
  await expect(page.getByTestId('email-more')).toHaveText(
    'Showing the first 500 of 100,000; Copy and Download include them all.',
  )
  await page.getByRole('button', { name: 'Invalid', exact: true }).click()
  await expect(page.getByTestId('email-more')).toContainText('of 10,000')
  await expect(page.getByTestId('email-result').first()).toContainText('broken9@@example.com')
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await page.getByLabel('Email addresses, one per line').fill('ada@example.com\nnot-an-address')
  await expect(page.getByTestId('stat-checked')).toHaveText('2')
  await expect(page.getByTestId('stat-valid')).toHaveText('1')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('calendar-maker reads 100,000 pasted marked dates in a worker, a month at a time', async ({ page }) => {
  const { watch, probe } = await open(page, 'calendar-maker', 'dates')
  await page.getByLabel('Year').fill('2026')
  await page.getByRole('combobox', { name: 'Month' }).click()
  await page.getByRole('option', { name: 'March' }).click()
  await pasteBuilt(page, 'Marked dates')
  await expect(page.getByTestId('large-text')).toContainText('Large text: 101,000 lines')
  // i mod 12 = 2 for March: 8,334 of the 100,000 dates.
  await expect(page.getByTestId('calendar-mark-count')).toHaveText('100,000 marked dates, 8,334 this month.', {
    timeout: 20_000,
  })
  await expect(page.getByTestId('calendar-mark-errors').getByRole('listitem')).toHaveCount(20)
  await expect(page.getByTestId('calendar-mark-errors-more')).toHaveText('and 980 more lines with problems.')
  await page.getByRole('combobox', { name: 'Month' }).click()
  await page.getByRole('option', { name: 'February' }).click()
  await expect(page.getByTestId('calendar-mark-count')).toHaveText('100,000 marked dates, 8,334 this month.')
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  await page.getByRole('button', { name: 'Clear Marked dates' }).click()
  await page.getByLabel('Marked dates').fill('2026-02-14 Valentine')
  await expect(page.getByTestId('calendar-mark-count')).toHaveText('1 marked date, 1 this month.')
  await expect(page.getByTestId('calendar-mark-errors')).toHaveCount(0)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('base64-image decodes 60 MB of pasted Base64 in a worker', async ({ page }) => {
  test.setTimeout(40_000)
  const { watch, probe } = await open(page, 'base64-image', 'base64')
  await pasteBuilt(page, 'Base64 text or data URL')
  await expect(page.getByTestId('large-text')).toContainText('characters')
  await expect(page.getByTestId('stat-format')).toHaveText('BMP', { timeout: 20_000 })
  await expect(page.getByTestId('stat-dimensions')).toHaveText('3872 × 3872')
  await expect(page.getByTestId('size-bytes')).toContainText('44,977,206 bytes')
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  // A 1 × 1 GIF.
  await page.getByLabel('Base64 text or data URL').fill('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7')
  await expect(page.getByTestId('stat-format')).toHaveText('GIF')
  await expect(page.getByTestId('stat-dimensions')).toHaveText('1 × 1')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
