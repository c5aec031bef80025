import { readFileSync } from 'node:fs'
import { brokenFiles } from '../fixtures/hostile/broken-files'
import { hostileSvg, PWNED_CHECK } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, readClipboard, uploadFiles, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const fixture = (name: string) => readFileSync(`e2e/fixtures/base64-image/${name}`)
const box = (page: Page) => page.getByLabel('Base64 text or data URL')

test('base64-image decodes a data URL: format from bytes, size, preview, download and copy', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'base64-image')
  const png = fixture('red-3x2.png')
  // Declared as JPEG, really PNG, with line breaks in the Base64.
  const b64 = png.toString('base64')
  await box(page).fill(`data:image/jpeg;base64,${b64.slice(0, 40)}\n${b64.slice(40)}`)
  await expect(page.getByTestId('stat-format')).toHaveText('PNG')
  await expect(page.getByTestId('stat-dimensions')).toHaveText('3 × 2')
  await expect(page.getByTestId('size-bytes')).toContainText(`${png.length} bytes, image/png`)
  await expect(page.getByTestId('decode-mismatch')).toContainText('says image/jpeg, but the bytes are PNG')
  const img = page.getByRole('img', { name: 'Decoded image preview' })
  await expect(img).toHaveAttribute('src', /^blob:/)
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(3)

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download .png' }).click())
  expect(file.name).toBe('image.png')
  expect(file.bytes.equals(png)).toBe(true)
  await expectToast(page, 'Downloaded!')

  await page.getByRole('button', { name: 'Copy data URL' }).click()
  await expectToast(page, 'Copied!', 'Data URL copied to clipboard')
  expect(await readClipboard(page)).toBe(`data:image/png;base64,${b64}`)

  // Bare Base64 of other formats.
  await box(page).fill(fixture('red-3x2.gif').toString('base64'))
  await expect(page.getByTestId('stat-format')).toHaveText('GIF')
  await box(page).fill(fixture('alpha-7x6.webp').toString('base64url'))
  await expect(page.getByTestId('stat-format')).toHaveText('WebP')
  await expect(page.getByTestId('stat-dimensions')).toHaveText('7 × 6')
  const jpg = await captureDownload(page, async () => {
    await box(page).fill(fixture('red-3x2.jpg').toString('base64'))
    await page.getByRole('button', { name: 'Download .jpg' }).click()
  })
  expect(jpg.name).toBe('image.jpg')
  expect(jpg.bytes.equals(fixture('red-3x2.jpg'))).toBe(true)

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('base64-image explains bad input inline', async ({ page }) => {
  await gotoTool(page, 'base64-image')
  await box(page).fill('iVBORw0K$GgoAAAANSUhEUg')
  await expect(page.getByTestId('decode-error')).toHaveText(
    'Invalid character “$” at position 9: Base64 uses only A–Z, a–z, 0–9, + and /.',
  )
  await box(page).fill(Buffer.from('just some text').toString('base64'))
  await expect(page.getByTestId('decode-error')).toContainText('valid Base64 (14 bytes) but not a PNG')
  await box(page).fill('data:image/png;base64')
  await expect(page.getByTestId('decode-error')).toContainText('no comma')
  // A truncated PNG: recognised, but the browser cannot draw it.
  await box(page).fill(fixture('red-3x2.png').subarray(0, 60).toString('base64'))
  await expect(page.getByTestId('stat-format')).toHaveText('PNG')
  await expect(page.getByText('The browser could not display this image')).toBeVisible()
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByText('No image yet')).toBeVisible()
})

test('base64-image shows a hostile SVG only as an image, never inline', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'base64-image')
  await box(page).fill(`data:image/svg+xml,${encodeURIComponent(hostileSvg)}`)
  await expect(page.getByTestId('stat-format')).toHaveText('SVG')
  await expect(page.getByTestId('stat-dimensions')).toHaveText('24 × 24')
  await expect(page.getByRole('img', { name: 'Decoded image preview' })).toHaveAttribute('src', /^blob:/)
  await page.waitForTimeout(500)
  expect(await page.locator('main svg[onload]').count()).toBe(0)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download .svg' }).click())
  expect(file.name).toBe('image.svg')
  expect(file.text()).toBe(hostileSvg)
  expect(watch.foreignRequests).toEqual([])
})

test('base64-image turns an image file into Base64 and a data URL', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'base64-image')
  await page.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'Image to Base64' }).click()
  const gif = fixture('red-3x2.gif')
  await uploadFiles(page, [{ name: 'dot.gif', mimeType: 'image/gif', buffer: gif }])
  await expect(page.getByTestId('stat-format')).toHaveText('GIF')
  await expect(page.getByTestId('stat-dimensions')).toHaveText('3 × 2')
  const dataUrl = `data:image/gif;base64,${gif.toString('base64')}`
  await expect(page.getByRole('region', { name: 'Encoded output' })).toHaveText(dataUrl)
  await page.getByRole('button', { name: 'Copy Data URL' }).click()
  await expectToast(page, 'Copied!', 'Data URL copied to clipboard')
  expect(await readClipboard(page)).toBe(dataUrl)

  await page.getByRole('group', { name: 'Output' }).getByRole('button', { name: 'Base64 only' }).click()
  await page.getByRole('button', { name: 'Copy Base64' }).click()
  expect(await readClipboard(page)).toBe(gif.toString('base64'))
  const txt = await captureDownload(page, () => page.getByRole('button', { name: 'Download .txt' }).click())
  expect(txt.name).toBe('dot.base64.txt')
  expect(txt.text()).toBe(gif.toString('base64'))

  await page.getByRole('group', { name: 'Output' }).getByRole('button', { name: 'HTML <img>' }).click()
  await expect(page.getByRole('region', { name: 'Encoded output' })).toHaveText(
    `<img src="${dataUrl}" alt="" width="3" height="2">`,
  )

  // A text file renamed .png and an empty file are refused with the reason.
  await uploadFiles(page, [brokenFiles.textAsPng()])
  await expect(page.getByTestId('encode-error')).toContainText('“notes.png” is not a PNG, JPEG')
  await uploadFiles(page, [brokenFiles.empty()])
  await expect(page.getByTestId('encode-error')).toHaveText('“empty.png” is empty (0 bytes).')
  await uploadFiles(page, [brokenFiles.text()])
  await expectToast(page, 'Not an image')
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('base64-image with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'base64-image')
  await box(page).fill(`data:image/jpeg;base64,${fixture('red-3x2.png').toString('base64')}`)
  await expect(page.getByTestId('stat-format')).toHaveText('PNG')
  await expectFilledPageGates(page)
  await page.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'Image to Base64' }).click()
  await uploadFiles(page, [{ name: 'dot.webp', mimeType: 'image/webp', buffer: fixture('red-3x2.webp') }])
  await expect(page.getByTestId('stat-format')).toHaveText('WebP')
  await expectFilledPageGates(page)
})
