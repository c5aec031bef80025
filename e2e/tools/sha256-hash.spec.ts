// sha256-hash in Chromium: SHA-1/256/384/512 of text and of a file (worker, in slices), HMAC with a key (RFC 4231),
// copy, and comparison with an expected hash; a big file can be cancelled.
import { createHash, createHmac } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { expectToast, gotoTool, readClipboard, uploadFiles } from '../support/helpers'
import { expect, test } from '../support/test'

test('hashes text with every SHA, computes HMACs, hashes a file and compares', async ({ page }) => {
  await gotoTool(page, 'sha256-hash')
  const text = page.getByLabel('Text (hashed as UTF-8)')
  await text.fill('abc')
  await expect(page.getByTestId('digest-sha256')).toHaveText(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  )
  await expect(page.getByTestId('digest-sha1')).toHaveText('a9993e364706816aba3e25717850c26c9cd0d89d')
  for (const a of ['sha384', 'sha512']) {
    await expect(page.getByTestId(`digest-${a}`)).toHaveText(createHash(a).update('abc').digest('hex'))
  }

  // RFC 4231 test case 2.
  await text.fill('what do ya want for nothing?')
  await page.getByLabel('HMAC key (optional)').fill('Jefe')
  await expect(page.getByRole('heading', { name: 'HMAC (Hashes)' })).toBeVisible()
  await expect(page.getByTestId('digest-sha256')).toHaveText(
    '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  )
  await page.getByRole('button', { name: 'Copy SHA-512' }).click()
  await expectToast(page, 'Copied!', 'SHA-512 copied to clipboard')
  expect(await readClipboard(page)).toBe(
    createHmac('sha512', 'Jefe').update('what do ya want for nothing?').digest('hex'),
  )

  // A file, with and without the key.
  const bytes = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 13) & 0xff))
  await page.getByRole('button', { name: 'File', exact: true }).click()
  await uploadFiles(page, [{ name: 'blob.bin', mimeType: 'application/octet-stream', buffer: bytes }])
  await expect(page.getByTestId('digest-sha256')).toHaveText(createHmac('sha256', 'Jefe').update(bytes).digest('hex'))
  await page.getByLabel('HMAC key (optional)').fill('')
  await expect(page.getByTestId('digest-sha256')).toHaveText(createHash('sha256').update(bytes).digest('hex'))
  await page.getByLabel('Compare with an expected hash').fill(createHash('sha384').update(bytes).digest('base64'))
  await expect(page.getByTestId('hash-compare')).toHaveText('Match: the SHA-384 is the expected value.')
})

test('a big file shows progress and can be cancelled; the page stays usable', async ({ page }, testInfo) => {
  await gotoTool(page, 'sha256-hash')
  await page.getByRole('button', { name: 'File', exact: true }).click()
  // A file on disk (handed over like a real pick, not through the page) and a slowed-down CPU, so the hash is
  // still running when Cancel is pressed.
  const path = testInfo.outputPath('big.bin')
  writeFileSync(path, Buffer.alloc(96 * 2 ** 20, 7))
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  await uploadFiles(page, path)
  await expect(page.getByText(/^Hashing: /)).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await expect(page.getByText('Cancelled')).toBeVisible()
  await expect(page.getByTestId('digest-sha256')).toHaveText('')
  await page.getByRole('button', { name: 'Text', exact: true }).click()
  await page.getByLabel('Text (hashed as UTF-8)').fill('abc')
  await expect(page.getByTestId('digest-sha1')).toHaveText('a9993e364706816aba3e25717850c26c9cd0d89d')
})
