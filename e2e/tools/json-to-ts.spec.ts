import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, readClipboard, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const SAMPLE = JSON.stringify({
  id: 7,
  name: 'Ada',
  'first-name': 'Ada',
  address: { city: 'London', zip: null },
  orders: [
    { id: 1, total: 9.5 },
    { id: 2, total: '10', coupon: 'X' },
  ],
  tags: ['a', 1],
})

test('json-to-ts generates interfaces, copies and downloads them', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'json-to-ts')
  await page.getByRole('textbox', { name: 'JSON', exact: true }).fill(SAMPLE)
  const output = page.getByRole('region', { name: 'Generated TypeScript' })
  await expect(output).toHaveText(`export interface Root {
  id: number;
  name: string;
  "first-name": string;
  address: Address;
  orders: Order[];
  tags: (string | number)[];
}

export interface Address {
  city: string;
  zip: null;
}

export interface Order {
  id: number;
  total: string | number;
  coupon?: string;
}
`)
  await expect(page.getByText('3 types')).toBeVisible()

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'TypeScript copied to clipboard')
  expect(await readClipboard(page)).toContain('export interface Order {\n  id: number;')

  // Root name, `type` declarations, no export, readonly.
  await page.getByRole('textbox', { name: 'Root type name' }).fill('Customer')
  await page.getByRole('button', { name: 'type', exact: true }).click()
  await page.getByText('export', { exact: true }).click()
  await page.getByText('readonly fields').click()
  await expect(output).toContainText('type Customer = {\n  readonly id: number;')
  await expect(output).toContainText('type Order = {\n  readonly id: number;')
  await expect(output).not.toContainText('export ')
  await expect(output).not.toContainText('interface')

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('customer.ts')
  expect(file.text()).toContain('type Customer = {')
  expect(file.text()).toContain('  readonly coupon?: string;')
  await expectToast(page, 'Downloaded!', 'Saved as customer.ts')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('json-to-ts explains invalid JSON and a bad root name', async ({ page }) => {
  await gotoTool(page, 'json-to-ts')
  const box = page.getByRole('textbox', { name: 'JSON', exact: true })
  await box.fill('{\n  "a": 1,\n  "b": \n}')
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid JSON: fix it to generate types' })).toBeVisible()
  await expect(page.getByTestId('json-error-position')).toHaveText('Line 4, column 1')
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled()

  await box.fill('[{"id": 1}, {"id": 2, "note": null}]')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Root type name' }).fill('2 bad')
  await expect(page.getByText('Use letters, digits, _ or $, not starting with a digit')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Root type name' })).toHaveAttribute('aria-invalid', 'true')
  // The last good name (the default) is used until the name is fixed.
  await expect(page.getByRole('region', { name: 'Generated TypeScript' })).toContainText(
    'export type Root = RootItem[];',
  )
  await page.getByRole('textbox', { name: 'Root type name' }).fill('Users')
  await expect(page.getByRole('region', { name: 'Generated TypeScript' })).toHaveText(
    'export type Users = User[];\n\nexport interface User {\n  id: number;\n  note?: null;\n}\n',
  )
})

test('json-to-ts reads a file and the example; hostile keys stay text', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'json-to-ts')
  await page.getByRole('button', { name: 'Example' }).click()
  await expect(page.getByRole('region', { name: 'Generated TypeScript' })).toContainText('replies?: Reply[];')

  const hostile = Object.fromEntries(Object.values(xssPayloads).map((p) => [p, p]))
  await uploadFiles(page, [
    { name: 'hostile.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(hostile)) },
  ])
  await expect(page.getByRole('textbox', { name: 'JSON', exact: true })).toHaveValue(JSON.stringify(hostile))
  const output = page.getByRole('region', { name: 'Generated TypeScript' })
  await expect(output).toContainText('  "<script>window.__pwned = \\"script\\"</script>": string;')
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(await page.locator('#hostile-link, #hostile-button').count()).toBe(0)
  expect(watch.foreignRequests).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('json-to-ts passes the page gates with output shown', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'json-to-ts')
  await page.getByRole('button', { name: 'Example' }).click()
  await page.getByRole('textbox', { name: 'Root type name' }).fill('1x')
  await expect(page.getByRole('region', { name: 'Generated TypeScript' })).toContainText('interface Root')
  await expectFilledPageGates(page)
})
