import { BUNDLED, MY_QUOTES_KEY, toMarkdown } from '../../src/tools/quote-generator/quote-generator'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const quote = (page: Page) => page.getByTestId('quote')

async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: select }).click()
  await page.getByRole('option', { name: option }).click()
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true)
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test('quote-generator draws quotes with author, work and year, filters, and copies Markdown', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'quote-generator')
  await expect(page.getByTestId('quote-text')).not.toBeEmpty()
  await expect(page.getByTestId('quote-author')).not.toBeEmpty()
  await expect(page.getByTestId('quote-work')).not.toBeEmpty()
  await expect(page.getByTestId('quote-year')).toHaveText(/^\d{3,4}$/)

  // No immediate repeat.
  for (let i = 0; i < 5; i++) {
    const before = await quote(page).getAttribute('data-key')
    await page.getByRole('button', { name: 'New quote' }).click()
    await expect(quote(page)).not.toHaveAttribute('data-key', before ?? '')
  }

  // Author filter.
  const austen = BUNDLED.filter((q) => q.author === 'Jane Austen').length
  await choose(page, 'Author', `Jane Austen (${austen})`)
  await expect(page.getByTestId('pool-size')).toHaveText(`${austen} quotes match`)
  for (let i = 0; i < 4; i++) {
    await expect(page.getByTestId('quote-author')).toHaveText('Jane Austen')
    await page.getByRole('button', { name: 'New quote' }).click()
  }
  // Theme filter on top: only Austen quotes with that theme.
  const both = BUNDLED.filter((q) => q.author === 'Jane Austen' && q.themes.includes('humour')).length
  await choose(page, 'Theme', 'Humour')
  await expect(page.getByTestId('pool-size')).toHaveText(`${both} quote${both === 1 ? '' : 's'} match`)
  for (let i = 0; i < 3; i++) {
    await expect(page.getByTestId('quote-author')).toHaveText('Jane Austen')
    await expect(quote(page)).toHaveAttribute('data-themes', /\bhumour\b/)
    await page.getByRole('button', { name: 'New quote' }).click()
  }
  await choose(page, 'Author', 'All authors')
  await expect(page.getByTestId('pool-size')).toHaveText(
    `${BUNDLED.filter((q) => q.themes.includes('humour')).length} quotes match`,
  )

  // Copy as Markdown: the exact text.
  const key = await quote(page).getAttribute('data-key')
  const shown = BUNDLED.find((q) => q.key === key)
  expect(shown).toBeTruthy()
  await page.getByRole('button', { name: 'Copy Markdown' }).click()
  await expectToast(page, 'Copied!')
  const md = await readClipboard(page)
  expect(md).toBe(toMarkdown(shown as (typeof BUNDLED)[number]))
  expect(md.startsWith('> ')).toBe(true)
  expect(md.endsWith(`\n>\n> — ${shown?.author}, *${shown?.work}* (${shown?.year})`.replace(/_/g, '\\_'))).toBe(true)
  await page.getByRole('button', { name: 'Copy text' }).click()
  expect(await readClipboard(page)).toBe(`“${shown?.text}”\n— ${shown?.author}, ${shown?.work} (${shown?.year})`)

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  await expectFilledPageGates(page)
})

test('quote-generator downloads PNG cards at each preset size, light and dark', async ({ page }) => {
  await gotoTool(page, 'quote-generator')
  for (const [label, w, h] of [
    ['Square 1080 × 1080', 1080, 1080],
    ['Link 1200 × 630', 1200, 630],
    ['Story 1080 × 1920', 1080, 1920],
  ] as const) {
    await page.getByRole('button', { name: label }).click()
    const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download PNG' }).click())
    expect(file.name).toBe(`quote-${w}x${h}-light.png`)
    expect(pngSize(file.bytes)).toEqual({ width: w, height: h })
  }
  await page.getByRole('button', { name: 'Dark', exact: true }).click()
  const dark = await captureDownload(page, () => page.getByRole('button', { name: 'Download PNG' }).click())
  expect(dark.name).toBe('quote-1080x1920-dark.png')
  expect(pngSize(dark.bytes)).toEqual({ width: 1080, height: 1920 })
  // The dark card's background (a corner pixel) is the dark theme's colour.
  const corner = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    ctx.drawImage(bitmap, 0, 0)
    return Array.from(ctx.getImageData(2, 2, 1, 1).data)
  }, dark.bytes.toString('base64'))
  expect(corner).toEqual([0x0f, 0x17, 0x2a, 255])
  await expectToast(page, 'Downloaded!', 'Card saved as a 1080 × 1920 PNG')
})

test('quote-generator keeps my quotes across a reload, draws them, edits and deletes them; garbage storage is ignored', async ({
  page,
}) => {
  await gotoTool(page, 'quote-generator')
  await page.evaluate((k) => localStorage.setItem(k, '{not json'), MY_QUOTES_KEY)
  await page.reload()
  await expect(page.getByText('No quotes of your own yet.')).toBeVisible()

  // Validation messages.
  await page.getByRole('button', { name: 'Add quote' }).click()
  await expect(page.getByText('Enter the quote.')).toBeVisible()
  await expect(page.getByText('Enter who said or wrote it.')).toBeVisible()

  await page.getByLabel('Quote', { exact: true }).fill('Tests are a kind of kindness.')
  await page.getByRole('textbox', { name: 'Author', exact: true }).fill('Ada Tester')
  await page.getByLabel('Work (optional)').fill('Notebook')
  await page.getByLabel('Year (optional)').fill('2024')
  await page.getByRole('button', { name: 'Add quote' }).click()
  await expectToast(page, 'Quote added')
  await expect(page.getByTestId('my-quote')).toHaveCount(1)

  await page.reload()
  await expect(page.getByTestId('my-quote')).toHaveCount(1)
  await expect(page.getByTestId('my-quote')).toContainText('Tests are a kind of kindness.')

  // Drawn: filter to that author and it is the quote shown.
  await choose(page, 'Author', 'Ada Tester (1)')
  await expect(page.getByTestId('quote-text')).toHaveText('Tests are a kind of kindness.')
  await expect(page.getByTestId('quote-work')).toHaveText('Notebook')
  await expect(page.getByTestId('quote-year')).toHaveText('2024')
  await page.getByRole('button', { name: 'Copy Markdown' }).click()
  expect(await readClipboard(page)).toBe('> Tests are a kind of kindness.\n>\n> — Ada Tester, *Notebook* (2024)')

  // Edit, then delete.
  await page.getByRole('button', { name: 'Edit quote by Ada Tester' }).click()
  await page.getByLabel('Quote', { exact: true }).fill('Tests are a kindness.')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByTestId('quote-text')).toHaveText('Tests are a kindness.')
  await page.reload()
  await expect(page.getByTestId('my-quote')).toContainText('Tests are a kindness.')
  await page.getByRole('button', { name: 'Delete quote by Ada Tester' }).click()
  await expect(page.getByTestId('my-quote')).toHaveCount(0)
  await page.reload()
  await expect(page.getByText('No quotes of your own yet.')).toBeVisible()
})
