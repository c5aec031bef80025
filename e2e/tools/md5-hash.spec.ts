// md5-hash in Chromium: live digests of typed text (UTF-8), hex/Base64 and case, copy, a file hashed in the worker
// (checked against Node's crypto), and the expected-hash comparison.
import { createHash } from 'node:crypto'
import { expectToast, gotoTool, readClipboard, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('hashes typed text and a file, in hex or Base64, and compares with an expected hash', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'md5-hash')
  const digest = page.getByTestId('digest-md5')
  await expect(digest).toHaveText('d41d8cd98f00b204e9800998ecf8427e')
  await page.getByLabel('Text (hashed as UTF-8)').fill('The quick brown fox jumps over the lazy dog')
  await expect(digest).toHaveText('9e107d9d372bb6826bd81d3542a419d6')
  await page.getByLabel('Text (hashed as UTF-8)').fill('Grüße 👋')
  await expect(digest).toHaveText(createHash('md5').update('Grüße 👋', 'utf8').digest('hex'))

  await page.getByText('Upper case').click()
  await expect(digest).toHaveText(createHash('md5').update('Grüße 👋', 'utf8').digest('hex').toUpperCase())
  await page.getByRole('button', { name: 'Base64' }).click()
  await expect(digest).toHaveText(createHash('md5').update('Grüße 👋', 'utf8').digest('base64'))
  await page.getByRole('button', { name: 'Copy MD5' }).click()
  await expectToast(page, 'Copied!', 'MD5 copied to clipboard')
  expect(await readClipboard(page)).toBe(createHash('md5').update('Grüße 👋', 'utf8').digest('base64'))
  await page.getByRole('button', { name: 'Hex' }).click()

  const bytes = Buffer.alloc(3 * 2 ** 20 + 17)
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) & 0xff
  await page.getByRole('button', { name: 'File', exact: true }).click()
  await uploadFiles(page, [{ name: 'data.bin', mimeType: 'application/octet-stream', buffer: bytes }])
  await expect(page.getByTestId('hash-file-name')).toContainText('data.bin')
  const expected = createHash('md5').update(bytes).digest('hex')
  await expect(digest).toHaveText(expected.toUpperCase())

  const compare = page.getByLabel('Compare with an expected hash')
  await compare.fill(expected.match(/../g)?.join(':') ?? '')
  await expect(page.getByTestId('hash-compare')).toHaveText('Match: the MD5 is the expected value.')
  await compare.fill('d41d8cd98f00b204e9800998ecf8427e')
  await expect(page.getByTestId('hash-compare')).toHaveText(
    'No match: the expected value differs from every hash above.',
  )
  await compare.fill('nope!')
  await expect(page.getByTestId('hash-compare')).toHaveText('Not a hex or Base64 digest.')
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})
