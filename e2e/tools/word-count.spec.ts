import { expectToast, gotoTool, readClipboard } from '../support/helpers'
import { expect, test } from '../support/test'

test('word-count counts typed text, copies the summary and clears', async ({ page }) => {
  await gotoTool(page, 'word-count')
  const box = page.getByLabel('Text to count')
  await box.fill('Hello world. How are you?\n\nFine! Thanks 👍🏽')
  await expect(page.getByTestId('stat-words')).toHaveText('8')
  await expect(page.getByTestId('stat-sentences')).toHaveText('4')
  await expect(page.getByTestId('stat-paragraphs')).toHaveText('2')
  await expect(page.getByTestId('stat-characters')).toHaveText('41')
  await expect(page.getByTestId('stat-reading')).toHaveText('1 min')

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Statistics copied to clipboard')
  expect(await readClipboard(page)).toContain('Words: 8')

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByTestId('stat-words')).toHaveText('0')
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled()
})
