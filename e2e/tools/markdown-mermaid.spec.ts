import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { EXAMPLES } from '../../src/tools/markdown-mermaid/markdown-mermaid'
import { SAMPLE_DRAWING } from '../../src/tools/markdown-mermaid/sample-drawing'
import { storeDrawing, storedId } from '../../src/tools/markdown-mermaid/store-drawing'
import { PWNED_CHECK } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, watchPage } from '../support/helpers'
import { budget, expect, type Page, test } from '../support/test'

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const editor = (page: Page) => page.getByLabel('Diagram', { exact: true })
const preview = (page: Page) => page.getByTestId('mermaid-preview')
const status = (page: Page) => page.getByTestId('mermaid-status')

/** The tool's page, live: its HTML holds the sample drawn in both themes until the page has hydrated (one then). */
async function gotoMermaid(page: Page) {
  await gotoTool(page, 'markdown-mermaid')
  await expect(status(page)).toHaveText('Example drawn in advance')
  await expect(preview(page).locator('svg')).toHaveCount(1, { timeout: 30_000 })
}

/** The fill of the diagram's first node shape, as the page paints it. */
function nodeFill(page: Page) {
  return preview(page)
    .locator('svg .node rect, svg .node polygon, svg .node path')
    .first()
    .evaluate((el) => getComputedStyle(el).fill)
}

test(
  'markdown-mermaid draws a typed flowchart, downloads SVG and PNG, and follows the theme',
  budget(240_000),
  async ({ page }) => {
    // Mermaid lays out on the page's thread: each drawing takes seconds on a slow machine.
    test.setTimeout(240_000)
    const watch = await watchPage(page)
    await gotoMermaid(page)
    // The first example is drawn on arrival.
    await expect(preview(page).locator('svg')).toBeVisible()
    await expect(preview(page).locator('svg')).toContainText('In stock?')

    await editor(page).fill('flowchart LR\n  A[Alpha] --> B[Beta]\n')
    await editor(page).press('End')
    await editor(page).pressSequentially('  B --> C{Gamma}', { delay: 20 })
    const svg = preview(page).locator('svg')
    await expect(svg.locator('text', { hasText: 'Gamma' })).toHaveCount(1)
    await expect(svg.locator('text', { hasText: 'Alpha' })).toHaveCount(1)
    await expect(svg.locator('text', { hasText: 'Beta' })).toHaveCount(1)
    await expect(svg.locator('foreignObject, script')).toHaveCount(0)
    await expect(page.getByTestId('mermaid-status')).toHaveText(/^Rendered in \d+ ms · light theme$/)

    const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download SVG' }).click())
    await expectToast(page, 'Downloaded!', 'Diagram saved as SVG')
    expect(file.name).toBe('flowchart.svg')
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml')
      const root = doc.documentElement
      return {
        errors: doc.querySelectorAll('parsererror').length,
        root: root.localName,
        ns: root.namespaceURI,
        width: Number(root.getAttribute('width')),
        height: Number(root.getAttribute('height')),
        labels: [...doc.querySelectorAll('text')].map((t) => t.textContent?.trim()).filter(Boolean),
      }
    }, file.text())
    expect(parsed.errors).toBe(0)
    expect(parsed.root).toBe('svg')
    expect(parsed.ns).toBe('http://www.w3.org/2000/svg')
    expect(parsed.labels).toEqual(expect.arrayContaining(['Alpha', 'Beta', 'Gamma']))

    const png = await captureDownload(page, () => page.getByRole('button', { name: 'Download PNG' }).click())
    await expectToast(page, 'Downloaded!', 'Diagram saved as PNG (2×)')
    expect(png.name).toBe('flowchart.png')
    expect(png.bytes.subarray(0, 8).equals(PNG_MAGIC)).toBe(true)
    expect(png.bytes.readUInt32BE(16)).toBe(Math.round(parsed.width * 2))
    expect(png.bytes.readUInt32BE(20)).toBe(Math.round(parsed.height * 2))

    // The header's theme switch redraws the diagram in Mermaid's dark theme.
    const lightFill = await nodeFill(page)
    await page.getByRole('button', { name: 'Toggle light and dark theme' }).click()
    await expect(page.getByTestId('mermaid-status')).toHaveText(/dark theme$/)
    const darkFill = await nodeFill(page)
    expect(darkFill).not.toBe(lightFill)
    await page.getByRole('button', { name: 'Toggle light and dark theme' }).click()
    await expect(page.getByTestId('mermaid-status')).toHaveText(/light theme$/)
    expect(await nodeFill(page)).toBe(lightFill)

    await expectFilledPageGates(page)
    expect(watch.pageErrors).toEqual([])
    expect(watch.consoleErrors).toEqual([])
    expect(watch.foreignRequests).toEqual([])
    expect(watch.cspViolations).toEqual([])
  },
)

test('markdown-mermaid shows a syntax error with its line and recovers', async ({ page }) => {
  await gotoMermaid(page)
  await expect(preview(page).locator('svg')).toBeVisible()
  await editor(page).fill('flowchart TD\n  A --> B\n  B --> C\n  C --> (oops\n  D --> E')
  const error = page.getByText(/^Syntax error on line \d+$/)
  await expect(error).toBeVisible()
  await expect(error).toHaveText('Syntax error on line 4')
  await expect(page.getByTestId('mermaid-error')).toContainText('4 |   C --> (oops')
  await expect(page.getByRole('button', { name: 'Download SVG' })).toBeDisabled()

  // Leading comments and blank lines still give the line of the user's text.
  await editor(page).fill('%% my diagram\n\nsequenceDiagram\n  Alice->>Bob: Hi\n  Bob-->>Alice\n')
  await expect(page.getByText('Syntax error on line 5')).toBeVisible()

  await editor(page).fill('sequenceDiagram\n  Alice->>Bob: Hi\n  Bob-->>Alice: Hello')
  await expect(page.getByTestId('mermaid-error')).toHaveCount(0)
  await expect(preview(page).locator('svg')).toContainText('Hello')
  await expect(page.getByRole('button', { name: 'Download SVG' })).toBeEnabled()
})

test('markdown-mermaid draws every example', async ({ page }) => {
  await gotoMermaid(page)
  const expected: Record<string, string> = {
    Flowchart: 'Pack the parcel',
    Sequence: 'PUT /notes/42',
    Class: 'Circle',
    State: 'Review',
    'Entity relationship': 'CUSTOMER',
    Gantt: 'Implement',
    Pie: 'Coding',
    Mindmap: 'Chargers',
  }
  for (const [label, text] of Object.entries(expected)) {
    await page.getByRole('combobox', { name: 'Example' }).click()
    await page.getByRole('option', { name: label, exact: true }).click()
    await expect(preview(page).locator('svg')).toContainText(text, { timeout: 30_000 })
    await expect(page.getByTestId('mermaid-error')).toHaveCount(0)
  }
})

test('markdown-mermaid never runs hostile labels, links or click callbacks', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoMermaid(page)
  await expect(preview(page).locator('svg')).toBeVisible()
  await page.evaluate(() => {
    ;(window as unknown as { hostileCallback: () => void }).hostileCallback = () => {
      ;(window as unknown as { __pwned: string }).__pwned = 'click-callback'
    }
  })
  const hostile = [
    'flowchart LR',
    '  A["<img src=x onerror=window.__pwned=1>"] --> B["<a href=\'javascript:window.__pwned=2\'>link</a>"]',
    '  B --> C["<script>window.__pwned=3</script>"]',
    '  C --> D["<img src=https://attacker.example/leak.png>"]',
    '  click A hostileCallback "tip"',
    '  click B "javascript:window.__pwned=4" "tip"',
    '  click C call hostileCallback()',
  ].join('\n')
  await editor(page).fill(hostile)
  const svg = preview(page).locator('svg')
  await expect(svg.locator('g.node')).toHaveCount(4, { timeout: 30_000 })
  await expect(svg.locator('img, script, foreignObject, image, iframe')).toHaveCount(0)
  expect(await svg.evaluate((el) => el.outerHTML)).not.toMatch(/javascript:|onerror|attacker\.example/i)
  for (const node of await svg.locator('g.node').all()) await node.click({ force: true })
  await page.waitForTimeout(300)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  // A style that loads a URL: Mermaid's style grammar has no parentheses, so it is a syntax error, never a request.
  await editor(page).fill(`${hostile}\n  style A fill:url(https://attacker.example/style.png)`)
  await expect(page.getByTestId('mermaid-error')).toBeVisible({ timeout: 30_000 })
  expect(watch.foreignRequests).toEqual([])
  // Mermaid measures label text in the live page before the tool sanitises its SVG; the inline handlers of the
  // hostile labels are refused there by the site's CSP (script-src-attr), and nothing ran (PWNED_CHECK above).
  expect(watch.cspViolations.filter((v) => !/^script-src-attr inline/.test(v))).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

/** The build's chunks holding Mermaid, DOMPurify or the tool's renderer (.vite/chunk-modules.json). */
function rendererChunks(): string[] {
  const outDir = process.env.LK_OUT ?? 'dist'
  const modules: Record<string, string[]> = JSON.parse(
    readFileSync(resolve(outDir, '.vite/chunk-modules.json'), 'utf8'),
  )
  return Object.entries(modules)
    .filter(([, ids]) =>
      ids.some((id) => /node_modules\/(mermaid|dompurify)\/|src\/tools\/markdown-mermaid\/render-diagram/.test(id)),
    )
    .map(([file]) => `/${file}`)
}

test(
  'markdown-mermaid shows the sample drawn in advance, as Mermaid draws it now, and loads Mermaid only for a change',
  budget(240_000),
  async ({ page, browser }) => {
    test.setTimeout(240_000)
    const sample = EXAMPLES[0].code
    const stale = 'the stored drawing is stale: run scripts/markdown-mermaid-sample.mjs (see its header)'

    // The page's HTML holds the sample in both themes; its stylesheet shows the page's (here, with no script, light).
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const bare = await noScript.newPage()
    await bare.goto('/tools/markdown-mermaid')
    await expect(bare.locator(`#${storedId('light')}`)).toBeVisible()
    await expect(bare.locator(`#${storedId('light')}`)).toContainText('Pack')
    await expect(bare.locator(`#${storedId('dark')}`)).toBeHidden()
    await expect(bare.getByTestId('mermaid-status')).toHaveText('Example drawn in advance')
    await noScript.close()

    const watch = await watchPage(page)
    const requested: string[] = []
    page.on('request', (req) => requested.push(new URL(req.url()).pathname))
    await gotoMermaid(page)
    await expect(preview(page).locator('svg')).toHaveAttribute('id', storedId('light'))

    // The stored drawing downloads as the drawn one does.
    const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download SVG' }).click())
    expect(file.name).toBe('flowchart.svg')
    expect(file.text()).toContain('Pack')
    const png = await captureDownload(page, () => page.getByRole('button', { name: 'Download PNG' }).click())
    expect(png.bytes.subarray(0, 8).equals(PNG_MAGIC)).toBe(true)
    const [width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(SAMPLE_DRAWING.svg.light)!.slice(1).map(Number)
    expect(png.bytes.readUInt32BE(16)).toBe(Math.round(width * 2))
    expect(png.bytes.readUInt32BE(20)).toBe(Math.round(height * 2))

    // The other theme's stored drawing, still without Mermaid.
    await page.getByRole('button', { name: 'Toggle light and dark theme' }).click()
    await expect(preview(page).locator('svg')).toHaveAttribute('id', storedId('dark'))
    await expect(status(page)).toHaveText('Example drawn in advance')
    await page.waitForTimeout(500)
    const chunks = rendererChunks()
    expect(chunks.length).toBeGreaterThan(0)
    expect(requested.filter((path) => chunks.includes(path))).toEqual([])

    for (const theme of ['dark', 'light'] as const) {
      if (theme === 'light') await page.getByRole('button', { name: 'Toggle light and dark theme' }).click()
      await expect(preview(page).locator('svg')).toHaveAttribute('id', storedId(theme))
      // A blank line more: Mermaid draws the same diagram live.
      await editor(page).fill(`${sample}\n`)
      await expect(status(page)).toHaveText(new RegExp(`^Rendered in \\d+ ms · ${theme} theme$`), { timeout: 60_000 })
      const live = preview(page).locator('svg')
      await expect(live).toHaveAttribute('id', /^lk-mermaid-\d+$/)
      const drawn = storeDrawing(await live.evaluate((el) => el.outerHTML), theme)
      // Mermaid measures the labels in the machine's own sans-serif (the drawing's font list ends there): on a machine
      // with other fonts every coordinate may move, so the exact comparison is a note; the drawing's shape (its
      // elements, classes, styles and text) must be the same anywhere.
      const shape = (svg: string) => svg.replace(/-?\d*\.?\d+(e-?\d+)?/g, '#')
      expect(shape(drawn), stale).toBe(shape(SAMPLE_DRAWING.svg[theme]))
      if (drawn !== SAMPLE_DRAWING.svg[theme])
        test.info().annotations.push({ type: 'note', description: `${theme}: laid out with other font metrics` })
      // Back to the sample: the stored drawing again, at once.
      await editor(page).fill(sample)
      await expect(preview(page).locator('svg')).toHaveAttribute('id', storedId(theme))
      await expect(status(page)).toHaveText('Example drawn in advance')
    }
    expect(requested.some((path) => chunks.includes(path))).toBe(true)
    expect(watch.pageErrors).toEqual([])
    expect(watch.consoleErrors).toEqual([])
  },
)
