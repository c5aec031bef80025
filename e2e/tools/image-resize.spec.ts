import { brokenFiles, goodFiles } from '../fixtures/hostile/broken-files'
import { drawnImage } from '../fixtures/image/drawn-images'
import {
  alphaPng,
  chooseOption,
  decodeInPage,
  formatOf,
  hugeHeaderPng,
  portraitJpeg,
  quadrantsJpeg,
  zipEntries,
} from '../fixtures/image/image-helpers'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('resizes by width keeping the upright aspect, by preset inside both, and exactly; zips all', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'image-resize')
  const width = page.getByLabel('Width (px)')
  const height = page.getByLabel('Height (px)')
  await expect(width).toHaveValue('800')
  await expect(height).toHaveValue('600')

  // Blank falls back to the default; out-of-range values are kept in 1..10000.
  await width.fill('')
  await width.blur()
  await expect(width).toHaveValue('800')
  await width.fill('20000')
  await width.blur()
  await expect(width).toHaveValue('10000')

  await width.fill('20')
  await width.blur()
  await uploadFiles(page, [portraitJpeg()])
  await expectToast(page, 'Images resized', 'Successfully resized 1 image(s)')
  const a = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download resized_portrait-exif.jpg' }).click(),
  )
  expect(formatOf(a.bytes)).toBe('jpeg')
  const upright = await decodeInPage(page, a.bytes, [10, 1])
  expect([upright.width, upright.height]).toEqual([20, 30])
  // The yellow band stored on the left edge is on top once EXIF orientation 6 is applied.
  expect(upright.pixel[0]).toBeGreaterThan(180)
  expect(upright.pixel[1]).toBeGreaterThan(180)
  expect(upright.pixel[2]).toBeLessThan(90)

  await chooseOption(page, 'Resize mode', 'Fit inside width and height')
  await page.getByRole('button', { name: /Web Thumbnail/ }).click()
  await expect(width).toHaveValue('300')
  await expect(height).toHaveValue('200')
  await uploadFiles(page, [alphaPng()])
  await expectToast(page, 'Images resized')
  const b = await captureDownload(page, () => page.getByRole('button', { name: 'Download resized_alpha.png' }).click())
  expect(formatOf(b.bytes)).toBe('png')
  const bDecoded = await decodeInPage(page, b.bytes, [0, 0])
  expect([bDecoded.width, bDecoded.height]).toEqual([300, 180])
  expect(bDecoded.pixel[3]).toBe(0) // transparency kept

  await page.getByText('Maintain aspect ratio').click()
  await uploadFiles(page, [goodFiles.webp()])
  await expectToast(page, 'Images resized')
  const c = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download resized_sample.webp' }).click(),
  )
  expect(formatOf(c.bytes)).toBe('webp')
  expect(await decodeInPage(page, c.bytes)).toMatchObject({ width: 300, height: 200 })

  const zip = await captureDownload(page, () => page.getByRole('button', { name: 'Download All' }).click())
  expect(zip.name).toBe('resized_images.zip')
  expect([...(await zipEntries(zip.bytes)).keys()].sort()).toEqual([
    'resized_alpha.png',
    'resized_portrait-exif.jpg',
    'resized_sample.webp',
  ])
  await page.getByRole('button', { name: 'Clear All' }).click()
  await expect(page.getByTestId('result-card')).toHaveCount(0)
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('refuses a 120 MP image by its header, reports broken files, and the next good file works', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'image-resize')
  await uploadFiles(page, [brokenFiles.text()])
  await expectToast(page, 'Invalid file', 'notes.txt is not an image file')
  await uploadFiles(page, [hugeHeaderPng(), brokenFiles.truncatedPng(), goodFiles.png()])
  await expectToast(page, 'Resize failed', 'Failed to resize some images')
  await expect(
    page.getByText(
      'giant-120mp.png: 12000 × 10000 px (120 MP) is over the 100 MP limit: decoding it would take 458 MB of memory, more than a browser tab can safely hold.',
    ),
  ).toBeVisible()
  await expect(page.locator('[data-testid=result-card][data-status=done]')).toHaveCount(1)
  await uploadFiles(page, [goodFiles.jpeg()])
  await expectToast(page, 'Images resized')
  await expect(page.locator('[data-testid=result-card][data-status=done]')).toHaveCount(2)
  expect(watch.pageErrors).toEqual([])
})

test('a 40 MP PNG resizes in the worker; Cancel stops a running batch at once and the page stays usable', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await gotoTool(page, 'image-resize')
  await page.getByLabel('Width (px)').fill('400')
  await uploadFiles(page, [brokenFiles.huge40mp()])
  await expectToast(page, 'Images resized', 'Successfully resized 1 image(s)')
  const big = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download resized_huge-40mp.png' }).click(),
  )
  expect(await decodeInPage(page, big.bytes)).toMatchObject({ width: 400, height: 250 })

  const many = Array.from({ length: 4 }, (_, i) => ({ ...brokenFiles.huge40mp(), name: `big-${i}.png` }))
  await uploadFiles(page, many)
  await expect(page.getByTestId('batch-progress')).toContainText(/Processing \d of 4: big-\d\.png/)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expectToast(page, 'Resize cancelled')
  await expect(page.getByTestId('batch-progress')).toHaveCount(0)
  await expect(page.locator('[data-testid=result-card][data-status=processing]')).toHaveCount(0)
  // Still usable.
  await uploadFiles(page, [goodFiles.png()])
  await expectToast(page, 'Images resized')
})

test('a big reduction of an upright JPEG (decoded at a smaller scale) keeps size, aspect and content', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'image-resize')
  const width = page.getByLabel('Width (px)')
  // 400 → 100 (a quarter: decoded straight at 100×75) and 400 → 150 (decoded at 3/8, then drawn to size).
  for (const [w, h] of [
    [100, 75],
    [150, 113],
  ]) {
    await width.fill(String(w))
    await width.blur()
    await uploadFiles(page, [quadrantsJpeg()])
    await expectToast(page, 'Images resized')
    const file = await captureDownload(page, () =>
      page.getByRole('button', { name: 'Download resized_upright-quadrants.jpg' }).first().click(),
    )
    expect(formatOf(file.bytes)).toBe('jpeg')
    const quadrants: [[number, number], number[]][] = [
      [
        [w / 4, h / 4],
        [255, 0, 0],
      ],
      [
        [(3 * w) / 4, h / 4],
        [0, 255, 0],
      ],
      [
        [w / 4, (3 * h) / 4],
        [0, 0, 255],
      ],
      [
        [(3 * w) / 4, (3 * h) / 4],
        [255, 255, 0],
      ],
    ]
    for (const [at, rgb] of quadrants) {
      const decoded = await decodeInPage(page, file.bytes, [Math.round(at[0]), Math.round(at[1])])
      expect([decoded.width, decoded.height]).toEqual([w, h])
      rgb.forEach((v, i) => {
        expect(Math.abs(decoded.pixel[i] - v), `${w}px at ${at}`).toBeLessThan(40)
      })
    }
    await page.getByRole('button', { name: 'Clear All' }).click()
  }
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('a preset that never enlarges keeps a 300×200 image at 300×200; asking to enlarge makes it 400×267', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'image-resize')
  const small = await drawnImage(page, 'photo', 300, 200, 'small.png')
  const big = await drawnImage(page, 'photo', 1200, 900, 'big.png')
  await chooseOption(page, 'Settings preset', 'Thumbnails 400 px')
  await expect(page.getByLabel('Width (px)')).toHaveValue('400')
  await expect(page.getByLabel('Height (px)')).toHaveValue('400')
  const enlarge = page.getByRole('checkbox', { name: 'Enlarge smaller images' })
  await expect(enlarge).not.toBeChecked()
  await expect(page.getByText('Smaller images keep their size.')).toBeVisible()

  await uploadFiles(page, [small, big])
  await expectToast(page, 'Images resized', 'Successfully resized 2 image(s)')
  // The preset's names and format: "{name}-thumb" in WebP.
  const kept = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download small-thumb.webp' }).click(),
  )
  expect(formatOf(kept.bytes)).toBe('webp')
  expect(await decodeInPage(page, kept.bytes)).toMatchObject({ width: 300, height: 200 })
  const shrunk = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download big-thumb.webp' }).click(),
  )
  expect(await decodeInPage(page, shrunk.bytes)).toMatchObject({ width: 400, height: 300 })

  await page.getByRole('button', { name: 'Clear All' }).click()
  await page.getByText('Enlarge smaller images').click()
  await expect(enlarge).toBeChecked()
  await uploadFiles(page, [small])
  await expectToast(page, 'Images resized', 'Successfully resized 1 image(s)')
  const grown = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download small-thumb.webp' }).click(),
  )
  expect(await decodeInPage(page, grown.bytes)).toMatchObject({ width: 400, height: 267 })
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
