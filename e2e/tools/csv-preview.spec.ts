import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
const quoted = (v: string) => `"${v.replaceAll('"', '""')}"`
const firstRowCells = (page: Page) => page.getByTestId('csv-row').first().locator('td')

const PEOPLE = [
  'name,born,score,active',
  'Zoë,1990-05-01,7.5,true',
  'adam,1985-12-24,10,false',
  `${quoted(xssPayloads.imgOnerror)},2001-01-01,,yes`,
  `${quoted(xssPayloads.script)},1970-01-01,-2,no`,
  'Émile,2010-07-14,9,true',
].join('\n')

test('csv-preview opens a file, sorts, filters, shows stats and exports the visible rows', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'csv-preview')
  await uploadFiles(page, [csvFile('people.csv', PEOPLE)])
  await expect(page.getByTestId('csv-summary')).toContainText('5 of 5 rows · 4 columns')

  // Hostile cells are plain text.
  const rows = page.getByTestId('csv-row')
  await expect(rows.getByText(xssPayloads.script, { exact: true })).toBeVisible()
  await expect(rows.getByText(xssPayloads.imgOnerror, { exact: true })).toBeVisible()
  await expect(page.getByTestId('csv-scroll').locator('img, script')).toHaveCount(0)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()

  // Types and stats.
  const stats = page.getByTestId('csv-stats')
  await expect(stats.getByRole('row', { name: /^score number 5 1 4 -2 10 6\.125$/ })).toBeVisible()
  await expect(stats.getByRole('row', { name: /^born date 5 0 5 1970-01-01 2010-07-14/ })).toBeVisible()
  await expect(stats.getByRole('row', { name: /^active boolean/ })).toBeVisible()

  // Sort by score: numeric ascending, then descending; the empty cell stays last.
  const scoreHeader = page.getByRole('columnheader', { name: 'Sort by score' })
  await page.getByRole('button', { name: 'Sort by score' }).click()
  await expect(scoreHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(firstRowCells(page).nth(3)).toHaveText('-2')
  await page.getByRole('button', { name: 'Sort by score' }).click()
  await expect(scoreHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(firstRowCells(page).nth(3)).toHaveText('10')
  await expect(page.getByTestId('csv-row').last().locator('td').nth(3)).toHaveText('')

  // Filter on one column, with keyboard.
  await page.getByLabel('Filter rows').fill('TRUE')
  await expect(page.getByTestId('csv-summary')).toContainText('2 of 5 rows')
  await page.getByRole('combobox', { name: 'Filter in' }).click()
  await page.getByRole('option', { name: 'name' }).click()
  await expect(page.getByTestId('csv-summary')).toContainText('0 of 5 rows')
  await expect(page.getByTestId('csv-no-match')).toBeVisible()
  await page.getByLabel('Filter rows').fill('É')
  await expect(page.getByTestId('csv-summary')).toContainText('1 of 5 rows')
  await page.getByLabel('Filter rows').fill('')
  await page.getByRole('combobox', { name: 'Filter in' }).click()
  await page.getByRole('option', { name: 'All columns' }).click()
  await page.getByLabel('Filter rows').fill('o')
  await expect(page.getByTestId('csv-summary')).toContainText('3 of 5 rows')

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download CSV' }).click())
  await expectToast(page, 'Downloaded!', 'Filtered rows saved as CSV')
  expect(file.name).toBe('people-filtered.csv')
  expect(file.text()).toBe(
    [
      'name,born,score,active',
      'Zoë,1990-05-01,7.5,true',
      // Formula defusing is on by default: a cell starting with - gets an apostrophe (the switch turns it off).
      `${quoted(xssPayloads.script)},1970-01-01,'-2,no`,
      `${quoted(xssPayloads.imgOnerror)},2001-01-01,,yes`,
    ].join('\r\n'),
  )
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('csv-preview scrolls a 100,000-row file rendered virtually and sorts it', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'csv-preview')
  const lines = ['id;label;value']
  for (let i = 1; i <= 100_000; i++) lines.push(`${i};row ${i};${(i * 7919) % 100_003}`)
  await uploadFiles(page, [csvFile('big.csv', lines.join('\n'))])
  await expect(page.getByTestId('csv-summary')).toContainText('100,000 of 100,000 rows · 3 columns', {
    timeout: 30_000,
  })
  // Only a window of rows is in the DOM.
  expect(await page.getByTestId('csv-row').count()).toBeLessThan(80)
  const box = page.getByTestId('csv-scroll')
  await box.evaluate((el) => {
    el.scrollTop = el.scrollHeight
  })
  await expect(page.getByRole('cell', { name: 'row 100000', exact: true })).toBeVisible()
  // The header stays in view while scrolled.
  const boxTop = (await box.boundingBox())?.y ?? -1
  const headerTop = (await page.getByRole('button', { name: 'Sort by value' }).boundingBox())?.y ?? -100
  expect(Math.abs(headerTop - boxTop)).toBeLessThan(8)
  expect(await page.getByTestId('csv-row').count()).toBeLessThan(80)

  await page.getByRole('button', { name: 'Sort by value' }).click()
  await box.evaluate((el) => {
    el.scrollTop = 0
  })
  await expect(firstRowCells(page).nth(3)).toHaveText('1')
  await expect(firstRowCells(page).nth(1)).toHaveText('47318')
  await page.getByLabel('Filter rows').fill('row 9999')
  await expect(page.getByTestId('csv-summary')).toContainText('11 of 100,000 rows')
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('csv-preview lists parser problems for pasted text and rejects other files', async ({ page }) => {
  await gotoTool(page, 'csv-preview')
  await page.getByLabel('CSV text').fill('a\tb\tc\n1\t2\n3\t4\t5\t6\n"open')
  const problems = page.getByTestId('csv-problems')
  await expect(problems).toContainText('Line 2: 2 fields where 3 were expected')
  await expect(problems).toContainText('Line 3: 4 fields where 3 were expected')
  await expect(problems).toContainText('Line 4: a quoted field is never closed')
  await expect(page.getByTestId('csv-summary')).toContainText('3 of 3 rows · 4 columns')
  await expect(page.getByRole('button', { name: 'Sort by Column 4' })).toBeVisible()

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByTestId('csv-summary')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled()

  await uploadFiles(page, [{ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71]) }])
  await expectToast(page, 'Invalid file', 'Please choose a CSV, TSV or text file')
})
