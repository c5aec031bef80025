import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('quadratic-solver solves real, repeated, complex and linear cases and plots them', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'quadratic-solver')
  const a = page.getByLabel('a', { exact: true })
  const b = page.getByLabel('b', { exact: true })
  const c = page.getByLabel('c', { exact: true })
  const roots = page.getByTestId('roots').getByRole('listitem')

  await a.fill('2')
  await b.fill('-3')
  await c.fill('1')
  await expect(page.getByTestId('equation')).toHaveText('2x² − 3x + 1 = 0')
  await expect(roots).toHaveText(['x₁ = 0.5', 'x₂ = 1'])
  await expect(page.getByTestId('discriminant')).toHaveText('1')
  await expect(page.getByTestId('vertex')).toHaveText('(0.75, -0.125) · minimum')
  await expect(page.getByTestId('factored')).toHaveText('2(x − 0.5)(x − 1)')
  await expect(page.getByTestId('plot-root')).toHaveCount(2)
  await expect(page.getByTestId('plot-vertex')).toHaveCount(1)
  // The curve passes through the two root markers: both sit on the same horizontal line (y = 0).
  const cy = await page.getByTestId('plot-root').evaluateAll((els) => els.map((e) => e.getAttribute('cy')))
  expect(cy[0]).toBe(cy[1])
  expect((await page.getByTestId('plot-curve').getAttribute('d'))?.split('L').length).toBe(241)

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Solution copied to clipboard')
  const copied = await readClipboard(page)
  expect(copied).toContain('2x² − 3x + 1 = 0')
  expect(copied).toContain('x₁ = 0.5\nx₂ = 1')

  // Floating-point roots shown clean: (x − 0.1)(x − 0.2).
  await a.fill('1')
  await b.fill('-0.3')
  await c.fill('0.02')
  await expect(roots).toHaveText(['x₁ = 0.1', 'x₂ = 0.2'])

  // Complex roots as a ± bi, no root markers on the plot.
  await page.getByRole('button', { name: 'Complex' }).click()
  await expect(page.getByTestId('nature')).toHaveText('No real roots: two complex conjugate roots')
  await expect(roots).toHaveText(['x₁ = -1 − 2i', 'x₂ = -1 + 2i', 'x = -1 ± 2i'])
  await expect(page.getByTestId('discriminant')).toHaveText('-16')
  await expect(page.getByTestId('plot-root')).toHaveCount(0)

  // Double root.
  await page.getByRole('button', { name: 'Double root' }).click()
  await expect(roots).toHaveText(['x = 2'])
  await expect(page.getByTestId('factored')).toHaveText('(x − 2)²')

  // a = 0 becomes linear; a = b = 0 has no or every solution.
  await a.fill('0')
  await b.fill('2')
  await c.fill('-4')
  await expect(page.getByTestId('nature')).toContainText('linear')
  await expect(roots).toHaveText(['x = 2'])
  await b.fill('0')
  await expect(roots).toHaveText(['No solution'])
  await c.fill('-0')
  await expect(roots).toHaveText(['Every x is a solution'])

  // Precision.
  await a.fill('1')
  await b.fill('0')
  await c.fill('-2')
  await expect(roots).toHaveText(['x₁ = -1.4142', 'x₂ = 1.4142'])
  await page.getByLabel('Decimal places').fill('8')
  await expect(roots).toHaveText(['x₁ = -1.41421356', 'x₂ = 1.41421356'])

  // Bad and missing input.
  await b.fill('two')
  await expect(b).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert')).toContainText('“two” is not a number.')
  await b.fill('')
  await expect(page.getByText('Fill in a, b and c')).toBeVisible()
  await expect(page.getByTestId('quadratic-plot')).toHaveCount(0)

  // Huge coefficients do not overflow.
  await a.fill('1e200')
  await b.fill('-3e200')
  await c.fill('2e200')
  await expect(roots).toHaveText(['x₁ = 1', 'x₂ = 2'])

  // Hostile text is echoed as text, never run.
  await c.fill(xssPayloads.svgOnload)
  await expect(page.getByRole('alert')).toContainText(`“${xssPayloads.svgOnload}” is not a number.`)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
