import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(page.getByRole('combobox', { name: combobox })).toContainText(option)
}

const cards = (page: Page) => page.getByTestId('fake-user')

test('fake-user makes seeded UK users, shows them and exports the same users as CSV and JSON', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'fake-user')
  await expect(cards(page)).toHaveCount(10)
  await expect(page.getByText('No seed: every batch comes from crypto.getRandomValues')).toBeVisible()

  await choose(page, 'Locale', 'English (United Kingdom)')
  await page.getByRole('button', { name: 'Female', exact: true }).click()
  await page.getByLabel('How many users (1–1000)').fill('250')
  await page.getByLabel('Youngest age').fill('30')
  await page.getByLabel('Oldest age').fill('40')
  await page.getByLabel('Seed (optional)').fill('fixtures-1')
  await expect(page.getByText('Seeded: a mulberry32 generator')).toBeVisible()
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'users ready' })).toHaveText('250 users ready')
  await expect(page.getByText('Showing 100 of 250; exports contain all')).toBeVisible()
  await expect(cards(page)).toHaveCount(100)
  await page.getByRole('button', { name: 'Show 100 more' }).click()
  await expect(cards(page)).toHaveCount(200)
  await expect(page.getByRole('img', { name: /^Avatar [A-Z]{2}$/ }).first()).toBeVisible()
  const firstCard = (await cards(page).first().textContent()) ?? ''
  expect(firstCard).toMatch(/07700 900\d{3}/)
  expect(firstCard).toMatch(/@example\.(com|org|net)/)

  const csv = await captureDownload(page, () => page.getByRole('button', { name: 'Download CSV' }).click())
  await expectToast(page, 'Downloaded!', 'Users saved as CSV')
  expect(csv.name).toBe('fake-users.csv')
  const lines = csv.text().trimEnd().split('\r\n')
  expect(lines).toHaveLength(251)
  expect(lines[0]).toBe(
    'id,firstName,lastName,fullName,gender,email,username,phone,street,city,region,postcode,country,company,birthday,age,initials',
  )
  for (const line of lines.slice(1)) {
    expect(line).toContain(',female,')
    expect(line).toMatch(/@example\.(com|org|net),/)
    expect(line).toMatch(/,07700 900\d{3},/)
    expect(line).toMatch(/,(30|31|32|33|34|35|36|37|38|39|40),[A-Z]{2}$/)
  }

  const json = await captureDownload(page, () => page.getByRole('button', { name: 'Download JSON' }).click())
  expect(json.name).toBe('fake-users.json')
  const users = JSON.parse(json.text()) as { fullName: string; email: string; avatarSvg: string }[]
  expect(users).toHaveLength(250)
  expect(firstCard).toContain(users[0].fullName)
  expect(users[0].avatarSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)

  await page.getByRole('button', { name: 'Copy JSON' }).click()
  await expectToast(page, 'Copied!', 'Users JSON copied to clipboard')
  expect(await readClipboard(page)).toBe(json.text())

  // Another seed gives other users; going back to the first seed gives the same users again.
  await page.getByLabel('Seed (optional)').fill('fixtures-2')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByText('Seed "fixtures-2"')).toBeVisible()
  await expect(cards(page).first()).not.toContainText(users[0].email)
  await page.getByLabel('Seed (optional)').fill('fixtures-1')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByText('Seed "fixtures-1"')).toBeVisible()
  await expect(cards(page).first()).toContainText(users[0].email)
  await expect(cards(page).nth(99)).toContainText(users[99].fullName)
  await page.getByLabel('Seed (optional)').fill('')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByText('Random (crypto)')).toBeVisible()

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('fake-user clamps the count to 1000 and says when phones are not from a fictional range', async ({ page }) => {
  await gotoTool(page, 'fake-user')
  await choose(page, 'Locale', 'German (Germany)')
  await page.getByLabel('Oldest age').fill('10')
  const count = page.getByLabel('How many users (1–1000)')
  await count.fill('5000')
  await count.press('Enter')
  await expect(count).toHaveValue('1000')
  // Youngest 18 and oldest 10 are swapped into a valid range.
  await expect(page.getByLabel('Youngest age')).toHaveValue('10')
  await expect(page.getByLabel('Oldest age')).toHaveValue('18')
  await expect(page.getByRole('status').filter({ hasText: 'users ready' })).toHaveText('1000 users ready')
  await expect(page.getByText('This locale has no published range of fictional phone numbers')).toBeVisible()
  await expect(cards(page).first()).toContainText('Deutschland')
})

test('fake-user generates 1000 users without freezing the page', async ({ page }) => {
  await gotoTool(page, 'fake-user')
  await page.getByLabel('How many users (1–1000)').fill('1000')
  const status = page.getByRole('status').filter({ hasText: /users ready|Generating/ })
  // Every text the status shows while the batch is made. Users are made in slices with the page's thread given back
  // in between, so the page renders the running count several times; made in one task, it could render none. A
  // count of renders, unlike a bound on a task's length, does not depend on how fast or how busy the machine is.
  await status.evaluate((el) => {
    const w = window as unknown as { __statusTexts: string[] }
    w.__statusTexts = []
    new MutationObserver(() => w.__statusTexts.push(el.textContent ?? '')).observe(el, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(status).toHaveText('1000 users ready')
  const seen = await page.evaluate(() => (window as unknown as { __statusTexts: string[] }).__statusTexts)
  const counts = new Set(
    seen.map((t) => /^Generating… (\d+)$/.exec(t)?.[1]).filter((n) => n && n !== '0' && n !== '1000'),
  )
  expect(counts.size, `running counts the page rendered: ${[...counts].join(', ')}`).toBeGreaterThanOrEqual(3)
})
