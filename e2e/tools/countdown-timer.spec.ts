import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const START = new Date('2026-01-01T10:00:00Z')

test('countdown-timer counts a duration down, pauses, resumes and alerts at zero', async ({ page }) => {
  const watch = await watchPage(page)
  await page.clock.install({ time: START })
  await gotoTool(page, 'countdown-timer')
  await expect(page.getByTestId('remaining')).toHaveText('--:--:--')
  await page.getByLabel('Hours').fill('0')
  await page.getByLabel('Minutes').fill('1')
  await page.getByLabel('Seconds').fill('30')
  await page.getByLabel('Label (optional)').fill('Tea')
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByTestId('remaining')).toHaveText('00:01:30')
  await expect(page).toHaveTitle(/^00:01:30 left · /)

  // The fake clock also moves with real time, so a busy machine may add a second here and there.
  const remaining = page.getByTestId('remaining')
  await page.clock.runFor(30_000)
  await expect(remaining).toHaveText(/^00:0(1:00|0:59)$/)
  await expect(page).toHaveTitle(/^00:0(1:00|0:59) left/)
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Time left copied to clipboard')
  expect(await readClipboard(page)).toMatch(/^00:0[01]:\d\d$/)

  // Paused: twenty seconds later the display has not moved.
  await page.getByRole('button', { name: 'Pause' }).click()
  const pausedAt = (await remaining.textContent()) ?? ''
  await page.clock.runFor(20_000)
  await expect(remaining).toHaveText(pausedAt)
  await expect(page).toHaveTitle(new RegExp(`^Paused ${pausedAt}`))
  await page.getByRole('button', { name: 'Resume' }).click()
  await page.clock.runFor(50_000)
  await expect(remaining).toHaveText(/^00:00:\d\d$/)
  // Step a second at a time to zero, so the five-second toast is still up when it is read.
  for (let i = 0; i < 15 && !(await page.getByTestId('done-message').isVisible()); i++) await page.clock.runFor(1000)
  await expect(page.getByText("Time's up!", { exact: true }).first()).toBeVisible()
  await expect(page.getByTestId('done-message')).toContainText('Tea: the countdown ended at')
  await expect(page.getByTestId('remaining')).toHaveText('00:00:00')
  await expect(page).toHaveTitle(/^Time's up!/)
  await expectToast(page, "Time's up!", 'Tea')

  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByTestId('remaining')).toHaveText('--:--:--')
  await expect(page).not.toHaveTitle(/left|Time's up/)
  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('countdown-timer keeps running across a reload and counts to a date', async ({ page }) => {
  await page.clock.install({ time: START })
  await gotoTool(page, 'countdown-timer')
  await page.getByRole('button', { name: '10 min' }).click()
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await page.clock.runFor(60_000)
  await expect(page.getByTestId('remaining')).toHaveText('00:09:00')
  await page.reload()
  await expect(page.getByTestId('remaining')).toHaveText(/^00:0[89]:\d\d$/)
  await page.clock.runFor(60_000)
  await expect(page.getByTestId('remaining')).toHaveText(/^00:0[78]:\d\d$/)
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible()
  // A paused timer stays paused after a reload.
  await page.getByRole('button', { name: 'Pause' }).click()
  const paused = await page.getByTestId('remaining').textContent()
  await page.reload()
  await expect(page.getByTestId('remaining')).toHaveText(paused ?? '')
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible()
  await page.getByRole('button', { name: 'Reset' }).click()

  // Until a date: bad input is explained, a future moment counts down in days.
  await page.getByRole('group', { name: 'Count down' }).getByRole('button', { name: 'Until a date' }).click()
  await page.getByLabel('Target date').fill('2025-12-31')
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByTestId('set-error')).toHaveText('That moment has already passed: pick a time in the future')
  const now = await page.evaluate(() => Date.now())
  const target = await page.evaluate((t) => {
    const d = new Date(t + 3 * 86_400_000 + 2 * 3_600_000)
    const p = (n: number) => String(n).padStart(2, '0')
    return {
      date: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`,
      time: `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`,
    }
  }, now)
  await page.getByLabel('Target date').fill(target.date)
  await page.getByLabel('Target time').fill(target.time)
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByTestId('set-error')).toHaveCount(0)
  await expect(page.getByTestId('remaining')).toHaveText(/^3d 0[12]:\d\d:\d\d$/)
  await expect(page.getByTestId('part-days')).toHaveText('3')
})

test('countdown-timer explains a bad duration', async ({ page }) => {
  await gotoTool(page, 'countdown-timer')
  await page.getByLabel('Hours').fill('')
  await page.getByLabel('Minutes').fill('')
  await page.getByLabel('Seconds').fill('')
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByTestId('set-error')).toHaveText('Set a duration of at least one second')
  await page.getByLabel('Minutes').fill('-3')
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByTestId('set-error')).toHaveText('Minutes: enter a whole number of 0 or more')
})
