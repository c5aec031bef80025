import { captureDownload, expectToast, gotoTool, readClipboard } from '../support/helpers'
import { expect, type Locator, test } from '../support/test'

/** The generated text as the user sees it: paragraphs separated by a blank line. */
const textOf = async (output: Locator) => (await output.locator('p').allTextContents()).join('\n\n')
const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length
const sentences = (s: string) => s.match(/[^.]+\./g)?.map((x) => x.trim()) ?? []

test('lorem-ipsum generates 3 paragraphs on arrival, copies and downloads them', async ({ page }) => {
  await gotoTool(page, 'lorem-ipsum')
  const paragraphs = page.getByTestId('lorem-output').locator('p')
  await expect(paragraphs).toHaveCount(3)
  const texts = await paragraphs.allTextContents()
  expect(texts[0].startsWith('Lorem ipsum dolor sit amet')).toBe(true)
  for (const p of texts) {
    const n = sentences(p).length
    expect(n).toBeGreaterThanOrEqual(3)
    expect(n).toBeLessThanOrEqual(7)
    for (const s of sentences(p)) {
      expect(words(s)).toBeGreaterThanOrEqual(8)
      expect(words(s)).toBeLessThanOrEqual(22)
    }
  }

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Lorem ipsum text copied to clipboard')
  const copied = await readClipboard(page)
  expect(copied).toBe(texts.join('\n\n'))

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('lorem-ipsum.txt')
  expect(file.text()).toBe(copied)
  await expectToast(page, 'Downloaded!', 'Lorem ipsum text saved as file')
})

test('lorem-ipsum presets, type, count limits and the opening option', async ({ page }) => {
  await gotoTool(page, 'lorem-ipsum')
  const output = page.getByTestId('lorem-output')
  await expect(output.locator('p')).toHaveCount(3)

  await page.getByRole('button', { name: '50 words' }).click()
  await expect(output.locator('p')).toHaveCount(1)
  expect(words(await textOf(output))).toBe(50)
  await expect(page.getByLabel('Count')).toHaveValue('50')

  await page.getByRole('button', { name: '5 sentences' }).click()
  await expect.poll(async () => sentences(await textOf(output)).length).toBe(5)

  await page.getByRole('button', { name: '5 paragraphs' }).click()
  await expect(output.locator('p')).toHaveCount(5)
  await page.getByRole('button', { name: '3 paragraphs' }).click()
  await expect(output.locator('p')).toHaveCount(3)

  await page.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Words' }).click()
  const count = page.getByLabel('Count')
  await count.fill('7')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect.poll(async () => words(await textOf(output))).toBe(7)
  expect(await textOf(output)).toMatch(/^Lorem ipsum dolor sit amet \w+ \w+$/)

  await count.fill('0')
  await count.blur()
  await expect(count).toHaveValue('1')
  await count.fill('500')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(count).toHaveValue('100')
  await expect.poll(async () => words(await textOf(output))).toBe(100)

  await page.locator('label').filter({ hasText: "Start with 'Lorem ipsum dolor sit amet'" }).click()
  await page.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Sentences' }).click()
  await count.fill('2')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect.poll(async () => sentences(await textOf(output)).length).toBe(2)
  expect((await textOf(output)).startsWith('Lorem ipsum dolor sit amet')).toBe(false)
})
