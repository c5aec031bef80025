// lorem-image in Chromium: PNG/JPEG/WebP drawn on a canvas and SVG written as text; the downloaded files are checked
// for their type, size and colours (ImageMagick reads the pixels), the data URL copied matches the file, and bad
// sizes get their inline messages.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('draws, downloads and copies placeholders in every format', async ({ page }, testInfo) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'lorem-image')
  const pixel = (bytes: Buffer, name: string, x: number, y: number) => {
    const path = testInfo.outputPath(name)
    writeFileSync(path, bytes)
    return execFileSync('convert', [path, '-format', `%[hex:p{${x},${y}}]`, 'info:'])
      .toString()
      .trim()
  }
  const size = (bytes: Buffer, name: string) => {
    const path = testInfo.outputPath(name)
    writeFileSync(path, bytes)
    return execFileSync('identify', ['-format', '%m %w %h', path]).toString().trim()
  }

  await page.getByLabel('Width (px)').fill('320')
  await page.getByLabel('Height (px)').fill('180')
  await page.getByLabel('Background', { exact: true }).fill('#ff0000')
  await page.getByLabel('Text colour', { exact: true }).fill('#0000ff')
  await expect(page.getByTestId('auto-font')).toHaveText('Font size: 45 px')
  await expect(page.getByTestId('lorem-info')).toContainText('placeholder-320x180.png')

  // PNG: size, background in the corner, text colour somewhere in the middle row.
  const png = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download placeholder-320x180.png' }).click(),
  )
  await expectToast(page, 'Downloaded!', 'placeholder-320x180.png saved')
  expect(png.name).toBe('placeholder-320x180.png')
  expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect(size(png.bytes, 'a.png')).toBe('PNG 320 180')
  expect(pixel(png.bytes, 'a.png', 0, 0)).toBe('FF0000FF')
  const path = testInfo.outputPath('a.png')
  const row = execFileSync('convert', [path, '-crop', '320x1+0+90', '-format', '%c', 'histogram:info:']).toString()
  expect(row).toMatch(/#0000FF/i)

  // The data URL copied is the same image.
  await page.getByRole('button', { name: 'Copy data URL' }).click()
  await expectToast(page, 'Copied!', 'Data URL copied to clipboard')
  const dataUrl = await readClipboard(page)
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true)
  expect(Buffer.from(dataUrl.split(',')[1], 'base64').equals(png.bytes)).toBe(true)

  // JPEG and WebP.
  await page.getByRole('button', { name: 'JPEG', exact: true }).click()
  await expect(page.getByTestId('lorem-info')).toContainText('placeholder-320x180.jpg')
  const jpeg = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download placeholder-320x180.jpg' }).click(),
  )
  expect([...jpeg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  expect(size(jpeg.bytes, 'a.jpg')).toBe('JPEG 320 180')
  await page.getByRole('button', { name: 'WebP', exact: true }).click()
  await expect(page.getByTestId('lorem-info')).toContainText('placeholder-320x180.webp')
  const webp = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download placeholder-320x180.webp' }).click(),
  )
  expect(webp.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')

  // SVG as text, with a hostile label escaped, a fixed font size, and the preview showing it.
  await page.getByRole('button', { name: 'SVG', exact: true }).click()
  await page.getByLabel('Text', { exact: true }).fill(xssPayloads.script)
  await page.getByText('Fit the font size automatically').click()
  await page.getByLabel('Font size (px)').fill('20')
  await expect(page.getByTestId('lorem-info')).toContainText('placeholder-320x180.svg')
  const svg = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download placeholder-320x180.svg' }).click(),
  )
  expect(svg.text()).toBe(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="100%" height="100%" fill="#ff0000"/><text x="50%" y="50%" fill="#0000ff" font-family="system-ui, -apple-system, &quot;Segoe UI&quot;, Roboto, Helvetica, Arial, sans-serif" font-size="20" text-anchor="middle" dominant-baseline="central">&lt;script&gt;window.__pwned = &quot;script&quot;&lt;/script&gt;</text></svg>',
  )
  await page.getByRole('button', { name: 'Copy data URL' }).click()
  await expectToast(page, 'Copied!')
  const svgUrl = await readClipboard(page)
  expect(decodeURIComponent(svgUrl.replace('data:image/svg+xml;charset=utf-8,', ''))).toBe(svg.text())
  await expect
    .poll(() => page.getByTestId('lorem-preview').evaluate((el) => (el as HTMLImageElement).naturalWidth))
    .toBe(320)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('bad sizes and colours get inline messages; the largest size works', async ({ page }, testInfo) => {
  await gotoTool(page, 'lorem-image')
  await expect(page.getByTestId('lorem-info')).toContainText('placeholder-600x400.png')
  await page.getByLabel('Width (px)').fill('0')
  await expect(page.getByText('Width must be a whole number of pixels from 1 to 4000.')).toBeVisible()
  await expect(page.getByText('Fix the settings marked in red to see the image.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Copy data URL' })).toBeDisabled()
  await page.getByLabel('Width (px)').fill('4001')
  await expect(page.getByText('Width must be a whole number of pixels from 1 to 4000.')).toBeVisible()
  await page.getByLabel('Width (px)').fill('4000')
  await page.getByLabel('Height (px)').fill('1')
  await expect(page.getByTestId('lorem-info')).toContainText('placeholder-4000x1.png')
  const png = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download placeholder-4000x1.png' }).click(),
  )
  const path = testInfo.outputPath('wide.png')
  writeFileSync(path, png.bytes)
  expect(execFileSync('identify', ['-format', '%w %h', path]).toString().trim()).toBe('4000 1')

  await page.getByLabel('Background', { exact: true }).fill('#12')
  await expect(page.getByText('Fix the settings marked in red to see the image.')).toBeVisible()
})

test('passes the page gates at 360 px with an image and with an error', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'lorem-image')
  await expect(page.getByTestId('lorem-preview')).toBeVisible()
  await expectFilledPageGates(page)
  await page.getByLabel('Width (px)').fill('0')
  await expect(page.getByText('Width must be a whole number of pixels from 1 to 4000.')).toBeVisible()
  await expectFilledPageGates(page)
})
