import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('prime-checker tests, factors and finds neighbours of typed numbers', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'prime-checker')
  const input = page.getByLabel('Number or expression')
  const verdict = page.getByTestId('verdict')
  const factors = page.getByTestId('factors')

  // The default example, 2^67 − 1 (Cole's factorisation), split by Pollard rho in the worker.
  await expect(verdict).toContainText('Not prime')
  await expect(factors).toHaveText('193707721 × 761838257287')

  await input.fill('97')
  await expect(verdict).toContainText('Prime')
  await expect(verdict).toContainText('certain')
  await expect(page.getByTestId('value-next')).toHaveText('101')
  await expect(page.getByTestId('value-previous')).toHaveText('89')
  await expect(factors).toHaveText('97')
  await page.getByRole('button', { name: 'Copy next prime' }).click()
  await expectToast(page, 'Copied!', 'Next prime copied to clipboard')
  expect(await readClipboard(page)).toBe('101')
  await page.getByRole('button', { name: 'Check next prime' }).click()
  await expect(input).toHaveValue('101')
  await expect(page.getByTestId('value-previous')).toHaveText('97')

  await input.fill('360')
  await expect(verdict).toContainText('Not prime')
  await expect(page.getByTestId('reason')).toHaveText('Divisible by 2, so not prime.')
  await expect(factors).toHaveText('23 × 32 × 5') // 2³ × 3² × 5 with <sup> exponents
  await expect(page.getByTestId('stat-divisors')).toHaveText('24')
  await expect(page.getByTestId('stat-totient')).toHaveText('96')
  await expect(page.getByTestId('stat-sigma')).toHaveText('1 170')
  await page.getByRole('button', { name: 'Copy factorisation' }).click()
  await expectToast(page, 'Copied!', 'Factorisation copied to clipboard')
  expect(await readClipboard(page)).toBe('2^3 * 3^2 * 5')

  // A 64-bit strong pseudoprime to bases 2..23 is still caught (exact below 2^64).
  await input.fill('3825123056546413051')
  await expect(verdict).toContainText('Not prime')
  await expect(page.getByTestId('reason')).toContainText('witness')
  await expect(factors).toHaveText('149491 × 747451 × 34233211')

  // Beyond 2^64: probabilistic, with the rounds stated and selectable.
  await input.fill('2^127 - 1')
  await expect(page.getByTestId('digits')).toContainText('39 digits · 127 bits')
  await expect(verdict).toContainText('Probably prime')
  await expect(verdict).toContainText('40 rounds')
  await expect(page.getByTestId('reason')).toContainText('passed 40 Miller–Rabin rounds')
  await page.getByRole('group', { name: 'Miller–Rabin rounds above 2^64' }).getByRole('button', { name: '64' }).click()
  await expect(verdict).toContainText('64 rounds')
  await expect(page.getByTestId('value-next')).toHaveText('170141183460469231731687303715884105757')
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Result copied to clipboard')
  const summary = await readClipboard(page)
  expect(summary).toContain('170141183460469231731687303715884105727\nProbably prime.')
  expect(summary).toContain('Next prime: 170141183460469231731687303715884105757')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('prime-checker explains bad input and 0, 1 and negatives', async ({ page }) => {
  await gotoTool(page, 'prime-checker')
  const input = page.getByLabel('Number or expression')
  await input.fill('3.5')
  await expect(page.getByText('Enter a whole number: decimals and exponent notation are not integers')).toBeVisible()
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await input.fill('(2 + 3')
  await expect(page.getByText('A “(” is not closed.')).toBeVisible()
  await input.fill(xssPayloads.imgOnerror)
  await expect(page.getByText('“<” is not allowed here.')).toBeVisible()
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  await input.fill('')
  await expect(page.getByText('Enter a number', { exact: true })).toBeVisible()

  await input.fill('1')
  await expect(page.getByTestId('verdict')).toContainText('Not prime')
  await expect(page.getByTestId('reason')).toHaveText('1 is neither prime nor composite: it has only one divisor.')
  await expect(page.getByTestId('value-next')).toHaveText('2')
  await expect(page.getByText('There is no prime below 2.')).toBeVisible()

  await input.fill('-7')
  await expect(page.getByText('Negative numbers are not prime')).toBeVisible()
  await expect(page.getByTestId('verdict')).toContainText('Prime')
  await expect(page.getByTestId('number')).toHaveText('7')
})

test('prime-checker factorisation stops at its time limit and can be cancelled', async ({ page }) => {
  await gotoTool(page, 'prime-checker')
  const input = page.getByLabel('Number or expression')
  // (2^89 − 1)(2^107 − 1): two 27- and 33-digit primes, far beyond Pollard rho in seconds.
  await page.getByRole('group', { name: 'Factorisation time limit' }).getByRole('button', { name: '5 s' }).click()
  await input.fill('(2^89 - 1) * (2^107 - 1) * 12')
  await expect(page.getByTestId('verdict')).toContainText('Not prime')
  await expect(page.getByRole('progressbar', { name: /Factorising/ })).toBeVisible()
  await expect(page.getByText('Stopped after 5 s')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('factors')).toContainText(
    '22 × 3 × 100433627766186892221372630609062766858404681029709092356097 (composite, not split)',
  )
  await expect(page.getByRole('button', { name: 'Try for 60 s' })).toBeVisible()

  await page.getByRole('button', { name: 'Try for 60 s' }).click()
  await expect(page.getByRole('progressbar', { name: 'Factorising… (up to 60 s)' })).toBeVisible()
  // The factorisation's own Cancel: the search for neighbouring primes may be running beside it, with its own.
  await page
    .locator('section')
    .filter({ has: page.getByRole('progressbar', { name: /Factorising/ }) })
    .getByRole('button', { name: 'Cancel' })
    .click()
  await expect(page.getByText('Factorisation cancelled')).toBeVisible()
  await page.getByRole('button', { name: 'Factorise again' }).click()
  await expect(page.getByRole('progressbar', { name: /Factorising/ })).toBeVisible()
  // The page stays usable: a new number is answered at once.
  await input.fill('1000003')
  await expect(page.getByTestId('verdict')).toContainText('Prime')
  await expect(page.getByTestId('factors')).toHaveText('1000003')
})
