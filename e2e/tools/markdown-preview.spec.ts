import { hostileMarkdown, PWNED_CHECK } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const MARKDOWN = `# Hello GFM

- [x] done task
- [ ] open task

| Name | Qty |
| ---- | --: |
| Tea  | 2   |

~~old~~ and https://example.com/docs

\`\`\`ts
const answer: number = 42
\`\`\`
`

test('markdown-preview renders GitHub-flavoured Markdown, copies and downloads the HTML', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'markdown-preview')
  const preview = page.getByTestId('markdown-preview')
  // The sample is rendered on arrival.
  await expect(preview.getByRole('heading', { name: 'Project notes' })).toBeVisible()

  await page.getByLabel('Markdown input').fill(MARKDOWN)
  await expect(preview.getByRole('heading', { level: 1, name: 'Hello GFM' })).toBeVisible()
  await expect(preview.getByRole('checkbox', { name: 'Done task' })).toBeChecked()
  await expect(preview.getByRole('checkbox', { name: 'Open task' })).not.toBeChecked()
  await expect(preview.getByRole('cell', { name: 'Tea' })).toBeVisible()
  await expect(preview.locator('del')).toHaveText('old')
  await expect(preview.getByRole('link', { name: 'https://example.com/docs' })).toHaveAttribute(
    'href',
    'https://example.com/docs',
  )
  await expect(preview.locator('pre code')).toHaveText('const answer: number = 42')

  await page.getByRole('button', { name: 'Copy HTML' }).click()
  await expectToast(page, 'Copied!', 'HTML copied to clipboard')
  const html = await readClipboard(page)
  expect(html).toContain('<h1>Hello GFM</h1>')
  expect(html).toContain('<del>old</del>')
  expect(html).toContain('<td align="right">2</td>')

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('markdown-output.html')
  expect(file.text()).toMatch(/^<!DOCTYPE html>/)
  expect(file.text()).toContain('<title>Hello GFM</title>')
  expect(file.text()).toContain(html)
  await expectToast(page, 'Downloaded!', 'HTML file saved successfully')

  // Preview mode hides the editor; split brings it back.
  await expect(page.getByRole('button', { name: 'Split' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByLabel('Markdown input')).toHaveCount(0)
  await expect(preview.getByRole('heading', { name: 'Hello GFM' })).toBeVisible()
  await page.getByRole('button', { name: 'Split' }).click()
  await expect(page.getByLabel('Markdown input')).toHaveValue(MARKDOWN)

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByTestId('markdown-preview-empty')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy HTML' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled()
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('markdown-preview never runs hostile input and makes no outside request', async ({ page }) => {
  const watch = await watchPage(page)
  const requests: string[] = []
  await gotoTool(page, 'markdown-preview')
  page.on('request', (r) => requests.push(r.url()))
  await page.getByLabel('Markdown input').fill(hostileMarkdown)
  const preview = page.getByTestId('markdown-preview')
  await expect(preview.getByRole('heading', { name: 'Title' })).toBeVisible()

  // Nothing dangerous reached the DOM.
  const bad = await preview.evaluate((root) => {
    const found: string[] = []
    for (const el of Array.from(root.querySelectorAll('*'))) {
      if (['script', 'iframe', 'object', 'embed', 'style', 'meta', 'form', 'svg', 'img'].includes(el.localName)) {
        found.push(el.localName)
      }
      for (const a of Array.from(el.attributes)) {
        if (a.name.startsWith('on') || a.name === 'style' || /javascript:/i.test(a.value))
          found.push(`${el.localName}[${a.name}]`)
      }
    }
    return found
  })
  expect(bad).toEqual([])

  // Clicking what the attacker hoped a user would click does nothing.
  await preview.getByText('click me').click()
  await preview.getByText('click', { exact: true }).click()
  await preview.locator('summary').click()
  await page.waitForTimeout(500)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(page.url()).toContain('/tools/markdown-preview')
  expect(watch.foreignRequests).toEqual([])
  expect(requests.filter((u) => !u.startsWith(new URL(page.url()).origin))).toEqual([])
  expect(requests.filter((u) => /\/x$|attacker/.test(u))).toEqual([])
  expect(watch.cspViolations).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
