import {
  captureDownload,
  expectToast,
  freezeLimitMs,
  gotoTool,
  readClipboard,
  startMainThreadProbe,
  watchPage,
} from '../support/helpers'
import { expect, test } from '../support/test'

test('yaml-to-json loads the sample, converts both ways and reports each side', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'yaml-to-json')
  const yaml = page.getByLabel('YAML', { exact: true })
  const json = page.getByLabel('JSON', { exact: true })
  const yamlValidity = page.getByTestId('yaml-validity')
  const jsonValidity = page.getByTestId('json-validity')
  await expect(page.getByRole('button', { name: 'Download YAML' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Download JSON' })).toBeDisabled()

  await page.getByRole('button', { name: 'Load Sample' }).click()
  await expect(yamlValidity).toHaveText('Valid YAML')
  await expect(jsonValidity).toHaveText('Valid JSON')
  const converted = JSON.parse(await json.inputValue())
  expect(converted).toMatchObject({ name: 'localkit', version: '1.2.0', replicas: 3, server: { port: 8080 } })
  expect(converted.description).toBe('Small tools that run\nentirely in the browser.\n')
  expect(converted.users[0].roles).toEqual(['admin', 'editor'])

  // YAML → JSON as the user types; a YAML error leaves the JSON side alone.
  await yaml.fill('title: Grüße 👋\ncount: 2\nitems:\n  - a\n  - b\n')
  await expect(json).toHaveValue('{\n  "title": "Grüße 👋",\n  "count": 2,\n  "items": [\n    "a",\n    "b"\n  ]\n}')
  await yaml.fill('title: x\n- broken\n')
  await expect(yamlValidity).toHaveText(/^Invalid YAML: .+line 2, column 1/)
  await expect(jsonValidity).toHaveText('Valid JSON')
  await expect(json).toHaveValue(/"title": "Grüße 👋"/)

  // JSON → YAML with a 2-space indent; a JSON error leaves the YAML side alone.
  await json.fill('{"server":{"host":"localhost","ports":[80,443]},"debug":false}')
  await expect(yaml).toHaveValue('server:\n  host: localhost\n  ports:\n    - 80\n    - 443\ndebug: false\n')
  await expect(yamlValidity).toHaveText('Valid YAML')
  await json.fill('{"server": }')
  await expect(jsonValidity).toHaveText(/^Invalid JSON: .+/)
  await expect(yaml).toHaveValue(/^server:\n {2}host: localhost/)
  await json.fill('{"server":{"host":"localhost","ports":[80,443]},"debug":false}')
  await expect(jsonValidity).toHaveText('Valid JSON')

  await page.getByRole('button', { name: 'Copy YAML' }).click()
  await expectToast(page, 'Copied!', 'YAML copied to clipboard')
  expect(await readClipboard(page)).toBe('server:\n  host: localhost\n  ports:\n    - 80\n    - 443\ndebug: false\n')
  await page.getByRole('button', { name: 'Copy JSON' }).click()
  await expectToast(page, 'Copied!', 'JSON copied to clipboard')
  expect(JSON.parse(await readClipboard(page))).toEqual({
    server: { host: 'localhost', ports: [80, 443] },
    debug: false,
  })

  const yamlFile = await captureDownload(page, () => page.getByRole('button', { name: 'Download YAML' }).click())
  expect(yamlFile.name).toBe('data.yaml')
  expect(yamlFile.text()).toBe('server:\n  host: localhost\n  ports:\n    - 80\n    - 443\ndebug: false\n')
  await expectToast(page, 'Downloaded!', 'YAML file saved successfully')
  const jsonFile = await captureDownload(page, () => page.getByRole('button', { name: 'Download JSON' }).click())
  expect(jsonFile.name).toBe('data.json')
  expect(JSON.parse(jsonFile.text())).toEqual({ server: { host: 'localhost', ports: [80, 443] }, debug: false })
  await expectToast(page, 'Downloaded!', 'JSON file saved successfully')

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(yaml).toHaveValue('')
  await expect(json).toHaveValue('')
  await expect(yamlValidity).toHaveCount(0)
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('yaml-to-json refuses a 5 MB paste by its length, naming the limit, keeps the text it had, and converts after', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'yaml-to-json')
  await expect(page.getByTestId('tool-limits')).toContainText('1,000,000 characters a side')
  const yaml = page.getByLabel('YAML', { exact: true })
  const json = page.getByLabel('JSON', { exact: true })
  await yaml.fill('kept: true\n')
  await expect(json).toHaveValue('{\n  "kept": true\n}')
  const probe = await startMainThreadProbe(page)
  // Set as a paste would set it: the whole 5 MB value at once, then the input event React listens to.
  await yaml.evaluate((el: HTMLTextAreaElement) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
    setter?.call(el, `a: ${'b'.repeat(5 * 2 ** 20 - 3)}`)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await expect(page.getByTestId('yaml-validity')).toHaveText(
    '5,242,880 characters: YAML to JSON converts up to 1,000,000.',
  )
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  await expect(yaml).toHaveValue('kept: true\n')
  await expect(json).toHaveValue('{\n  "kept": true\n}')
  await yaml.fill('after: 2\n')
  await expect(json).toHaveValue('{\n  "after": 2\n}')
  await expect(page.getByTestId('yaml-validity')).toHaveText('Valid YAML')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
