// Links that carry a tool's state: what a damaged link does, the 32 KB limit, input left out unless ticked, and
// secrets that never reach a link (every tool whose catalogue entry declares one).
import { tools } from './support/catalogue'
import { copyLink, linkPayload, tickIncludeInput, toolReady } from './support/share'
import { expect, test } from './support/test'

const DAMAGED = "This link's data could not be read; the tool opened with its defaults"

test('a damaged, truncated, other-version or other-tool link opens the tool with its defaults and says so', async ({
  page,
}) => {
  await page.goto('/tools/json-pretty')
  await toolReady(page)
  await page.getByRole('textbox', { name: /JSON input/i }).fill('{"a":1}')
  const good = await copyLink(page)
  const wordCountLink = good.replace('/tools/json-pretty', '/tools/word-count')
  for (const link of [
    good.slice(0, -6),
    good.replace('#lk=1.', '#lk=1.~~'),
    good.replace('#lk=1.', '#lk=7.'),
    wordCountLink,
    good.replace(/#lk=1\..*$/, '#lk=1.AAAA'),
  ]) {
    await page.goto('about:blank')
    await page.goto(link)
    await toolReady(page)
    await expect(page.getByText(DAMAGED), link).toBeVisible()
    // The tool opened with its defaults and works as usual.
    const box = page.getByRole('textbox').first()
    await expect(box).toHaveValue('')
    await box.fill('{"ok":true}')
    if (link !== wordCountLink) await expect(page.getByText('"ok": true')).toBeVisible()
  }
})

test('the input stays out of a link unless "Include my input" is ticked; options always go', async ({
  page,
  context,
}) => {
  await page.goto('/tools/json-pretty')
  await toolReady(page)
  await page.getByRole('textbox', { name: /JSON input/i }).fill('{"private":"do not share"}')
  await page.getByRole('button', { name: 'Minify' }).click()
  const link = await copyLink(page, false)
  expect(await linkPayload(page, link)).not.toContain('do not share')
  const opened = await context.newPage()
  await opened.goto(link)
  await toolReady(opened)
  await expect(opened.getByRole('textbox', { name: /JSON input/i })).toHaveValue('')
  await expect(opened.getByRole('button', { name: 'Minify' })).toHaveAttribute('aria-pressed', 'true')
})

test('above 32 KB of compressed input the box is disabled with the reason, and the link carries the options', async ({
  page,
}) => {
  await page.goto('/tools/word-count')
  await toolReady(page)
  const include = page.getByRole('checkbox', { name: 'Include my input' })
  await tickIncludeInput(page)
  // Random Base64 barely compresses: 60 KB of it stays well above the limit.
  const noise = await page.evaluate(() => {
    const bytes = crypto.getRandomValues(new Uint8Array(45_000))
    return btoa(String.fromCharCode(...bytes))
  })
  await page.getByRole('textbox').first().fill(noise)
  await expect(page.getByTestId('link-too-large')).toContainText(
    /too large for a link \(\d+ KB compressed; a link holds up to 32 KB\)/,
  )
  await expect(include).toBeDisabled()
  await expect(include).not.toBeChecked()
  const link = await copyLink(page, false)
  expect(link.length).toBeLessThan(2000)
  expect(await linkPayload(page, link)).not.toContain(noise.slice(0, 40))
  // Short input again: the box can be ticked again.
  await page.getByRole('textbox').first().fill('short')
  await expect(include).toBeEnabled()
})

for (const tool of tools.filter((t) => typeof t.link === 'object')) {
  const link = tool.link as { secret: string; shareInput: boolean }
  test(`${tool.slug}: a secret never reaches a link, and the page says why`, async ({ page }) => {
    const marker = 'Zq7secretMarker'
    await page.goto(`/tools/${tool.slug}`)
    await toolReady(page)
    await expect(page.getByText(link.secret)).toBeVisible()
    const body = page.getByTestId('tool-body')
    // jwt-decode asks for its key only once a token is there.
    if (tool.slug === 'jwt-decode') await body.getByRole('button', { name: /^HS256/ }).click()
    // With shareInput the rest of the input may go: only the fields named as secret get the marker.
    const fields = link.shareInput
      ? body.getByRole('textbox', { name: /secret|key/i })
      : body.locator(
          'textarea:not([readonly]), input:is([type="text"], [type="password"], :not([type])):not([readonly])',
        )
    // A key field may appear only once the page has read the token.
    if (link.shareInput) await expect(fields.first()).toBeVisible()
    let filled = 0
    for (const field of await fields.all()) {
      if (!(await field.isVisible()) || !(await field.isEditable())) continue
      await field.fill(marker)
      filled++
    }
    if (tool.slug !== 'password-generator') expect(filled, 'a secret field was found').toBeGreaterThan(0)
    const include = page.getByRole('checkbox', { name: 'Include my input' })
    await expect(include).toHaveCount(link.shareInput ? 1 : 0)
    const copied = await copyLink(page, link.shareInput)
    expect(copied).toContain('#lk=1.')
    expect(await linkPayload(page, copied)).not.toContain(marker)
    expect(page.url()).not.toContain(marker)
  })
}

test("a link's input never replaces input this browser already saved (currency-convert's own rates)", async ({
  page,
  context,
}) => {
  await page.goto('/tools/currency-convert')
  await toolReady(page)
  const rates = page.getByRole('textbox', { name: /Your own rates/ })
  await rates.fill('XAU 0.0004')
  const link = await copyLink(page)
  expect(await linkPayload(page, link)).toContain('XAU 0.0004')
  // The same browser (its saved rates are XAU) opens a link carrying other rates: its own stay.
  await rates.fill('GBP 0.85')
  const other = await copyLink(page)
  await rates.fill('XAU 0.0004')
  const opened = await context.newPage()
  await opened.goto(other)
  await toolReady(opened)
  await expect(opened.getByText('This link carries its own input, but this browser already holds yours')).toBeVisible()
  await expect(opened.getByRole('textbox', { name: /Your own rates/ })).toHaveValue('XAU 0.0004')
})
