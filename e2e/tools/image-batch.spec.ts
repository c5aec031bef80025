// One pass over a folder of photos (issue 34): the batch steps (resize, format, metadata, names), presets, folders in
// (a picked folder: webkitdirectory, paths kept) and out (the ZIP keeps the sub-folder; "Save to a folder…" writes
// into the origin-private file system, which stands in for the folder picker a headless browser cannot drive:
// showDirectoryPicker is replaced by navigator.storage.getDirectory() before the page loads), a damaged file among
// the photos, and Cancel in the middle. The photos are made by ImageMagick and exiftool; the bytes are read back in
// Node (exifr for the EXIF, the WebP header for the size).
import exifr from 'exifr'
import { chooseOption, zipEntries } from '../fixtures/image/image-helpers'
import { makeHolidayFolder, webpExif, webpSize } from '../fixtures/image-batch/make-folder'
import { captureDownload, expectToast, gotoTool } from '../support/helpers'
import { copyLink, toolReady } from '../support/share'
import { expect, test } from '../support/test'

const done = '[data-testid=result-card][data-status=done]'

test('one pass over a picked folder: ten photos at 1920 px in WebP, sub-folder kept, no GPS left, names from the pattern', async ({
  page,
}, testInfo) => {
  const folder = makeHolidayFolder(testInfo.outputPath('photos'), 10)
  await gotoTool(page, 'image-compress')
  await chooseOption(page, 'Settings preset', 'Web 1920 WebP')
  await page.getByText('More steps').click()
  await expect(page.getByTestId('more-steps')).toContainText('Longest side at most 1920 px (never enlarged)')
  // Keep the camera's EXIF, but never the position.
  await chooseOption(page, 'Metadata (EXIF, XMP, colour profile)', 'Keep all (where the format can carry it)')
  await expect(page.getByRole('checkbox', { name: 'Remove GPS position' })).toBeChecked()
  await page.getByLabel('Name pattern').fill('{name}-{width}w')
  await page.getByTestId('folder-input').setInputFiles(folder.root)
  await expect(page.getByTestId('chosen')).toHaveText('10 images chosen')
  await page.getByRole('button', { name: 'Compress 10 Images' }).click()
  await expectToast(page, 'Compression complete!', undefined, { timeout: 30_000 })
  await expect(page.locator(done)).toHaveCount(10, { timeout: 15_000 })
  // The list shows each result's path in the folder.
  await expect(page.getByTitle('trip/sub/IMG_10-1920w.webp')).toBeVisible()

  const zip = await captureDownload(page, () => page.getByRole('button', { name: 'Download All' }).click())
  const entries = await zipEntries(zip.bytes)
  const expected = folder.photos.map((p) => p.replace(/\.jpg$/, ''))
  const names = [...entries.keys()].sort()
  expect(names).toHaveLength(10)
  for (const [name, bytes] of entries) {
    const base = expected.find((e) => name.startsWith(`${e}-`))
    expect(base, name).toBeTruthy()
    const size = webpSize(bytes)
    expect(Math.max(size.width, size.height), name).toBe(1920)
    expect(name).toBe(`${base}-${size.width}w.webp`)
    expect(bytes.toString('latin1')).not.toMatch(/GPS/)
  }
  expect(names.filter((n) => n.startsWith('trip/sub/'))).toEqual([
    'trip/sub/IMG_09-1920w.webp',
    'trip/sub/IMG_10-1920w.webp',
  ])
  // The photo that had GPS: its EXIF is kept (camera make) and its position is not.
  const gpsOne = entries.get('trip/IMG_03-1920w.webp') as Buffer
  const exif = webpExif(gpsOne)
  expect(exif).not.toBeNull()
  const tags = await exifr.parse(exif as Buffer, { tiff: true, gps: true, exif: true })
  expect(tags.Make).toBe('Acme')
  expect(tags.Orientation ?? 1).toBe(1)
  expect(tags.GPSLatitude).toBeUndefined()
  expect(tags.latitude).toBeUndefined()
})

test('a preset survives a reload and travels in a link', async ({ page, context }) => {
  await gotoTool(page, 'image-compress')
  await page.getByText('More steps').click()
  await page.getByText('Resize images').click()
  await page.getByLabel('Longest side, px').fill('1280')
  await page.getByLabel('Name pattern').fill('{n}-{name}')
  await chooseOption(page, 'Output format', 'WebP')
  await page.getByLabel('Save settings as').fill('Blog')
  await page.getByRole('button', { name: 'Save preset' }).click()
  await expectToast(page, 'Preset saved', 'Blog')
  const summary = 'Longest side at most 1280 px (never enlarged) · metadata: strip everything · names: {n}-{name}'
  await expect(page.getByTestId('more-steps')).toContainText(summary)
  const link = await copyLink(page, false)

  await page.reload()
  await toolReady(page)
  await expect(page.getByTestId('more-steps')).not.toContainText('1280')
  await chooseOption(page, 'Settings preset', 'Blog (saved)')
  await expect(page.getByTestId('more-steps')).toContainText(summary)
  await expect(page.getByRole('combobox', { name: 'Output format' })).toContainText('WebP')

  const opened = await context.newPage()
  await opened.goto(link)
  await toolReady(opened)
  await expect(opened.getByTestId('more-steps')).toContainText(summary)
  await expect(opened.getByRole('combobox', { name: 'Output format' })).toContainText('WebP')
  await expect(opened.getByRole('combobox', { name: 'Settings preset' })).toContainText('Blog (saved)')
})

test('saved into a folder: a damaged photo gets one message and nine are written, a name already there is kept', async ({
  page,
}, testInfo) => {
  const folder = makeHolidayFolder(testInfo.outputPath('photos'), 9, true)
  await page.addInitScript(() => {
    Object.assign(window, { showDirectoryPicker: async () => navigator.storage.getDirectory() })
  })
  await gotoTool(page, 'image-convert')
  // A file of the same name is already in the folder: it must stay as it was.
  await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory()
    for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys())
      await root.removeEntry(name, { recursive: true })
    const trip = await root.getDirectoryHandle('trip', { create: true })
    const w = await (await trip.getFileHandle('IMG_01.webp', { create: true })).createWritable()
    await w.write('mine')
    await w.close()
  })
  await page.getByRole('button', { name: 'Save to a folder…' }).click()
  await expect(page.getByTestId('folder-target')).toContainText('saved into')
  await page.getByTestId('folder-input').setInputFiles(folder.root)
  await expectToast(page, 'Conversion failed', /IMG_broken\.jpg/, { timeout: 30_000 })
  await expect(page.locator(done)).toHaveCount(9)
  const failed = page.locator('[data-testid=result-card][data-status=failed]')
  await expect(failed).toHaveCount(1)
  await expect(failed.getByRole('alert')).toContainText('IMG_broken.jpg: Failed to load image')
  const listing = () =>
    page.evaluate(async () => {
      const out: Record<string, number> = {}
      const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
        for await (const [name, h] of (
          dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
        ).entries()) {
          if (h.kind === 'directory') await walk(h as FileSystemDirectoryHandle, `${prefix}${name}/`)
          else out[`${prefix}${name}`] = (await (h as FileSystemFileHandle).getFile()).size
        }
      }
      await walk(await navigator.storage.getDirectory(), '')
      return out
    })
  const saved = await listing()
  expect(Object.keys(saved).sort()).toEqual(
    [...folder.photos.map((p) => p.replace(/\.jpg$/, '.webp')), 'trip/IMG_01 (2).webp'].sort(),
  )
  expect(saved['trip/IMG_01.webp']).toBe(4)
  expect(saved['trip/IMG_01 (2).webp']).toBeGreaterThan(1000)
  await expect(page.getByTestId('batch-summary')).toContainText('saved to the folder')
})

test('Cancel in the middle of a batch saved into a folder keeps what was saved and writes nothing more', async ({
  page,
}, testInfo) => {
  const folder = makeHolidayFolder(testInfo.outputPath('photos'), 8)
  await page.addInitScript(() => {
    Object.assign(window, { showDirectoryPicker: async () => navigator.storage.getDirectory() })
  })
  await gotoTool(page, 'image-convert')
  await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory()
    for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys())
      await root.removeEntry(name, { recursive: true })
  })
  const listing = () =>
    page.evaluate(async () => {
      const out: string[] = []
      const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
        for await (const [name, h] of (
          dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
        ).entries()) {
          if (h.kind === 'directory') await walk(h as FileSystemDirectoryHandle, `${prefix}${name}/`)
          else out.push(`${prefix}${name}`)
        }
      }
      await walk(await navigator.storage.getDirectory(), '')
      return out
    })
  // AVIF at 1000 px: slow enough (about a second an image here) to press Cancel in the middle.
  await chooseOption(page, 'Target format', 'AVIF')
  await page.getByText('More steps').click()
  await page.getByText('Resize images').click()
  await page.getByLabel('Longest side, px').fill('1000')
  await page.getByRole('button', { name: 'Save to a folder…' }).click()
  await page.getByTestId('folder-input').setInputFiles(folder.root)
  await expect(page.locator(done).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('batch-eta')).toContainText(/left|pace|Estimating/)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expectToast(page, 'Conversion cancelled')
  await expect(page.getByTestId('batch-progress')).toHaveCount(0)
  const kept = await page.locator(done).count()
  expect(kept).toBeGreaterThan(0)
  expect(kept).toBeLessThan(8)
  await page.waitForTimeout(1000)
  const after = await listing()
  expect(after.filter((n) => n.endsWith('.avif'))).toHaveLength(kept)
  expect(after).toHaveLength(kept)
})
