// file-hash in Chromium: several files hashed in parallel with the chosen algorithms, Copy per digest, a compare
// that names the matching file and algorithm, a pasted checksums file checked by name, the SHA256SUMS download,
// and Cancel all on a big file with the page still usable.
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { crc32 } from 'node:zlib'
import { xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, readClipboard, uploadFiles, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const hex = (algorithm: string, bytes: Buffer) => createHash(algorithm).update(bytes).digest('hex')
const crc = (bytes: Buffer) => crc32(bytes).toString(16).padStart(8, '0')
const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true })
const toggle = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Algorithms' }).getByText(name, { exact: true }).click()

test('hashes several files, copies, compares and downloads checksums files', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'file-hash')
  const abc = Buffer.from('abc')
  const blob = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31 + 7) & 0xff))
  const hostileName = `${xssPayloads.imgOnerror}.txt`
  await uploadFiles(page, [
    { name: 'abc.txt', mimeType: 'text/plain', buffer: abc },
    { name: 'data.bin', mimeType: 'application/octet-stream', buffer: blob },
    { name: 'empty.dat', mimeType: 'application/octet-stream', buffer: Buffer.alloc(0) },
  ])
  await expect(row(page, 'abc.txt').getByTestId('digest-sha256')).toHaveText(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  )
  await expect(row(page, 'abc.txt').getByTestId('digest-md5')).toHaveText('900150983cd24fb0d6963f7d28e17f72')
  await expect(row(page, 'data.bin').getByTestId('digest-sha1')).toHaveText(hex('sha1', blob))
  await expect(row(page, 'empty.dat').getByTestId('digest-md5')).toHaveText('d41d8cd98f00b204e9800998ecf8427e')
  await expect(page.getByRole('heading', { name: 'Checksums (3 of 3 files)' })).toBeVisible()
  // Only the default algorithms so far.
  await expect(row(page, 'abc.txt').getByTestId('digest-crc32')).toHaveCount(0)

  // Add CRC32 and SHA-512, drop SHA-1: every file is hashed again.
  await toggle(page, 'CRC32')
  await toggle(page, 'SHA-512')
  await toggle(page, 'SHA-1')
  await expect(page.getByRole('checkbox', { name: 'SHA-1' })).not.toBeChecked()
  await expect(row(page, 'data.bin').getByTestId('digest-crc32')).toHaveText(crc(blob))
  await expect(row(page, 'data.bin').getByTestId('digest-sha512')).toHaveText(hex('sha512', blob))
  await expect(row(page, 'abc.txt').getByTestId('digest-crc32')).toHaveText('352441c2')
  await expect(row(page, 'data.bin').getByTestId('digest-sha1')).toHaveCount(0)

  // Copy one digest.
  await row(page, 'data.bin').getByRole('button', { name: 'Copy SHA-512 of data.bin' }).click()
  await expectToast(page, 'Copied!', 'SHA-512 copied to clipboard')
  expect(await readClipboard(page)).toBe(hex('sha512', blob))

  // Compare with one expected value: which file and algorithm.
  const expected = page.getByLabel('Compare with an expected checksum')
  await expected.fill(hex('sha256', blob).toUpperCase())
  await expect(page.getByTestId('hash-compare')).toHaveText('Match: the SHA-256 of data.bin.')
  await expect(row(page, 'data.bin').getByTestId('digest-match')).toHaveCount(1)
  await expect(row(page, 'abc.txt').getByTestId('digest-match')).toHaveCount(0)
  await expected.fill(Buffer.from(crc(abc), 'hex').toString('base64'))
  await expect(page.getByTestId('hash-compare')).toHaveText('Match: the CRC32 of abc.txt.')
  await expected.fill('00'.repeat(32))
  await expect(page.getByTestId('hash-compare')).toHaveText(
    'No match: no file has this checksum under the chosen algorithms.',
  )
  await expected.fill('not a hash')
  await expect(page.getByTestId('hash-compare')).toHaveText(
    'Not an MD5, SHA or CRC32 digest (hex or Base64), nor lines of a checksums file.',
  )

  // A pasted checksums file: matched by name.
  await expected.fill(
    `${hex('sha256', abc)}  abc.txt\n${'0'.repeat(64)}  data.bin\n${hex('sha256', Buffer.alloc(0))}  elsewhere.txt\n`,
  )
  await expect(page.getByTestId('hash-compare')).toHaveText('Checksums file: 1 OK, 1 FAILED, 1 not in the list.')
  await expect(row(page, 'abc.txt').getByTestId('file-check')).toHaveText('OK')
  await expect(row(page, 'data.bin').getByTestId('file-check')).toHaveText('FAILED')
  await expect(row(page, 'empty.dat').getByTestId('file-check')).toHaveText('Not in the list')
  await expect(page.getByText('Listed but not opened: elsewhere.txt')).toBeVisible()

  // Download the SHA256SUMS file and check it the way sha256sum -c would.
  const sums = await captureDownload(page, () => page.getByRole('button', { name: 'Download SHA256SUMS' }).click())
  expect(sums.name).toBe('SHA256SUMS')
  expect(sums.text()).toBe(
    `${hex('sha256', abc)}  abc.txt\n${hex('sha256', blob)}  data.bin\n${hex('sha256', Buffer.alloc(0))}  empty.dat\n`,
  )
  await expectToast(page, 'Downloaded!', 'SHA256SUMS saved')
  const crcs = await captureDownload(page, () => page.getByRole('button', { name: 'Download CRC32SUMS' }).click())
  expect(crcs.name).toBe('CRC32SUMS')
  expect(crcs.text().split('\n')[1]).toBe(`${crc(blob)}  data.bin`)
  await expect(page.getByRole('button', { name: 'Download SHA1SUMS' })).toHaveCount(0)

  // A hostile file name is shown as text; removing a file drops it from the list and the checksums file.
  await uploadFiles(page, [{ name: hostileName, mimeType: 'text/plain', buffer: abc }])
  await expect(row(page, hostileName).getByTestId('digest-md5')).toHaveText('900150983cd24fb0d6963f7d28e17f72')
  await page.getByRole('button', { name: 'Remove data.bin' }).click()
  await expect(row(page, 'data.bin')).toHaveCount(0)
  const after = await captureDownload(page, () => page.getByRole('button', { name: 'Download MD5SUMS' }).click())
  expect(after.text()).toBe(
    `900150983cd24fb0d6963f7d28e17f72  abc.txt\nd41d8cd98f00b204e9800998ecf8427e  empty.dat\n900150983cd24fb0d6963f7d28e17f72  ${hostileName}\n`,
  )
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()

  // No algorithm at all: a clear message, nothing to save.
  for (const name of ['MD5', 'SHA-256', 'SHA-512', 'CRC32']) await toggle(page, name)
  await expect(page.getByText('Choose at least one algorithm.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(0)

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('big files show progress and Cancel all stops them; the page stays usable', async ({ page }, testInfo) => {
  await gotoTool(page, 'file-hash')
  const one = testInfo.outputPath('big-1.bin')
  const two = testInfo.outputPath('big-2.bin')
  writeFileSync(one, Buffer.alloc(96 * 2 ** 20, 3))
  writeFileSync(two, Buffer.alloc(96 * 2 ** 20, 5))
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  await uploadFiles(page, [one, two])
  await expect(page.getByRole('progressbar').first()).toBeVisible()
  await page.getByRole('button', { name: 'Cancel all' }).click()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await expect(page.getByText('Cancelled')).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Cancel all' })).toHaveCount(0)
  await expect(page.getByTestId('digest-sha256')).toHaveCount(0)

  // A small file after that still hashes, and a cancelled one can be hashed again.
  await uploadFiles(page, [{ name: 'abc.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') }])
  await expect(row(page, 'abc.txt').getByTestId('digest-sha1')).toHaveText('a9993e364706816aba3e25717850c26c9cd0d89d')
  await row(page, 'big-1.bin').getByRole('button', { name: 'Hash again' }).click()
  await expect(row(page, 'big-1.bin').getByTestId('digest-sha256')).toHaveText(
    createHash('sha256')
      .update(Buffer.alloc(96 * 2 ** 20, 3))
      .digest('hex'),
    { timeout: 60_000 },
  )
})

test('passes the page gates at 360 px with results, a match and a checksums-file check', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'file-hash')
  await uploadFiles(page, [
    { name: 'abc.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') },
    {
      name: 'a-rather-long-release-archive-name-v1.2.3.tar.gz',
      mimeType: 'application/gzip',
      buffer: Buffer.alloc(999),
    },
  ])
  await expect(page.getByRole('heading', { name: 'Checksums (2 of 2 files)' })).toBeVisible()
  await page.getByLabel('Compare with an expected checksum').fill(`${hex('sha256', Buffer.from('abc'))}  abc.txt`)
  await expect(page.getByTestId('file-check').first()).toHaveText('OK')
  await expectFilledPageGates(page)
})
