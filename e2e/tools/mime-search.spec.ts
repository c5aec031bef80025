import { readFileSync } from 'node:fs'
import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const db = JSON.parse(readFileSync('node_modules/mime-db/db.json', 'utf8')) as Record<string, { extensions?: string[] }>
const total = Object.keys(db).length.toLocaleString('en')

test('mime-search finds a type by extension and copies it', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'mime-search')
  await expect(page.getByTestId('mime-count')).toHaveText(`${total} of ${total} types`)
  const search = page.getByRole('searchbox', { name: 'Extension or MIME type' })
  await search.fill('.PNG')
  const first = page.getByTestId('mime-result').first()
  await expect(first.getByTestId('mime-type')).toHaveText('image/png')
  await expect(first).toContainText('Extension .png')
  await expect(first.getByTestId('mime-extensions')).toHaveText('.png')
  await expect(first.getByTestId('mime-compressible')).toHaveText('No')
  await expect(first.getByTestId('mime-source')).toHaveText('IANA')

  await page.getByRole('button', { name: 'Copy image/png', exact: true }).click()
  await expectToast(page, 'Copied!', 'image/png copied to clipboard')
  expect(await readClipboard(page)).toBe('image/png')
  await page.getByRole('button', { name: 'Copy the Content-Type header for image/png', exact: true }).click()
  await expectToast(page, 'Copied!', 'Content-Type header copied to clipboard')
  expect(await readClipboard(page)).toBe('Content-Type: image/png')

  // A file name works too.
  await search.fill('Quarterly Report.PDF')
  await expect(page.getByTestId('mime-type').first()).toHaveText('application/pdf')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('mime-search finds extensions by type, lists every type of an extension', async ({ page }) => {
  await gotoTool(page, 'mime-search')
  const search = page.getByRole('searchbox', { name: 'Extension or MIME type' })
  await search.fill('application/json')
  const json = page.getByTestId('mime-result').first()
  await expect(json.getByTestId('mime-type')).toHaveText('application/json')
  await expect(json).toContainText('Exact type')
  await expect(json.getByTestId('mime-extensions')).toContainText('.json')
  await expect(json.getByTestId('mime-charset')).toHaveText('UTF-8')
  await expect(json.getByTestId('mime-compressible')).toHaveText('Yes')
  await page.getByRole('button', { name: 'Copy the Content-Type header for application/json', exact: true }).click()
  expect(await readClipboard(page)).toBe('Content-Type: application/json; charset=utf-8')

  await page.getByRole('button', { name: 'Search for image/' }).click()
  await expect(search).toHaveValue('image/')
  const imageCount = Object.keys(db).filter((t) => t.startsWith('image/')).length
  await expect(page.getByTestId('mime-count')).toHaveText(`${imageCount} of ${total} types`)
  const typesShown = await page.getByTestId('mime-type').allTextContents()
  expect(typesShown.length).toBeGreaterThan(10)
  expect(typesShown.every((t) => t.startsWith('image/'))).toBe(true)

  await search.fill('mp4')
  const mp4Types = Object.entries(db)
    .filter(([, r]) => r.extensions?.includes('mp4'))
    .map(([t]) => t)
  expect(mp4Types.length).toBeGreaterThan(1)
  for (const t of mp4Types) {
    await expect(page.getByTestId('mime-result').filter({ hasText: t }).first()).toContainText('Extension .mp4')
  }
})

test('mime-search filters, pages and says when nothing matches', async ({ page }) => {
  await gotoTool(page, 'mime-search')
  await expect(page.getByTestId('mime-result')).toHaveCount(100)
  await page.getByRole('button', { name: /Show more/ }).click()
  await expect(page.getByTestId('mime-result')).toHaveCount(200)

  await page.getByRole('combobox', { name: 'Top-level type' }).click()
  await page.getByRole('option', { name: 'font', exact: true }).click()
  await page.getByText('Only types with extensions').click()
  const fonts = Object.entries(db).filter(([t, r]) => t.startsWith('font/') && r.extensions?.length)
  await expect(page.getByTestId('mime-count')).toHaveText(`${fonts.length} of ${total} types`)
  await expect(page.getByTestId('mime-type')).toHaveText(fonts.map(([t]) => t).sort())

  await page.getByRole('combobox', { name: 'Source' }).click()
  await page.getByRole('option', { name: 'nginx' }).click()
  await page.getByRole('combobox', { name: 'Top-level type' }).click()
  await page.getByRole('option', { name: 'All types' }).click()
  const sources = await page.getByTestId('mime-source').allTextContents()
  expect(sources.length).toBeGreaterThan(0)
  expect(new Set(sources)).toEqual(new Set(['nginx']))

  await page.getByRole('searchbox', { name: 'Extension or MIME type' }).fill('zzqqxx')
  await expect(page.getByText('No MIME type matches “zzqqxx”')).toBeVisible()
  await expect(page.getByTestId('mime-count')).toHaveText(`0 of ${total} types`)
})

test('mime-search shows a hostile query as text', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'mime-search')
  const search = page.getByRole('searchbox', { name: 'Extension or MIME type' })
  for (const payload of [xssPayloads.imgOnerror, xssPayloads.script, xssPayloads.svgOnload]) {
    await search.fill(payload)
    await expect(page.getByText(`No MIME type matches “${payload}”`)).toBeVisible()
  }
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('mime-search passes the page gates with results shown', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'mime-search')
  await page.getByRole('searchbox', { name: 'Extension or MIME type' }).fill('application/vnd.openxmlformats')
  await expect(page.getByTestId('mime-result').first()).toBeVisible()
  await expectFilledPageGates(page)
})
