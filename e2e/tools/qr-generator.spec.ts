import jsQR from 'jsqr'
import { hostileHtml, PWNED_CHECK } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

/** Decodes PNG bytes in the page (createImageBitmap + canvas) and reads the QR code with jsQR in Node. */
async function readQrPng(page: Page, png: Buffer): Promise<{ text: string | null; width: number }> {
  const img = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    ctx.drawImage(bitmap, 0, 0)
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data
    let bin = ''
    for (let i = 0; i < data.length; i += 0x8000) bin += String.fromCharCode(...data.subarray(i, i + 0x8000))
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(bin) }
  }, png.toString('base64'))
  const result = jsQR(new Uint8ClampedArray(Buffer.from(img.rgba, 'base64')), img.width, img.height)
  return { text: result?.data ?? null, width: img.width }
}

async function chooseLevel(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Error correction' }).click()
  await page.getByRole('option', { name: label }).click()
}

test('qr-generator auto-generates, and every error-correction level downloads a PNG that decodes to the input', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const watch = await watchPage(page)
  await gotoTool(page, 'qr-generator')
  // Generated on its own shortly after opening.
  await expect(page.getByTestId('qr-info')).toContainText('error correction M')

  const text = 'Grüße aus Köln — 東京 🚀👩‍💻 https://example.com/?q=a&b=c'
  const box = page.getByLabel('Text to encode')
  await box.fill(text)
  const versions: number[] = []
  for (const [level, label] of [
    ['L', 'Low (~7%)'],
    ['M', 'Medium (~15%)'],
    ['Q', 'Quartile (~25%)'],
    ['H', 'High (~30%)'],
  ] as const) {
    await chooseLevel(page, label)
    await page.getByRole('button', { name: 'Generate' }).click()
    await expect(page.getByTestId('qr-canvas')).toHaveAttribute('data-level', level)
    versions.push(Number(await page.getByTestId('qr-canvas').getAttribute('data-version')))
    const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download PNG' }).click())
    expect(file.name).toMatch(/^qr-code-\d{8}-\d{6}\.png$/)
    expect(file.bytes.subarray(1, 4).toString()).toBe('PNG')
    await expectToast(page, 'Downloaded!', 'QR code saved successfully')
    const decoded = await readQrPng(page, file.bytes)
    expect(decoded.text, `level ${level}`).toBe(text)
    expect(decoded.width).toBe(256)
  }
  // The level is really applied: more correction needs a larger symbol for the same data.
  expect(versions[3]).toBeGreaterThan(versions[0])

  // Size slider: 128..512 in steps of 32.
  const slider = page.getByRole('slider', { name: 'Size' })
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByText('288 × 288 px')).toBeVisible()
  await page.keyboard.press('End')
  await expect(page.getByText('512 × 512 px')).toBeVisible()
  const big = await captureDownload(page, () => page.getByRole('button', { name: 'Download PNG' }).click())
  const bigRead = await readQrPng(page, big.bytes)
  expect(bigRead.width).toBe(512)
  expect(bigRead.text).toBe(text)

  // SVG download.
  const svg = await captureDownload(page, () => page.getByRole('button', { name: 'SVG', exact: true }).click())
  expect(svg.name).toMatch(/^qr-code-\d{8}-\d{6}\.svg$/)
  expect(svg.text()).toContain('<svg xmlns="http://www.w3.org/2000/svg"')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('qr-generator presets build WiFi and vCard payloads with escaping, and they scan back', async ({ page }) => {
  await gotoTool(page, 'qr-generator')
  await page.getByRole('button', { name: 'WiFi', exact: true }).click()
  await page.getByLabel('Network name (SSID)').fill('My;Net, "5G"')
  await page.getByLabel('Password', { exact: true }).fill('p:a\\ss')
  const expected = 'WIFI:T:WPA;S:My\\;Net\\, \\"5G\\";P:p\\:a\\\\ss;;'
  await expect(page.getByLabel('Text to encode')).toHaveValue(expected)
  await page.getByRole('button', { name: 'Generate' }).click()
  const wifi = await captureDownload(page, () => page.getByRole('button', { name: 'Download PNG' }).click())
  expect((await readQrPng(page, wifi.bytes)).text).toBe(expected)

  await page.getByRole('button', { name: 'vCard', exact: true }).click()
  await page.getByLabel('Organisation').fill('Analytical Engines; Ltd')
  const vcard = await page.getByLabel('Text to encode').inputValue()
  expect(vcard).toContain('BEGIN:VCARD\nVERSION:3.0\nN:Lovelace;Ada;;;\nFN:Ada Lovelace\nORG:Analytical Engines\\; Ltd')
  await page.getByRole('button', { name: 'Generate' }).click()
  const card = await captureDownload(page, () => page.getByRole('button', { name: 'Download PNG' }).click())
  expect((await readQrPng(page, card.bytes)).text).toBe(vcard)

  await page.getByRole('button', { name: 'Email', exact: true }).click()
  await expect(page.getByLabel('Text to encode')).toHaveValue('mailto:hello@example.com?subject=Hello')
  await page.getByRole('button', { name: 'SMS', exact: true }).click()
  await expect(page.getByLabel('Text to encode')).toHaveValue('SMSTO:+15555550123:Hello!')
  await page.getByRole('button', { name: 'Phone', exact: true }).click()
  await expect(page.getByLabel('Text to encode')).toHaveValue('tel:+15555550123')
  await page.getByRole('button', { name: 'Website URL', exact: true }).click()
  await expect(page.getByLabel('Text to encode')).toHaveValue('https://example.com')
})

test('qr-generator refuses blank and too-long text with clear messages', async ({ page }) => {
  await gotoTool(page, 'qr-generator')
  const box = page.getByLabel('Text to encode')
  await box.fill('   ')
  await expect(page.getByText('Enter some text to encode')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled()
  await page.getByRole('button', { name: 'Generate' }).click()
  await expectToast(page, 'No text', 'Please enter text to generate a QR code')

  // Hostile text is just data in the code.
  await box.fill(hostileHtml)
  await expect(page.getByTestId('qr-info')).toContainText('Version')
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()

  await chooseLevel(page, 'High (~30%)')
  await box.fill('x'.repeat(1300))
  await expect(page.getByText(/Too long for a QR code at level H: 1,300 bytes, at most 1,273 fit/)).toBeVisible()
  await chooseLevel(page, 'Low (~7%)')
  await expect(page.getByTestId('qr-info')).toContainText('Version')
})

test('qr-generator copies the image to the clipboard, and says so when it cannot', async ({ page }) => {
  await gotoTool(page, 'qr-generator')
  await page.getByLabel('Text to encode').fill('copy me ✓')
  await page.getByRole('button', { name: 'Generate' }).click()
  await page.getByRole('button', { name: 'Copy Image' }).click()
  await expectToast(page, 'Copied!')
  const pasted = await page.evaluate(async () => {
    const items = await navigator.clipboard.read()
    const blob = await items[0].getType('image/png')
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let bin = ''
    for (const b of bytes) bin += String.fromCharCode(b)
    return btoa(bin)
  })
  expect((await readQrPng(page, Buffer.from(pasted, 'base64'))).text).toBe('copy me ✓')

  await page.evaluate(() => {
    navigator.clipboard.write = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))
  })
  await page.getByRole('button', { name: 'Copy Image' }).click()
  await expectToast(page, 'Copy failed', 'Unable to copy image to clipboard')
})
