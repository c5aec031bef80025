// Text tools against huge pastes (issue 35): a 20 MB paste with no line break is counted off the page's main
// thread (Word Count froze 7.9 s on it), shown as a summary instead of laid out in a text box, with the right
// result; the renderer never crashes, no task blocks the page for a second, and an ordinary text works right after.
import { gotoTool, pasteBuiltText, startFreezeProbe, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

/** Keeps the page painting while probed: Chromium reports long tasks reliably while frames are being produced. */
async function keepPainting(page: Page) {
  await page.evaluate(() => {
    const tick = () => requestAnimationFrame(tick)
    tick()
  })
}

/** Pastes the text built in the page under window.__built[name] into the field labelled `label`. */
const pasteBuilt = (page: Page, label: string, name: string) =>
  pasteBuiltText(page.getByLabel(label, { exact: true }), name)

test('word-count: a 20 MB single-line paste is counted in a worker and summarised; a normal text right after', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'word-count')
  await expect(page.getByTestId('tool-limits')).toContainText('128 million characters')
  // 20 MiB of "word " with no line break: 4,194,304 words on one line.
  await page.evaluate(() => {
    ;(window as unknown as { __built: Record<string, string> }).__built = { big: 'word '.repeat(4 * 2 ** 20) }
  })
  await keepPainting(page)
  const probe = await startFreezeProbe(page)
  await pasteBuilt(page, 'Text to count', 'big')
  await expect(page.getByTestId('large-text')).toContainText('1 line, 20,971,520 characters')
  await expect(page.getByTestId('stat-words')).toHaveText('4194304', { timeout: 30_000 })
  await expect(page.getByTestId('stat-characters')).toHaveText('20971520')
  await expect(page.getByTestId('stat-characters-no-spaces')).toHaveText('16777216')
  await expect(page.getByTestId('stat-reading')).toHaveText('20972 min')
  await probe.expectResponsive()

  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await page.getByLabel('Text to count').fill('Hello world. How are you?\n\nFine! Thanks')
  await expect(page.getByTestId('stat-words')).toHaveText('7')
  await expect(page.getByTestId('stat-sentences')).toHaveText('4')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'

/** Tools that work on the page's thread: a 5 MB paste is refused by its length, naming the limit, before any work. */
const REFUSING: {
  slug: string
  label: string
  limit: string
  normal: string
  check: (page: Page) => Promise<void>
}[] = [
  {
    slug: 'char-case',
    label: 'Text to convert',
    limit: 'Case Converter converts up to 1,000,000.',
    normal: 'hello world',
    check: (page) => expect(page.getByTestId('case-upper')).toContainText('HELLO WORLD'),
  },
  {
    slug: 'jwt-decode',
    label: 'JSON Web Token',
    limit: 'JWT Decoder reads up to 100,000.',
    normal: JWT,
    check: (page) => expect(page.locator('main')).toContainText('"name": "John Doe"'),
  },
  {
    slug: 'markdown-preview',
    label: 'Markdown input',
    limit: 'Markdown Preview renders up to 500,000.',
    normal: '# Hello there\n\nSome *text*.',
    check: (page) => expect(page.getByRole('heading', { name: 'Hello there' }).first()).toBeVisible(),
  },
  {
    slug: 'html-to-text',
    label: 'HTML input',
    limit: 'HTML to Text reads up to 500,000.',
    normal: '<p>Hi <b>there</b></p>',
    check: (page) => expect(page.getByRole('region', { name: 'Plain text output' })).toContainText('Hi there'),
  },
  {
    slug: 'slugify',
    label: 'Text to turn into a slug',
    limit: 'Slug Generator reads up to 100,000.',
    normal: 'Hello World',
    check: (page) => expect(page.locator('main')).toContainText('hello-world'),
  },
  {
    slug: 'lottery-picker',
    label: 'Entries, one per line',
    limit: 'Random Picker reads up to 1,000,000.',
    normal: 'Ann\nBob\nCarol',
    check: async () => {},
  },
  {
    slug: 'markdown-mermaid',
    label: 'Diagram',
    limit: 'Mermaid Diagram Editor reads up to 50,000.',
    normal: 'graph TD\n  A[Start] --> B[Done]',
    check: (page) => expect(page.locator('main svg').filter({ hasText: 'Done' }).first()).toBeVisible(),
  },
]

test('text tools refuse a 5 MB single-line paste by its length, naming the limit; a normal input right after', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPage(page)
  for (const tool of REFUSING) {
    await gotoTool(page, tool.slug)
    await expect(page.getByTestId('tool-limits')).toContainText('characters')
    await page.evaluate(() => {
      ;(window as unknown as { __built: Record<string, string> }).__built = { big: 'ab'.repeat(5 * 2 ** 19) }
    })
    // Emptied first: some tools open with a sample in the box.
    await page.getByLabel(tool.label, { exact: true }).fill('')
    await keepPainting(page)
    const probe = await startFreezeProbe(page)
    await pasteBuilt(page, tool.label, 'big')
    await expect(page.getByTestId('large-text')).toContainText('5,242,880 characters')
    await expect(page.getByText(`5,242,880 characters: ${tool.limit}`)).toBeVisible()
    await probe.expectResponsive(`${tool.slug}: `)
    await page.getByRole('button', { name: `Clear ${tool.label}` }).click()
    await page.getByLabel(tool.label, { exact: true }).fill(tool.normal)
    await expect(page.getByText(tool.limit)).toHaveCount(0)
    await tool.check(page)
  }
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

/**
 * Tools that take the 5 MB paste: shown as a summary (never laid out in the box), worked on without blocking.
 * url-encode refuses it now (100,000 characters, encoded as you type on the page): hostile-gaps.spec.ts.
 */
const ACCEPTING: { slug: string; label: string; normal: string; shows: string }[] = [
  { slug: 'base64-encode', label: 'Text to encode', normal: 'hello', shows: 'aGVsbG8=' },
  { slug: 'md5-hash', label: 'Text (hashed as UTF-8)', normal: 'abc', shows: '900150983cd24fb0d6963f7d28e17f72' },
  {
    slug: 'sha256-hash',
    label: 'Text (hashed as UTF-8)',
    normal: 'abc',
    shows: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  },
]

test('text tools take a 5 MB single-line paste as a summary without blocking the page; a normal input right after', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const watch = await watchPage(page)
  for (const tool of ACCEPTING) {
    await gotoTool(page, tool.slug)
    await page.evaluate(() => {
      ;(window as unknown as { __built: Record<string, string> }).__built = { big: 'ab'.repeat(5 * 2 ** 19) }
    })
    await page.getByLabel(tool.label, { exact: true }).fill('')
    await keepPainting(page)
    const probe = await startFreezeProbe(page)
    await pasteBuilt(page, tool.label, 'big')
    await expect(page.getByTestId('large-text')).toContainText('5,242,880 characters')
    // Time for the tool to work on it (a worker, or a clipped view) before the probe is read.
    await page.waitForTimeout(2000)
    await probe.expectResponsive(`${tool.slug}: `)
    await page.getByRole('button', { name: `Clear ${tool.label}` }).click()
    await page.getByLabel(tool.label, { exact: true }).fill(tool.normal)
    await expect(page.locator('main'), tool.slug).toContainText(tool.shows)
  }
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
