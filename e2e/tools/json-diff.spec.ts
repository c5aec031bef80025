import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates, seriousAxeViolations } from '../support/gates'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const LEFT =
  '{\n  "name": "Ada",\n  "age": 36,\n  "tags": ["math", "code"],\n  "address": {"city": "London", "zip": "N1"},\n  "active": true\n}'
const RIGHT =
  '{"address": {"zip": "N1", "city": "Paris"}, "name": "Ada", "age": "36", "tags": ["math"], "email": null, "active": true}'

test('json-diff compares two documents: tree, path list, copy, patch and download', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'json-diff')
  await expect(page.getByText('Paste or open two JSON documents')).toBeVisible()
  await page.getByRole('textbox', { name: 'Left JSON' }).fill(LEFT)
  await page.getByRole('textbox', { name: 'Right JSON' }).fill(RIGHT)

  await expect(page.getByTestId('diff-summary')).toHaveText(
    '4 differences · 1 added · 1 removed · 1 changed · 1 type changed',
  )
  const tree = page.getByTestId('diff-tree')
  await expect(tree.locator('[data-kind=type]')).toContainText('"age"')
  await expect(tree.locator('[data-kind=type]')).toContainText('number 36 → string "36"')
  await expect(tree.locator('[data-kind=changed]').first()).toContainText('"London" → "Paris"')
  await expect(tree.locator('[data-kind=removed]')).toContainText('[1]')
  await expect(tree.locator('[data-kind=removed]')).toContainText('"code"')
  await expect(tree.locator('[data-kind=added]')).toContainText('"email"')
  // Unchanged siblings are counted, not listed.
  await expect(tree).toContainText('2 unchanged keys')
  await expect(tree).not.toContainText('"active"')

  await page.getByRole('button', { name: 'Path list' }).click()
  await expect(page.getByTestId('diff-list').getByRole('listitem')).toHaveText([
    '~ $.age: number 36 → string "36"',
    '- $.tags[1]: "code"',
    '~ $.address.city: "London" → "Paris"',
    '+ $.email: null',
  ])

  await page.getByRole('button', { name: 'Copy diff' }).click()
  await expectToast(page, 'Copied!', 'Diff copied to clipboard')
  const copied = JSON.parse(await readClipboard(page))
  expect(copied.summary).toEqual({ added: 1, removed: 1, changed: 1, type: 1 })
  expect(copied.changes).toContainEqual({ op: 'changed', path: '$.address.city', from: 'London', to: 'Paris' })
  expect(copied.changes).toContainEqual({
    op: 'type-changed',
    path: '$.age',
    fromType: 'number',
    toType: 'string',
    from: 36,
    to: '36',
  })

  await page.getByRole('button', { name: 'Copy JSON Patch' }).click()
  await expectToast(page, 'Copied!', 'JSON Patch copied to clipboard')
  expect(JSON.parse(await readClipboard(page))).toEqual([
    { op: 'replace', path: '/age', value: '36' },
    { op: 'remove', path: '/tags/1' },
    { op: 'replace', path: '/address/city', value: 'Paris' },
    { op: 'add', path: '/email', value: null },
  ])

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('json-diff.json')
  expect(JSON.parse(file.text())).toEqual(copied)
  await expectToast(page, 'Downloaded!', 'Diff saved as json-diff.json')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('json-diff ignores key order and says when documents are equal; swap and example work', async ({ page }) => {
  await gotoTool(page, 'json-diff')
  await page.getByRole('textbox', { name: 'Left JSON' }).fill('{"a": 1, "b": [1, {"c": null}]}')
  await page.getByRole('textbox', { name: 'Right JSON' }).fill('{"b": [1, {"c": null}], "a": 1.0}')
  await expect(page.getByTestId('diff-equal')).toHaveText('No differences: the documents are equal')
  await expect(page.getByRole('button', { name: 'Copy diff' })).toBeDisabled()

  await page.getByRole('button', { name: 'Load example' }).click()
  await expect(page.getByTestId('diff-summary')).toContainText('2 added')
  await page.getByRole('button', { name: 'Path list' }).click()
  await expect(page.getByTestId('diff-list')).toContainText('+ $.license: "MIT"')
  await page.getByRole('button', { name: 'Swap sides' }).click()
  await expect(page.getByTestId('diff-list')).toContainText('- $.license: "MIT"')
  await expect(page.getByTestId('diff-list')).toContainText('- $.tags[2]: "privacy"')
})

test('json-diff shows each side’s parse error with line and column', async ({ page }) => {
  await gotoTool(page, 'json-diff')
  await page.getByRole('textbox', { name: 'Left JSON' }).fill('{\n  "a": 1,\n  "b": [1, 2,]\n}')
  await page.getByRole('textbox', { name: 'Right JSON' }).fill('{"a": 1}')
  const leftError = page.getByRole('alert').filter({ hasText: 'Left side is not valid JSON' })
  await expect(leftError).toBeVisible()
  await expect(page.getByTestId('left-error-position')).toHaveText('Line 3, column 14')
  await expect(page.getByRole('alert').filter({ hasText: 'Right side is not valid JSON' })).toHaveCount(0)
  await expect(page.getByText('Fix the JSON above to see the differences.')).toBeVisible()

  await page.getByRole('textbox', { name: 'Right JSON' }).fill('{"a": 1}\n}')
  await expect(page.getByTestId('right-error-position')).toHaveText('Line 2, column 1')
  await expect(page.getByTestId('left-error-position')).toHaveText('Line 3, column 14')

  await page.getByRole('textbox', { name: 'Left JSON' }).fill('{"a": 1}')
  await page.getByRole('textbox', { name: 'Right JSON' }).fill('{"a": 2}')
  await expect(leftError).toHaveCount(0)
  await expect(page.getByTestId('diff-summary')).toContainText('1 difference')
})

test('json-diff shows hostile keys and values as text', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'json-diff')
  const payloads = Object.values(xssPayloads)
  const left = Object.fromEntries(payloads.map((p, i) => [p, i]))
  const right = Object.fromEntries(payloads.map((p) => [p, p]))
  await page.getByRole('textbox', { name: 'Left JSON' }).fill(JSON.stringify(left))
  await page.getByRole('textbox', { name: 'Right JSON' }).fill(JSON.stringify(right))
  await expect(page.getByTestId('diff-tree').locator('[data-kind=type]')).toHaveCount(payloads.length)
  await expect(page.getByTestId('diff-tree')).toContainText('<iframe srcdoc=')
  await page.getByRole('button', { name: 'Path list' }).click()
  await expect(page.getByTestId('diff-list').getByRole('listitem')).toHaveCount(payloads.length)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(await page.locator('#hostile-link, #hostile-button').count()).toBe(0)
  expect(watch.foreignRequests).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

function bigDoc(n: number, change: boolean): string {
  const items = Array.from({ length: n }, (_, i) => ({
    id: i,
    name: `item ${i}`,
    price: change && i % 1000 === 0 ? i + 0.5 : i,
    tags: ['a', 'b'],
  }))
  return JSON.stringify({ items, total: n })
}

test('json-diff compares big files in the background and can be cancelled', async ({ page }) => {
  await gotoTool(page, 'json-diff')
  const left = bigDoc(6000, false)
  const right = bigDoc(6000, true)
  expect(left.length).toBeGreaterThan(200_000)
  await page.getByTestId('left-file-input').setInputFiles({
    name: 'before.json',
    mimeType: 'application/json',
    buffer: Buffer.from(left),
  })
  await page.getByTestId('right-file-input').setInputFiles({
    name: 'after.json',
    mimeType: 'application/json',
    buffer: Buffer.from(right),
  })
  await expect(page.getByTestId('left-held')).toContainText('before.json')
  await expect(page.getByTestId('right-held')).toContainText('after.json')
  await expect(page.getByTestId('diff-summary')).toHaveText('6 differences · 0 added · 0 removed · 6 changed', {
    timeout: 30_000,
  })
  await page.getByRole('button', { name: 'Path list' }).click()
  await expect(page.getByTestId('diff-list').getByRole('listitem').first()).toHaveText('~ $.items[0].price: 0 → 0.5')

  // Cancel is pressed the moment it appears (from inside the page, so the test does not race the worker).
  const pressCancel = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          const cancel = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Cancel')
          if (cancel) {
            observer.disconnect()
            cancel.click()
            resolve(true)
          }
        })
        observer.observe(document.body, { childList: true, subtree: true })
      }),
  )
  await page.getByTestId('right-file-input').setInputFiles({
    name: 'huge-after.json',
    mimeType: 'application/json',
    buffer: Buffer.from(bigDoc(60_000, true)),
  })
  expect(await pressCancel).toBe(true)
  await expect(page.getByTestId('right-held')).toContainText('huge-after.json')
  await expect(page.getByRole('status').filter({ hasText: 'Comparison cancelled' })).toBeVisible()
  await expectToast(page, 'Cancelled', 'The comparison was stopped')
  await expect(page.getByTestId('diff-summary')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Compare again' }).click()
  await expect(page.getByTestId('diff-summary')).toHaveText('54007 differences · 54000 added · 0 removed · 7 changed', {
    timeout: 30_000,
  })
})

test('json-diff passes the page gates with a diff shown', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'json-diff')
  await page.getByRole('button', { name: 'Load example' }).click()
  await expect(page.getByTestId('diff-tree')).toBeVisible()
  await expectFilledPageGates(page)
  await page.getByRole('textbox', { name: 'Right JSON' }).fill('{"broken": ')
  await expect(page.getByTestId('right-error-position')).toBeVisible()
  expect(await seriousAxeViolations(page), 'axe with a parse error, dark').toEqual([])
})
