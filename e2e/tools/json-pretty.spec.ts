import {
  captureDownload,
  expectToast,
  gotoTool,
  readClipboard,
  startMainThreadProbe,
  TIMING,
  watchPage,
} from '../support/helpers'
import { expect, test } from '../support/test'

test('json-pretty validates, formats with 2, 4 or tab indent, minifies, copies and downloads', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'json-pretty')
  const input = page.getByLabel('JSON input')
  const output = page.getByRole('region', { name: 'Formatted JSON' })
  const validity = page.getByTestId('json-validity')

  await input.fill('{\n  "name": "Ada",\n  "age": }')
  await expect(validity).toHaveText(/^Invalid JSON: .+/)
  await expect(page.getByTestId('json-error-position')).toHaveText('Line 3, column 10')
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled()

  await input.fill('{"name":"Ada","big":12345678901234567890,"tags":["x","y"],"empty":{}}')
  await expect(validity).toHaveText('Valid JSON')
  await expect(output).toHaveText(
    '{\n  "name": "Ada",\n  "big": 12345678901234567890,\n  "tags": [\n    "x",\n    "y"\n  ],\n  "empty": {}\n}',
  )

  await page.getByRole('combobox', { name: 'Indent' }).click()
  await page.getByRole('option', { name: '4 spaces' }).click()
  await expect(output).toContainText('\n    "name": "Ada"')
  await page.getByRole('combobox', { name: 'Indent' }).click()
  await page.getByRole('option', { name: 'Tab' }).click()
  await expect(output).toContainText('\n\t"name": "Ada"')
  await expect(output).toContainText('\n\t\t"x"')

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'JSON copied to clipboard')
  expect(await readClipboard(page)).toBe(
    '{\n\t"name": "Ada",\n\t"big": 12345678901234567890,\n\t"tags": [\n\t\t"x",\n\t\t"y"\n\t],\n\t"empty": {}\n}',
  )

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('formatted.json')
  expect(JSON.parse(file.text())).toMatchObject({ name: 'Ada', tags: ['x', 'y'] })
  expect(file.text()).toContain('\n\t"name"')
  await expectToast(page, 'Downloaded!', 'JSON file saved successfully')

  await page.getByRole('button', { name: 'Minify' }).click()
  await expect(output).toHaveText('{"name":"Ada","big":12345678901234567890,"tags":["x","y"],"empty":{}}')
  const minified = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(minified.text()).toBe('{"name":"Ada","big":12345678901234567890,"tags":["x","y"],"empty":{}}')

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(validity).toHaveCount(0)
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test(
  'json-pretty formats 10 MB in a worker without freezing the page, and drops a stale run',
  TIMING,
  async ({ page }) => {
    test.setTimeout(120_000)
    await gotoTool(page, 'json-pretty')
    await expect(page.getByLabel('JSON input')).toBeVisible()
    const validity = page.getByTestId('json-validity')
    // The documents are made in the page first (that is the test's own work, not the tool's).
    const size = await page.evaluate(() => {
      const make = (marker: string) => {
        const items = []
        for (let i = 0; i < 95_000; i++) {
          items.push({ id: i, name: `item ${i}`, marker, tags: ['alpha', 'beta'], score: i / 7, ok: i % 2 === 0 })
        }
        return JSON.stringify(items)
      }
      const w = window as unknown as { __docs: string[] }
      w.__docs = [make('first-run'), make('second-run')]
      return w.__docs[1].length
    })
    expect(size).toBeGreaterThan(10_000_000)
    const paste = (which: 0 | 1) =>
      page.evaluate((i) => {
        const data = new DataTransfer()
        data.setData('text/plain', (window as unknown as { __docs: string[] }).__docs[i])
        const box = document.querySelector('textarea') as HTMLTextAreaElement
        box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
      }, which)
    await paste(0)
    await expect(page.getByTestId('json-held-aside')).toContainText('Pasted JSON')
    await expect(page.getByRole('progressbar')).toBeVisible()
    // The user starts again while the first run is still formatting: that run is cancelled, its result never shows.
    await page.getByRole('button', { name: 'Clear' }).click()
    await expect(page.getByLabel('JSON input')).toHaveValue('')
    await paste(1)
    // While the worker formats, the page's own thread stays free; only the small preview's render runs there.
    const probe = await startMainThreadProbe(page)
    await expect(page.getByRole('progressbar')).toBeVisible()
    await expect(validity).toHaveText('Valid JSON', { timeout: 90_000 })
    const longestShare = await probe.stopShare()
    const output = page.getByRole('region', { name: 'Formatted JSON' })
    await expect(output).toContainText('"marker": "second-run"')
    await expect(output).not.toContainText('first-run')
    await expect(page.getByTestId('json-truncated')).toBeVisible()
    // Formatting on the page's thread would be one task of nearly the whole run; here the page's longest task is a
    // small share of it (a bound in milliseconds would measure the machine: a slow, shared one stalls any task).
    expect(longestShare, 'longest main-thread task, as a share of the run').toBeLessThan(0.5)

    // The whole result, not the preview, is what Download and Copy give.
    const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
    expect(file.name).toBe('formatted.json')
    const parsed = JSON.parse(file.text())
    expect(parsed).toHaveLength(95_000)
    expect(parsed[94_999]).toMatchObject({ id: 94_999, marker: 'second-run' })
    expect(file.text().startsWith('[\n  {\n    "id": 0,')).toBe(true)
    await expectToast(page, 'Downloaded!', 'JSON file saved successfully')
    await page.getByRole('button', { name: 'Copy', exact: true }).click()
    await expectToast(page, 'Copied!', 'JSON copied to clipboard')
    expect(await page.evaluate(async () => (await navigator.clipboard.readText()).length)).toBe(file.text().length)
  },
)
