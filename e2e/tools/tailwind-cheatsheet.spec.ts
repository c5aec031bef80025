import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('tailwind-cheatsheet browses tabs, searches all tabs and copies a class', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'tailwind-cheatsheet')

  const docs = page.getByRole('link', { name: 'Tailwind documentation' })
  await expect(docs).toHaveAttribute('target', '_blank')
  await expect(docs).toHaveAttribute('rel', /noopener/)
  await expect(docs).toHaveAttribute('href', 'https://tailwindcss.com/docs')

  await expect(page.getByRole('tab')).toHaveText(['Layout', 'Spacing', 'Typography', 'Colors', 'Borders', 'Responsive'])
  const cards = page.getByTestId('tw-class')
  await expect(cards.filter({ hasText: 'grid-cols-3' })).toContainText(
    'grid-template-columns: repeat(3, minmax(0, 1fr));',
  )

  await page.getByRole('tab', { name: 'Spacing' }).click()
  await expect(cards.filter({ has: page.getByText('p-4', { exact: true }) })).toContainText('padding: 1rem;')
  await page.getByRole('tab', { name: 'Colors' }).click()
  const blue = cards.filter({ has: page.getByText('bg-blue-500', { exact: true }) })
  await expect(blue).toContainText('background-color: #3b82f6;')
  await expect(blue.getByTestId('tw-swatch')).toHaveAttribute('style', /background: rgb\(59, 130, 246\)/)
  await page.getByRole('tab', { name: 'Responsive' }).click()
  await expect(cards.filter({ has: page.getByText('md:', { exact: true }) })).toContainText('@media (min-width: 768px)')

  // Keyboard: arrows move between tabs.
  await page.getByRole('tab', { name: 'Responsive' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Borders' })).toHaveAttribute('aria-selected', 'true')

  // Search spans every tab and counts.
  const search = page.getByRole('searchbox', { name: 'Search classes' })
  await search.fill('1rem')
  await expect(page.getByTestId('tw-found')).toHaveText(/^\d+ classes found$/)
  const found = Number((await page.getByTestId('tw-found').textContent())?.split(' ')[0])
  expect(found).toBeGreaterThan(10)
  await expect(cards).toHaveCount(found)
  await expect(cards.filter({ has: page.getByText('p-4', { exact: true }) })).toHaveCount(1)
  await expect(cards.filter({ has: page.getByText('text-base', { exact: true }) })).toHaveCount(1)

  await search.fill('bg-red-500')
  await expect(page.getByTestId('tw-found')).toHaveText('1 class found')
  await page.getByRole('button', { name: 'Copy bg-red-500' }).click()
  await expectToast(page, 'Copied!', 'bg-red-500 copied to clipboard')
  expect(await readClipboard(page)).toBe('bg-red-500')

  await search.fill('no-such-utility-xyz')
  await expect(page.getByTestId('tw-found')).toHaveText('0 classes found')
  await expect(page.getByText('No classes found')).toBeVisible()

  await search.fill('')
  await expect(page.getByRole('tab', { name: 'Layout' })).toBeVisible()

  await expect(page.getByTestId('tw-breakpoints')).toContainText('sm:640px')
  await expect(page.getByTestId('tw-breakpoints')).toContainText('2xl:1536px')
  await expect(page.getByTestId('tw-spacing-scale')).toContainText('41rem')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})
