// Text Diff Viewer in real Chromium: a minimal line diff from the worker, the three views, the patch that GNU
// patch applies, copy/swap/clear toasts, large texts diffed off the main thread and rendered virtualised.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SAMPLE_MODIFIED, SAMPLE_ORIGINAL } from '../../src/tools/diff-viewer/diff-viewer'
import { hostileHtml, PWNED_CHECK } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

/** Sets a big value the way a paste does (one input event), through the element's native setter. */
async function setValue(page: Page, label: string, value: string) {
  await page.getByLabel(label).evaluate((area, v) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
    setter?.call(area, v)
    area.dispatchEvent(new Event('input', { bubbles: true }))
  }, value)
}

/** Replaces a text that is already large (shown as a summary): Clear, then set the new value at once. */
async function setValueLarge(page: Page, label: string, value: string) {
  await page.getByRole('button', { name: `Clear ${label}` }).click()
  await setValue(page, label, value)
}

const stat = (page: Page, name: 'added' | 'removed' | 'equal') => page.getByTestId(`stat-${name}`)

test('one line inserted at the top of 1,000 lines is exactly 1 added line', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'diff-viewer')
  const original = Array.from({ length: 1000 }, (_, i) => `Line number ${i + 1}`).join('\n')
  await page.getByLabel('Original').fill(original)
  await page.getByLabel('Modified').fill(`A brand new first line\n${original}`)
  await expect(stat(page, 'added')).toHaveText('1')
  await expect(stat(page, 'removed')).toHaveText('0')
  await expect(stat(page, 'equal')).toHaveText('1,000')
  const firstRow = page.getByTestId('diff-row').first()
  await expect(firstRow).toHaveAttribute('data-type', 'added')
  await expect(firstRow).toContainText('A brand new first line')
  expect(await page.getByTestId('diff-row').count()).toBeLessThan(200)
  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('the sample diffs in three views; the downloaded patch applies with patch; copy gives the same text', async ({
  page,
}) => {
  await gotoTool(page, 'diff-viewer')
  await expect(page.getByRole('button', { name: 'Download Patch' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Copy Diff' })).toBeDisabled()
  await page.getByRole('button', { name: 'Load Sample' }).click()
  await expect(stat(page, 'added')).toHaveText('4')
  await expect(stat(page, 'removed')).toHaveText('3')
  await expect(stat(page, 'equal')).toHaveText('8')

  // Side by side: paired changed lines with the changed words marked.
  const changed = page.locator('[data-testid=diff-row][data-type=changed]')
  await expect(changed).toHaveCount(3)
  await expect(changed.first().locator('span', { hasText: /^npm$/ })).toBeVisible()
  await expect(changed.first().locator('span', { hasText: /^pnpm$/ })).toBeVisible()
  await expect(page.locator('[data-testid=diff-row][data-type=added]')).toContainText('Set HOST to listen')

  await page.getByRole('tab', { name: 'Unified' }).click()
  await expect(page.locator('[data-testid=diff-row][data-type=removed]')).toHaveCount(3)
  await expect(page.locator('[data-testid=diff-row][data-type=added]')).toHaveCount(4)
  await page.getByRole('tab', { name: 'Inline' }).click()
  await expect(page.locator('[data-testid=diff-row][data-type=changed]').first().locator('del')).toHaveText('npm')
  await expect(page.locator('[data-testid=diff-row][data-type=changed]').first().locator('ins')).toHaveText('pnpm')

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download Patch' }).click())
  await expectToast(page, 'Diff downloaded')
  expect(file.name).toBe('diff.patch')
  const patch = file.text()
  expect(patch.startsWith('--- a/original.txt\n+++ b/modified.txt\n@@ ')).toBe(true)
  const dir = mkdtempSync(join(tmpdir(), 'lk-diff-e2e-'))
  try {
    writeFileSync(join(dir, 'original.txt'), SAMPLE_ORIGINAL)
    writeFileSync(join(dir, 'diff.patch'), file.bytes)
    execFileSync('patch', ['-s', '-o', join(dir, 'out.txt'), join(dir, 'original.txt'), join(dir, 'diff.patch')])
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe(SAMPLE_MODIFIED)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }

  await page.getByRole('button', { name: 'Copy Diff' }).click()
  await expectToast(page, 'Diff copied!')
  expect(await readClipboard(page)).toBe(patch)
})

test('a patch without a final newline applies too', async ({ page }) => {
  await gotoTool(page, 'diff-viewer')
  await page.getByLabel('Original').fill('alpha\nbeta\ngamma')
  await page.getByLabel('Modified').fill('alpha\nBETA\ngamma\n')
  await expect(stat(page, 'added')).toHaveText('2')
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download Patch' }).click())
  expect(file.text()).toContain('\\ No newline at end of file')
  const dir = mkdtempSync(join(tmpdir(), 'lk-diff-e2e-'))
  try {
    writeFileSync(join(dir, 'original.txt'), 'alpha\nbeta\ngamma')
    writeFileSync(join(dir, 'diff.patch'), file.bytes)
    execFileSync('patch', ['-s', '-o', join(dir, 'out.txt'), join(dir, 'original.txt'), join(dir, 'diff.patch')])
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('alpha\nBETA\ngamma\n')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('swap, clear and the ignore options', async ({ page }) => {
  await gotoTool(page, 'diff-viewer')
  await page.getByLabel('Original').fill('Hello  World\nsecond\n')
  await page.getByLabel('Modified').fill('hello world\nsecond\n')
  await expect(stat(page, 'removed')).toHaveText('1')
  await page.getByText('Ignore whitespace').click()
  await expect(stat(page, 'removed')).toHaveText('1')
  await page.getByText('Ignore case').click()
  await expect(stat(page, 'removed')).toHaveText('0')
  await expect(page.getByText('No differences (with the ignore options on).')).toBeVisible()

  await page.getByRole('button', { name: 'Swap Texts' }).click()
  await expectToast(page, 'Texts swapped')
  await expect(page.getByLabel('Original')).toHaveValue('hello world\nsecond\n')
  await expect(page.getByLabel('Modified')).toHaveValue('Hello  World\nsecond\n')

  await page.getByRole('button', { name: 'Clear All' }).click()
  await expectToast(page, 'Texts cleared')
  await expect(page.getByLabel('Original')).toHaveValue('')
  await expect(page.getByLabel('Modified')).toHaveValue('')
  await expect(page.getByText('Nothing to compare yet')).toBeVisible()
})

test('two 50,000-line texts diff off the main thread and render virtualised; an edit cancels a running diff', async ({
  page,
}) => {
  await gotoTool(page, 'diff-viewer')
  // Fill both areas from the page itself (typing 2 MB through the protocol would measure the test, not the tool).
  const lines = (edited: boolean) =>
    Array.from({ length: 50_000 }, (_, i) => `export const item${i} = { id: ${i}, label: 'row ${i}' }`)
      .map((l, i) => (edited && i % 100 === 7 ? `${l} // edited` : l))
      .join('\n')
  await setValue(page, 'Original', lines(false))
  await setValue(page, 'Modified', lines(true))
  await expect(stat(page, 'added')).toHaveText('500')
  await expect(stat(page, 'removed')).toHaveText('500')
  await expect(stat(page, 'equal')).toHaveText('49,500')
  expect(await page.getByTestId('diff-row').count()).toBeLessThan(200)

  // The big texts are kept out of the edit boxes, which show a summary instead.
  await expect(page.getByTestId('large-text')).toHaveCount(2)
  await expect(page.getByTestId('large-text').first()).toContainText('Large text: 50,000 lines')

  // A new text while a diff is computing: the stale diff is cancelled and the last text wins.
  await setValueLarge(page, 'Modified', `head\n${lines(true)}`)
  await setValueLarge(page, 'Modified', `head\nhead 2\n${lines(true)}`)
  await expect(stat(page, 'added')).toHaveText('502')
  await expect(stat(page, 'removed')).toHaveText('500')
  await expect(stat(page, 'equal')).toHaveText('49,500')
  await expect(page.getByTestId('diff-row').first()).toContainText('head')
})

test('hostile text is shown as text, never run', async ({ page }) => {
  await gotoTool(page, 'diff-viewer')
  await page.getByLabel('Original').fill('plain\n')
  await page.getByLabel('Modified').fill(`plain\n${hostileHtml}\n`)
  await expect(page.locator('[data-testid=diff-row][data-type=added]').first()).toContainText('<script>')
  await page.waitForTimeout(300)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
})
