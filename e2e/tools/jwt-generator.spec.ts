import { createHmac } from 'node:crypto'
import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const part = (token: string, i: number) => JSON.parse(Buffer.from(token.split('.')[i] ?? '', 'base64url').toString())
const hmac = (alg: string, secret: string | Buffer, token: string) => {
  const [h, p] = token.split('.')
  return createHmac(`sha${alg.slice(2)}`, secret)
    .update(`${h}.${p}`)
    .digest('base64url')
}

test('jwt-generator signs HS256/384/512 tokens that verify in jwt-decode', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'jwt-generator')
  await expect(page.getByText('Enter a secret to sign the token.').first()).toBeVisible()

  const payload = { sub: 'user-1', name: 'Zoë', roles: ['admin'] }
  await page.getByLabel('Payload JSON').fill(JSON.stringify(payload))
  await page.getByLabel('Secret', { exact: true }).fill('a-string-secret-at-least-256-bits-long')
  await expect(page.getByText('the JWT Decoder’s verifier accepts it')).toBeVisible()
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Token copied to clipboard')
  let token = await readClipboard(page)
  expect(part(token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' })
  expect(part(token, 1)).toEqual(payload)
  expect(token.split('.')[2]).toBe(hmac('HS256', 'a-string-secret-at-least-256-bits-long', token))

  // HS512 with a kid and a short secret: signed, with the RFC 7518 warning.
  await page.getByRole('button', { name: 'HS512' }).click()
  await page.getByLabel('Key ID (kid, optional)').fill('k-2026')
  await page.getByLabel('Secret', { exact: true }).fill('short')
  await expect(page.getByText('RFC 7518 asks for at least 64 bytes (512 bits) for HS512')).toBeVisible()
  await expect(page.getByTestId('jwt-token')).toContainText('.')
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  token = await readClipboard(page)
  expect(part(token, 0)).toEqual({ alg: 'HS512', typ: 'JWT', kid: 'k-2026' })
  expect(token.split('.')[2]).toBe(hmac('HS512', 'short', token))

  // Time helpers write NumericDates into the payload.
  const before = Math.floor(Date.now() / 1000)
  await page.getByRole('button', { name: 'iat = now' }).click()
  await page.getByRole('button', { name: 'Expires in 1 hour' }).click()
  const edited = JSON.parse(await page.getByLabel('Payload JSON').inputValue())
  expect(edited.iat).toBeGreaterThanOrEqual(before)
  expect(edited.exp - edited.iat).toBeGreaterThanOrEqual(3599)
  expect(edited.exp - edited.iat).toBeLessThanOrEqual(3601)
  await page.getByRole('button', { name: 'No expiry' }).click()
  expect(JSON.parse(await page.getByLabel('Payload JSON').inputValue()).exp).toBeUndefined()
  await page.getByRole('button', { name: 'Expires in 15 min' }).click()

  // Random Base64 secret, then open the token in the decoder and verify it there.
  await page.getByRole('button', { name: 'HS384' }).click()
  await page.getByRole('button', { name: 'Random secret' }).click()
  const secret = await page.getByLabel('Secret', { exact: true }).inputValue()
  expect(Buffer.from(secret, 'base64url')).toHaveLength(48)
  await expect(page.getByRole('button', { name: 'Base64 / base64url' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('RFC 7518')).toHaveCount(0)
  await expect(page.getByText('the JWT Decoder’s verifier accepts it')).toBeVisible()
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  token = await readClipboard(page)
  expect(token.split('.')[2]).toBe(hmac('HS384', Buffer.from(secret, 'base64url'), token))

  await page.getByRole('link', { name: 'Open in JWT Decoder' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JWT Decoder')
  await expect(page.getByLabel('JSON Web Token')).toHaveValue(token)
  await expect(page.getByTestId('jwt-validity')).toContainText('expires in 15 minutes')
  await page.getByLabel('Secret', { exact: true }).fill(secret)
  await page.getByRole('button', { name: 'Base64 / base64url' }).click()
  await expect(page.getByText('Signature verified')).toBeVisible()

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('jwt-generator explains bad payloads and secrets inline, and keeps hostile claims as text', async ({ page }) => {
  await gotoTool(page, 'jwt-generator')
  await page.getByLabel('Secret', { exact: true }).fill('s3cret')
  const editor = page.getByLabel('Payload JSON')
  await editor.fill('{"sub": ')
  await expect(page.getByText(/The payload is not valid JSON/)).toBeVisible()
  await expect(page.getByText('Fix the payload to sign the token.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled()
  await editor.fill('[1, 2]')
  await expect(page.getByText('The payload must be a JSON object ({ … }), not an array.')).toBeVisible()
  await editor.fill('')
  await expect(page.getByText(/The payload is empty/)).toBeVisible()

  await editor.fill(JSON.stringify({ sub: 'x' }))
  await page.getByRole('button', { name: 'Base64 / base64url' }).click()
  await page.getByLabel('Secret', { exact: true }).fill('not*base64')
  await expect(page.getByText(/The secret is not valid Base64: Character 4/)).toBeVisible()
  await page.getByLabel('Secret', { exact: true }).fill('')
  await expect(page.getByText('Enter a secret to sign the token.').first()).toBeVisible()

  await page.getByRole('button', { name: 'Text (UTF-8)' }).click()
  await page.getByLabel('Secret', { exact: true }).fill('k')
  await page.getByLabel('Key ID (kid, optional)').fill(xssPayloads.imgOnerror)
  await editor.fill(JSON.stringify({ a: xssPayloads.script, b: xssPayloads.svgOnload }, null, 2))
  await page.getByRole('button', { name: 'Format' }).click()
  await expect(page.getByText('the JWT Decoder’s verifier accepts it')).toBeVisible()
  await expect(page.locator('main code').first()).toContainText(JSON.stringify(xssPayloads.imgOnerror))
  await expect(page.locator('main img[src="x"], main svg[onload]')).toHaveCount(0)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
})

test('jwt-generator with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'jwt-generator')
  await page.getByLabel('Secret', { exact: true }).fill('short')
  await expect(page.getByText('the JWT Decoder’s verifier accepts it')).toBeVisible()
  await expectFilledPageGates(page)
})
