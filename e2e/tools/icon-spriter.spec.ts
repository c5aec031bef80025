// icon-spriter in Chromium: multi-file upload, ids, remove, one symbol per icon in the downloaded sprite, CSS copy,
// previews drawn from the sprite, and a hostile icon that never runs script.

import { brokenFiles } from '../fixtures/hostile/broken-files'
import { hostileSvg, PWNED_CHECK } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, readClipboard, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const svg = (name: string, body: string, attrs = 'viewBox="0 0 24 24" width="24" height="24"') => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}</svg>`),
})

test('builds a sprite with one symbol per icon, its CSS and previews', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'icon-spriter')

  await page.getByRole('button', { name: 'Generate Sprite Sheet' }).click()
  await expectToast(page, 'No icons to process', 'Please add some SVG icons first')

  await uploadFiles(page, [brokenFiles.text()])
  await expectToast(page, 'No SVG files found', 'Please select SVG files only')

  await uploadFiles(page, [
    svg('home.svg', '<path d="M3 12l9-9 9 9"/>'),
    svg('arrow left.svg', '<path d="M19 12H5"/>', 'width="48" height="24"'),
    { name: 'xss.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(hostileSvg) },
  ])
  await expectToast(page, 'Icons loaded', '3 icon(s) added')
  await uploadFiles(page, [svg('home.svg', '<circle cx="12" cy="12" r="9"/>')])
  const list = page.getByTestId('icon-list')
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await expect(list).toContainText('#home-2')
  await expect(list).toContainText('#arrow-left')
  await page.getByRole('button', { name: 'Remove home.svg' }).last().click()
  await expect(list.getByRole('listitem')).toHaveCount(3)

  await page.getByRole('button', { name: 'Generate Sprite Sheet' }).click()
  await expectToast(page, 'Sprite generated!', '3 icon(s)')

  const sprite = await captureDownload(page, () =>
    page
      .getByRole('region', { name: 'Sprite SVG' })
      .locator('xpath=ancestor::section')
      .getByRole('button', { name: 'Download' })
      .click(),
  )
  expect(sprite.name).toBe('sprite.svg')
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml')
    const symbols = Array.from(doc.querySelectorAll('symbol'))
    return {
      error: doc.querySelector('parsererror') !== null,
      ids: symbols.map((s) => s.id),
      viewBoxes: symbols.map((s) => s.getAttribute('viewBox')),
      sized: symbols.filter((s) => s.hasAttribute('width') || s.hasAttribute('height')).length,
      scripts: doc.querySelectorAll('script, foreignObject').length,
    }
  }, sprite.text())
  expect(parsed).toEqual({
    error: false,
    ids: ['home', 'arrow-left', 'xss'],
    viewBoxes: ['0 0 24 24', '0 0 48 24', '0 0 24 24'],
    sized: 0,
    scripts: 0,
  })
  expect(sprite.text()).not.toMatch(/javascript:|onload|__pwned/)

  const cssFile = await captureDownload(page, () =>
    page
      .getByRole('region', { name: 'Sprite CSS' })
      .locator('xpath=ancestor::section')
      .getByRole('button', { name: 'Download' })
      .click(),
  )
  expect(cssFile.name).toBe('sprite.css')
  expect(cssFile.text()).toContain('.icon-arrow-left {\n  width: 2em;')

  await page
    .getByRole('region', { name: 'Sprite CSS' })
    .locator('xpath=ancestor::section')
    .getByRole('button', { name: 'Copy' })
    .click()
  await expectToast(page, 'Copied!')
  expect(await readClipboard(page)).toBe(cssFile.text())

  const previews = page.getByTestId('sprite-preview').getByRole('img')
  await expect(previews).toHaveCount(3)
  for (const img of await previews.all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(48)
  }
  await expect(page.getByRole('region', { name: 'Usage example' })).toContainText('<use href="#home">')

  await page.waitForTimeout(300)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(watch.foreignRequests).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
