// Issue 32: the image codecs work offline once used. AVIF's encoder (Squoosh's libavif wasm) is fetched the first
// time an AVIF is written, never when the tool opens; the service worker keeps it, so with the network off the
// reloaded page still writes AVIF. Service workers are allowed here (the suite blocks them elsewhere).
import { drawnImage } from './fixtures/image/drawn-images'
import { chooseOption, decodeInPage, formatOf } from './fixtures/image/image-helpers'
import { captureDownload, expectToast, uploadFiles, watchPage } from './support/helpers'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'allow' })

test('image-compress writes AVIF with the network off once AVIF has been used', async ({ context, page }) => {
  const watch = await watchPage(page)
  const codecs: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/codec-/.test(r.url())) codecs.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true)
  await page.goto('/tools/image-compress')
  await expect(page.getByTestId('tool-offline-status')).toHaveAttribute('data-cached', 'true', { timeout: 30_000 })
  // Opening the tool fetched no codec.
  expect(codecs).toEqual([])

  const compressAvif = async () => {
    await chooseOption(page, 'Output format', 'AVIF')
    await uploadFiles(page, [await drawnImage(page, 'photo', 320, 240, 'photo.png')])
    await page.getByRole('button', { name: 'Compress Image' }).click()
    await expectToast(page, 'Compression complete!')
    const file = await captureDownload(page, () =>
      page.getByRole('button', { name: 'Download compressed_photo.avif' }).click(),
    )
    expect(formatOf(file.bytes)).toBe('avif')
    expect(await decodeInPage(page, file.bytes)).toMatchObject({ width: 320, height: 240 })
  }
  await compressAvif()
  expect(codecs.some((p) => /codec-.*avif.*\.wasm$/.test(p))).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await compressAvif()
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})
