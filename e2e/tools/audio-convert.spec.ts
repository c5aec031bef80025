import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { encodeWav } from '../../src/lib/media/audio-convert'
import { brokenFiles } from '../fixtures/hostile/broken-files'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { budget, expect, type Page, test } from '../support/test'

const fixture = (name: string) => resolve('e2e/fixtures/audio-convert', name)

/** Decodes bytes in the page with Web Audio; returns duration, rate and channels. */
async function decodeInPage(page: Page, bytes: Buffer) {
  return page.evaluate(async (b64) => {
    const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    const buffer = await new OfflineAudioContext(1, 1, 48000).decodeAudioData(bin.buffer)
    let peak = 0
    const data = buffer.getChannelData(0)
    for (let i = 0; i < data.length; i++) peak = Math.max(peak, Math.abs(data[i]))
    return { duration: buffer.duration, channels: buffer.numberOfChannels, peak }
  }, bytes.toString('base64'))
}

async function chooseTarget(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Target format' }).click()
  await page.getByRole('option', { name: label }).click()
  await expect(page.getByRole('combobox', { name: 'Target format' })).toContainText(label)
}

test('shows the file, previews it and converts WAV to a real MP3', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'audio-convert')
  await uploadFiles(page, fixture('tone.wav'))
  await expect(page.getByTestId('info-format')).toHaveText('WAV')
  await expect(page.getByTestId('info-size')).toHaveText('46.95 KB')
  await expect(page.getByTestId('info-duration')).toHaveText('00:03')
  await expect(page.getByTestId('info-name')).toHaveText('tone.wav')
  await expect(page.getByTestId('info-detail')).toContainText('8000 Hz · mono')

  await page.getByRole('button', { name: 'Play' }).click()
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible()
  await page.getByRole('button', { name: 'Pause' }).click()
  await page.getByRole('slider', { name: 'Seek' }).focus()
  await page.keyboard.press('End')
  await expect(page.getByTestId('audio-time')).toHaveText('00:03 / 00:03')

  await chooseTarget(page, 'MP3')
  await page.getByRole('combobox', { name: 'MP3 bitrate' }).click()
  await page.getByRole('option', { name: '128 kbps' }).click()
  await page.getByRole('button', { name: 'Convert' }).click()
  // The encoder's worker loads on first use: slow machines need more than the default wait.
  await expect(page.getByRole('button', { name: 'Download tone.mp3' })).toBeVisible({ timeout: 60_000 })
  await expectToast(page, 'Conversion complete', /tone\.mp3: 46\.95 KB → [\d.]+ KB/)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download tone.mp3' }).click())
  expect(file.name).toBe('tone.mp3')
  const sync = file.bytes[0] === 0xff && (file.bytes[1] & 0xe0) === 0xe0
  expect(sync || file.bytes.subarray(0, 3).toString('latin1') === 'ID3').toBe(true)
  // 128 kbps for 3 s is about 48 KB: the bitrate choice is real.
  expect(file.bytes.length).toBeGreaterThan(40_000)
  expect(file.bytes.length).toBeLessThan(60_000)
  const decoded = await decodeInPage(page, file.bytes)
  expect(Math.abs(decoded.duration - 3)).toBeLessThan(0.15)
  expect(decoded.peak).toBeGreaterThan(0.08) // the tone (peak 0.125) survived
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('converts MP3 to 16-bit PCM WAV at the source rate', async ({ page }) => {
  await gotoTool(page, 'audio-convert')
  await uploadFiles(page, fixture('tone.mp3'))
  await expect(page.getByTestId('info-format')).toHaveText('MP3')
  await expect(page.getByTestId('info-duration')).toHaveText('00:03')
  await chooseTarget(page, 'WAV (16-bit PCM)')
  await page.getByRole('button', { name: 'Convert' }).click()
  await expectToast(page, 'Conversion complete', /tone\.wav: 23\.92 KB → [\d.]+ KB/)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download tone.wav' }).click())
  expect(file.name).toBe('tone.wav')
  expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
  expect(file.bytes.subarray(8, 12).toString('latin1')).toBe('WAVE')
  expect(file.bytes.readUInt16LE(20)).toBe(1) // PCM
  expect(file.bytes.readUInt16LE(22)).toBe(2) // stereo kept
  expect(file.bytes.readUInt32LE(24)).toBe(44100)
  expect(file.bytes.readUInt16LE(34)).toBe(16)
  expect(file.bytes.readUInt32LE(40)).toBe(file.bytes.length - 44)
  const decoded = await decodeInPage(page, file.bytes)
  expect(decoded.channels).toBe(2)
  expect(Math.abs(decoded.duration - 3)).toBeLessThan(0.1)
})

test('converts to OGG Opus that decodes with the right length', async ({ page }) => {
  await gotoTool(page, 'audio-convert')
  await uploadFiles(page, fixture('tone.wav'))
  await chooseTarget(page, 'OGG (Opus)')
  await page.getByRole('button', { name: 'Convert' }).click()
  await expectToast(page, 'Conversion complete', /tone\.ogg: 46\.95 KB → [\d.]+ KB/)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download tone.ogg' }).click())
  expect(file.name).toBe('tone.ogg')
  expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('OggS')
  expect(file.bytes.includes(Buffer.from('OpusHead'))).toBe(true)
  const decoded = await decodeInPage(page, file.bytes)
  expect(Math.abs(decoded.duration - 3)).toBeLessThan(0.1)
  expect(decoded.peak).toBeGreaterThan(0.08)
  await expect(page.getByTestId('result-output')).toHaveText('48 kHz · mono')
})

test('asks for a file, rejects non-audio and reports undecodable files', async ({ page }) => {
  await gotoTool(page, 'audio-convert')
  await expect(page.getByRole('region', { name: /Notifications/ }).first()).toBeAttached()
  await page.getByRole('button', { name: 'Convert' }).click()
  await expectToast(page, 'No audio file', 'Please upload an audio file first')

  await uploadFiles(page, [brokenFiles.text()])
  await expectToast(page, 'Invalid file', 'Please select an audio file')
  await expect(page.getByText('No audio file yet')).toBeVisible()

  const wav = readFileSync(fixture('tone.wav'))
  const broken = [
    { name: 'notes.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('this is not audio\n'.repeat(40)) },
    brokenFiles.empty('empty.wav', 'audio/wav'),
    { name: 'truncated.wav', mimeType: 'audio/wav', buffer: wav.subarray(0, 30) },
  ]
  for (const file of broken) {
    await uploadFiles(page, [file])
    await expect(page.getByTestId('info-name')).toHaveText(file.name)
    await page.getByRole('button', { name: 'Convert' }).click()
    await expectToast(page, 'Conversion failed', 'Could not process the audio file')
    await expect(page.getByRole('button', { name: 'Convert' })).toBeEnabled()
  }
  await expect(page.getByText('Converted audio')).toHaveCount(0)
})

test('Cancel stops a long MP3 encode and the page stays usable', budget(240_000), async ({ page }) => {
  // Many steps (or a 10 MB upload and decode) that each take seconds on a slow, busy machine.
  test.setTimeout(240_000)
  // Two minutes of a 44.1 kHz mono tone (about 10 MB of WAV), made with the tool's own WAV writer: long enough
  // that the MP3 encode is still running when Cancel is pressed, small enough to upload and decode quickly.
  const rate = 44100
  const frames = rate * 120
  const tone = new Float32Array(frames)
  for (let i = 0; i < frames; i++) tone[i] = 0.4 * Math.sin((2 * Math.PI * 440 * i) / rate)
  const wav = Buffer.from(encodeWav([tone], rate))
  await gotoTool(page, 'audio-convert')
  await uploadFiles(page, [{ name: 'long.wav', mimeType: 'audio/wav', buffer: wav }])
  await expect(page.getByTestId('info-duration')).toHaveText('02:00')
  await chooseTarget(page, 'MP3')
  await page.getByRole('button', { name: 'Convert' }).click()
  const bar = page.getByRole('progressbar')
  await expect(bar).toBeVisible()
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expectToast(page, 'Conversion cancelled')
  await expect(bar).toHaveCount(0)
  await expect(page.getByText('Converted audio')).toHaveCount(0)

  await uploadFiles(page, fixture('tone.wav'))
  await page.getByRole('button', { name: 'Convert' }).click()
  // Cancel ended the encoder's worker: this conversion starts a cold one, which takes seconds on a slow machine.
  await expect(page.getByRole('button', { name: 'Download tone.mp3' })).toBeVisible({ timeout: 60_000 })
  await expectToast(page, 'Conversion complete', /tone\.mp3/)
})
