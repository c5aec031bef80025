// Paste tools against hostile and oversized pastes (issue 35, item 5), in Chromium under the site's CSP: 100,000
// levels of nested JSON, a 1 MB QR payload and user agent, 20 MB of text with no line break, 100,000 nested
// GeometryCollections, an SVG of 100,000 nested groups and one of "billion laughs" entities. Each is built in the
// page (never committed), refused with a message naming the limit or taken with the right result; the renderer never
// crashes, no frame waits a second, and an ordinary input works right after on the same page.
import { PDFDocument } from 'pdf-lib'
import {
  captureDownload,
  expectToast,
  gotoTool,
  pasteBuiltText,
  startFrameGapProbe,
  startMainThreadProbe,
  TIMING,
  watchPage,
} from '../support/helpers'
import { expect, type Page, test } from '../support/test'

/** Builds the hostile text in the page as window.__built.big, from the source of a function body. */
async function build(page: Page, body: string) {
  await page.evaluate((body) => {
    ;(window as unknown as { __built: Record<string, string> }).__built = { big: new Function(body)() as string }
  }, body)
}

/** Opens the tool with the page watched; `measure` starts the probes, `settle` reads and checks them. */
async function open(page: Page, slug: string) {
  const watch = await watchPage(page)
  await gotoTool(page, slug)
  let gaps: Awaited<ReturnType<typeof startFrameGapProbe>> | null = null
  let probe: Awaited<ReturnType<typeof startMainThreadProbe>> | null = null
  return {
    watch,
    measure: async () => {
      gaps = await startFrameGapProbe(page)
      probe = await startMainThreadProbe(page)
    },
    settle: async () => {
      const longest = (await probe?.stop()) ?? 0
      const gap = (await gaps?.stop()) ?? 0
      console.log(`${slug}: longest main-thread task ${longest.toFixed(0)} ms, longest frame gap ${gap.toFixed(0)} ms`)
      expect(longest, `${slug}: longest task`).toBeLessThan(1000)
      expect(gap, `${slug}: longest frame gap`).toBeLessThan(1000)
    },
    clean: () => {
      expect(watch.crashes).toEqual([])
      expect(watch.pageErrors).toEqual([])
    },
  }
}

const DEEP_JSON = "return '['.repeat(100000) + ']'.repeat(100000) + ' '"

test(
  'json-pretty: 100,000 nested levels are refused for indenting by the size limit, minified, then a small JSON formats',
  TIMING,
  async ({ page }) => {
    test.setTimeout(60_000)
    const tool = await open(page, 'json-pretty')
    await build(page, DEEP_JSON)
    await page.getByLabel('JSON input').fill('')
    await tool.measure()
    await pasteBuiltText(page.getByLabel('JSON input'), 'big')
    await expect(page.getByTestId('json-held-aside')).toContainText('Pasted JSON')
    // Indented, it would be 10 GB (each level indents every line below it): the worker stops at the limit.
    await expect(page.getByTestId('json-validity')).toHaveText(
      'Formatted, this JSON would be over 200,000,000 characters (it nests 100,000 levels deep, and every level indents the lines below it); JSON Formatter writes up to 200,000,000. Minify keeps it as small as it is.',
      { timeout: 20_000 },
    )
    await expect(page.getByTestId('json-error-position')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled()
    // Minified, the same document is taken whole.
    await page.getByRole('button', { name: 'Minify', exact: true }).click()
    await expect(page.getByTestId('json-validity')).toHaveText('Valid JSON', { timeout: 20_000 })
    await expect(page.getByTestId('json-truncated')).toHaveText(
      'Showing the first 20,000 of 200,000 characters. Copy and Download give the whole result.',
    )
    const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
    expect(file.text()).toBe(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)
    await tool.settle()

    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    await page.getByRole('button', { name: 'Format', exact: true }).click()
    await page.getByLabel('JSON input').fill('{"a":[1,2],"b":{}}')
    await expect(page.getByTestId('json-validity')).toHaveText('Valid JSON')
    await expect(page.getByRole('region', { name: 'Formatted JSON' })).toHaveText(
      '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {}\n}',
    )
    tool.clean()
  },
)

test(
  'qr-generator: a 1 MB payload is refused by the QR capacity it names, then a short text encodes',
  TIMING,
  async ({ page }) => {
    test.setTimeout(60_000)
    const tool = await open(page, 'qr-generator')
    await expect(page.getByTestId('qr-info')).toContainText('error correction M')
    await build(page, "return 'https://example.com/?q=' + 'x'.repeat(1 << 20)")
    await page.getByLabel('Text to encode').fill('')
    await tool.measure()
    await pasteBuiltText(page.getByLabel('Text to encode'), 'big')
    await expect(page.getByTestId('large-text')).toContainText('1,048,599 characters')
    await expect(page.getByText('Cannot make this QR code')).toBeVisible()
    await expect(page.locator('main')).toContainText(
      'Too long for a QR code at level M: 1,048,599 bytes, at most 2,331 fit. Shorten the text or choose a lower error-correction level.',
    )
    await page.getByRole('button', { name: 'Generate' }).click()
    await expectToast(page, 'Text too long', 'at most 2,331 fit')
    await tool.settle()

    await page.getByRole('button', { name: 'Clear Text to encode' }).click()
    await page.getByLabel('Text to encode').fill('https://example.com')
    await expect(page.getByText('Cannot make this QR code')).toHaveCount(0)
    await expect(page.getByTestId('qr-info')).toContainText('Version 2')
    await expect(page.getByTestId('qr-canvas')).toHaveAttribute('data-version', '2')
    tool.clean()
  },
)

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

test(
  'user-agent: a 1 MB user agent is parsed by its first 2,000 characters, named; then an ordinary one',
  TIMING,
  async ({ page }) => {
    test.setTimeout(60_000)
    const tool = await open(page, 'user-agent')
    await build(page, `return ${JSON.stringify(`${CHROME_UA} `)} + 'x'.repeat(1 << 20)`)
    await page.getByLabel('User-agent to parse').fill('')
    await tool.measure()
    await pasteBuiltText(page.getByLabel('User-agent to parse'), 'big')
    await expect(page.getByTestId('large-text')).toContainText('1,048,688 characters')
    await expect(page.getByText('Only the first 2000 characters are parsed.')).toBeVisible()
    await expect(page.getByTestId('ua-browser')).toHaveText('Chrome 131.0.0.0')
    await expect(page.getByTestId('ua-os')).toHaveText('Windows 10 or 11')
    await expect(page.getByTestId('ua-device')).toHaveText('Desktop')
    await tool.settle()

    await page.getByRole('button', { name: 'Clear User-agent to parse' }).click()
    await page
      .getByLabel('User-agent to parse')
      .fill('Mozilla/5.0 (X11; Linux aarch64; rv:133.0) Gecko/20100101 Firefox/133.0')
    await expect(page.getByText('Only the first 2000 characters are parsed.')).toHaveCount(0)
    await expect(page.getByTestId('ua-browser')).toHaveText('Firefox 133.0')
    await expect(page.getByTestId('ua-cpu')).toHaveText('arm64')
    tool.clean()
  },
)

test(
  'text-to-pdf: 8 MB on one line is refused by its length; 3 MB on one line with no space is laid out in the worker with progress, cancelled; then a small PDF',
  TIMING,
  async ({ page }) => {
    test.setTimeout(150_000)
    const tool = await open(page, 'text-to-pdf')
    await build(page, "return 'a'.repeat(8 << 20)")
    await page.getByLabel('Text for the PDF').fill('')
    await tool.measure()
    await pasteBuiltText(page.getByLabel('Text for the PDF'), 'big')
    await expect(page.getByTestId('large-text')).toContainText('1 line, 8,388,608 characters')
    // Over the length limit (issue 35): named on the page, nothing sent to the worker.
    await expect(page.getByTestId('text-pdf-limit')).toHaveText(
      '8,388,608 characters: Text to PDF takes up to 5,000,000.',
    )
    await expect(page.getByRole('button', { name: 'Create PDF and download' })).toBeDisabled()
    await page.getByRole('button', { name: 'Clear Text for the PDF' }).click()
    await build(page, "return 'a'.repeat(3 << 20)")
    await pasteBuiltText(page.getByLabel('Text for the PDF'), 'big')
    await expect(page.getByTestId('large-text')).toContainText('1 line, 3,145,728 characters')
    await expect(page.getByTestId('text-pdf-limit')).toHaveCount(0)
    await page.getByRole('button', { name: 'Create PDF and download' }).click()
    // The one 3 MB word is broken at the margin, character by character: hundreds of pages, drawn in the worker.
    const bar = page.getByRole('progressbar')
    await expect(bar).toHaveAccessibleName(/^Drawing page \d[\d,]* of \d[\d,]*…$/, { timeout: 90_000 })
    const total = Number(/of ([\d,]+)/.exec((await bar.getAttribute('aria-label')) ?? '')?.[1]?.replace(/,/g, ''))
    // About 3,510 letters a page (A4, 11 pt: 8 MB made 2,390 pages in earlier runs): 897 pages.
    expect(Math.abs(total - 897), `${total} pages`).toBeLessThanOrEqual(2)
    await tool.settle()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expectToast(page, 'PDF cancelled')
    await expect(bar).toHaveCount(0)

    await page.getByRole('button', { name: 'Clear Text for the PDF' }).click()
    await page.getByLabel('Text for the PDF').fill('After the big one: a short text.\nSecond line.')
    const file = await captureDownload(page, () =>
      page.getByRole('button', { name: 'Create PDF and download' }).click(),
    )
    expect(file.name).toBe('document.pdf')
    expect((await PDFDocument.load(file.bytes)).getPageCount()).toBe(1)
    await expectToast(page, 'PDF created!', /document\.pdf: 1 page/)
    tool.clean()
  },
)

test(
  'json-diff: a side nested 100,000 levels is refused by the depth limit it names, then two small documents compare',
  TIMING,
  async ({ page }) => {
    test.setTimeout(60_000)
    const tool = await open(page, 'json-diff')
    await build(page, DEEP_JSON)
    await tool.measure()
    await pasteBuiltText(page.getByRole('textbox', { name: 'Left JSON' }), 'big')
    await expect(page.getByTestId('left-held')).toContainText('Pasted JSON')
    await page.getByRole('textbox', { name: 'Right JSON' }).fill('[1]')
    // Before, the worker's answer could not be sent to the page: "Comparison failed: Unserializable return value".
    await expect(page.getByTestId('left-error-message')).toHaveText(
      'This JSON nests more than 3,000 levels deep; JSON Diff compares up to 3,000 levels.',
      { timeout: 20_000 },
    )
    await expect(page.getByText('Left side is too deep')).toBeVisible()
    await expect(page.getByTestId('left-error-position')).toHaveText('Line 1, column 3001')
    await expect(page.getByText('Unserializable')).toHaveCount(0)
    await tool.settle()

    await page.getByRole('button', { name: 'Clear the left side' }).click()
    await page.getByRole('textbox', { name: 'Left JSON' }).fill('{"a":1,"b":[1,2]}')
    await page.getByRole('textbox', { name: 'Right JSON' }).fill('{"a":2,"b":[1,2]}')
    await expect(page.getByTestId('left-error-message')).toHaveCount(0)
    await expect(page.getByTestId('diff-summary')).toHaveText('1 difference · 0 added · 0 removed · 1 changed')
    await expect(page.getByTestId('diff-tree')).toContainText('1')
    tool.clean()
  },
)

test(
  'geojson-viewer: 100,000 nested GeometryCollections are refused by the nesting limit, the rest draws; then a small file',
  TIMING,
  async ({ page }) => {
    test.setTimeout(60_000)
    const tool = await open(page, 'geojson-viewer')
    await build(
      page,
      `const deep = '{"type":"GeometryCollection","geometries":['.repeat(100000) + '{"type":"Point","coordinates":[1,2]}' + ']}'.repeat(100000)
     return '{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Deep"},"geometry":' + deep + '},{"type":"Feature","properties":{"name":"Fine"},"geometry":{"type":"Point","coordinates":[3,4]}}]}'`,
    )
    await tool.measure()
    await pasteBuiltText(page.getByLabel('GeoJSON text'), 'big')
    await expect(page.getByTestId('large-text')).toContainText('4,500,')
    // Before, the whole file failed: "Could not read the input: Maximum call stack size exceeded".
    await expect(page.getByTestId('geo-issues')).toContainText(
      'GeometryCollections nested more than 100 levels deep; the viewer reads up to 100 levels.',
      { timeout: 20_000 },
    )
    await expect(page.getByTestId('geo-summary')).toHaveText(/^1 of 2 features drawn/)
    await expect(page.getByText('Maximum call stack')).toHaveCount(0)
    await tool.settle()

    await page.getByRole('button', { name: 'Clear GeoJSON text' }).click()
    await page
      .getByLabel('GeoJSON text')
      .fill(
        '{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"P"},"geometry":{"type":"Point","coordinates":[5,6]}}]}',
      )
    await expect(page.getByTestId('geo-valid')).toHaveText('Valid GeoJSON: 1 feature, 1 position.')
    await expect(page.getByTestId('geo-summary')).toHaveText('1 of 1 features drawn · 1 Point')
    tool.clean()
  },
)

test(
  'svg-minify: 100,000 nested groups and "billion laughs" entities are refused by name; then the sample minifies',
  TIMING,
  async ({ page }) => {
    test.setTimeout(60_000)
    const tool = await open(page, 'svg-minify')
    const box = page.getByRole('textbox', { name: 'SVG code' })
    await build(
      page,
      `return '<svg xmlns="http://www.w3.org/2000/svg">' + '<g>'.repeat(100000) + '<rect width="1" height="1"/>' + '</g>'.repeat(100000) + '</svg>'`,
    )
    await tool.measure()
    await pasteBuiltText(box, 'big')
    await expect(page.getByTestId('large-text')).toContainText('700,074 characters')
    await page.getByRole('button', { name: 'Minify' }).click()
    await expectToast(
      page,
      'Minification failed',
      'This SVG nests elements more than 256 levels deep; SVG Minifier reads up to 256 levels.',
    )
    await page.getByRole('button', { name: 'Clear SVG code' }).click()

    // Ten entities of ten each: a billion "lol"s if expanded. SVGO's parser stops at its entity depth.
    let entities = '<!ENTITY a0 "lol">'
    for (let i = 1; i < 10; i++) entities += `<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`
    await box.fill(
      `<?xml version="1.0"?><!DOCTYPE svg [${entities}]><svg xmlns="http://www.w3.org/2000/svg"><text>&a9;</text></svg>`,
    )
    await page.getByRole('button', { name: 'Minify' }).click()
    await expectToast(page, 'Minification failed', 'Invalid SVG: Parsed entity depth exceeds max entity depth')
    await expect(page.getByTestId('svg-reduction')).toHaveText('–')

    // Within the limit: 255 groups of red around a square, minified in the worker to one red path.
    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    await box.fill(
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g fill="red">'.repeat(255)}<rect width="1" height="1"/>${'</g>'.repeat(255)}</svg>`,
    )
    await page.getByRole('button', { name: 'Minify' }).click()
    await expectToast(page, 'SVG minified', /Reduced size by \d+(\.\d)?%/, { timeout: 20_000 })
    await expect(page.getByRole('region', { name: 'Minified SVG code' })).toHaveText(
      '<svg xmlns="http://www.w3.org/2000/svg"><path fill="red" d="M0 0h1v1H0z"/></svg>',
    )
    await tool.settle()

    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    await page.getByRole('button', { name: 'Load Sample' }).click()
    await page.getByRole('button', { name: 'Minify' }).click()
    await expectToast(page, 'SVG minified', /Reduced size by \d+(\.\d)?%/)
    await expect(page.getByRole('region', { name: 'Minified SVG code' })).toContainText('viewBox="0 0 120 120"')
    tool.clean()
  },
)
