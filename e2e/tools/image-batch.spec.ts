// One pass over a folder of photos (issue 34): the batch steps (resize, format, metadata, names), presets, folders in
// (a picked folder: webkitdirectory, paths kept) and out (the ZIP keeps the sub-folder; "Save to a folder…" writes
// into the origin-private file system, which stands in for the folder picker a headless browser cannot drive:
// showDirectoryPicker is replaced by navigator.storage.getDirectory() before the page loads), a damaged file among
// the photos, and Cancel in the middle. The photos are made by ImageMagick and exiftool; the bytes are read back in
// Node (exifr for the EXIF, the WebP header for the size).
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import exifr from 'exifr'
import { goodFiles } from '../fixtures/hostile/broken-files'
import { chooseOption, zipEntries } from '../fixtures/image/image-helpers'
import { makeHolidayFolder, webpExif, webpSize } from '../fixtures/image-batch/make-folder'
import { captureDownload, expectToast, gotoTool, uploadFiles } from '../support/helpers'
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

test('the batch says how long it will take before it starts, then the time left as it runs', async ({
  page,
}, testInfo) => {
  const folder = makeHolidayFolder(testInfo.outputPath('photos'), 8)
  await gotoTool(page, 'image-compress')
  // AVIF at 1000 px: about a second an image here, so the run is long enough to read its line before a result.
  await chooseOption(page, 'Output format', 'AVIF')
  await page.getByText('More steps').click()
  await page.getByText('Resize images').click()
  await page.getByLabel('Longest side, px').fill('1000')
  await page.getByTestId('folder-input').setInputFiles(folder.root)
  await expect(page.getByTestId('chosen')).toHaveText('8 images chosen')
  // No earlier batch on this device: one photo is timed, and the estimate is said before Compress is pressed.
  await expect(page.getByTestId('batch-estimate')).toHaveText(
    /^(About .+|A few seconds) for 8 photos \(estimated from one photo timed on this device\)$/,
    { timeout: 30_000 },
  )
  await page.getByRole('button', { name: 'Compress 8 Images' }).click()
  // Before the first result, the bar says the whole batch's time at that pace.
  const line = () =>
    page.evaluate(() => ({
      eta: document.querySelector('[data-testid=batch-eta]')?.textContent ?? '',
      done: document.querySelectorAll('[data-testid=result-card][data-status=done]').length,
    }))
  await expect.poll(async () => (await line()).eta, { timeout: 15_000 }).toMatch(/for 8 photos \(estimated from/)
  const first = await line()
  expect(first.done).toBe(0)
  // Then, as results come, the time left.
  await expect(page.getByTestId('batch-eta')).toContainText(/left · whole batch (about|a few)/, { timeout: 30_000 })
  await expectToast(page, 'Compression complete!', undefined, { timeout: 60_000 })
  // The run's pace is kept (versioned) for the next batch on this device: chosen again, it is said at once.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('localkit:image-batch-pace') ?? 'null'))
  expect(stored.v).toBe(1)
  expect(stored.paces['avif:resized'].msPerMp).toBeGreaterThan(0)
  await page.getByTestId('folder-input').setInputFiles(folder.root)
  await expect(page.getByTestId('batch-estimate')).toHaveText(/for 8 photos \(estimated from this device's pace\)$/)
  // A damaged stored pace is ignored: the page times a photo again instead of failing.
  await page.evaluate(() =>
    localStorage.setItem('localkit:image-batch-pace', '{"v":1,"paces":{"avif:resized":{"msPerMp":"x"}}}'),
  )
  await page.getByTestId('folder-input').setInputFiles(folder.root)
  await expect(page.getByTestId('batch-estimate')).toHaveText(/estimated from one photo timed on this device/, {
    timeout: 30_000,
  })
})

test('a batch past 48 images is windowed: its list loads the virtualiser and keeps only the rows near the screen', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url())
  })
  await gotoTool(page, 'image-compress')
  const png = goodFiles.png()
  const files = Array.from({ length: 60 }, (_, i) => ({ ...png, name: `tile-${String(i + 1).padStart(2, '0')}.png` }))
  const before = scripts.length
  await page.locator('input[type=file]').first().setInputFiles(files)
  await page.getByRole('button', { name: 'Compress 60 Images' }).click()
  await expectToast(page, 'Compression complete!', undefined, { timeout: 60_000 })
  await expect(page.getByTestId('results-virtual')).toBeVisible()
  expect(scripts.slice(before).some((u) => /image-batch-virtual-grid/.test(u))).toBe(true)
  const cards = await page.locator('[data-testid=result-card]').count()
  expect(cards).toBeGreaterThan(0)
  expect(cards).toBeLessThan(60)
  // Scrolled to the end, the last file's card exists and the first is gone from the page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(page.getByText('tile-60.png').first()).toBeVisible()
  await expect(page.getByText('tile-01.png')).toHaveCount(0)
})

test('a dropped folder (synthetic drop of directory entries read a batch at a time): paths shown and kept in the ZIP', async ({
  page,
}) => {
  await gotoTool(page, 'image-compress')
  await chooseOption(page, 'Settings preset', 'Web 1920 WebP')
  // Playwright cannot drag a folder from the OS: the drop's DataTransfer is built in the page, its items giving
  // directory entries (webkitGetAsEntry) whose readers hand out one entry per call, then an empty batch, as the
  // browser's reader does at 100. The photos are drawn on a canvas there.
  const reads = await page.evaluate(async () => {
    const png = async (w: number, h: number, hue: number) => {
      const c = new OffscreenCanvas(w, h)
      const ctx = c.getContext('2d') as OffscreenCanvasRenderingContext2D
      ctx.fillStyle = `hsl(${hue}, 70%, 50%)`
      ctx.fillRect(0, 0, w, h)
      return c.convertToBlob({ type: 'image/png' })
    }
    type Node = { [name: string]: Node | Blob }
    const tree: Node = {
      'a.png': await png(64, 48, 0),
      sub: { 'b.png': await png(48, 64, 120), deeper: { 'c.png': await png(40, 40, 240) } },
      'd.png': await png(30, 20, 60),
    }
    let readCalls = 0
    const entry = (name: string, node: Node | Blob, parent: string): unknown => {
      const fullPath = `${parent}/${name}`
      if (node instanceof Blob)
        return {
          isFile: true,
          isDirectory: false,
          name,
          fullPath,
          file: (ok: (f: File) => void) => setTimeout(() => ok(new File([node], name, { type: 'image/png' })), 5),
        }
      return {
        isFile: false,
        isDirectory: true,
        name,
        fullPath,
        createReader: () => {
          const children = Object.entries(node).map(([n, child]) => entry(n, child, fullPath))
          return {
            readEntries: (ok: (batch: unknown[]) => void) => {
              readCalls++
              const batch = children.splice(0, 1)
              setTimeout(() => ok(batch), 5)
            },
          }
        },
      }
    }
    const root = entry('album', tree, '')
    const item = { kind: 'file', type: '', webkitGetAsEntry: () => root, getAsFile: () => null }
    const transfer = { items: [item], files: [], types: ['Files'], dropEffect: 'copy', effectAllowed: 'all' }
    const drop = new Event('drop', { bubbles: true, cancelable: true })
    Object.defineProperty(drop, 'dataTransfer', { value: transfer })
    document.querySelector('[data-testid=file-drop]')?.dispatchEvent(drop)
    // Wait for the walk to read every folder to its empty batch.
    for (let i = 0; i < 200 && readCalls < 9; i++) await new Promise((r) => setTimeout(r, 20))
    return readCalls
  })
  // Each folder read until it gave nothing: album (3 entries + empty), sub (2 + empty), deeper (1 + empty).
  expect(reads).toBe(9)
  await expect(page.getByTestId('chosen')).toHaveText('4 images chosen')
  await page.getByRole('button', { name: 'Compress 4 Images' }).click()
  await expectToast(page, 'Compression complete!', undefined, { timeout: 30_000 })
  await expect(page.locator(done)).toHaveCount(4)
  // The list shows each result's path inside the dropped folder.
  for (const path of ['album/a.webp', 'album/sub/b.webp', 'album/sub/deeper/c.webp', 'album/d.webp'])
    await expect(page.getByTitle(path)).toBeVisible()

  const zip = await captureDownload(page, () => page.getByRole('button', { name: 'Download All' }).click())
  const entries = await zipEntries(zip.bytes)
  expect([...entries.keys()].sort()).toEqual([
    'album/a.webp',
    'album/d.webp',
    'album/sub/b.webp',
    'album/sub/deeper/c.webp',
  ])
  // Never enlarged, and each its own picture.
  expect(webpSize(entries.get('album/sub/b.webp') as Buffer)).toEqual({ width: 48, height: 64 })
  expect(webpSize(entries.get('album/sub/deeper/c.webp') as Buffer)).toEqual({ width: 40, height: 40 })
})

test('a HEIC photo keeps its camera EXIF into a JPEG without its GPS; AVIF output says it drops the metadata', async ({
  page,
}, testInfo) => {
  // A HEIC made by heif-enc from a JPEG that exiftool gave a camera make and a GPS position.
  const dir = testInfo.outputPath('heic')
  mkdirSync(dir, { recursive: true })
  const jpg = join(dir, 'holiday.jpg')
  copyFileSync('e2e/fixtures/image/portrait-exif.jpg', jpg)
  execFileSync('exiftool', [
    '-q',
    '-overwrite_original',
    '-Make=Acme',
    '-GPSLatitude=48.8583',
    '-GPSLatitudeRef=N',
    jpg,
  ])
  execFileSync('heif-enc', ['-q', '70', jpg, '-o', join(dir, 'holiday.heic')])
  const heic = { name: 'holiday.heic', mimeType: 'image/heic', buffer: readFileSync(join(dir, 'holiday.heic')) }

  await gotoTool(page, 'image-convert')
  await chooseOption(page, 'Target format', 'JPEG')
  await page.getByText('More steps').click()
  await chooseOption(page, 'Metadata (EXIF, XMP, colour profile)', 'Keep all (where the format can carry it)')
  await expect(page.getByRole('checkbox', { name: 'Remove GPS position' })).toBeChecked()
  await expect(page.getByTestId('more-steps')).toContainText('Read from JPEG, PNG, WebP, HEIC and AVIF photos')
  await uploadFiles(page, [heic])
  await expectToast(page, 'Images converted')
  const out = await captureDownload(page, () => page.getByRole('button', { name: 'Download holiday.jpg' }).click())
  const tags = await exifr.parse(out.bytes, { tiff: true, gps: true, translateValues: false })
  expect(tags?.Make).toBe('Acme')
  expect(tags?.Orientation ?? 1).toBe(1)
  expect(tags?.latitude).toBeUndefined()
  expect(out.bytes.toString('latin1')).not.toMatch(/GPSLatitude/)
  await expect(page.getByTestId('result-note')).toHaveCount(0)

  await chooseOption(page, 'Target format', 'AVIF')
  await expect(page.getByTestId('more-steps')).toContainText('AVIF is written without metadata here.')
  await uploadFiles(page, [heic])
  await expectToast(page, 'Images converted')
  await expect(page.getByTestId('result-note')).toContainText('AVIF is written without metadata here')
})
