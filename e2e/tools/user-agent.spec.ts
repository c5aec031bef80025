import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('user-agent parses the visitor, examples and pasted strings, and copies JSON', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'user-agent')
  const own = await page.evaluate(() => navigator.userAgent)
  const box = page.getByLabel('User-agent to parse')
  await expect(box).toHaveValue(own)
  await expect(page.getByText('This is your own browser’s user agent.')).toBeVisible()
  // Playwright's Chromium on Linux x86_64 (headless or not).
  await expect(page.getByTestId('ua-browser')).toContainText('Chrom')
  await expect(page.getByTestId('ua-engine')).toContainText('Blink')
  await expect(page.getByTestId('ua-os')).toContainText('Linux')
  await expect(page.getByTestId('ua-cpu')).not.toHaveText('—')
  // Chromium offers high-entropy Client Hints on this secure origin.
  await page.getByText('Client Hints from your browser').click()
  await expect(page.getByTestId('ua-hints')).toContainText('Platform')
  await expect(page.getByTestId('ua-hints')).toContainText('Brand: Chromium')
  await page.getByRole('button', { name: 'Copy JSON' }).click()
  await expectToast(page, 'Copied!', 'JSON copied to clipboard')
  const ownJson = JSON.parse(await readClipboard(page))
  expect(ownJson.ua).toBe(own)
  expect(ownJson.clientHints.platform).toBe('Linux')

  await page.getByRole('button', { name: 'Chrome on Android (Samsung)' }).click()
  await expect(page.getByTestId('ua-summary')).toHaveText('Chrome on Android')
  await expect(page.getByTestId('ua-browser')).toHaveText('Chrome 131.0.6778.135')
  await expect(page.getByTestId('ua-os')).toHaveText('Android 14')
  await expect(page.getByTestId('ua-device')).toHaveText('Mobile')
  await expect(page.getByTestId('ua-vendor')).toHaveText('Samsung')
  await expect(page.getByTestId('ua-model')).toHaveText('SM-S918B')

  await page.getByRole('button', { name: 'PlayStation 5' }).click()
  await expect(page.getByTestId('ua-device')).toHaveText('Console')
  await expect(page.getByTestId('ua-model')).toHaveText('PlayStation 5')

  await box.fill('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')
  await expect(page.getByTestId('ua-device')).toHaveText('Bot')
  await expect(page.getByTestId('ua-bot')).toHaveText('Bingbot')

  await box.fill('Mozilla/5.0 (X11; Linux aarch64; rv:133.0) Gecko/20100101 Firefox/133.0')
  await expect(page.getByTestId('ua-browser')).toHaveText('Firefox 133.0')
  await expect(page.getByTestId('ua-engine')).toHaveText('Gecko 133.0')
  await expect(page.getByTestId('ua-cpu')).toHaveText('arm64')
  await expect(page.getByTestId('ua-device')).toHaveText('Desktop')

  await page.getByRole('button', { name: 'Copy JSON' }).click()
  await expectToast(page, 'Copied!', 'JSON copied to clipboard')
  const json = JSON.parse(await readClipboard(page))
  expect(json.browser).toEqual({ name: 'Firefox', version: '133.0' })
  expect(json.cpu.architecture).toBe('arm64')
  expect(json.device.type).toBe('desktop')

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(box).toHaveValue('')
  await expect(page.getByText('Paste a user-agent string, load an example')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy JSON' })).toBeDisabled()

  await page.getByRole('button', { name: 'My browser' }).click()
  await expect(box).toHaveValue(own)

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('user-agent shows hostile strings as text only', async ({ page }) => {
  await gotoTool(page, 'user-agent')
  const box = page.getByLabel('User-agent to parse')
  await box.fill(`${xssPayloads.imgOnerror}/1.0 ${xssPayloads.script}`)
  await expect(page.getByTestId('ua-browser')).toBeVisible()
  await box.fill(`Mozilla/5.0 (compatible; ${xssPayloads.svgOnload}bot/1.0)`)
  await expect(page.getByTestId('ua-device')).toHaveText('Bot')
  await expect(page.getByTestId('ua-bot')).toContainText('bot')
  await page.getByRole('button', { name: 'Copy JSON' }).click()
  expect(await readClipboard(page)).toContain('<svg onload=')
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  await expect(page.locator('main img[src="x"], main svg[onload]')).toHaveCount(0)
})
