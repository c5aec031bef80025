import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

async function fillGrid(page: Page, name: string, values: string[][]) {
  for (const [i, row] of values.entries())
    for (const [j, v] of row.entries()) await page.getByLabel(`${name} row ${i + 1} column ${j + 1}`).fill(v)
}

const resultCells = (page: Page) => page.getByTestId('result-matrix').locator('td')
const pickOp = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Operation' }).getByRole('button', { name: label, exact: true }).click()

test('matrix-math inverts, reduces and multiplies with exact fractions', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'matrix-math')
  await page.getByLabel('A rows').fill('2')
  await page.getByLabel('A columns').fill('2')
  await fillGrid(page, 'A', [
    ['1', '2'],
    ['3', '4'],
  ])
  await pickOp(page, 'A⁻¹')
  await expect(resultCells(page)).toHaveText(['-2', '1', '3/2', '-1/2'])
  await page.getByRole('group', { name: 'Show numbers as' }).getByRole('button', { name: 'Decimals' }).click()
  await expect(resultCells(page)).toHaveText(['-2', '1', '1.5', '-0.5'])
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Result copied to clipboard')
  expect(await readClipboard(page)).toBe('-2\t1\n1.5\t-0.5')
  await page.getByRole('group', { name: 'Show numbers as' }).getByRole('button', { name: 'Fractions' }).click()

  await pickOp(page, 'det A')
  await expect(page.getByTestId('result-scalar')).toHaveText('-2')
  await pickOp(page, 'rank A')
  await expect(page.getByTestId('result-scalar')).toHaveText('2')
  await expect(page.getByTestId('result-note')).toHaveText('Full rank: 2 of 2.')

  // A × B with B still 3×3: the dimension error is explained.
  await pickOp(page, 'A × B')
  await expect(page.getByTestId('op-error')).toHaveText(
    'A is 2×2 and B is 3×3: A × B needs as many columns in A (2) as rows in B (3).',
  )
  // Paste B as rows instead.
  await page.getByRole('group', { name: 'B: enter as' }).getByRole('button', { name: 'Paste rows' }).click()
  const bText = page.getByLabel('B as rows')
  await bText.fill('5 6\n7')
  await expect(
    page.getByText('Row 2 has 1 entry but row 1 has 2: every row needs the same number.').first(),
  ).toBeVisible()
  await bText.fill('[[5, 6], [7, 8]]')
  await expect(resultCells(page)).toHaveText(['19', '22', '43', '50'])
  await page.getByRole('button', { name: 'Use as A' }).click()
  await expect(page.getByLabel('A row 2 column 2')).toHaveValue('50')

  // RREF of a rank-deficient 3×3 pasted into A.
  await page.getByRole('group', { name: 'A: enter as' }).getByRole('button', { name: 'Paste rows' }).click()
  await page.getByLabel('A as rows').fill('1 2 3\n4 5 6\n7 8 9')
  await pickOp(page, 'RREF A')
  await expect(resultCells(page)).toHaveText(['1', '0', '-1', '0', '1', '2', '0', '0', '0'])
  await expect(page.getByTestId('result-note')).toHaveText('Pivot columns: 1, 2.')
  await pickOp(page, 'A⁻¹')
  await expect(page.getByTestId('op-error')).toHaveText(
    'This matrix is singular (its determinant is 0, rank 2 of 3), so it has no inverse.',
  )
  await pickOp(page, 'transpose A')
  await expect(resultCells(page)).toHaveText(['1', '4', '7', '2', '5', '8', '3', '6', '9'])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('matrix-math explains bad entries and sizes', async ({ page }) => {
  await gotoTool(page, 'matrix-math')
  await pickOp(page, 'A + B')
  await page.getByLabel('A row 1 column 1').fill('')
  await expect(page.getByTestId('input-error')).toHaveText('A: row 1, column 1 is empty.')
  await page.getByLabel('A row 1 column 1').fill('1/0')
  await expect(page.getByTestId('input-error')).toHaveText('A: row 1, column 1: “1/0” divides by zero.')
  await page.getByLabel('A row 1 column 1').fill('1/3')
  await page.getByLabel('B row 3 column 3').fill('abc')
  await expect(page.getByTestId('input-error')).toHaveText('B: row 3, column 3: “abc” is not a number.')
  await page.getByLabel('B row 3 column 3').fill('2/3')
  await expect(resultCells(page).first()).toHaveText('4/3')
  await page.getByLabel('B columns').fill('11')
  await expect(page.getByText('1 to 10')).toBeVisible()
  await page.getByLabel('B columns').fill('2')
  await expect(page.getByTestId('op-error')).toHaveText(
    'A is 3×3 and B is 3×2: adding needs two matrices of the same size.',
  )
  await pickOp(page, 'det A')
  await page.getByLabel('A rows').fill('2')
  await expect(page.getByTestId('op-error')).toHaveText(
    'The determinant is only defined for a square matrix; this one is 2×3 (2 rows, 3 columns).',
  )
})
