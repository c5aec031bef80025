// markdown-toc in Chromium: the sample's TOC with GitHub anchors, level range and numbered style, copy and download,
// documents without headings, and hostile heading text shown as text.

import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('builds a linked TOC, follows the options, copies and downloads it', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'markdown-toc')
  await expect(page.getByRole('button', { name: 'Download TOC' })).toBeDisabled()
  await page.getByRole('button', { name: 'Load Sample' }).click()
  await expect(page.getByTestId('toc-found')).toHaveText('10')
  const output = page.getByRole('region', { name: 'TOC Markdown' })
  await expect(output).toContainText('- [Project Title](#project-title)')
  await expect(output).toContainText('    - [Options & Defaults](#options--defaults)')
  await expect(output).toContainText('  - [Errors and warnings](#errors-and-warnings)')
  await expect(output).toContainText('    - [Usage](#usage-1)')
  await expect(output).not.toContainText('comment in code')

  await choose(page, 'From level', 'H2')
  await choose(page, 'To level', 'H2')
  await choose(page, 'List style', 'Numbered (1.)')
  await expect(page.getByTestId('toc-kept')).toHaveText('4')
  await page.getByRole('button', { name: 'Copy TOC' }).click()
  await expectToast(page, 'Copied!', 'Table of contents copied to clipboard')
  expect(await readClipboard(page)).toBe(
    '1. [Getting Started](#getting-started)\n1. [API Reference](#api-reference)\n1. [Errors and warnings](#errors-and-warnings)\n1. [FAQ](#faq)',
  )

  await choose(page, 'To level', 'H3')
  await page.getByText('Link to the headings').click()
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download TOC' }).click())
  expect(file.name).toBe('toc.md')
  expect(file.bytes.toString().split('\n').slice(0, 4)).toEqual([
    '1. Getting Started',
    '   1. Install',
    '   1. Usage',
    '1. API Reference',
  ])
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('says when there are no headings, and shows hostile heading text as text', async ({ page }) => {
  await gotoTool(page, 'markdown-toc')
  const input = page.getByLabel('Markdown document')
  await input.fill('Just a paragraph.\n\n```\n# not a heading\n```')
  await expect(page.getByText('No headings found.')).toBeVisible()
  await input.fill(`# Intro\n\n## ${xssPayloads.imgOnerror}\n\n## ${xssPayloads.script}`)
  // Tags are dropped from heading text (as GitHub does): the img heading is empty, the script's text stays text.
  await expect(page.getByTestId('toc-found')).toHaveText('2')
  await expect(page.getByRole('region', { name: 'TOC Markdown' })).toContainText('window.__pwned = "script"')
  await input.fill(`# Intro\n\n## Safe [link](javascript:alert(1)) ${xssPayloads.svgOnload}`)
  await expect(page.getByRole('region', { name: 'TOC Markdown' })).toContainText('[Safe link](#safe-link)')
  await page.waitForTimeout(300)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  await choose(page, 'From level', 'H4')
  await expect(page.getByText('No heading is within the chosen levels.')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'To level' })).toHaveText(/H4/)
})
