import {
  captureDownload,
  expectToast,
  gotoTool,
  readClipboard,
  startMainThreadProbe,
  TIMING,
  watchPage,
} from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const previewLines = async (page: Page) => (await page.getByTestId('uuid-preview').inputValue()).split('\n')

test('uuid-batch generates v4 UUIDs in a worker, copies them and downloads txt, csv and json', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'uuid-batch')
  await page.getByLabel('How many').fill('1000')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expectToast(page, 'Generated!', '1,000 v4 UUIDs ready')
  const lines = await previewLines(page)
  expect(lines).toHaveLength(1000)
  for (const u of lines) expect(u).toMatch(V4)
  expect(new Set(lines).size).toBe(1000)

  await page.getByRole('button', { name: 'Copy all' }).click()
  await expectToast(page, 'Copied!', 'UUIDs copied to clipboard')
  expect(await readClipboard(page)).toBe(lines.join('\n'))

  const txt = await captureDownload(page, () => page.getByRole('button', { name: 'Download .txt' }).click())
  expect(txt.name).toBe('uuids.txt')
  expect(txt.text()).toBe(`${lines.join('\n')}\n`)
  const csv = await captureDownload(page, () => page.getByRole('button', { name: 'Download .csv' }).click())
  expect(csv.name).toBe('uuids.csv')
  expect(csv.text().split('\r\n').slice(0, 3)).toEqual(['uuid', lines[0], lines[1]])
  const json = await captureDownload(page, () => page.getByRole('button', { name: 'Download .json' }).click())
  expect(json.name).toBe('uuids.json')
  expect(JSON.parse(json.text())).toEqual(lines)

  // Formatting options apply to the next batch.
  await page.getByText('Uppercase').click()
  await expect(page.getByText('The options changed since this batch was made')).toBeVisible()
  await page.getByRole('button', { name: '10', exact: true }).click()
  await page.getByRole('button', { name: 'Generate' }).click()
  await expectToast(page, 'Generated!', '10 v4 UUIDs ready')
  const upper = await previewLines(page)
  expect(upper).toHaveLength(10)
  for (const u of upper) expect(u).toMatch(/^[0-9A-F-]{36}$/)

  // Bad counts are named.
  await page.getByLabel('How many').fill('100001')
  await expect(page.getByText('At most 100,000 UUIDs at a time.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled()
  await page.getByLabel('How many').fill('0')
  await expect(page.getByText('The count must be a whole number of at least 1.')).toBeVisible()

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('uuid-batch cancels a run, then makes 100,000 sorted v7 UUIDs without freezing', TIMING, async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'uuid-batch')
  await page.getByRole('button', { name: '100,000' }).click()
  await expect(page.getByLabel('How many')).toHaveValue('100000')
  await page.getByRole('button', { name: 'v7 (time-ordered)' }).click()

  // Generate, then Cancel as soon as the button appears (long before the worker could finish 100,000).
  await page.evaluate(async () => {
    const byText = (t: string) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === t) as HTMLButtonElement | undefined
    byText('Generate')?.click()
    for (let i = 0; i < 100 && !byText('Cancel'); i++) await new Promise((r) => setTimeout(r, 0))
    byText('Cancel')?.click()
  })
  await expect(page.getByText('Cancelled: no UUIDs were generated.')).toBeVisible()
  await expect(page.getByTestId('uuid-preview')).toHaveCount(0)

  const probe = await startMainThreadProbe(page)
  await page.getByRole('button', { name: 'Generate' }).click()
  // A slow machine takes a while over 100,000; the toast was logged by the page when it came.
  await expect(page.getByText(/showing the first 1,000, Copy and Download include all/)).toBeVisible({
    timeout: 60_000,
  })
  await expectToast(page, 'Generated!', '100,000 v7 UUIDs ready')
  // The work runs in a worker: no task on the page's own thread comes near the whole run (on a slow machine,
  // taking in the 100,000 results is itself a task of a second or two).
  expect(await probe.stopShare(), 'longest main-thread task, as a share of the run').toBeLessThan(0.5)

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download .txt' }).click())
  const all = file.text().trimEnd().split('\n')
  expect(all).toHaveLength(100_000)
  for (const u of all.slice(0, 500)) expect(u).toMatch(V7)
  for (let i = 1; i < all.length; i++) if (!(all[i] > all[i - 1])) throw new Error(`v7 not increasing at line ${i + 1}`)
  expect(new Set(all).size).toBe(100_000)
  // The first one carries the time it was made.
  const ms = Number.parseInt(all[0].replace(/-/g, '').slice(0, 12), 16)
  expect(Math.abs(ms - Date.now())).toBeLessThan(120_000)

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})
