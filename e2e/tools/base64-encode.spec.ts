import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { hostileHtml, hostileSvg, PWNED_CHECK } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, readClipboard, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64')
const output = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Base64 output' })

test('base64-encode encodes UTF-8 text, URL-safe, copies and downloads', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'base64-encode')
  const text = 'Grüße 👋🏽 東京 <b>&</b>?'
  await page.getByLabel('Text to encode').fill(text)
  await expect(output(page)).toHaveText(b64(text))

  await page.getByText('URL-safe (- and _, no padding)').click()
  await expect(output(page)).toHaveText(Buffer.from(text).toString('base64url'))
  await page.getByText('URL-safe (- and _, no padding)').click()

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!')
  expect(await readClipboard(page)).toBe(b64(text))
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download', exact: true }).click())
  expect(file.name).toBe('encoded.txt')
  expect(file.text()).toBe(b64(text))

  // Quick examples.
  await page.getByRole('button', { name: 'JSON Data' }).click()
  await expect(page.getByLabel('Text to encode')).toHaveValue(/"tools": 100/)
  await expect(output(page)).toHaveText(b64(await page.getByLabel('Text to encode').inputValue()))
  await page.getByRole('button', { name: 'URL', exact: true }).click()
  await page.getByRole('button', { name: 'Simple Text' }).click()
  await expect(output(page)).toHaveText(b64('Hello, World! 👋 Grüße aus Köln.'))

  // Blank input is refused.
  await page.getByLabel('Text to encode').fill('  ')
  await page.getByRole('button', { name: 'Encode', exact: true }).click()
  await expectToast(page, 'No input', 'Please enter text to encode')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('base64-encode encodes a large file in a worker, with the data URL option', async ({ page }) => {
  await gotoTool(page, 'base64-encode')
  const bytes = randomBytes(3 * 1024 * 1024 + 1)
  await uploadFiles(page, [{ name: 'blob.bin', mimeType: 'application/octet-stream', buffer: bytes }])
  await expectToast(page, 'File encoded')
  await expect(page.getByTestId('file-info')).toContainText('blob.bin')
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download', exact: true }).click())
  expect(file.name).toBe('blob.bin.b64.txt')
  expect(file.text()).toBe(bytes.toString('base64'))
  await expect(page.getByText(/Showing the first 20,000 of 4,194,308 characters/)).toBeVisible()

  const png = await readFile('e2e/fixtures/base64-encode/sample.png')
  await page.getByText('File as data URL').click()
  await uploadFiles(page, [{ name: 'sample.png', mimeType: 'image/png', buffer: png }])
  await expect(output(page)).toHaveText(`data:image/png;base64,${png.toString('base64')}`)
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  expect(await readClipboard(page)).toBe(`data:image/png;base64,${png.toString('base64')}`)

  // An empty file is refused with the File Error toast.
  await uploadFiles(page, [{ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) }])
  await expectToast(page, 'File Error', 'Failed to read file')
})

test('base64-encode decodes text, images and refuses invalid input', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'base64-encode')
  await page.getByRole('tab', { name: 'Decode' }).click()
  const input = page.getByLabel('Base64 to decode')
  const decoded = page.getByRole('region', { name: 'Decoded text' })

  const text = 'Emoji round trip: 👨‍👩‍👧 and ünïcödé'
  await input.fill(b64(text))
  await expect(decoded).toHaveText(text)
  await input.fill(Buffer.from(text).toString('base64url'))
  await expect(decoded).toHaveText(text)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download', exact: true }).click())
  expect(file.name).toBe('decoded.txt')
  expect(file.text()).toBe(text)

  // Hostile text is shown as text, never run.
  for (const xss of [hostileHtml, hostileSvg]) {
    await input.fill(b64(xss))
    await expect(decoded).toHaveText(xss)
  }
  await page.waitForTimeout(300)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()

  // Invalid input.
  await input.fill('not base64!!')
  await expect(page.getByText('Invalid Base64 input').first()).toBeVisible()
  await page.getByRole('button', { name: 'Decode', exact: true }).click()
  await expectToast(page, 'Decoding Error', 'Invalid Base64 input')
  await input.fill('')
  await page.getByRole('button', { name: 'Decode', exact: true }).click()
  await expectToast(page, 'No input', 'Please enter Base64 to decode')

  // An image is recognised by its magic bytes, previewed and downloadable.
  const png = await readFile('e2e/fixtures/base64-encode/sample.png')
  await input.fill(`data:application/octet-stream;base64,${png.toString('base64')}`)
  const img = page.getByTestId('decoded-image')
  await expect(img).toBeVisible()
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(16)
  const image = await captureDownload(page, () => page.getByRole('button', { name: 'Download Image' }).click())
  expect(image.name).toBe('decoded-image.png')
  expect(image.bytes.equals(png)).toBe(true)
  await expectToast(page, 'Downloaded!')

  // Binary that is not text.
  await input.fill(b64(Buffer.from([0xff, 0xfe, 0x00, 0x81])))
  await expect(page.getByText('Binary data', { exact: true })).toBeVisible()

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.cspViolations).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})
