import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('char-case converts typed text into every case and copies one', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'char-case')
  const clear = page.getByRole('button', { name: 'Clear' })
  await expect(clear).toBeDisabled()
  await expect(page.getByText('Enter text above to see conversion')).toHaveCount(13)
  await expect(page.getByRole('button', { name: 'Copy camelCase' })).toBeDisabled()

  await page.getByLabel('Text to convert').fill('hello wonderful World. café XMLParser')
  const expected: Record<string, string> = {
    upper: 'HELLO WONDERFUL WORLD. CAFÉ XMLPARSER',
    lower: 'hello wonderful world. café xmlparser',
    title: 'Hello Wonderful World. Café Xmlparser',
    sentence: 'Hello wonderful world. Café xmlparser',
    camel: 'helloWonderfulWorldCaféXmlParser',
    pascal: 'HelloWonderfulWorldCaféXmlParser',
    snake: 'hello_wonderful_world_café_xml_parser',
    kebab: 'hello-wonderful-world-café-xml-parser',
    constant: 'HELLO_WONDERFUL_WORLD_CAFÉ_XML_PARSER',
    dot: 'hello.wonderful.world.café.xml.parser',
    path: 'hello/wonderful/world/café/xml/parser',
    alternating: 'hElLo WoNdErFuL wOrLd. CaFé XmLpArSeR',
    inverse: 'HELLO WONDERFUL wORLD. CAFÉ xmlpARSER',
  }
  for (const [id, value] of Object.entries(expected)) {
    await expect(page.getByTestId(`case-${id}-value`)).toHaveText(value)
  }
  await expect(page.getByText('Enter text above to see conversion')).toHaveCount(0)

  await page.getByRole('button', { name: 'Copy snake_case' }).click()
  await expectToast(page, 'Copied!', 'snake_case copied to clipboard')
  expect(await readClipboard(page)).toBe(expected.snake)

  await expect(clear).toBeEnabled()
  await clear.click()
  await expectToast(page, 'Text cleared', 'All text has been removed')
  await expect(page.getByLabel('Text to convert')).toHaveValue('')
  await expect(clear).toBeDisabled()
  await expect(page.getByText('Enter text above to see conversion')).toHaveCount(13)
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('char-case reports a failed copy', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    document.execCommand = () => false
  })
  await gotoTool(page, 'char-case')
  await page.getByLabel('Text to convert').fill('some text')
  await page.getByRole('button', { name: 'Copy UPPER CASE' }).click()
  await expectToast(page, 'Copy failed', 'Failed to copy text')
})

test('char-case works with the keyboard alone', async ({ page }) => {
  await gotoTool(page, 'char-case')
  await page.getByLabel('Text to convert').focus()
  await page.keyboard.type('Key Board')
  // The outputs follow the input a moment later (deferred render): wait for the last key's, not only the first one.
  await expect(page.getByTestId('case-upper-value')).toHaveText('KEY BOARD')
  await expect(page.getByRole('button', { name: 'Copy UPPER CASE' })).toBeEnabled()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Copy UPPER CASE' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expectToast(page, 'Copied!', 'UPPER CASE copied to clipboard')
  expect(await readClipboard(page)).toBe('KEY BOARD')
})

test('char-case shows the start of a very long line and copies all of it', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'char-case')
  const line = 'ab='.repeat(10_000)
  await page.getByLabel('Text to convert').fill(line)
  const upper = page.getByTestId('case-upper-value')
  await expect(upper).toContainText('Showing the first 20,000 of 30,000 characters; Copy takes all of them.')
  await expect(upper).toContainText('AB=AB=')
  await page.getByRole('button', { name: 'Copy UPPER CASE' }).click()
  await expectToast(page, 'Copied!', 'UPPER CASE copied to clipboard')
  expect(await readClipboard(page)).toBe(line.toUpperCase())
  // A long unbroken run of a script shaped in context scrolls sideways inside its card and can be reached by keyboard.
  await page.getByLabel('Text to convert').fill('ب'.repeat(3_000))
  const run = page.getByRole('region', { name: 'UPPER CASE' })
  await expect(run).toBeVisible()
  expect(await run.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
