import { hostileHtml, PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const box = (page: Page) => page.getByLabel('Table to sort (CSV, TSV, Markdown or HTML)')
const firstColumn = (page: Page) =>
  page
    .getByTestId('table-row')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('td[aria-colindex="1"]')?.textContent ?? ''))
const header = (page: Page, name: string) =>
  page
    .getByTestId('sorted-table')
    .getByRole('columnheader')
    .getByRole('button', { name: new RegExp(`^${name}`) })

const CSV = `Name,Team,Score,Joined
Ada,Eng,98,2021-03-14
Grace,Eng,87,2019-11-02
Alan,Research,98,2020-06-23
Linus,Eng,9,2022-08-30
Edsger,Research,,2023-02-01`

test('table-sorter sorts numerically, by several columns, filters and exports', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'table-sorter')
  await box(page).fill(CSV)
  await expect(page.getByTestId('table-summary')).toHaveText('Read as CSV (delimiter “,”): 5 rows × 4 columns.')

  // Numeric sort (9 before 87), empty score last.
  await header(page, 'Score').click()
  await expect.poll(() => firstColumn(page)).toEqual(['Linus', 'Grace', 'Ada', 'Alan', 'Edsger'])
  await expect(page.getByTestId('sorted-table').getByRole('columnheader', { name: /Score/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await header(page, 'Score').click()
  await expect.poll(() => firstColumn(page)).toEqual(['Ada', 'Alan', 'Grace', 'Linus', 'Edsger'])

  // Multi-column: Team ascending, then Score descending via shift-click.
  await header(page, 'Team').click()
  await header(page, 'Score').click({ modifiers: ['Shift'] })
  await header(page, 'Score').click({ modifiers: ['Shift'] })
  await expect(page.getByTestId('sort-level')).toHaveCount(2)
  await expect.poll(() => firstColumn(page)).toEqual(['Ada', 'Grace', 'Linus', 'Alan', 'Edsger'])

  // The sort list: flip the first level to descending.
  await page.getByTestId('sort-level').first().getByRole('button', { name: 'Ascending' }).click()
  await expect.poll(() => firstColumn(page)).toEqual(['Alan', 'Edsger', 'Ada', 'Grace', 'Linus'])

  // Date-aware sort from the list.
  await page.getByRole('button', { name: 'Reset order' }).click()
  await page.getByRole('button', { name: 'Add sort level' }).click()
  await page.getByLabel('Sort level 1 column').selectOption({ label: 'Joined' })
  await expect.poll(() => firstColumn(page)).toEqual(['Grace', 'Alan', 'Ada', 'Linus', 'Edsger'])

  // Filter.
  await page.getByLabel('Filter rows').fill('research')
  await expect(page.getByTestId('row-count')).toContainText('Showing 2 of 2 matching rows (5 in total)')
  await expect.poll(() => firstColumn(page)).toEqual(['Alan', 'Edsger'])

  // Export what is shown.
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'CSV copied to clipboard')
  expect(await readClipboard(page)).toBe(
    'Name,Team,Score,Joined\r\nAlan,Research,98,2020-06-23\r\nEdsger,Research,,2023-02-01',
  )

  await page.getByRole('group', { name: 'Export format' }).getByRole('button', { name: 'Markdown' }).click()
  const md = await captureDownload(page, () => page.getByRole('button', { name: 'Download .md' }).click())
  expect(md.name).toBe('table.md')
  expect(md.text()).toBe(
    '| Name | Team | Score | Joined |\n| --- | --- | ---: | --- |\n| Alan | Research | 98 | 2020-06-23 |\n| Edsger | Research |  | 2023-02-01 |',
  )
  await page.getByRole('group', { name: 'Export format' }).getByRole('button', { name: 'JSON' }).click()
  const json = await captureDownload(page, () => page.getByRole('button', { name: 'Download .json' }).click())
  expect(json.name).toBe('table.json')
  expect(JSON.parse(json.text())).toEqual([
    { Name: 'Alan', Team: 'Research', Score: 98, Joined: '2020-06-23' },
    { Name: 'Edsger', Team: 'Research', Score: '', Joined: '2023-02-01' },
  ])
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('table-sorter reads Markdown and TSV, and a table without a header', async ({ page }) => {
  await gotoTool(page, 'table-sorter')
  await box(page).fill('| Item | Qty |\n|:---|---:|\n| item 10 | 1,200 |\n| Item 2 | 30 |\n| item 1 | 4 |')
  await expect(page.getByTestId('table-summary')).toContainText('Read as Markdown')
  await header(page, 'Item').click()
  await expect.poll(() => firstColumn(page)).toEqual(['item 1', 'Item 2', 'item 10'])
  await header(page, 'Qty').click()
  await expect.poll(() => firstColumn(page)).toEqual(['item 1', 'Item 2', 'item 10'])
  await header(page, 'Qty').click()
  await expect.poll(() => firstColumn(page)).toEqual(['item 10', 'Item 2', 'item 1'])

  await box(page).fill('b\t2\na\t1')
  await page.getByText('First row is a header').click()
  await expect(page.getByTestId('table-summary')).toHaveText('Read as TSV: 2 rows × 2 columns.')
  await expect(page.getByTestId('sorted-table').getByRole('columnheader')).toHaveText([/Column 1/, /Column 2/])
})

test('table-sorter reads an HTML table as text and never runs it', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'table-sorter')
  const html = `${hostileHtml}<table><tr><th>Payload</th><th>n</th></tr><tr><td>${xssPayloads.imgOnerror}<b>bold</b></td><td>2</td></tr><tr><td>&lt;script&gt;x&lt;/script&gt;</td><td>1</td></tr></table>`
  await box(page).fill(html)
  await expect(page.getByTestId('table-summary')).toContainText('Read as HTML')
  await header(page, 'n').click()
  await expect.poll(() => firstColumn(page)).toEqual(['<script>x</script>', 'bold'])
  await expect(page.getByTestId('sorted-table').locator('img, b, script')).toHaveCount(0)
  await page.waitForTimeout(300)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(watch.foreignRequests).toEqual([])

  await box(page).fill('<table')
  await page.getByRole('group', { name: 'Format' }).getByRole('button', { name: 'HTML' }).click()
  await expect(page.getByTestId('table-problems')).toContainText('No <table> element was found in the HTML.')
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByText('No table yet')).toBeVisible()
})

test('table-sorter with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'table-sorter')
  await page.getByRole('button', { name: 'Example' }).click()
  await header(page, 'Score').click()
  await header(page, 'Team').click({ modifiers: ['Shift'] })
  await expect(page.getByTestId('sort-level')).toHaveCount(2)
  await expectFilledPageGates(page)
})
