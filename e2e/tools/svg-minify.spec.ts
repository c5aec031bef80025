// svg-minify in Chromium: the spec's toasts, a smaller file that renders at the same size, copy and download,
// broken input, and a hostile SVG whose preview never runs script.

import { hostileSvg, PWNED_CHECK } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, pasteBuiltText, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('minifies the sample: smaller, same rendered size, copy and download', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'svg-minify')
  await page.getByRole('button', { name: 'Minify' }).click()
  await expectToast(page, 'No input', 'Please enter SVG code to minify')

  await page.getByRole('button', { name: 'Load Sample' }).click()
  const original = await page.getByRole('textbox', { name: 'SVG code' }).inputValue()
  expect(original).toContain('<svg')
  await page.getByRole('button', { name: 'Minify' }).click()
  const toast = await expectToast(page, 'SVG minified', /Reduced size by \d+(\.\d)?%/)
  const pct = Number(/by ([\d.]+)%/.exec((await toast.textContent()) ?? '')?.[1])
  expect(pct).toBeGreaterThan(30)
  await expect(page.getByTestId('svg-reduction')).toHaveText(`${pct}%`)

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download', exact: true }).click())
  expect(file.name).toBe('minified.svg')
  await expectToast(page, 'SVG downloaded')
  expect(file.bytes.length).toBeLessThan(Buffer.byteLength(original))
  expect(Number(await page.getByTestId('svg-saved').textContent())).toBe(
    Buffer.byteLength(original) - file.bytes.length,
  )
  expect(file.text()).toContain('viewBox="0 0 120 120"')

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'SVG copied!')
  expect(await readClipboard(page)).toBe(file.text())

  const size = (id: string) =>
    page.getByTestId(id).evaluate(async (img: HTMLImageElement) => {
      await img.decode()
      return [img.naturalWidth, img.naturalHeight]
    })
  expect(await size('svg-preview-original')).toEqual([120, 120])
  expect(await size('svg-preview-minified')).toEqual([120, 120])

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByRole('textbox', { name: 'SVG code' })).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeDisabled()
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('broken input gives the failure toast', async ({ page }) => {
  await gotoTool(page, 'svg-minify')
  for (const bad of ['<svg><g></svg', 'just some text', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>']) {
    await page.getByRole('textbox', { name: 'SVG code' }).fill(bad)
    await page.getByRole('button', { name: 'Minify' }).click()
    // The parser's reason ("Invalid SVG: Unclosed tag …"), or what is missing.
    await expectToast(page, 'Minification failed', /Invalid SVG: \S|The input has no <svg> element/)
    await page.getByTestId('toast').getByRole('button', { name: 'Close notification' }).click()
  }
})

test('a hostile SVG is minified and previewed without running script', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'svg-minify')
  await page.getByRole('textbox', { name: 'SVG code' }).fill(hostileSvg)
  await page.getByRole('button', { name: 'Minify' }).click()
  await expectToast(page, 'SVG minified')
  await expect(page.getByTestId('svg-preview-minified')).toBeVisible()
  await page.getByTestId('svg-preview-original').evaluate((img: HTMLImageElement) => img.decode().catch(() => null))
  await page.waitForTimeout(500)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(watch.foreignRequests).toEqual([])
})

test('a big SVG minifies in the background: Cancel stops it at once, keeps the input, and the next one works', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'svg-minify')
  const box = page.getByRole('textbox', { name: 'SVG code' })
  // 40,000 styled rectangles (about 2.6 MB): SVGO takes many seconds over it, in the worker.
  await page.evaluate(() => {
    const rects = Array.from(
      { length: 40_000 },
      (_, i) =>
        `<rect x="${i % 200}.000" y="${Math.floor(i / 200)}.000" width="1.000" height="1.000" style="fill: #ff0000"/>`,
    )
    ;(window as unknown as { __built: Record<string, string> }).__built = {
      big: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">${rects.join('')}</svg>`,
    }
  })
  await pasteBuiltText(box, 'big')
  await expect(page.getByTestId('large-text')).toContainText('characters')
  await page.getByRole('button', { name: 'Minify' }).click()
  await expect(page.getByRole('progressbar')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Minify' })).toBeVisible()
  await expect(page.getByText('SVG minified')).toHaveCount(0)
  await expect(page.getByText('Minification failed')).toHaveCount(0)
  await expect(page.getByTestId('large-text')).toContainText('characters')

  await page.getByRole('button', { name: 'Clear SVG code' }).click()
  await box.fill('<svg xmlns="http://www.w3.org/2000/svg"><g fill="red"><rect width="1" height="1"/></g></svg>')
  await page.getByRole('button', { name: 'Minify' }).click()
  await expectToast(page, 'SVG minified', /Reduced size by \d+(\.\d)?%/)
  await expect(page.getByRole('region', { name: 'Minified SVG code' })).toHaveText(
    '<svg xmlns="http://www.w3.org/2000/svg"><path fill="red" d="M0 0h1v1H0z"/></svg>',
  )
  expect(watch.pageErrors).toEqual([])
})
