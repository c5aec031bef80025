// Damaged media (issue 36): an MP4 cut to a third (as a broken download is) still declares its full length. Video
// Trimmer and Audio Converter used to say "Trimming complete" / "Conversion complete" for the third they could
// read; now they say the file is damaged and how much was recovered, and a whole file works right after.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import {
  captureDownload,
  expectToast,
  freezeLimitMs,
  gotoTool,
  startMainThreadProbe,
  uploadFiles,
  watchPage,
} from '../support/helpers'
import { expect, type Page, test } from '../support/test'

/** A 12 s (video) or 15 s (audio) MP4 made by ffmpeg with its index at the front, and the same cut to a third. */
function makeFiles(dir: string, kind: 'video' | 'audio') {
  mkdirSync(dir, { recursive: true })
  const ext = kind === 'video' ? 'mp4' : 'm4a'
  const whole = `${dir}/whole-${kind}.${ext}`
  const args =
    kind === 'video'
      ? [
          '-f',
          'lavfi',
          '-i',
          'testsrc2=size=160x120:rate=15:duration=12',
          '-f',
          'lavfi',
          '-i',
          'sine=frequency=440:duration=12',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-g',
          '15',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
          '-b:a',
          '48k',
        ]
      : ['-f', 'lavfi', '-i', 'sine=frequency=330:duration=15', '-c:a', 'aac', '-b:a', '64k', '-vn']
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, '-movflags', '+faststart', whole])
  const bytes = readFileSync(whole)
  const cut = `${dir}/cut-${kind}.${ext}`
  // head -c: the first third of the bytes.
  writeFileSync(cut, execFileSync('head', ['-c', String(Math.floor(bytes.length / 3)), whole]))
  return { whole, cut }
}

async function chooseTarget(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Target format' }).click()
  await page.getByRole('option', { name: label }).click()
  await expect(page.getByRole('combobox', { name: 'Target format' })).toContainText(label)
}

test('a video cut to a third says it is damaged and what was recovered; a whole one trims right after', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  const { whole, cut } = makeFiles(testInfo.outputDir, 'video')
  const watch = await watchPage(page)
  await gotoTool(page, 'video-trim')
  const probe = await startMainThreadProbe(page)
  await uploadFiles(page, cut)
  await expect(page.getByTestId('summary-end')).toHaveText('00:12')
  await page.getByRole('button', { name: 'Trim Video' }).click()
  await expectToast(page, 'Trimmed what could be read', /The file is damaged: 00:0\d of 00:12 could be read\./)
  await expect(page.getByTestId('result-damaged')).toHaveText(/^The file is damaged: 00:0\d of 00:12 could be read\.$/)
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  await uploadFiles(page, whole)
  await expect(page.getByTestId('summary-end')).toHaveText('00:12')
  await page.getByRole('button', { name: 'Trim Video' }).click()
  await expectToast(page, 'Trimming complete', /Video trimmed from 00:00 to 00:12/)
  await expect(page.getByTestId('result-damaged')).toHaveCount(0)
  await expect(page.getByTestId('result-length')).toHaveText(/^1[12](\.\d+)? s$/)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('audio cut to a third converts what could be read and says so; a whole file converts right after', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  const { whole, cut } = makeFiles(testInfo.outputDir, 'audio')
  const watch = await watchPage(page)
  await gotoTool(page, 'audio-convert')
  const probe = await startMainThreadProbe(page)
  await uploadFiles(page, cut)
  await chooseTarget(page, 'WAV')
  await page.getByRole('button', { name: 'Convert' }).click()
  await expectToast(page, 'Converted what could be read', /The file is damaged: 00:\d\d of 00:15 could be read\./)
  await expect(page.getByTestId('result-damaged')).toHaveText(/^The file is damaged: 00:\d\d of 00:15 could be read\.$/)
  const longest = await probe.stop()
  const recovered = await captureDownload(page, () => page.getByRole('button', { name: /^Download cut-audio/ }).click())
  // A WAV of what was read: 44-byte header, then 16-bit samples for well under the declared 30 s.
  const seconds = (recovered.bytes.length - 44) / (recovered.bytes.readUInt32LE(28) || 1)
  expect(seconds).toBeGreaterThan(2)
  expect(seconds).toBeLessThan(10)
  expect(longest).toBeLessThan(freezeLimitMs())

  await uploadFiles(page, whole)
  await page.getByRole('button', { name: 'Convert' }).click()
  await expectToast(page, 'Conversion complete', /whole-audio\.wav/)
  await expect(page.getByTestId('result-damaged')).toHaveCount(0)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
