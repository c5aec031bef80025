// RegEx Tester in real Chromium: matching in a worker, the time limit on a catastrophic pattern (the page keeps
// painting), zero-length matches, groups, errors, big inputs rendered virtualised, hostile text shown as text.

import { hostileHtml, PWNED_CHECK } from '../fixtures/hostile/xss'
import { freezeLimitMs, gotoTool, startMainThreadProbe, TIMING, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const count = (page: import('@playwright/test').Page) => page.getByTestId('match-count')

test('matches live with groups, named groups, flags and the validity line', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'regex-tester')
  await expect(page.getByText('Type a pattern to start matching.')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'global (g)' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'ignoreCase (i)' })).not.toBeChecked()

  await page.getByLabel('Test string').fill('ann@example.com, bob@test.com and nobody')
  await page.getByLabel('Regular expression').fill('(?<user>\\w+)@(\\w+)\\.com')
  await expect(page.getByTestId('regex-validity')).toHaveText('Valid regex pattern')
  await expect(count(page)).toHaveText('2 matches')
  const first = page.getByTestId('match-item').first()
  await expect(first).toContainText('ann@example.com')
  await expect(first).toContainText('Position: 0 - 15')
  await expect(first).toContainText('Group 1 (user):ann')
  await expect(first).toContainText('Group 2:example')
  await expect(page.getByTestId('match-item').nth(1)).toContainText('Position: 17 - 29')
  await expect(page.locator('mark')).toHaveText(['ann@example.com', 'bob@test.com'])

  await page.getByText('global (g)').click()
  await expect(count(page)).toHaveText('1 match')
  await page.getByText('global (g)').click()

  await page.getByLabel('Regular expression').fill('A(X*)N')
  await expect(count(page)).toHaveText('0 matches')
  await page.getByText('ignoreCase (i)').click()
  await expect(count(page)).toHaveText('2 matches')
  await expect(first).toContainText('Group 1:(empty)')

  await page.getByLabel('Regular expression').fill('(abc')
  await expect(page.getByTestId('regex-validity')).toContainText('Invalid regular expression')
  await expect(page.getByTestId('regex-validity')).toContainText('Unterminated group')
  await expect(count(page)).toHaveCount(0)
  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test(
  'a catastrophic pattern times out in its worker while the page stays free; the next pattern works',
  TIMING,
  async ({ page }) => {
    await gotoTool(page, 'regex-tester')
    await page.getByLabel('Test string').fill(`${'a'.repeat(30)}b`)
    // One ordinary match first, as a user's first keystrokes give: the workers and the results panel are up.
    await page.getByLabel('Regular expression').fill('b')
    await expect(count(page)).toHaveText('1 match')
    await page.waitForTimeout(300)
    // A 4 s limit: long enough that a slow, shared machine's random stalls (up to about a second) stay a small part
    // of the wait.
    await page.getByLabel('Time limit (ms)').fill('4000')
    // The probe covers exactly the time-limit wait: from the input event that starts the runaway match to the
    // timeout message on screen. The match runs in a worker: the page's own thread runs no task near that long
    // (on the page's thread, the match would be one task of the whole wait).
    const probe = await startMainThreadProbe(page)
    const waited = await page.getByLabel('Regular expression').evaluate((input, value) => {
      const t0 = performance.now()
      return new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid=regex-timeout]')) return
          observer.disconnect()
          resolve(performance.now() - t0)
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
      })
    }, '(a+)+$')
    const longestTask = await probe.stop()
    await expect(page.getByTestId('regex-timeout')).toHaveText(
      'Timed out after 4000 ms: the pattern may backtrack catastrophically',
    )
    expect(waited).toBeGreaterThanOrEqual(4000)
    expect(longestTask / waited, 'longest main-thread task, as a share of the wait').toBeLessThan(0.5)

    // The runaway worker was replaced: the next pattern is answered (a stuck worker would never answer it).
    await page.getByLabel('Regular expression').fill('a+')
    await expect(count(page)).toHaveText('1 match')
    await expect(page.getByTestId('regex-timeout')).toHaveCount(0)
    await expect(page.getByTestId('match-item').first()).toContainText('Position: 0 - 30')

    // A shorter, user-chosen limit is honoured and named in the message.
    await page.getByLabel('Time limit (ms)').fill('300')
    await page.getByLabel('Regular expression').fill('(a+)+$')
    await expect(page.getByTestId('regex-timeout')).toHaveText(
      'Timed out after 300 ms: the pattern may backtrack catastrophically',
    )
  },
)

test('zero-length matches do not loop, and without g only the first is shown', async ({ page }) => {
  await gotoTool(page, 'regex-tester')
  await page.getByLabel('Test string').fill('baab')
  await page.getByLabel('Regular expression').fill('a*')
  await expect(count(page)).toHaveText('4 matches')
  await expect(page.getByTestId('match-item').first()).toContainText('Position: 0 - 0')
  await expect(page.getByTestId('match-item').nth(1)).toContainText('Position: 1 - 3')
  await page.getByText('global (g)').click()
  await expect(count(page)).toHaveText('1 match')

  await page.getByText('global (g)').click()
  await page.getByText('multiline (m)').click()
  await page.getByLabel('Test string').fill('one\ntwo\nthree')
  await page.getByLabel('Regular expression').fill('^')
  await expect(count(page)).toHaveText('3 matches')
})

test('1 MB of text with 50,000 matches shows the count and a virtualised list', async ({ page }) => {
  await gotoTool(page, 'regex-tester')
  await page.getByLabel('Regular expression').fill('needle\\d+')
  const text = Array.from({ length: 50_000 }, (_, i) => `needle${i} ${'x'.repeat(8)}`).join('\n')
  expect(text.length).toBeGreaterThan(900_000)
  // One input event with the whole megabyte, as a paste gives (typing it through the protocol is too slow).
  await page.getByLabel('Test string').evaluate((area, v) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, v)
    area.dispatchEvent(new Event('input', { bubbles: true }))
  }, text)
  // From there the matching runs in a worker and the list is virtualised: showing 50,000 matches takes the page's
  // thread no long task near what drawing them all would (the paste's own layout of 1 MB is not the tool's).
  const probe = await startMainThreadProbe(page)
  await expect(count(page)).toHaveText('50,000 matches')
  expect(await probe.stop(), 'longest main-thread task (ms)').toBeLessThan(freezeLimitMs())
  const rendered = await page.getByTestId('match-item').count()
  expect(rendered).toBeGreaterThan(0)
  expect(rendered).toBeLessThan(100)
  expect(await page.locator('mark').count()).toBeLessThan(1000)
  // Scrolling the list to the end shows the last match.
  await page.getByRole('region', { name: 'Matches found' }).evaluate((el) => {
    el.scrollTop = el.scrollHeight
  })
  await expect(page.getByTestId('match-item').filter({ hasText: 'Match 50000' })).toBeVisible()
})

test('hostile test strings are shown as text, never run', async ({ page }) => {
  await gotoTool(page, 'regex-tester')
  await page.getByLabel('Test string').fill(hostileHtml)
  await page.getByLabel('Regular expression').fill('<[a-z]+')
  await expect(count(page)).not.toHaveText('0 matches')
  await expect(page.getByRole('region', { name: 'Highlighted matches' })).toContainText('<script>')
  await page.waitForTimeout(300)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
})
