import { expectToast, gotoTool, readClipboard } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const toggle = (page: Page, label: string) => page.locator('label').filter({ hasText: label }).first().click()

test('slugify turns a title into a slug with a /blog/ preview and copies it', async ({ page }) => {
  await gotoTool(page, 'slugify')
  const slug = page.getByTestId('slug')
  await expect(slug).toHaveText('(empty)')
  await expect(page.getByTestId('url-preview')).toHaveText('/blog/')
  await expect(page.getByRole('button', { name: 'Copy slug' })).toBeDisabled()

  await page.getByLabel('Text to turn into a slug').fill('Crème Brûlée & Straße: 10 Tips!')
  await expect(slug).toHaveText('creme-brulee-and-strasse-10-tips')
  await expect(page.getByTestId('url-preview')).toHaveText('/blog/creme-brulee-and-strasse-10-tips')

  await page.getByRole('button', { name: 'Copy slug' }).click()
  await expectToast(page, 'Copied!', 'Slug copied to clipboard')
  expect(await readClipboard(page)).toBe('creme-brulee-and-strasse-10-tips')
})

test('slugify options: separator, case, max length and its limits', async ({ page }) => {
  await gotoTool(page, 'slugify')
  const slug = page.getByTestId('slug')
  await page.getByLabel('Text to turn into a slug').fill('The Quick Brown Fox Jumps')
  await expect(slug).toHaveText('the-quick-brown-fox-jumps')

  for (const [option, expected] of [
    ['Underscore (_)', 'the_quick_brown_fox_jumps'],
    ['Dot (.)', 'the.quick.brown.fox.jumps'],
    ['None', 'thequickbrownfoxjumps'],
    ['Hyphen (-)', 'the-quick-brown-fox-jumps'],
  ] as const) {
    await page.getByRole('combobox', { name: 'Separator' }).click()
    await page.getByRole('option', { name: option }).click()
    await expect(slug).toHaveText(expected)
  }

  await toggle(page, 'Lowercase')
  await expect(slug).toHaveText('The-Quick-Brown-Fox-Jumps')
  await toggle(page, 'Lowercase')

  const max = page.getByLabel('Max length')
  await expect(max).toHaveValue('50')
  // 'the-quick-' cut at 10 loses its trailing separator.
  await max.fill('10')
  await expect(slug).toHaveText('the-quick')
  await max.fill('0')
  await page.getByLabel('Text to turn into a slug').fill('word '.repeat(60))
  await expect(slug).toHaveText(Array(60).fill('word').join('-'))
  await max.fill('500')
  await max.blur()
  await expect(max).toHaveValue('200')
  await expect(page.getByTestId('slug-length')).toHaveText('199 characters (limit 200)')

  await page.getByLabel('Text to turn into a slug').fill('!!! ???')
  await expect(slug).toHaveText('(empty)')
  await toggle(page, 'Remove special characters')
  await expect(slug).toHaveText('!!!-???')
})
