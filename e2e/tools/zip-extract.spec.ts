// zip-extract in Chromium: a ZIP made here is listed (paths, sizes, dates, folders, encrypted entries), text and
// images are previewed safely, one entry and all entries are downloaded and compared byte for byte; zip bombs
// (declared total, ratio), damaged and non-ZIP files get their clear messages.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import JSZip from 'jszip'
import { xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const png = readFileSync(resolve('e2e/fixtures/images/sample.png'))
const readme = `Release notes ✓\n${xssPayloads.script}\n${xssPayloads.imgOnerror}\n`
const DATE = new Date(2024, 4, 17, 13, 45, 30)

async function sampleZip(): Promise<Buffer> {
  const zip = new JSZip()
  zip.folder('docs')
  zip.file('docs/readme.txt', readme, { date: DATE, compression: 'DEFLATE' })
  zip.file('images/sample.png', png, { date: DATE, compression: 'STORE' })
  zip.file('data.bin', Buffer.from([0, 1, 2, 3, 250, 251]), { date: DATE })
  zip.file('secret.txt', 'top secret', { date: DATE })
  const bytes = Buffer.from(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }))
  // Mark secret.txt as encrypted in the central directory (general-purpose flag bit 0).
  const record = bytes.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1'))
  bytes[record + 8] |= 1
  return bytes
}

const upload = (page: Page, name: string, buffer: Buffer) =>
  uploadFiles(page, [{ name, mimeType: 'application/zip', buffer }])
const entryRow = (page: Page, path: string) =>
  page.getByTestId('zip-entry').filter({ has: page.getByTestId('zip-path').getByText(path, { exact: true }) })

test('lists, previews and extracts a ZIP', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'zip-extract')
  await upload(page, 'bundle.zip', await sampleZip())
  await expect(page.getByTestId('zip-files')).toHaveText('4')
  await expect(page.getByTestId('zip-folders')).toHaveText('2')
  await expect(page.getByTestId('zip-path')).toHaveText([
    'docs/',
    'docs/readme.txt',
    'images/',
    'images/sample.png',
    'data.bin',
    'secret.txt',
  ])
  const pngRow = entryRow(page, 'images/sample.png')
  await expect(pngRow).toContainText('2024-05-17 13:45')
  await expect(entryRow(page, 'docs/')).toContainText('—')

  // Encrypted entries are reported and cannot be extracted; the others can.
  await expect(page.getByTestId('zip-encrypted')).toHaveText(
    '1 entry is encrypted (password-protected) and cannot be extracted here; the others can.',
  )
  await expect(entryRow(page, 'secret.txt')).toContainText('Encrypted')
  await expect(page.getByRole('button', { name: 'Download secret.txt' })).toBeDisabled()

  // Text preview: shown as text, hostile HTML never runs.
  await page.getByRole('button', { name: 'Preview docs/readme.txt' }).click()
  await expect(page.getByTestId('preview-text')).toHaveText(readme)
  await expect(page.getByRole('heading', { name: 'Preview: readme.txt' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()

  // Image preview through a blob URL.
  await page.getByRole('button', { name: 'Preview images/sample.png' }).click()
  const img = page.getByTestId('preview-image')
  await expect(img).toHaveAttribute('src', /^blob:/)
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)

  // One entry, byte for byte.
  const one = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download images/sample.png' }).click(),
  )
  expect(one.name).toBe('sample.png')
  expect(one.bytes.equals(png)).toBe(true)
  await expectToast(page, 'Downloaded!', 'sample.png saved')

  // All entries: every extractable file, the encrypted one skipped.
  const names: string[] = []
  const contents = new Map<string, Buffer>()
  page.on('download', async (d) => {
    names.push(d.suggestedFilename())
    contents.set(d.suggestedFilename(), readFileSync(await d.path()))
  })
  await page.getByRole('button', { name: 'Download all' }).click()
  await expectToast(page, 'Downloaded!', '3 files saved, 1 skipped (encrypted, unsupported or damaged)')
  await expect.poll(() => contents.size).toBe(3)
  expect(names.sort()).toEqual(['data.bin', 'readme.txt', 'sample.png'])
  expect(contents.get('readme.txt')?.toString('utf8')).toBe(readme)
  expect([...(contents.get('data.bin') ?? [])]).toEqual([0, 1, 2, 3, 250, 251])

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('zip bombs are refused before inflating', async ({ page }) => {
  await gotoTool(page, 'zip-extract')
  // Declared total far past the limit: a central directory claiming ~4 GB for one entry.
  const zip = new JSZip()
  zip.file('huge.bin', 'small really')
  zip.file('other.txt', 'fine')
  const bytes = Buffer.from(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }))
  const record = bytes.indexOf(Buffer.from('PK\x01\x02', 'latin1'))
  bytes.writeUInt32LE(0xfffffff0, record + 24)
  await upload(page, 'bomb.zip', bytes)
  await expect(page.getByTestId('zip-bomb')).toHaveText(
    'This ZIP would unpack to 4.0 GB, over the 2.0 GB limit: it may be a zip bomb, so nothing is extracted.',
  )
  await expect(page.getByRole('button', { name: 'Download all' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Download other.txt' })).toBeDisabled()

  // A real, highly compressed entry: over the ratio limit, refused before inflating.
  const zeros = new JSZip()
  zeros.file('zeros.txt', Buffer.alloc(24 * 2 ** 20))
  zeros.file('ok.txt', 'hello')
  await upload(
    page,
    'ratio.zip',
    Buffer.from(
      await zeros.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 9 } }),
    ),
  )
  await expect(page.getByTestId('zip-name')).toContainText('ratio.zip')
  await expect(page.getByTestId('zip-bomb')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Download zeros.txt' })).toBeDisabled()
  await page.getByRole('button', { name: 'Download all' }).click()
  await expectToast(page, 'Downloaded!', '1 file saved, 1 skipped')
  const ok = await captureDownload(page, () => page.getByRole('button', { name: 'Download ok.txt' }).click())
  expect(ok.text()).toBe('hello')
})

test('damaged, empty and non-ZIP files get clear messages', async ({ page }) => {
  await gotoTool(page, 'zip-extract')
  const good = await sampleZip()
  await upload(page, 'cut.zip', good.subarray(0, Math.floor(good.length / 2)))
  await expect(page.getByTestId('zip-error')).toHaveText(
    'This ZIP is damaged or cut short: its central directory (the list of files at the end) is missing.',
  )
  await expectToast(page, 'Could not open the ZIP')
  await upload(page, 'photo.zip', png)
  await expect(page.getByTestId('zip-error')).toHaveText('This is not a ZIP file (no ZIP directory found).')
  await upload(page, 'empty.zip', Buffer.alloc(0))
  await expect(page.getByTestId('zip-error')).toHaveText('The file is empty (0 bytes).')

  // Data damaged inside an entry: the CRC check catches it at preview time.
  const zip = new JSZip()
  zip.file('notes.txt', 'The quick brown fox jumps over the lazy dog', { compression: 'STORE' })
  const bytes = Buffer.from(await zip.generateAsync({ type: 'uint8array' }))
  const at = bytes.indexOf(Buffer.from('quick'))
  bytes.write('QUICK', at)
  await upload(page, 'flipped.zip', bytes)
  await page.getByRole('button', { name: 'Preview notes.txt' }).click()
  await expect(page.getByTestId('preview-error')).toHaveText(
    '“notes.txt” is damaged: its CRC-32 checksum does not match.',
  )
})

test('passes the page gates at 360 px with a listing and a preview', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'zip-extract')
  await upload(page, 'bundle.zip', await sampleZip())
  await page.getByRole('button', { name: 'Preview docs/readme.txt' }).click()
  await expect(page.getByTestId('preview-text')).toHaveText(readme)
  await expectFilledPageGates(page)
})
