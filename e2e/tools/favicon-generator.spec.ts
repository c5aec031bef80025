import { readIcoDirectory } from '../../src/lib/image/image-core'
import { brokenFiles } from '../fixtures/hostile/broken-files'
import { alphaPng, decodeInPage, formatOf, zipEntries } from '../fixtures/image/image-helpers'
import { captureDownload, expectToast, gotoTool, readClipboard, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('text favicons: per-size PNG, a ZIP with a valid multi-size ICO and a manifest, and the HTML', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'favicon-generator')
  await expect(page.getByLabel('Text (1 to 3 characters)')).toHaveValue('PZ')
  await expect(page.getByRole('img', { name: 'Favicon at 64×64' })).toBeVisible()
  const one = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download favicon-32x32.png' }).click(),
  )
  await expectToast(page, 'Favicon downloaded')
  expect(one.name).toBe('favicon-32x32.png')
  expect(formatOf(one.bytes)).toBe('png')
  // Background is #FFFFFF at the corner.
  expect(await decodeInPage(page, one.bytes, [0, 0])).toMatchObject({
    width: 32,
    height: 32,
    pixel: [255, 255, 255, 255],
  })

  const zip = await captureDownload(page, () => page.getByRole('button', { name: 'Download All Sizes' }).click())
  await expectToast(page, 'All favicons downloaded')
  expect(zip.name).toBe('favicons.zip')
  const entries = await zipEntries(zip.bytes)
  for (const s of [16, 32, 48, 64, 96, 128, 152, 180, 192, 512]) {
    const png = entries.get(`favicon-${s}x${s}.png`) as Buffer
    expect(formatOf(png)).toBe('png')
    expect(await decodeInPage(page, png)).toMatchObject({ width: s, height: s })
  }
  const ico = entries.get('favicon.ico') as Buffer
  const dir = readIcoDirectory(new Uint8Array(ico))
  expect(dir.map((d) => d.width)).toEqual([16, 32, 48])
  for (const d of dir) {
    const png = ico.subarray(d.offset, d.offset + d.bytes)
    expect(formatOf(png)).toBe('png')
    expect(await decodeInPage(page, png)).toMatchObject({ width: d.width, height: d.width })
  }
  // The browser itself reads the ICO.
  expect((await decodeInPage(page, ico)).width).toBeGreaterThanOrEqual(16)
  expect(JSON.parse((entries.get('site.webmanifest') as Buffer).toString()).icons).toHaveLength(2)

  await page.getByRole('button', { name: 'Copy HTML' }).click()
  await expectToast(page, 'Copied!')
  expect(await readClipboard(page)).toContain('<link rel="icon" href="/favicon.ico"')

  // Validation: empty or too long text disables downloads; colours render.
  const textBox = page.getByLabel('Text (1 to 3 characters)')
  await textBox.fill('')
  await expect(page.getByText('Enter 1 to 3 characters')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download All Sizes' })).toBeDisabled()
  await textBox.fill('ABCD')
  await expect(page.getByText('Use at most 3 characters')).toBeVisible()
  await textBox.fill('A')
  await page.getByLabel('Background colour', { exact: true }).fill('#000000')
  await expect(page.getByRole('button', { name: 'Download favicon-16x16.png' })).toBeEnabled()
  await expect(async () => {
    const dark = await captureDownload(page, () =>
      page.getByRole('button', { name: 'Download favicon-16x16.png' }).click(),
    )
    expect((await decodeInPage(page, dark.bytes, [0, 0])).pixel).toEqual([0, 0, 0, 255])
  }).toPass()
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('image source: downloads wait for an image, bad files are refused, the image fits the square', async ({
  page,
}) => {
  await gotoTool(page, 'favicon-generator')
  await page.getByRole('tab', { name: 'Image' }).click()
  await expect(page.getByRole('button', { name: 'Download All Sizes' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Download favicon-512x512.png' })).toBeDisabled()
  await uploadFiles(page, [brokenFiles.text()])
  await expectToast(page, 'Invalid file type', 'Please select an image file')
  await uploadFiles(page, [brokenFiles.truncatedPng()])
  await expectToast(page, 'Download failed', 'Failed to generate favicon')
  await uploadFiles(page, [alphaPng()])
  await expect(page.getByRole('button', { name: 'Download favicon-512x512.png' })).toBeEnabled()
  const big = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download favicon-512x512.png' }).click(),
  )
  const d = await decodeInPage(page, big.bytes, [0, 0])
  expect([d.width, d.height, d.pixel[3]]).toEqual([512, 512, 0])
})
