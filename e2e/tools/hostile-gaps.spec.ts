// Limits checked before the work (issue 35) on tools a survey found reading user data with none: each oversized
// input is generated in the page, refused with a message naming the limit and the size found, without a long task or
// a crash, and an ordinary input works right after.
import { freezeLimitMs, gotoTool, pasteBuiltText, startMainThreadProbe, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

/** Builds `text` in the page as window.__built.big, so megabytes never cross the wire. */
async function build(page: Page, unit: string, times: number) {
  await page.evaluate(
    ([unit, times]) => {
      ;(window as unknown as { __built: Record<string, string> }).__built = { big: unit.repeat(times) }
    },
    [unit, times] as [string, number],
  )
}

const U = '919108f7-52d1-4320-9bac-f847db4148a8'

test('uuid-generator: 1,500 pasted lines say how many were checked; a 5 MB paste is refused by its length; one UUID right after', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'uuid-generator')
  const box = page.getByLabel('UUIDs to check', { exact: true })
  // Short invalid lines: each listed result is cheap to lay out, so the test times the limit, not the list.
  await box.fill('nope\n'.repeat(1_500))
  await expect(page.getByTestId('uuid-check-partial')).toHaveText(
    'Checked the first 1,000 of 1,500 lines (up to 1,000 are checked).',
  )
  await expect(page.getByRole('list', { name: 'Validation results' }).locator('> li')).toHaveCount(1_000)
  await box.fill(U)
  await build(page, 'ab', 5 * 2 ** 19)
  const probe = await startMainThreadProbe(page)
  await pasteBuiltText(box, 'big')
  await expect(page.getByTestId('uuid-check-refused')).toHaveText(
    // The size the box would hold: the paste after the 36 characters already there.
    '5,242,916 characters: UUID Generator checks up to 1,000,000.',
  )
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  // The box kept what it held, and it is still checked.
  await expect(box).toHaveValue(U)
  await box.fill(`{${U.toUpperCase()}}`)
  await expect(page.getByTestId('uuid-check-refused')).toHaveCount(0)
  await expect(page.getByTestId('uuid-check-partial')).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Validation results' })).toContainText('Valid')
  await expect(page.getByRole('list', { name: 'Validation results' })).toContainText('Version')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('url-encode: a 5 MB paste is neither encoded nor parsed, naming the limit; a normal text right after', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'url-encode')
  const label = 'Text to encode'
  await build(page, '%a&', 1_747_627) // 5,242,881 characters of bad escapes: the slowest input to parse
  const probe = await startMainThreadProbe(page)
  await pasteBuiltText(page.getByLabel(label, { exact: true }), 'big')
  await expect(page.getByTestId('url-limit')).toHaveText(
    '5,242,881 characters: URL Encoder/Decoder reads up to 100,000.',
  )
  await expect(page.getByText('No query parameters')).toBeVisible()
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  await page.getByRole('button', { name: `Clear ${label}` }).click()
  await page.getByLabel(label, { exact: true }).fill('?a=1&b=x y')
  await expect(page.getByTestId('url-limit')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Encoded output' })).toContainText('%3Fa%3D1%26b%3Dx%20y')
  await expect(page.getByTestId('query-table')).toContainText('2 parameters')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('jwt-generator: a 200,000-character payload paste is refused, naming the limit; the payload kept signs', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'jwt-generator')
  await page.getByLabel('Secret', { exact: true }).fill('s'.repeat(32))
  const box = page.getByLabel('Payload JSON', { exact: true })
  await box.fill('{"sub":"kept"}')
  await expect(page.getByTestId('jwt-token')).toContainText('.')
  await build(page, 'x', 200_000)
  await pasteBuiltText(box, 'big')
  // The size the box would hold: the paste after the 14 characters already there.
  await expect(page.getByText('200,014 characters: JWT Generator signs up to 50,000.')).toBeVisible()
  await expect(box).toHaveValue('{"sub":"kept"}')
  await box.fill('{"sub":"after"}')
  await expect(page.getByText('JWT Generator signs up to')).toHaveCount(0)
  const payloadOf = async () => {
    const token = ((await page.getByTestId('jwt-token').textContent()) ?? '').trim()
    return Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')
  }
  await expect.poll(payloadOf).toBe('{"sub":"after"}')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('base64-encode, email-validator: a 12,000,000-character paste is refused by its length; a normal text right after', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const watch = await watchPage(page)
  const tools = [
    {
      slug: 'base64-encode',
      label: 'Text to encode',
      id: 'base64-limit',
      limit: '12,000,000 characters: Base64 Encoder/Decoder encodes up to 10,000,000.',
      normal: 'hello',
      shows: 'aGVsbG8=',
    },
    {
      slug: 'email-validator',
      label: 'Email addresses, one per line',
      id: 'email-limit',
      limit: '12,000,000 characters: Email Validator checks up to 10,000,000.',
      normal: 'ada@example.com',
      shows: 'ada@example.com',
    },
  ]
  for (const tool of tools) {
    await gotoTool(page, tool.slug)
    await build(page, 'a@b.co\n', 12_000_000 / 7 + 1)
    await page.evaluate(() => {
      const w = window as unknown as { __built: Record<string, string> }
      w.__built.big = w.__built.big.slice(0, 12_000_000)
    })
    const probe = await startMainThreadProbe(page)
    await pasteBuiltText(page.getByLabel(tool.label, { exact: true }), 'big')
    await expect(page.getByTestId(tool.id), tool.slug).toHaveText(tool.limit)
    await expect(page.getByTestId('email-busy')).toHaveCount(0)
    expect(await probe.stop(), `${tool.slug}: longest task`).toBeLessThan(freezeLimitMs())
    await page.getByRole('button', { name: `Clear ${tool.label}` }).click()
    await page.getByLabel(tool.label, { exact: true }).fill(tool.normal)
    await expect(page.getByTestId(tool.id)).toHaveCount(0)
    await expect(page.locator('main'), tool.slug).toContainText(tool.shows)
  }
  await expect(page.locator('[data-testid="email-result"][data-valid="true"]')).toHaveCount(1)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('working-days: 1,500 holiday lines and a 63,000-character paste are refused, naming the limit; a list right after', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'working-days')
  await page.getByLabel('Start date', { exact: true }).fill('2026-12-21')
  await page.getByLabel('End date', { exact: true }).fill('2026-12-31')
  await expect(page.getByTestId('wd-count')).toHaveText('9')
  const box = page.getByLabel('Holidays (one per line)')
  await box.fill('12-25\n'.repeat(1_500))
  await expect(page.getByTestId('holiday-errors')).toHaveText(
    '1,500 holiday lines: Working Days Calculator reads up to 1,000.',
  )
  await expect(page.getByTestId('wd-count')).toHaveText('9')
  await box.fill('2026-12-24')
  await expect(page.getByTestId('wd-count')).toHaveText('8')
  await build(page, '2026-12-25 Christmas\n', 3_000) // 63,000 characters
  await pasteBuiltText(box, 'big')
  await expect(page.getByTestId('holiday-errors')).toHaveText(
    // The size the box would hold: the paste after the 10 characters already there.
    '63,010 characters: Working Days Calculator reads holidays up to 50,000.',
  )
  await expect(box).toHaveValue('2026-12-24')
  await box.fill('2026-12-25 Christmas\n12-26 Boxing Day')
  await expect(page.getByTestId('holiday-errors')).toHaveCount(0)
  await expect(page.getByTestId('wd-count')).toHaveText('8')
  await expect(page.getByTestId('wd-holiday-list')).toContainText('Christmas')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
