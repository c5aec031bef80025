import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
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
