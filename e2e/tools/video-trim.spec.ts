import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brokenFiles } from '../fixtures/hostile/broken-files'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const fixture = (name: string) => resolve('e2e/fixtures/video-trim', name)

/** Loads bytes into a <video> through a blob URL and returns its duration (and whether it can play). */
async function readBackDuration(page: Page, bytes: Buffer, mime: string) {
  return page.evaluate(
    async ({ b64, mime }) => {
      const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const url = URL.createObjectURL(new Blob([bin], { type: mime }))
      const video = document.createElement('video')
      video.muted = true
      video.preload = 'auto'
      const duration = await new Promise<number>((res, rej) => {
        video.onloadedmetadata = () => {
          if (Number.isFinite(video.duration)) return res(video.duration)
          // WebM without a duration element reports Infinity until it is seeked to the end.
          video.ondurationchange = () => Number.isFinite(video.duration) && res(video.duration)
          video.currentTime = 1e6
        }
        video.onerror = () => rej(new Error(`video error ${video.error?.code}`))
        video.src = url
      })
      video.currentTime = 0
      await new Promise((res) => {
        video.onseeked = res
        setTimeout(res, 2000)
      })
      const played = await video.play().then(
        () => true,
        () => false,
      )
      video.pause()
      URL.revokeObjectURL(url)
      return { duration, played, width: video.videoWidth }
    },
    { b64: bytes.toString('base64'), mime },
  )
}

async function setRange(page: Page, start: number, end: number) {
  await page.getByLabel('End (seconds)').fill(String(end))
  await page.getByLabel('Start (seconds)').fill(String(start))
  await page.getByLabel('Start (seconds)').blur()
}

async function loadClip(page: Page, name = 'clip.mp4') {
  await uploadFiles(page, fixture(name))
  await expect(page.getByTestId('video-name')).toContainText(name)
  await expect(page.getByTestId('video-name')).toContainText('160×120')
}

test('trims an MP4 on a keyframe by copying packets, and the file plays with the right length', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'video-trim')
  await loadClip(page)
  await expect(page.getByTestId('summary-end')).toHaveText('00:04')
  await expect(page.getByTestId('time-display')).toContainText('00:00 / 00:04')

  await setRange(page, 1, 3)
  await expect(page.getByTestId('summary-start')).toHaveText('00:01')
  await expect(page.getByTestId('summary-duration')).toHaveText('00:02')
  await expect(page.getByText('Fast trim: no re-encoding')).toBeVisible()
  await page.getByRole('button', { name: 'Trim Video' }).click()
  await expectToast(page, 'Trimming complete', /Video trimmed from 00:01 to 00:03 \(\d+(\.\d+)? KB\)/)
  await expect(page.getByTestId('result-method')).toHaveText('Copied')
  await expect(page.getByTestId('result-audio')).toContainText('Copied (AAC)')

  const file = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download trimmed_clip.mp4' }).click(),
  )
  expect(file.name).toBe('trimmed_clip.mp4')
  expect(file.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
  expect(file.bytes.length).toBeLessThan(readFileSync(fixture('clip.mp4')).length)
  const back = await readBackDuration(page, file.bytes, 'video/mp4')
  expect(back.played).toBe(true)
  expect(back.width).toBe(160)
  expect(Math.abs(back.duration - 2)).toBeLessThanOrEqual(0.08)
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('re-encodes when the start is between keyframes; exact to a frame', async ({ page }) => {
  await gotoTool(page, 'video-trim')
  await loadClip(page)
  await setRange(page, 1.5, 3.2)
  await expect(page.getByText('Re-encodes to H.264 in MP4')).toBeVisible()
  await expect(page.getByTestId('summary-exact')).toHaveText('1.5 s → 3.2 s (1.7 s)')
  await page.getByRole('button', { name: 'Trim Video' }).click()
  await expectToast(page, 'Trimming complete', 'Video trimmed from 00:01 to 00:03')
  await expect(page.getByTestId('result-method')).toHaveText('Re-encoded')
  await expect(page.getByTestId('result-audio')).toContainText(/Re-encoded \((OPUS|AAC)\)/)
  const file = await captureDownload(page, () => page.getByRole('button', { name: /^Download trimmed_clip/ }).click())
  expect(file.name).toBe('trimmed_clip.mp4')
  expect(file.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
  const back = await readBackDuration(page, file.bytes, 'video/mp4')
  expect(back.played).toBe(true)
  expect(Math.abs(back.duration - 1.7)).toBeLessThanOrEqual(0.05) // one frame at 25 fps is 0.04 s
})

test('snaps to a keyframe, and trims a WebM into a playable WebM', async ({ page }) => {
  await gotoTool(page, 'video-trim')
  await loadClip(page, 'clip.webm')
  await expect(page.getByTestId('summary-end')).toHaveText('00:03')
  await setRange(page, 0.3, 2)
  await expect(page.getByText('Re-encodes to VP9 in WEBM')).toBeVisible()
  await page.getByRole('button', { name: /Snap start to keyframe at 0(\.01)? s/ }).click()
  await expect(page.getByLabel('Start (seconds)')).toHaveValue(/^0(\.00\d)?$/)
  await expect(page.getByText('Fast trim: no re-encoding')).toBeVisible()
  await page.getByRole('button', { name: 'Trim Video' }).click()
  await expectToast(page, 'Trimming complete', 'Video trimmed from 00:00 to 00:02')
  const file = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download trimmed_clip.webm' }).click(),
  )
  expect(file.bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3')
  const back = await readBackDuration(page, file.bytes, 'video/webm')
  expect(back.played).toBe(true)
  expect(Math.abs(back.duration - 2)).toBeLessThanOrEqual(0.08)
})

test('Set Current pushes and pulls by 10 s, inputs clamp, and the timeline handles work from the keyboard', async ({
  page,
}) => {
  await gotoTool(page, 'video-trim')
  await loadClip(page)
  const start = page.getByLabel('Start (seconds)')
  const end = page.getByLabel('End (seconds)')
  await expect(end).toHaveValue('4')
  const seekTo = (t: number) =>
    page.getByTestId('preview-video').evaluate(
      (v: HTMLVideoElement, t) =>
        new Promise((res) => {
          v.onseeked = res
          v.currentTime = t
        }),
      t,
    )

  await seekTo(2)
  await expect(page.getByTestId('time-display')).toContainText('00:02 / 00:04')
  await page.getByRole('button', { name: 'Use the current time as the start' }).click()
  await expect(start).toHaveValue('2')
  await expect(end).toHaveValue('4') // end was after: unchanged
  await seekTo(1)
  await page.getByRole('button', { name: 'Use the current time as the end' }).click()
  await expect(end).toHaveValue('1')
  await expect(start).toHaveValue('0') // start was not before: pulled back 10 s, floor 0
  await seekTo(3)
  await page.getByRole('button', { name: 'Use the current time as the start' }).click()
  await expect(start).toHaveValue('3')
  await expect(end).toHaveValue('4') // end was not after: pushed 10 s, capped at the duration

  await end.fill('99')
  await end.blur()
  await expect(end).toHaveValue('4')
  await start.fill('-5')
  await start.blur()
  await expect(start).toHaveValue('0')

  await start.fill('3.5')
  await end.fill('2')
  await expect(page.getByText('The end must be after the start.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Trim Video' })).toBeDisabled()

  await end.fill('4')
  await start.fill('1')
  const startHandle = page.getByRole('slider', { name: 'Trim start' })
  const endHandle = page.getByRole('slider', { name: 'Trim end' })
  await startHandle.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(start).toHaveValue('1.2')
  await endHandle.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(end).toHaveValue('3.9')
  await expect(page.getByTestId('summary-duration')).toHaveText('00:02')
})

test('Cancel stops a long re-encode and the page stays usable', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const dir = testInfo.outputPath('gen')
  mkdirSync(dir, { recursive: true })
  const long = join(dir, 'long.mp4')
  if (!existsSync(long))
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=30:duration=40',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-g',
      '300',
      '-pix_fmt',
      'yuv420p',
      long,
    ])
  await gotoTool(page, 'video-trim')
  await uploadFiles(page, long)
  await expect(page.getByTestId('summary-end')).toHaveText('00:40')
  await setRange(page, 0.5, 40)
  await page.getByRole('button', { name: 'Trim Video' }).click()
  const bar = page.getByRole('progressbar')
  await expect(bar).toBeVisible()
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expectToast(page, 'Trimming cancelled')
  await expect(bar).toHaveCount(0)
  await expect(page.getByText('Trimmed video')).toHaveCount(0)

  await setRange(page, 0, 2) // a keyframe cut: fast, proves a fresh worker answers
  await page.getByRole('button', { name: 'Trim Video' }).click()
  await expectToast(page, 'Trimming complete', 'Video trimmed from 00:00 to 00:02')
})

test('rejects files that are not videos, and says so for an unreadable video', async ({ page }) => {
  await gotoTool(page, 'video-trim')
  await expect(page.getByRole('region', { name: /Notifications/ }).first()).toBeAttached()
  await uploadFiles(page, [brokenFiles.text()])
  await expectToast(page, 'Invalid file type', 'Please select a video file')
  await expect(page.getByText('No video yet')).toBeVisible()

  await uploadFiles(page, [
    { name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video\n'.repeat(50)) },
  ])
  await expect(page.getByText('Cannot read this video')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Trim Video' })).toBeDisabled()

  const clip = readFileSync(fixture('clip.mp4'))
  await uploadFiles(page, [brokenFiles.empty('empty.mp4', 'video/mp4')])
  await expect(page.getByText('Cannot read this video')).toBeVisible()
  await uploadFiles(page, [{ name: 'truncated.mp4', mimeType: 'video/mp4', buffer: clip.subarray(0, 3000) }])
  await expect(page.getByText('Cannot read this video')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Trim Video' })).toBeDisabled()
})
