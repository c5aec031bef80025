// Limits checked before the work (issue 35) on the media tools: audio-convert refuses a file over its byte limit and
// one whose probed length decodes past its sample limit, and converts a 3-hour file that fits with the page
// responsive; video-trim refuses a range whose output it estimates over its in-memory limit. The big files are built
// in the page (a header, then a 1 MB Blob repeated, so gigabytes never cross the wire); an ordinary file works right
// after on the same page, checked by its bytes.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { wavHeader } from '../../src/lib/media/audio-convert'
import {
  captureDownload,
  chooseBuiltFile,
  expectToast,
  freezeLimitMs,
  gotoTool,
  type PageWatch,
  startFrameGapProbe,
  startFreezeProbe,
  startMainThreadProbe,
  uploadFiles,
  watchPage,
} from '../support/helpers'
import { expect, type Page, test } from '../support/test'

function clean(watch: PageWatch) {
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
}

/**
 * startFreezeProbe's bounds (longest task and frame gap under a second), with both figures noted on the test first,
 * so a failure under load still tells a page's own freeze (a long task) from a busy machine (a gap alone).
 */
async function expectBounded(
  label: string,
  task: Awaited<ReturnType<typeof startMainThreadProbe>>,
  frames: Awaited<ReturnType<typeof startFrameGapProbe>>,
) {
  const longest = await task.stop()
  const gap = await frames.stop()
  test.info().annotations.push({
    type: `${label}: longest task / frame gap (ms)`,
    description: `${Math.round(longest)} / ${Math.round(gap)}`,
  })
  expect(longest, `${label}: longest task`).toBeLessThan(freezeLimitMs())
  expect(gap, `${label}: longest frame gap`).toBeLessThan(freezeLimitMs())
}

/** Builds in the page (as `window.__builtFile`) a 16-bit PCM WAV of silence, `seconds` long. */
async function buildWav(page: Page, name: string, seconds: number, rate: number, channels: number) {
  // The product's own 44-byte header (the browser's and Mediabunny's readers are the independent check).
  const header = [...wavHeader(rate, channels, seconds * rate)]
  await page.evaluate(
    ({ name, header }) => {
      const head = new Uint8Array(header)
      const dataBytes = new DataView(head.buffer).getUint32(40, true)
      const mb = new Blob([new Uint8Array(1024 * 1024)])
      const whole = Math.floor(dataBytes / (1024 * 1024))
      const parts: BlobPart[] = [head, ...Array.from({ length: whole }, () => mb)]
      parts.push(new Uint8Array(dataBytes - whole * 1024 * 1024))
      ;(window as unknown as { __builtFile: File }).__builtFile = new File(parts, name, { type: 'audio/wav' })
    },
    { name, header },
  )
}

async function chooseTarget(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Target format' }).click()
  await page.getByRole('option', { name: label }).click()
  await expect(page.getByRole('combobox', { name: 'Target format' })).toContainText(label)
}

/** Decodes bytes in the page with Web Audio: duration and channels. */
async function decodeInPage(page: Page, bytes: Buffer) {
  return page.evaluate(async (b64) => {
    const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    const buffer = await new OfflineAudioContext(1, 1, 48000).decodeAudioData(bin.buffer)
    return { duration: buffer.duration, channels: buffer.numberOfChannels }
  }, bytes.toString('base64'))
}

test('audio-convert: a 1.93 GB WAV and a 3-hour file that decodes past 1 GB are refused naming the limit; the 3-hour file converts to WAV; a normal file right after', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const watch = await watchPage(page)
  await gotoTool(page, 'audio-convert')
  const convert = page.getByRole('button', { name: 'Convert', exact: true })
  const limit = page.getByTestId('audio-limit')

  // Three hours of 48 kHz stereo: the file itself is over the byte limit.
  await buildWav(page, 'three-hours-stereo.wav', 10_800, 48_000, 2)
  const bytesProbe = await startFreezeProbe(page)
  await chooseBuiltFile(page)
  await expect(page.getByTestId('info-name')).toHaveText('three-hours-stereo.wav')
  await expect(limit).toHaveText('1.93 GB: Audio Converter reads files up to 512 MB.', { timeout: 30_000 })
  await expect(convert).toBeDisabled()
  await bytesProbe.expectResponsive('2 GB file: ')

  // Three hours of 8 kHz mono (165 MB): MP3 decodes at 32 kHz, four times the samples, past the decoded limit.
  await buildWav(page, 'three-hours.wav', 10_800, 8_000, 1)
  const decodedProbe = await startFreezeProbe(page)
  await chooseBuiltFile(page)
  await expect(page.getByTestId('info-duration')).toHaveText('3:00:00', { timeout: 30_000 })
  await expect(page.getByRole('combobox', { name: 'Target format' })).toContainText('MP3')
  await expect(limit).toHaveText(
    '3:00:00 at 32000 Hz, mono, decodes to 1.29 GB: Audio Converter decodes up to 1 GB (about 50 minutes of 44.1 kHz stereo).',
  )
  await expect(convert).toBeDisabled()
  await decodedProbe.expectResponsive('decoded limit: ')

  // WAV keeps the 8 kHz rate: 345.6 MB decoded, allowed; the page stays responsive through all three hours.
  await chooseTarget(page, 'WAV (16-bit PCM)')
  await expect(limit).toHaveCount(0)
  await expect(convert).toBeEnabled()
  const longTask = await startMainThreadProbe(page)
  const longGap = await startFrameGapProbe(page)
  await convert.click()
  await expectToast(page, 'Conversion complete', 'three-hours.wav: 164.79 MB → 164.79 MB', { timeout: 180_000 })
  await expect(page.getByRole('button', { name: 'Download three-hours.wav' })).toBeVisible()
  await expectBounded('3-hour WAV', longTask, longGap)

  // A normal file right after: a real MP3 of the tone's length.
  await uploadFiles(page, resolve('e2e/fixtures/audio-convert/tone.wav'))
  await expect(page.getByTestId('info-duration')).toHaveText('00:03')
  await chooseTarget(page, 'MP3')
  await expect(limit).toHaveCount(0)
  await convert.click()
  await expectToast(page, 'Conversion complete', /tone\.mp3: 46\.95 KB → [\d.]+ KB/, { timeout: 60_000 })
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download tone.mp3' }).click())
  const sync = file.bytes[0] === 0xff && (file.bytes[1] & 0xe0) === 0xe0
  expect(sync || file.bytes.subarray(0, 3).toString('latin1') === 'ID3').toBe(true)
  const decoded = await decodeInPage(page, file.bytes)
  expect(Math.abs(decoded.duration - 3)).toBeLessThan(0.15)
  clean(watch)
})

test('audio-convert: a 20-minute MP3 decodes in the background (WebCodecs) to WAV with the page responsive; a normal file right after', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  mkdirSync(testInfo.outputDir, { recursive: true })
  const long = `${testInfo.outputDir}/twenty-minutes.mp3`
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', 'sine=frequency=330:sample_rate=22050:duration=1200', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '32k'],
    long,
  ])
  const watch = await watchPage(page)
  await gotoTool(page, 'audio-convert')
  await uploadFiles(page, long)
  await expect(page.getByTestId('info-duration')).toHaveText('20:00', { timeout: 30_000 })
  // The probe's line (the player alone can show the length first): the rate WAV keeps is known.
  await expect(page.getByTestId('info-detail')).toContainText('22050 Hz · mono', { timeout: 30_000 })
  await chooseTarget(page, 'WAV (16-bit PCM)')
  await expect(page.getByTestId('audio-limit')).toHaveCount(0)
  const task = await startMainThreadProbe(page)
  const gap = await startFrameGapProbe(page)
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  // 1,200 s at 22,050 Hz, mono, 16-bit: about 50.5 MB (give or take the MP3's padding frames).
  await expectToast(page, 'Conversion complete', /twenty-minutes\.wav: 4\.58 MB → 50\.\d+ MB/, { timeout: 150_000 })
  await expectBounded('20-minute MP3', task, gap)

  await uploadFiles(page, resolve('e2e/fixtures/audio-convert/tone.mp3'))
  await expect(page.getByTestId('info-duration')).toHaveText('00:03')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expectToast(page, 'Conversion complete', /tone\.wav: 23\.92 KB → [\d.]+ KB/, { timeout: 60_000 })
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download tone.wav' }).click())
  expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
  expect(file.bytes.subarray(8, 12).toString('latin1')).toBe('WAVE')
  const decoded = await decodeInPage(page, file.bytes)
  expect(Math.abs(decoded.duration - 3)).toBeLessThan(0.15)
  clean(watch)
})

test('video-trim: a range whose output is estimated at 1.5 GB is refused naming the limit; a shorter range is allowed; a normal clip trims right after', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPage(page)
  await gotoTool(page, 'video-trim')
  const clip = readFileSync(resolve('e2e/fixtures/video-trim/clip.mp4'))
  // The 4 s clip, then a top-level 'free' box of 1.5 GB: a 1.5 GB MP4 whose index the probe reads at the front.
  await page.evaluate((b64) => {
    const clip = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    const padding = 1536 * 1024 * 1024
    const box = new Uint8Array(8)
    new DataView(box.buffer).setUint32(0, padding + 8)
    box.set(
      [...'free'].map((c) => c.charCodeAt(0)),
      4,
    )
    const mb = new Blob([new Uint8Array(1024 * 1024)])
    const parts: BlobPart[] = [clip, box, ...Array.from({ length: 1536 }, () => mb)]
    ;(window as unknown as { __builtFile: File }).__builtFile = new File(parts, 'padded.mp4', { type: 'video/mp4' })
  }, clip.toString('base64'))
  const probe = await startFreezeProbe(page)
  await chooseBuiltFile(page)
  await expect(page.getByTestId('video-name')).toContainText('160×120', { timeout: 30_000 })
  await expect(page.getByTestId('summary-end')).toHaveText('00:04')
  await expect(page.getByTestId('trim-size-limit')).toHaveText(
    'About 1.5 GB to write: Video Trimmer builds files up to 1 GB in memory. Choose a shorter range.',
  )
  await expect(page.getByRole('button', { name: 'Trim Video' })).toBeDisabled()
  // A quarter of the range is a quarter of the estimate: allowed.
  await page.getByLabel('End (seconds)').fill('1')
  await page.getByLabel('End (seconds)').blur()
  await expect(page.getByTestId('trim-size-limit')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Trim Video' })).toBeEnabled()
  await probe.expectResponsive('1.5 GB MP4: ')

  await uploadFiles(page, [{ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip }])
  await expect(page.getByTestId('video-name')).toContainText('clip.mp4')
  await expect(page.getByTestId('summary-end')).toHaveText('00:04')
  await expect(page.getByTestId('trim-size-limit')).toHaveCount(0)
  await page.getByRole('button', { name: 'Trim Video' }).click()
  await expectToast(page, 'Trimming complete', /Video trimmed from 00:00 to 00:04/)
  await expect(page.getByTestId('result-length')).toHaveText(/^[34](\.\d+)? s$/)
  const file = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download trimmed_clip.mp4' }).click(),
  )
  expect(file.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
  expect(file.bytes.length).toBeGreaterThan(10_000)
  clean(watch)
})
