// Issue 18, item 11: a small archive whose entry unpacks to 1 GiB previews by streaming 256 KB and memory stays down;
// 100,000 entries list without a long main-thread task; hidden name controls are shown.
import { bombZip, manyEntriesZip, namedZip } from '../fixtures/zip-extract/make-zip'
import {
  captureDownload,
  expectToast,
  freezeLimitMs,
  gotoTool,
  startFreezeProbe,
  TIMING,
  uploadFiles,
} from '../support/helpers'
import { browserMemoryMB } from '../support/memory'
import { expect, test } from '../support/test'

const zipFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/zip', buffer })

test('zip-extract previews a 1 GiB entry by streaming 256 KB, and memory stays down after another ZIP', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await gotoTool(page, 'zip-extract')
  const bomb = bombZip()
  expect(bomb.length).toBeLessThan(3 * 2 ** 20)
  const before = await browserMemoryMB(page)
  await uploadFiles(page, [zipFile('bomb.zip', bomb)])
  await expect(page.getByTestId('zip-path')).toHaveText('huge.txt')
  // Watched from after the upload (Playwright's own hand-over of the file is one long task): the streamed preview.
  const probe = await startFreezeProbe(page)
  await page.getByRole('button', { name: 'Preview huge.txt' }).click()
  const text = page.getByTestId('preview-text')
  await expect(text).toBeVisible({ timeout: 60_000 })
  await expect(text).toContainText(/^(alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliet)\d/)
  await expect(page.getByText('Showing the first 256 KB')).toBeVisible()
  await probe.expectResponsive()
  const during = await browserMemoryMB(page)
  console.log(`browser memory: before ${before.toFixed(0)} MB, with the preview ${during.toFixed(0)} MB`)
  // Unpacking the whole entry raised memory by about 2 GB; a streamed preview adds a small fraction of that.
  expect(during - before).toBeLessThan(400)
  await uploadFiles(page, [zipFile('small.zip', namedZip('notes.txt', 'hello'))])
  await expect(page.getByTestId('zip-path')).toHaveText('notes.txt')
  await page.getByRole('button', { name: 'Preview notes.txt' }).click()
  await expect(page.getByTestId('preview-text')).toHaveText('hello')
  const after = await browserMemoryMB(page)
  console.log(`browser memory after another ZIP: ${after.toFixed(0)} MB`)
  expect(after - before).toBeLessThan(400)
})

test('zip-extract shows bidirectional controls in names and saves without them, with a warning', async ({ page }) => {
  await gotoTool(page, 'zip-extract')
  await uploadFiles(page, [zipFile('sneaky.zip', namedZip('invoice\u202Efdp.exe'))])
  await expect(page.getByTestId('zip-path')).toHaveText('invoice⟨U+202E⟩fdp.exe')
  const file = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download invoice⟨U+202E⟩fdp.exe' }).click(),
  )
  expect(file.name).toBe('invoicefdp.exe')
  await expectToast(page, 'Downloaded!', /Saved as invoicefdp\.exe\. Warning: .*invoice⟨U\+202E⟩fdp\.exe/)
})

test('zip-extract lists 100,000 entries without a long main-thread task', TIMING, async ({ page }) => {
  test.setTimeout(120_000)
  await gotoTool(page, 'zip-extract')
  const many = manyEntriesZip(100_000)
  // Long tasks are watched from before the upload, and those from when the file is in the page are counted:
  // Playwright's own hand-over of 12 MB is one long task of its own, before that.
  await page.evaluate(() => {
    const w = window as unknown as { __tasks: { start: number; duration: number }[] }
    w.__tasks = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask' })
  })
  await uploadFiles(page, [zipFile('many.zip', many)])
  const handedOver = await page.evaluate(() => performance.now())
  await expect(page.getByTestId('zip-files')).toContainText(/100,?000/, { timeout: 60_000 })
  await expect(page.getByTestId('zip-path')).toHaveCount(200)
  const longest = await page.evaluate(async (from) => {
    await new Promise((r) => setTimeout(r, 100))
    const tasks = (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks
    return Math.max(0, ...tasks.filter((t) => t.start >= from).map((t) => t.duration))
  }, handedOver)
  console.log(`longest main-thread task while listing 100,000 entries: ${longest.toFixed(0)} ms`)
  // The hostile-data standard (issue 35): no wait over 1 s (freezeLimitMs). On a quiet machine this is about
  // 100 ms; on a loaded 2-core one (load average 24) a task of the same work measured 800 ms, waiting for a core.
  expect(longest).toBeLessThan(freezeLimitMs())
  // More rows come on request, a step at a time.
  await page.getByRole('button', { name: 'Show more' }).click()
  await expect(page.getByTestId('zip-path')).toHaveCount(1200)
})
