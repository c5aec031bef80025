import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const SENTENCE = /^An? .+ story\. [A-Z].+ must .+\. But .+\.$/
const part = (page: Page, name: string) => page.getByTestId(`part-${name}`).getByTestId('part-value')

test('story-prompt locks parts, rerolls the rest, keeps history, copies and downloads', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'story-prompt')
  const prompt = page.getByTestId('prompt-text')
  await expect(prompt).toHaveText(SENTENCE)
  await expect(page.getByTestId('history-item')).toHaveCount(1)

  await page.getByRole('button', { name: 'Lock genre' }).click()
  await page.getByRole('button', { name: 'Lock setting' }).click()
  await expect(page.getByRole('button', { name: 'Lock genre' })).toHaveAttribute('aria-pressed', 'true')
  const genre = await part(page, 'genre').textContent()
  const setting = await part(page, 'setting').textContent()
  for (let i = 0; i < 5; i++) {
    const character = await part(page, 'character').textContent()
    const twist = await part(page, 'twist').textContent()
    await page.getByRole('button', { name: 'New prompt' }).click()
    await expect(part(page, 'character')).not.toHaveText(character ?? '')
    await expect(part(page, 'twist')).not.toHaveText(twist ?? '')
    await expect(part(page, 'genre')).toHaveText(genre ?? '')
    await expect(part(page, 'setting')).toHaveText(setting ?? '')
    await expect(prompt).toHaveText(SENTENCE)
    await expect(prompt).toContainText(`${setting} must`)
  }
  await expect(page.getByTestId('history-item')).toHaveCount(6)

  // One part on its own; a locked part cannot be rerolled.
  const conflict = await part(page, 'conflict').textContent()
  const character = await part(page, 'character').textContent()
  await page.getByRole('button', { name: 'New conflict' }).click()
  await expect(part(page, 'conflict')).not.toHaveText(conflict ?? '')
  await expect(part(page, 'character')).toHaveText(character ?? '')
  await expect(page.getByRole('button', { name: 'New genre' })).toBeDisabled()

  for (const name of ['character', 'conflict', 'twist'])
    await page.getByRole('button', { name: `Lock ${name}` }).click()
  await expect(page.getByRole('button', { name: 'New prompt' })).toBeDisabled()
  await page.getByRole('button', { name: 'Lock genre' }).click()
  await expect(page.getByRole('button', { name: 'New prompt' })).toBeEnabled()

  const text = await prompt.textContent()
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Prompt copied to clipboard')
  expect(await readClipboard(page)).toBe(text)

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download history' }).click())
  expect(file.name).toBe('writing-prompts.txt')
  const prompts = file.text().trimEnd().split('\n\n')
  expect(prompts).toHaveLength(7)
  for (const p of prompts) expect(p).toMatch(SENTENCE)
  expect(prompts.at(-1)).toBe(text)

  await page.getByRole('button', { name: 'Clear history' }).click()
  await expect(page.getByTestId('history-item')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Download history' })).toBeDisabled()

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})
