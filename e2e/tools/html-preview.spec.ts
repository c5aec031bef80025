import { buildStandaloneHtml } from '../../src/tools/html-preview/html-preview'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, siteOrigin, startMainThreadProbe, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const frameSel = '[data-testid="preview-frame"]'

async function openWithoutAutoRun(page: Page) {
  await gotoTool(page, 'html-preview')
  await page.getByText('Run as I type').click()
  await expect(page.locator('[data-state]', { hasText: 'Run as I type' }).first()).toHaveAttribute(
    'data-state',
    'unchecked',
  )
}

async function setCode(page: Page, code: { html?: string; css?: string; js?: string }) {
  await page.getByLabel('HTML', { exact: true }).fill(code.html ?? '')
  await page.getByLabel('CSS', { exact: true }).fill(code.css ?? '')
  await page.getByLabel('JavaScript', { exact: true }).fill(code.js ?? '')
}

const consoleEntries = (page: Page) => page.getByTestId('console-entry')

test('html-preview runs the panes in the sandbox and shows console output with line numbers', async ({ page }) => {
  const watch = await watchPage(page)
  await openWithoutAutoRun(page)
  await setCode(page, {
    html: '<h1 id="title">Hello sandbox</h1>\n<script>\n  missingInHtml()\n</script>',
    css: 'h1 { color: rgb(255, 0, 0); }',
    js: [
      "console.log('hello', 1 + 1, { a: [1, 2] })",
      "console.info('info line')",
      "console.warn('careful')",
      "console.error('bad thing')",
      "Promise.reject(new Error('nope'))",
      'setTimeout(() => { undefinedFunction() }, 0)',
      "console.log('<b>not bold</b>')",
    ].join('\n'),
  })
  await page.getByRole('button', { name: 'Run', exact: true }).click()
  const frame = page.frameLocator(frameSel)
  await expect(frame.locator('#title')).toHaveText('Hello sandbox')
  await expect(frame.locator('#title')).toHaveCSS('color', 'rgb(255, 0, 0)')
  await expect(page.getByTestId('preview-status')).toHaveText('Running')

  const entries = consoleEntries(page)
  await expect(entries).toHaveCount(8)
  // The HTML pane's script ran first: its error points at its own line in that pane.
  await expect(entries.nth(0)).toContainText('Uncaught ReferenceError: missingInHtml is not defined')
  await expect(entries.nth(0).getByTestId('console-position')).toHaveText('HTML line 3:3')
  await expect(entries.nth(1)).toContainText('hello 2 {a: [1, 2]}')
  await expect(entries.nth(1)).toHaveAttribute('data-level', 'log')
  await expect(entries.nth(2)).toHaveAttribute('data-level', 'info')
  await expect(entries.nth(3)).toContainText('Warning: careful')
  await expect(entries.nth(4)).toHaveAttribute('data-level', 'error')
  await expect(entries.nth(5)).toContainText('<b>not bold</b>') // text, never HTML
  await expect(page.getByTestId('console').locator('b')).toHaveCount(0)
  await expect(page.getByTestId('console')).toContainText('Uncaught (in promise) Error: nope')
  await expect(entries.filter({ hasText: 'Error: nope' }).getByTestId('console-position')).toHaveText('JS line 5:16')
  // An error thrown later, from a timer, still says where.
  const uncaught = entries.filter({ hasText: 'undefinedFunction is not defined' })
  await expect(uncaught).toContainText('Uncaught ReferenceError')
  await expect(uncaught.getByTestId('console-position')).toHaveText('JS line 6:20')

  // Device widths.
  await page.getByRole('button', { name: '360 px' }).click()
  await expect.poll(async () => (await page.locator(frameSel).boundingBox())?.width).toBe(360)
  await page.getByRole('button', { name: '768 px' }).click()
  await expect.poll(async () => (await page.locator(frameSel).boundingBox())?.width).toBe(768)
  await page.getByRole('button', { name: '1280 px' }).click()
  await expect.poll(async () => (await page.locator(frameSel).boundingBox())?.width).toBe(1280)
  expect(await frame.locator('body').evaluate(() => window.innerWidth)).toBe(1280)

  // Playwright reports the frame's uncaught errors too: exactly the three the user's code made, none of the editor's.
  expect([...watch.pageErrors].sort()).toEqual([
    'missingInHtml is not defined',
    'nope',
    'undefinedFunction is not defined',
  ])
  expect(watch.foreignRequests).toEqual([])
  await expectFilledPageGates(page)
})

test('html-preview: code in the preview cannot read site storage or cookies, fetch, navigate the top page or open popups', async ({
  page,
  context,
}) => {
  // Chromium reports a request the CSP refused as a request that failed with ERR_BLOCKED_BY_CSP: what counts is a
  // request that went out (reached the router below) or came back.
  const foreignAttempts: string[] = []
  const leaked: string[] = []
  const answered: string[] = []
  const fromFrame = (req: { url(): string; frame(): unknown }) => {
    const url = req.url()
    if (url.startsWith('data:') || url.startsWith('blob:')) return null
    if (new URL(url).origin !== siteOrigin) return url
    return req.frame() !== page.mainFrame() && !url.includes('/sandbox/html-preview') ? url : null
  }
  context.on('request', (req) => {
    const url = fromFrame(req)
    if (url) foreignAttempts.push(url)
  })
  context.on('requestfinished', (req) => {
    const url = fromFrame(req)
    if (url) answered.push(url)
  })
  // Nothing may reach the internet even if a request slipped through: answer it here, and count it.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    leaked.push(route.request().url())
    return route.fulfill({ status: 200, body: 'leaked' })
  })
  let popups = 0
  context.on('page', () => popups++)

  await gotoTool(page, 'html-preview')
  await page.evaluate(() => localStorage.setItem('secret-key', 'SITE-SECRET'))
  await context.addCookies([{ name: 'session', value: 'SITE-COOKIE', url: siteOrigin }])
  // The site itself sees both.
  expect(await page.evaluate(() => document.cookie)).toContain('session=SITE-COOKIE')
  await page.getByText('Run as I type').click()
  await setCode(page, {
    html: '<form action="https://example.com/form" method="post"><input name="q" value="x"></form>',
    js: [
      'const out = []',
      "try { out.push('storage:' + localStorage.getItem('secret-key')) } catch (e) { out.push('storage blocked: ' + e.name) }",
      "try { out.push('cookie:' + document.cookie) } catch (e) { out.push('cookie blocked: ' + e.name) }",
      "try { out.push('parent:' + parent.document.title) } catch (e) { out.push('parent blocked: ' + e.name) }",
      "try { out.push('parent storage:' + parent.localStorage.getItem('secret-key')) } catch (e) { out.push('parent storage blocked: ' + e.name) }",
      "console.log(out.join(' | '))",
      "console.log('popup:', window.open('https://example.com/popup'))",
      "fetch('https://example.com/fetch').then(() => console.log('fetch ok'), (e) => console.log('fetch failed: ' + e.name))",
      "fetch('/index.html').then(() => console.log('same-site fetch ok'), (e) => console.log('same-site fetch failed: ' + e.name))",
      "new Image().src = 'https://example.com/pixel.png'",
      "try { top.location.href = 'https://example.com/top' } catch (e) { console.log('top navigation blocked: ' + e.name) }",
      'try { document.forms[0].submit() } catch (e) { console.log("form blocked: " + e.name) }',
      "setTimeout(() => { location.href = 'https://example.com/self' }, 300)",
      "setTimeout(() => console.log('done'), 100)",
    ].join('\n'),
  })
  const before = page.url()
  await page.getByRole('button', { name: 'Run', exact: true }).click()
  const log = page.getByTestId('console')
  await expect(log).toContainText('done')
  await expect(log).toContainText('storage blocked: SecurityError')
  await expect(log).toContainText('cookie blocked: SecurityError')
  await expect(log).toContainText('parent blocked: SecurityError')
  await expect(log).toContainText('parent storage blocked: SecurityError')
  await expect(log).toContainText('popup: null')
  await expect(log).toContainText('fetch failed: TypeError')
  await expect(log).toContainText('same-site fetch failed: TypeError')
  await page.waitForTimeout(1500)
  await expect(log).not.toContainText('SITE-SECRET')
  await expect(log).not.toContainText('SITE-COOKIE')
  await expect(log).not.toContainText('fetch ok')

  expect(page.url()).toBe(before)
  expect(popups).toBe(0)
  expect(leaked).toEqual([])
  expect(answered).toEqual([])
  // The image and the fetches were attempted, and refused by the sandbox page's CSP.
  expect(foreignAttempts).toEqual(expect.arrayContaining(['https://example.com/pixel.png']))
  expect(await page.evaluate(() => localStorage.getItem('secret-key'))).toBe('SITE-SECRET')
  // The frame's own navigation to another site was refused by the editor page's frame-src: Chromium shows its error
  // page in the frame instead, and example.com was never asked (the routed count above).
  const frameUrl =
    page
      .frames()
      .find((f) => f !== page.mainFrame())
      ?.url() ?? ''
  expect(frameUrl).not.toContain('example.com')
})

test('html-preview stops an endless loop in the JS pane and says where it was', async ({ page }) => {
  await openWithoutAutoRun(page)
  await setCode(page, {
    html: '<p>looping</p>',
    js: [
      "console.log('before loop')",
      'let n = 0',
      'while (true) { n++ }',
      "console.log('after loop', n > 0)",
      // A loop that ends by itself is left alone.
      'let sum = 0',
      'for (let i = 0; i < 1e6; i++) sum += i',
      "console.log('sum', sum)",
    ].join('\n'),
  })
  await page.getByRole('button', { name: 'Run', exact: true }).click()
  const log = page.getByTestId('console')
  await expect(log).toContainText('before loop')
  const stopped = consoleEntries(page).filter({ hasText: 'Stopped a loop that ran for over 1 s' })
  await expect(stopped).toHaveAttribute('data-level', 'error')
  await expect(stopped.getByTestId('console-position')).toHaveText('JS line 3:1')
  // The loop was broken, not the page: the code after it ran, and the preview still answers.
  await expect(log).toContainText('after loop true')
  await expect(log).toContainText('sum 499999500000')
  await expect(stopped).toHaveCount(1)
  await expect(page.getByTestId('preview-status')).toHaveText('Running')
  await expect(page.frameLocator(frameSel).locator('p')).toHaveText('looping')
})

test('html-preview: an endless loop the guard cannot reach never freezes the editor; Stop recovers', async ({
  page,
}) => {
  await openWithoutAutoRun(page)
  // An inline event handler is not guarded: this loop spins for as long as the frame lives.
  await setCode(page, {
    html: '<p>looping</p>\n<img alt="" src="data:," onerror="console.log(\'before loop\'); while (true) {}">',
  })
  await page.getByRole('button', { name: 'Run', exact: true }).click()
  await expect(page.getByTestId('console')).toContainText('before loop')
  const probe = await startMainThreadProbe(page)
  await expect(page.getByTestId('preview-status')).toHaveText('Not responding', { timeout: 15_000 })
  await expect(page.getByText('The preview is not responding')).toBeVisible()

  // The editor still takes input while the preview spins: the sandboxed frame has a process of its own.
  const css = page.getByLabel('CSS', { exact: true })
  await css.click()
  await page.keyboard.type('p { color: blue }', { delay: 20 })
  await expect(css).toHaveValue('p { color: blue }')
  const roundTrip = await page.evaluate(() => {
    const t = performance.now()
    return new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now() - t)))
  })
  expect(roundTrip).toBeLessThan(1000)
  // The editor's thread was never held for long while the frame spun (a shared thread would be one task of it all).
  expect(await probe.stopShare()).toBeLessThan(0.5)

  await page.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByTestId('preview-status')).toHaveText('Stopped')
  await expect(page.locator(frameSel)).toHaveCount(0)

  await page.getByLabel('HTML', { exact: true }).fill('<p>second run</p>')
  await page.getByLabel('JavaScript', { exact: true }).fill("console.log('second run')")
  await page.getByRole('button', { name: 'Run', exact: true }).click()
  await expect(page.getByTestId('console')).toContainText('second run')
  await expect(page.getByTestId('preview-status')).toHaveText('Running')
  await expect(page.frameLocator(frameSel).locator('p')).toHaveText('second run')
  await expect(page.frameLocator(frameSel).locator('p')).toHaveCSS('color', 'rgb(0, 0, 255)')
})

test('html-preview downloads one HTML file with the three panes, and keeps the draft', async ({ page }) => {
  await openWithoutAutoRun(page)
  const code = {
    html: '<h1>Grüße</h1>',
    css: 'h1 { font-size: 2rem }',
    js: "const s = '</script>'\nconsole.log(s)",
  }
  await setCode(page, code)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download HTML' }).click())
  expect(file.name).toBe('index.html')
  expect(file.bytes.equals(Buffer.from(buildStandaloneHtml(code), 'utf8'))).toBe(true)
  expect(file.text()).toContain('<h1>Grüße</h1>')
  expect(file.text().match(/<\/script>/g)).toHaveLength(1)
  await expectToast(page, 'Downloaded!')

  await page.reload()
  await expect(page.getByLabel('HTML', { exact: true })).toHaveValue(code.html)
  await expect(page.getByLabel('CSS', { exact: true })).toHaveValue(code.css)
  await expect(page.getByLabel('JavaScript', { exact: true })).toHaveValue(code.js)
})
