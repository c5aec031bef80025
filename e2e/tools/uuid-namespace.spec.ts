import { createHash } from 'node:crypto'
import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const output = (page: Page) => page.getByRole('region', { name: 'Name-based UUIDs' })

function reference(version: 3 | 5, nsUuid: string, name: string) {
  const h = createHash(version === 3 ? 'md5' : 'sha1')
    .update(Buffer.concat([Buffer.from(nsUuid.replace(/-/g, ''), 'hex'), Buffer.from(name, 'utf8')]))
    .digest()
    .subarray(0, 16)
  h[6] = ((h[6] as number) & 0x0f) | (version << 4)
  h[8] = ((h[8] as number) & 0x3f) | 0x80
  const x = h.toString('hex')
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`
}

test('uuid-namespace makes the RFC 9562 v5 and v3 examples and batches of names', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'uuid-namespace')
  // Default: v5, DNS, "www.example.com" → RFC 9562 A.4.
  await expect(output(page)).toHaveText('2ed6657d-e927-568b-95e1-2665a8aea6a2')
  await page.getByRole('button', { name: 'v3 (MD5)' }).click()
  await expect(output(page)).toHaveText('5df41881-3aed-3515-88a7-2f4a814cf09e') // A.2

  await page.getByRole('button', { name: 'v5 (SHA-1)' }).click()
  await page.getByRole('button', { name: 'URL', exact: true }).click()
  await expect(page.getByTestId('namespace-uuid')).toHaveText('6ba7b811-9dad-11d1-80b4-00c04fd430c8')
  const names = ['https://example.com/', '  https://example.com/ü?q=1  ', '', 'a,b "quoted"']
  await page.getByLabel('Names (one per line)').fill(names.join('\n'))
  const url = '6ba7b811-9dad-11d1-80b4-00c04fd430c8'
  const expected = ['https://example.com/', 'https://example.com/ü?q=1', 'a,b "quoted"'].map((n) =>
    reference(5, url, n),
  )
  await expect(page.getByTestId('named-count')).toHaveText('3 names → v5 UUIDs')
  await expect(output(page)).toHaveText(expected.join('\n'))

  // Untrimmed names hash differently.
  await page.getByText('Trim spaces around names', { exact: true }).click()
  await expect(output(page)).toContainText(reference(5, url, '  https://example.com/ü?q=1  '))

  await page.getByText('Uppercase', { exact: true }).click()
  await page.getByRole('button', { name: 'name,uuid (CSV)' }).click()
  const csv = [
    'name,uuid',
    `https://example.com/,${expected[0]?.toUpperCase()}`,
    `"  https://example.com/ü?q=1  ",${reference(5, url, '  https://example.com/ü?q=1  ').toUpperCase()}`,
    `"a,b ""quoted""",${expected[2]?.toUpperCase()}`,
  ].join('\n')
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', '3 UUIDs copied to clipboard')
  expect(await readClipboard(page)).toBe(`${csv}\n`)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('uuid-v5.csv')
  expect(file.text()).toBe(`${csv}\n`)

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('uuid-namespace takes a custom namespace and explains a bad one', async ({ page }) => {
  await gotoTool(page, 'uuid-namespace')
  await page.getByRole('button', { name: 'Custom' }).click()
  await expect(page.getByText('Enter the namespace UUID.')).toBeVisible()
  const field = page.getByLabel('Namespace UUID')
  await field.fill('1b671a64-40d5-491e-99b0-da01ff1f334')
  await expect(page.getByText('The namespace is not a UUID: A UUID has 32 hex digits; this has 31.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled()
  await field.fill('{1B671A64-40D5-491E-99B0-DA01FF1F3341}')
  await page.getByLabel('Names (one per line)').fill(`Hello\n${xssPayloads.script}`)
  await page.getByRole('button', { name: 'v3 (MD5)' }).click()
  const ns = '1b671a64-40d5-491e-99b0-da01ff1f3341'
  await expect(output(page)).toHaveText([reference(3, ns, 'Hello'), reference(3, ns, xssPayloads.script)].join('\n'))
  await page.getByRole('button', { name: 'name,uuid (CSV)' }).click()
  await expect(output(page)).toContainText(
    `"${xssPayloads.script.replace(/"/g, '""')}",${reference(3, ns, xssPayloads.script)}`,
  )
  await expect(page.locator('main script')).toHaveCount(0)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
})

test('uuid-namespace with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'uuid-namespace')
  await page
    .getByLabel('Names (one per line)')
    .fill('www.example.com\nhttps://example.com/a/very/long/path/that/should/wrap/nicely')
  await page.getByRole('button', { name: 'name,uuid (CSV)' }).click()
  await expectFilledPageGates(page)
  await page.getByRole('button', { name: 'Custom' }).click()
  await page.getByLabel('Namespace UUID').fill('nope')
  await expect(page.getByText(/The namespace is not a UUID/)).toBeVisible()
  await expectFilledPageGates(page)
})
