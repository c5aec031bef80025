// gif-split in Chromium: real frames (composited pixels checked in the downloaded PNGs), ZIP, playback, damaged
// files, invalid uploads, and a second upload that cancels a running split without freezing the page.

import JSZip from 'jszip'
import { disposalScenario, encodeGif, PALETTE, type RGB } from '../fixtures/gif-split/make-gif'
import { brokenFiles } from '../fixtures/hostile/broken-files'
import {
  captureDownload,
  expectToast,
  gotoTool,
  startMainThreadProbe,
  TIMING,
  uploadFiles,
  watchPage,
} from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const S = 8
const scenario = disposalScenario(S)
const BIG = 160
/** 150 frames of 160×160 whose pixels all change each frame. */
const bigGif = () =>
  encodeGif(
    BIG,
    BIG,
    PALETTE,
    Array.from({ length: 150 }, (_, i) => ({
      left: 0,
      top: 0,
      width: BIG,
      height: BIG,
      pixels: Array.from({ length: BIG * BIG }, (_, p) => (p + i) % 8),
    })),
  )
const gifFile = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'image/gif', buffer: Buffer.from(bytes) })

/** Decodes a PNG in the page and returns the RGBA at each cell centre of the 4×4 grid. */
async function cellColours(page: Page, png: Buffer): Promise<number[][]> {
  return page.evaluate(
    async ({ b64, s }) => {
      const bin = atob(b64)
      const bytes = new Uint8Array(bin.length)
      for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i)
      const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
        premultiplyAlpha: 'none',
        colorSpaceConversion: 'none',
      })
      const canvas = new OffscreenCanvas(bmp.width, bmp.height)
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      ctx.drawImage(bmp, 0, 0)
      const data = ctx.getImageData(0, 0, bmp.width, bmp.height).data
      const out: number[][] = [[bmp.width, bmp.height]]
      for (let cy = 0; cy < 4; cy++)
        for (let cx = 0; cx < 4; cx++) {
          const p = ((cy * s + s / 2) * bmp.width + cx * s + s / 2) * 4
          out.push(Array.from(data.slice(p, p + 4)))
        }
      return out
    },
    { b64: png.toString('base64'), s: S },
  )
}

function expectCells(cells: number[][], expected: (RGB | null)[], label: string) {
  expect(cells[0], `${label} size`).toEqual([4 * S, 4 * S])
  expected.forEach((want, i) => {
    const got = cells[i + 1]
    if (want === null) expect(got[3], `${label} cell ${i} transparent`).toBe(0)
    else expect(got, `${label} cell ${i}`).toEqual([...want, 255])
  })
}

test('splits a GIF into correctly composited frames, plays them and downloads PNG and ZIP', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'gif-split')
  await uploadFiles(page, [gifFile('disposal test.gif', scenario.bytes)])
  await expectToast(page, 'GIF processed', 'Extracted 4 frame(s)')
  await expect(page.getByTestId('gif-frame-count')).toHaveText('4')
  await expect(page.getByTestId('gif-dimensions')).toHaveText(`${4 * S} × ${4 * S}`)
  await expect(page.getByTestId('gif-file-size')).toContainText('Bytes')
  await expect(page.getByTestId('gif-current-frame')).toHaveText('1')
  const thumbs = page.getByTestId('gif-thumbnails').getByRole('button')
  await expect(thumbs).toHaveCount(4)
  const thumbImg = thumbs.first().locator('img')
  await expect.poll(() => thumbImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(80)
  expect(await thumbImg.evaluate((img: HTMLImageElement) => img.width)).toBe(80)

  // Frame 1 is shown early from its own decode (a canvas, before any PNG exists): same pixels as the PNG frame 1.
  const viewer = page.getByTestId('gif-frame-image')
  await expect(viewer).toHaveAccessibleName('Frame 1 of 4')
  const shownCells = await viewer.evaluate((el, s) => {
    const c = el as HTMLCanvasElement
    const data = (c.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, c.width, c.height).data
    const out: number[][] = [[c.width, c.height]]
    for (let cy = 0; cy < 4; cy++)
      for (let cx = 0; cx < 4; cx++) {
        const p = ((cy * s + s / 2) * c.width + cx * s + s / 2) * 4
        out.push(Array.from(data.slice(p, p + 4)))
      }
    return out
  }, S)
  expectCells(shownCells, scenario.expected[0], 'shown frame 1')

  for (let f = 0; f < 4; f++) {
    await thumbs.nth(f).click()
    await expect(page.getByTestId('gif-frame-counter')).toHaveText(`${f + 1} / 4`)
    const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download current frame' }).click())
    expect(file.name).toBe(`disposal test-frame-00${f + 1}.png`)
    await expectToast(page, 'Frame downloaded', `Frame ${f + 1} saved as PNG`)
    expectCells(await cellColours(page, file.bytes), scenario.expected[f], `frame ${f + 1}`)
  }

  // Previous and next wrap around.
  await thumbs.first().click()
  await page.getByRole('button', { name: 'Previous frame' }).click()
  await expect(page.getByTestId('gif-frame-counter')).toHaveText('4 / 4')
  await page.getByRole('button', { name: 'Next frame' }).click()
  await expect(page.getByTestId('gif-frame-counter')).toHaveText('1 / 4')

  // Playback advances on each frame's own delay (100, 200, 300, 400 ms) and wraps: record every counter change.
  await page.getByTestId('gif-frame-counter').evaluate((el) => {
    const log: [string, number][] = []
    ;(window as unknown as { __counter: typeof log }).__counter = log
    new MutationObserver(() => log.push([el.textContent ?? '', performance.now()])).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    })
  })
  await page.getByRole('button', { name: 'Play' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __counter: unknown[] }).__counter.length), {
      timeout: 8000,
    })
    .toBeGreaterThanOrEqual(5)
  await page.getByRole('button', { name: 'Pause' }).click()
  const log = await page.evaluate(() => (window as unknown as { __counter: [string, number][] }).__counter)
  expect(log.slice(0, 5).map(([t]) => t)).toEqual(['2 / 4', '3 / 4', '4 / 4', '1 / 4', '2 / 4'])
  // Each step waits at least the shown frame's delay (frame 2: 200 ms, 3: 300 ms, 4: 400 ms, 1: 100 ms).
  ;[200, 300, 400, 100].forEach((delay, i) => {
    expect(log[i + 1][1] - log[i][1], `step ${i + 1}`).toBeGreaterThanOrEqual(delay - 20)
  })

  const zip = await captureDownload(page, () => page.getByRole('button', { name: 'Download all frames' }).click())
  expect(zip.name).toBe('disposal test-frames.zip')
  await expectToast(page, 'All frames downloaded', 'ZIP file with all frames saved')
  const archive = await JSZip.loadAsync(zip.bytes)
  const names = Object.keys(archive.files).sort()
  expect(names).toEqual(['frame-001.png', 'frame-002.png', 'frame-003.png', 'frame-004.png'])
  const third = Buffer.from(await archive.file('frame-003.png')!.async('uint8array'))
  expectCells(await cellColours(page, third), scenario.expected[2], 'zip frame 3')

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('rejects a file that is not a GIF', async ({ page }) => {
  await gotoTool(page, 'gif-split')
  await uploadFiles(page, [brokenFiles.text()])
  await expectToast(page, 'Invalid file', 'Please select a GIF file')
  await expect(page.getByTestId('gif-frame-count')).toHaveCount(0)
})

test('a garbage or empty .gif fails with the spec message', async ({ page }) => {
  await gotoTool(page, 'gif-split')
  await uploadFiles(page, [gifFile('garbage.gif', new TextEncoder().encode('GIF89a but then nonsense'))])
  await expectToast(page, 'Processing failed', 'Could not extract frames from this GIF')
  await uploadFiles(page, [brokenFiles.empty('empty.gif', 'image/gif')])
  await expectToast(page, 'Processing failed', 'Could not extract frames from this GIF')
  await expect(page.getByRole('alert')).toContainText('Could not extract frames')
})

test('a truncated GIF shows the frames that could be read, composited, with a notice', async ({ page }) => {
  await gotoTool(page, 'gif-split')
  // Cut inside the 4th frame's image descriptor: frames 1–3 stay readable.
  const bytes = scenario.bytes
  let lastImage = bytes.length - 1
  while (bytes[lastImage] !== 0x2c || bytes[lastImage - 1] !== 0) lastImage--
  await uploadFiles(page, [gifFile('cut.gif', bytes.slice(0, lastImage + 4))])
  await expectToast(page, 'GIF processed', 'Extracted 3 frame(s)')
  await expect(page.getByRole('status').filter({ hasText: 'damaged or cut short' })).toBeVisible()
  await page.getByTestId('gif-thumbnails').getByRole('button').nth(2).click()
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download current frame' }).click())
  expectCells(await cellColours(page, file.bytes), scenario.expected[2], 'truncated frame 3')

  // The corpus' truncated GIF: either some frames and a notice, or the failure toast; never a blank page.
  await uploadFiles(page, [brokenFiles.truncatedGif()])
  const toast = page.getByTestId('toast').filter({ hasText: /GIF processed|Processing failed/ })
  await expect(toast.last()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a second upload cancels a big running split and the page keeps painting', TIMING, async ({ page }) => {
  await gotoTool(page, 'gif-split')
  await uploadFiles(page, [gifFile('big.gif', bigGif())])
  // Probe after the test harness has handed over the file (building it in the page is not the tool's work).
  const probe = await startMainThreadProbe(page)
  await expect(page.getByTestId('gif-frame-count')).toHaveText('150')
  await expect(page.getByTestId('gif-frame-image')).toBeVisible()
  await uploadFiles(page, [gifFile('small.gif', scenario.bytes)])
  await expectToast(page, 'GIF processed', 'Extracted 4 frame(s)')
  await expect(page.getByTestId('gif-frame-count')).toHaveText('4')
  await page.waitForTimeout(500)
  await expect(page.getByTestId('gif-thumbnails').getByRole('button')).toHaveCount(4)
  // Decoding 150 frames on the main thread would be one task of nearly the whole run; in the worker the page's
  // thread only takes in frames (bench/gif/run.mjs measures the frame gaps).
  expect(await probe.stopShare(), 'longest main-thread task, as a share of the run').toBeLessThan(0.5)
})

test('Cancel stops reading; the frames read so far stay viewable and downloadable', async ({ page }) => {
  await gotoTool(page, 'gif-split')
  // A slowed-down CPU (the worker too) so the split is still running when Cancel is pressed.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  await uploadFiles(page, [gifFile('long.gif', bigGif())])
  const thumbs = page.getByTestId('gif-thumbnails').getByRole('button')
  await expect(thumbs.nth(2)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Cancel' }).click()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const notice = page.getByRole('status').filter({ hasText: /Stopped after \d+ of 150 frame\(s\)\./ })
  await expect(notice).toBeVisible()
  const read = Number(/Stopped after (\d+)/.exec((await notice.textContent()) ?? '')?.[1])
  expect(read).toBeGreaterThanOrEqual(3)
  expect(read).toBeLessThan(150)
  await expect(thumbs).toHaveCount(read)
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  await thumbs.nth(read - 1).click()
  await expect(page.getByTestId('gif-frame-counter')).toHaveText(`${read} / 150`)
  await expect(page.getByTestId('gif-frame-image')).toHaveAccessibleName(`Frame ${read} of 150`)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download current frame' }).click())
  expect(file.name).toBe(`long-frame-${String(read).padStart(3, '0')}.png`)
  expect(file.bytes.readUInt32BE(16)).toBe(BIG)
  expect(file.bytes.readUInt32BE(20)).toBe(BIG)
})
