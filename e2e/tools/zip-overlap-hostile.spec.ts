// ZIP Extract against overlapping records (issue 36): two 1 GiB entries over one 2.3 MB stream, and 2,000 chained
// entries just under 1 MiB each (under the ratio check) are refused naming why, with nothing to download; a ZIP
// made by Info-ZIP's zip opens and extracts right after on the same page.
import { writeFileSync } from 'node:fs'
import { chainedOverlapZip, sharedOffsetZip } from '../fixtures/zip-extract/make-zip'
import {
  captureDownload,
  freezeLimitMs,
  gotoTool,
  startMainThreadProbe,
  uploadFiles,
  watchPage,
} from '../support/helpers'
import { expect, test } from '../support/test'

const NOT_SAFE = /^This ZIP is not safe to open: .* so nothing is extracted\.$/

test('overlapping entries are refused naming why; an Info-ZIP archive works right after', async ({
  page,
}, testInfo) => {
  test.setTimeout(40_000)
  // Uploaded from disk: a file handed over as bytes is decoded in the page in one long task of Playwright's own.
  const onDisk = (name: string, bytes: Buffer) => {
    const path = testInfo.outputPath(name)
    writeFileSync(path, bytes)
    return path
  }
  const watch = await watchPage(page)
  await gotoTool(page, 'zip-extract')
  const probe = await startMainThreadProbe(page)

  await uploadFiles(page, onDisk('shared.zip', sharedOffsetZip(2)))
  await expect(page.getByTestId('zip-bomb')).toHaveText(NOT_SAFE)
  await expect(page.getByTestId('zip-bomb')).toContainText(
    'the entries “copy-1.txt” and “copy-2.txt” are the same bytes (both start at byte 0)',
  )
  await expect(page.getByRole('button', { name: /Download all/ })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Download copy-1.txt' })).toBeDisabled()

  await uploadFiles(page, onDisk('chained.zip', chainedOverlapZip(2000)))
  await expect(page.getByTestId('zip-bomb')).toContainText(
    "the entries “part-0000.bin” and “part-0001.bin” overlap (the first one's data runs into the second)",
  )
  await expect(page.getByRole('button', { name: /Download all/ })).toBeDisabled()
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  await uploadFiles(page, new URL('../../tests/fixtures/zip/info-zip.zip', import.meta.url).pathname)
  await expect(page.getByTestId('zip-path')).toHaveCount(5)
  await expect(page.getByTestId('zip-bomb')).toHaveCount(0)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download docs/hello.txt' }).click())
  expect(file.text()).toBe('Hello from Info-ZIP\n')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
