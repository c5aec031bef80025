// Smart paste and drop on home: the content is recognised, "Open with…" ranks the tools with a reason, and the
// chosen tool opens with the content loaded (handed over in memory: the URL carries nothing).
import { readFileSync } from 'node:fs'
import { mobileProblems, seriousAxeViolations, setTheme } from './support/gates'
import { watchPage } from './support/helpers'
import { expect, type Page, test } from './support/test'

const b64url = (s: string) => Buffer.from(s).toString('base64url')
const JWT = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url('{"sub":"1234567890","name":"Ada Lovelace","iat":1516239022}')}.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c`

/** Puts text on the clipboard and presses Ctrl+V with the focus on the page body (outside any text field). */
async function pasteText(page: Page, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Control+V')
}

/** Drops a file on the page the way a browser does: dragenter/dragover then drop with a DataTransfer. */
async function dropFile(page: Page, bytes: Buffer, name: string, type: string) {
  const dt = await page.evaluateHandle(
    ({ data, name, type }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(data)], name, { type }))
      return transfer
    },
    { data: [...bytes], name, type },
  )
  const target = page.locator('main h1')
  await target.dispatchEvent('dragenter', { dataTransfer: dt })
  await target.dispatchEvent('dragover', { dataTransfer: dt })
  await target.dispatchEvent('drop', { dataTransfer: dt })
}

test('pasting a JWT on home suggests JWT Decoder first and opens it filled', async ({ page }) => {
  const watch = await watchPage(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '100 Essential Developer Tools' })).toBeVisible()
  await pasteText(page, JWT)
  const panel = page.getByRole('region', { name: 'Open with…' })
  await expect(panel).toBeVisible()
  const first = panel.getByTestId('open-with').first()
  await expect(first).toHaveAttribute('data-slug', 'jwt-decode')
  await expect(first).toContainText('Looks like a JWT: 3 Base64URL parts')
  await first.click()
  await expect(page).toHaveURL(/\/tools\/jwt-decode$/)
  expect(page.url()).not.toContain(JWT.slice(0, 20))
  await expect(page.getByRole('region', { name: 'Payload JSON' })).toContainText('"name": "Ada Lovelace"')
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('dropping an animated GIF suggests GIF Splitter first and opens it with the file loaded', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '100 Essential Developer Tools' })).toBeVisible()
  // The name says .png: the bytes decide.
  await dropFile(page, readFileSync('e2e/fixtures/smart-paste/animated.gif'), 'mystery.png', 'image/png')
  const panel = page.getByRole('region', { name: 'Open with…' })
  const first = panel.getByTestId('open-with').first()
  await expect(first).toHaveAttribute('data-slug', 'gif-split')
  await expect(first).toContainText('An animated GIF')
  await first.click()
  await expect(page).toHaveURL(/\/tools\/gif-split$/)
  await expect(page.getByTestId('gif-frame-count')).toHaveText('3')
  await expect(page.getByTestId('gif-dimensions')).toHaveText('24 × 16')
})

test('text handed to other tools: a cron expression, a colour-less JSON, and binary junk', async ({ page }) => {
  await page.goto('/')
  await pasteText(page, '*/15 9-17 * * 1-5')
  const panel = page.getByRole('region', { name: 'Open with…' })
  await expect(panel.getByTestId('open-with').first()).toHaveAttribute('data-slug', 'cron-parser')
  await panel.getByTestId('open-with').first().click()
  await expect(page.getByRole('textbox').first()).toHaveValue('*/15 9-17 * * 1-5')
  await page.goto('/')
  await pasteText(page, '{"name":"Ada","langs":["en","fr"]}')
  await expect(panel.getByTestId('open-with').first()).toHaveAttribute('data-slug', 'json-pretty')
  await expect(panel.getByTestId('open-with').first()).toContainText('Valid JSON: an object with 2 keys')
  // Junk: nothing recognised, the page keeps working.
  await pasteText(page, '\u0001\u0002\u0003\u0000\u0007\u0008junk\u0010\u0011\u0012')
  await expect(panel.getByText('No tool recognises this.')).toBeVisible()
  await expect(panel.getByTestId('open-with')).toHaveCount(0)
  await dropFile(page, Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 131 + 7) % 256)), 'x.bin', '')
  await expect(panel.getByText('No tool recognises this.')).toBeVisible()
  await panel.getByRole('button', { name: 'Dismiss suggestions' }).click()
  await expect(panel).toBeHidden()
  // Pasting into the search box is a search, not a smart paste.
  await page.getByPlaceholder('Search tools...').focus()
  await page.evaluate(() => navigator.clipboard.writeText('epoch'))
  await page.keyboard.press('Control+V')
  await expect(page).toHaveURL(/q=epoch/)
  await expect(panel).toBeHidden()
})

for (const theme of ['light', 'dark'] as const) {
  test(`"Open with…" is axe clean (${theme}) and fits 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await setTheme(page, theme)
    await page.reload()
    await pasteText(page, 'https://example.com/search?q=local+tools&page=2')
    await expect(page.getByRole('region', { name: 'Open with…' }).getByTestId('open-with').first()).toHaveAttribute(
      'data-slug',
      'url-parser',
    )
    expect(await mobileProblems(page)).toEqual([])
    expect(await seriousAxeViolations(page)).toEqual([])
  })
}
