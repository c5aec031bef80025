import { hostileHtml, PWNED_CHECK } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const toggle = (page: Page, label: string) => page.locator('label').filter({ hasText: label }).first().click()

const HTML = `<html><head><title>T</title><style>p { color: red }</style><script>document.title = 'ran'</script></head>
<body><h1>News &amp; notes</h1>
<p>Read   the <a href="https://example.com/post">full post</a>.<br>Thanks!</p>
<ul><li>One</li><li>Two</li></ul>
<ol><li>First</li></ol>
<p>Caf&eacute; &mdash; &lt;ok&gt;</p></body></html>`

test('html-to-text extracts readable text, follows the options, copies and downloads', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'html-to-text')
  const output = page.getByRole('region', { name: 'Plain text output' })
  await page.getByLabel('HTML input').fill(HTML)
  const expected = 'News & notes\nRead the full post.\nThanks!\n• One\n• Two\n1. First\nCafé — <ok>'
  await expect(output).toHaveText(expected)
  expect(await page.title()).not.toBe('ran')

  await toggle(page, 'Include link URLs')
  await expect(output).toContainText('Read the full post (https://example.com/post).')
  await toggle(page, 'Include link URLs')
  await toggle(page, 'Remove empty lines')
  await expect(output).toHaveText(
    'News & notes\n\nRead the full post.\nThanks!\n\n• One\n• Two\n\n1. First\n\nCafé — <ok>',
  )
  await toggle(page, 'Remove empty lines')
  await toggle(page, 'Preserve line breaks')
  await expect(output).toHaveText('News & notes Read the full post. Thanks! • One • Two 1. First Café — <ok>')
  await toggle(page, 'Preserve line breaks')
  await toggle(page, 'Preserve spaces')
  await expect(output).toContainText('Read   the full post.')
  await toggle(page, 'Preserve spaces')
  await toggle(page, 'Include links')
  await expect(output).toContainText('Read the .')
  await expect(page.getByRole('checkbox', { name: 'Include link URLs' })).toBeDisabled()
  await toggle(page, 'Include links')
  await expect(output).toHaveText(expected)

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Text copied to clipboard')
  expect(await readClipboard(page)).toBe(expected)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('extracted-text.txt')
  expect(file.text()).toBe(expected)
  await expectToast(page, 'Downloaded!', 'Text file saved successfully')

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled()
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('html-to-text converts the sample at once, edits after 300 ms and option changes after 100 ms', async ({
  page,
}) => {
  await page.clock.install()
  await gotoTool(page, 'html-to-text')
  await expect(page.getByRole('button', { name: 'Load Sample' })).toBeVisible()
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 1000)
  const output = page.getByRole('region', { name: 'Plain text output' })
  await page.getByRole('button', { name: 'Load Sample' }).click()
  await page.clock.runFor(1)
  await expect(output).toContainText('Release notes — version 2.0')
  await expect(output).toContainText('  1. Works without a network')
  await expect(output).not.toContainText('never runs')

  const box = page.getByLabel('HTML input')
  await box.fill('<p>first</p><p><a href="/a">link</a></p>')
  await page.clock.runFor(290)
  await expect(output).toContainText('Release notes')
  await page.clock.runFor(20)
  await expect(output).toHaveText('first\nlink')

  await toggle(page, 'Include link URLs')
  await page.clock.runFor(90)
  await expect(output).toHaveText('first\nlink')
  await page.clock.runFor(20)
  await expect(output).toHaveText('first\nlink (/a)')
})

test('html-to-text never runs hostile HTML and loads none of its images', async ({ page }) => {
  const watch = await watchPage(page)
  const requests: string[] = []
  await gotoTool(page, 'html-to-text')
  page.on('request', (r) => requests.push(r.url()))
  const html = `${hostileHtml}
<img src="/pixel-same-origin.png" alt="p"><img src="https://attacker.example/pixel.png">
<picture><source srcset="/pixel-source.webp"></picture><video poster="/pixel-poster.png"></video>
<link rel="stylesheet" href="/pixel.css"><p>visible text</p>`
  await page.getByLabel('HTML input').fill(html)
  const output = page.getByRole('region', { name: 'Plain text output' })
  await expect(output).toContainText('visible text')
  await expect(output).toContainText('click me')
  await page.waitForTimeout(500)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(requests.filter((u) => /pixel|attacker|\/x$/.test(u))).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
