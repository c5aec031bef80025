import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(page.getByRole('combobox', { name: combobox })).toContainText(option)
}

const items = (page: Page) => page.getByTestId('name-list').getByRole('listitem')

test('name-generator makes Japanese female names family-first, copies all and downloads them', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'name-generator')
  await expect(items(page)).toHaveCount(10)

  await choose(page, 'Locale', 'Japanese (Japan)')
  await page.getByRole('button', { name: 'Female', exact: true }).click()
  await page.getByLabel('How many (1–500)').fill('25')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(items(page)).toHaveCount(25)
  const romanised = await items(page).allTextContents()
  // Family name first: the first word is one of the bundled surnames (Sato, Suzuki, …).
  for (const n of romanised)
    expect(n).toMatch(
      /^(Sato|Suzuki|Takahashi|Tanaka|Watanabe|Ito|Yamamoto|Nakamura|Kobayashi|Kato|Yoshida|Yamada|Sasaki|Yamaguchi|Matsumoto|Inoue|Kimura|Hayashi|Shimizu|Mori) [A-Z][a-z]+$/,
    )

  await page.getByRole('button', { name: 'Japanese script' }).click()
  const native = await items(page).allTextContents()
  for (const n of native) expect(n).toMatch(/^[\u3040-\u30ff\u4e00-\u9fff々]+$/)

  await page.getByRole('button', { name: 'Copy all' }).click()
  await expectToast(page, 'Copied!', 'Names copied to clipboard')
  expect((await readClipboard(page)).split('\n')).toEqual(native)

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('person-names.txt')
  expect(file.text()).toBe(`${native.join('\n')}\n`)
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('name-generator gives Spanish two surnames, companies legal forms, usernames ASCII, and clamps the count', async ({
  page,
}) => {
  await gotoTool(page, 'name-generator')
  await choose(page, 'Locale', 'Spanish (Spain)')
  for (const n of await items(page).allTextContents()) expect(n.split(' ')).toHaveLength(3)

  await page.getByRole('button', { name: 'Companies' }).click()
  await choose(page, 'Locale', 'German (Germany)')
  for (const n of await items(page).allTextContents()) expect(n).toMatch(/ (GmbH|AG|KG|GmbH & Co\. KG)$/)

  await page.getByRole('button', { name: 'Usernames' }).click()
  await choose(page, 'Locale', 'French (France)')
  for (const n of await items(page).allTextContents()) expect(n).toMatch(/^[a-z0-9._]+$/)

  await page.getByRole('button', { name: 'Projects' }).click()
  await choose(page, 'Style', 'Title Case')
  for (const n of await items(page).allTextContents()) expect(n).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/)

  const count = page.getByLabel('How many (1–500)')
  await count.fill('9999')
  await count.press('Enter')
  await expect(count).toHaveValue('500')
  await expect(items(page)).toHaveCount(500)
  await page.getByRole('button', { name: 'Copy all' }).click()
  expect((await readClipboard(page)).split('\n')).toHaveLength(500)
})
