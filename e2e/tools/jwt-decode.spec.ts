import { createHmac, createSign, generateKeyPairSync } from 'node:crypto'
import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const b64u = (s: string | Buffer) => Buffer.from(s).toString('base64url')
function hsToken(payload: object, secret: string | Buffer, header: object = { alg: 'HS256', typ: 'JWT' }) {
  const input = `${b64u(JSON.stringify(header))}.${b64u(JSON.stringify(payload))}`
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`
}
const region = (page: Page, name: string) => page.getByRole('region', { name })
const nowS = () => Math.floor(Date.now() / 1000)

test('jwt-decode reads the RFC 7515 example, shows expiry as dates and checks the signature', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'jwt-decode')
  await page.getByRole('button', { name: 'HS256 (RFC 7515 A.1)' }).click()
  await expect(region(page, 'Header JSON')).toContainText('"alg": "HS256"')
  await expect(region(page, 'Payload JSON')).toContainText('"iss": "joe"')
  await expect(page.getByTestId('jwt-validity')).toContainText('Expired')
  await expect(page.getByTestId('time-exp')).toContainText('2011-03-22 18:43:00 UTC')
  await expect(page.getByTestId('time-exp')).toContainText('years ago')
  await expect(page.getByRole('status').filter({ hasText: 'Signature verified' })).toBeVisible()

  // Change one character of the key: the check fails.
  const keyBox = page.getByLabel('Secret')
  const key = await keyBox.inputValue()
  await keyBox.fill(key.replace('AyM1', 'BzM1'))
  await expect(page.getByRole('alert').filter({ hasText: 'Signature not verified' })).toContainText('Invalid signature')

  await page.getByRole('button', { name: 'Copy', exact: true }).nth(1).click()
  await expectToast(page, 'Copied!', 'Payload copied to clipboard')
  expect(JSON.parse(await readClipboard(page))).toEqual({
    iss: 'joe',
    exp: 1300819380,
    'http://example.com/is_root': true,
  })

  // The RS256 and ES256 examples verify with their public JWKs.
  await page.getByRole('button', { name: 'RS256 (RFC 7515 A.2)' }).click()
  await expect(page.getByText('Signature verified')).toBeVisible()
  await page.getByRole('button', { name: 'ES256 (RFC 7515 A.3)' }).click()
  await expect(region(page, 'Header JSON')).toContainText('"alg": "ES256"')
  await expect(page.getByText('Signature verified')).toBeVisible()

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('jwt-decode: a live token with a typed secret, Base64 secrets, and a PEM public key', async ({ page }) => {
  await gotoTool(page, 'jwt-decode')
  const t = nowS()
  const token = hsToken({ sub: 'user-42', name: 'Zoë', iat: t - 60, exp: t + 3600 }, 'correct horse')
  await page.getByLabel('JSON Web Token').fill(`Bearer ${token}`)
  await expect(page.getByTestId('jwt-validity')).toContainText('Not expired')
  await expect(page.getByTestId('jwt-validity')).toContainText('expires in 1 hour')
  await expect(page.getByRole('table', { name: 'All claims' })).toContainText('Zoë')
  await expect(page.getByText('Enter the secret to check the signature')).toBeVisible()
  await page.getByLabel('Secret', { exact: true }).fill('wrong')
  await expect(page.getByText('Signature not verified')).toBeVisible()
  await page.getByLabel('Secret', { exact: true }).fill('correct horse')
  await expect(page.getByText('Signature verified')).toBeVisible()

  // A binary secret given as Base64.
  const raw = Buffer.from([0, 1, 2, 250, 251, 252, 253])
  await page.getByLabel('JSON Web Token').fill(hsToken({ sub: 'x', nbf: t + 7200 }, raw))
  await expect(page.getByTestId('jwt-validity')).toContainText('Not yet valid')
  await page.getByLabel('Secret', { exact: true }).fill(raw.toString('base64'))
  await expect(page.getByText('Signature not verified')).toBeVisible()
  await page.getByRole('button', { name: 'Base64 / base64url' }).click()
  await expect(page.getByText('Signature verified')).toBeVisible()

  // RS256 signed by node, checked with the SPKI PEM.
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const input = `${b64u(JSON.stringify({ alg: 'RS256', kid: 'k1' }))}.${b64u(JSON.stringify({ sub: 'rsa' }))}`
  const rsToken = `${input}.${createSign('SHA256').update(input).sign(privateKey).toString('base64url')}`
  await page.getByLabel('JSON Web Token').fill(rsToken)
  await expect(page.getByTestId('jwt-validity')).toContainText('No expiry')
  const pemBox = page.getByLabel('Public key (PEM, certificate, JWK or JWK Set)')
  await pemBox.fill(publicKey.export({ type: 'spki', format: 'pem' }) as string)
  await expect(page.getByText('Signature verified')).toBeVisible()
  await pemBox.fill(privateKey.export({ type: 'pkcs8', format: 'pem' }) as string)
  await expect(page.getByRole('alert').filter({ hasText: 'PRIVATE key' })).toBeVisible()
})

test('jwt-decode explains malformed tokens part by part', async ({ page }) => {
  await gotoTool(page, 'jwt-decode')
  const box = page.getByLabel('JSON Web Token')
  await box.fill('eyJhbGciOiJIUzI1NiJ9.e30')
  await expect(page.getByRole('alert').filter({ hasText: 'Malformed token' })).toContainText(
    'A signed JWT has 3 parts separated by dots (header.payload.signature); this one has 2 parts.',
  )
  await box.fill('eyJhbGciOiJIUz+1NiJ9.e30.abc')
  await expect(page.getByRole('alert').filter({ hasText: 'Header is not valid base64url' })).toContainText(
    'Character 15: “+” belongs to standard Base64',
  )
  await box.fill(`${b64u('{"alg":"HS256",}')}.${b64u('not json')}.${b64u(Buffer.alloc(32))}`)
  await expect(page.getByRole('alert').filter({ hasText: 'Header is not valid JSON' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Payload is not valid JSON' })).toBeVisible()
  await expect(region(page, 'Payload JSON')).toHaveText('not json')
  await box.fill(`${b64u('{"alg":"HS256"}')}.${b64u('{"exp":"tomorrow"}')}.${b64u(Buffer.alloc(5))}`)
  await expect(
    page.getByRole('alert').filter({ hasText: 'A HS256 signature is 32 bytes; this one is 5.' }),
  ).toBeVisible()
  await expect(page.getByText('"exp" should be a NumericDate')).toBeVisible()
  await box.fill(`${b64u('{"alg":"none"}')}.${b64u('{"sub":"x"}')}.`)
  await expect(page.getByText('this token is not signed')).toBeVisible()
  await box.fill('eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZHQ00ifQ.a.b.c.d')
  await expect(page.getByText('it is an encrypted JWT (JWE)')).toBeVisible()
})

test('jwt-decode shows hostile claims as text', async ({ page }) => {
  await gotoTool(page, 'jwt-decode')
  const payload = Object.fromEntries(Object.entries(xssPayloads).map(([k, v]) => [k, v]))
  await page
    .getByLabel('JSON Web Token')
    .fill(hsToken(payload, 's', { alg: 'HS256', kid: xssPayloads.imgOnerror, typ: xssPayloads.script }))
  await expect(page.getByRole('table', { name: 'All claims' })).toContainText(xssPayloads.svgOnload)
  await expect(page.getByRole('table', { name: 'Header parameters' })).toContainText(xssPayloads.imgOnerror)
  await expect(page.locator('#hostile-link')).toHaveCount(0)
  await expect(page.locator('#hostile-button')).toHaveCount(0)
  await expect(page.locator('main iframe, main object, main img[src="x"]')).toHaveCount(0)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
})

test('jwt-decode with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'jwt-decode')
  await page.getByRole('button', { name: 'RS256 (RFC 7515 A.2)' }).click()
  await expect(page.getByText('Signature verified')).toBeVisible()
  await expectFilledPageGates(page)
  await page.getByLabel('JSON Web Token').fill('eyJhbGciOiJIUz+1NiJ9.e30')
  await expect(page.getByRole('alert').first()).toBeVisible()
  await expectFilledPageGates(page)
})
