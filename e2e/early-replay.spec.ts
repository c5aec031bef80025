// Nothing a visitor does before a prerendered page is live is lost (issue 33): on every page, with the CPU slowed 4×
// as on a mid-range laptop, the test types, clicks, presses and drops while the app is still held back, checks the
// page really was not live yet, lets the app in, and checks the outcome: exactly what was typed, in the tool's own
// state; each early click applied once; Ctrl+K's palette with the keys typed after it; home's search, paste and drop;
// a file dropped on a file tool. src/app/early-events.ts records, src/app/early-replay.ts replays.
//
// One browser context for all 101 pages, each visited once: the app's React DOM chunk is held by a route until the
// test has acted (so "not live yet" is certain without waiting for a slow machine), then released.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { disposalScenario } from './fixtures/gif-split/make-gif'
import { tools } from './support/catalogue'
import { TIMING } from './support/helpers'
import { budget, expect, test } from './support/test'

const CPU_SLOWDOWN = 4

const reactDomChunk = () => {
  const chunks: Record<string, string[]> = JSON.parse(
    readFileSync(resolve(process.env.LK_OUT ?? 'dist', '.vite/chunk-modules.json'), 'utf8'),
  )
  const file = Object.keys(chunks).find((f) =>
    chunks[f].some((m) => m.endsWith('react-dom/cjs/react-dom-client.production.js')),
  )
  expect(file, 'the chunk holding React DOM').toBeTruthy()
  return file as string
}

/**
 * A tab whose app is held back on each navigation until `release()`, on a CPU slowed 4×. The app's React DOM chunk
 * waits in DevTools' request interception (not a Playwright route, which would turn the HTTP cache off: every page
 * would fetch and compile the app again, as no visitor's browser does).
 */
async function heldPage(context: BrowserContext, errors: string[]) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  let where = ''
  page.on('console', (msg) => {
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat|early event/i.test(msg.text())))
      errors.push(`${where}: ${msg.text()}`)
  })
  page.on('pageerror', (err) => errors.push(`${where}: ${err.message}`))
  let open = () => {}
  let opened = Promise.resolve()
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    void opened.then(() => cdp.send('Fetch.continueRequest', { requestId })).catch(() => {})
  })
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*/${reactDomChunk()}`, requestStage: 'Request' }] })
  return {
    page,
    /** Opens `path` with the app held back: the prerendered page and its boot code only. */
    async visit(path: string) {
      const previous = open
      where = path
      opened = new Promise<void>((r) => {
        open = r
      })
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      // A page left before it was live: its held request (cancelled by the navigation) lets go.
      previous()
    },
    isLive: () => page.evaluate(() => 'live' in document.documentElement.dataset),
    /** Lets the app in and waits until the page is live (replay included). */
    async release() {
      expect(await page.evaluate(() => 'live' in document.documentElement.dataset), `${where} was live already`).toBe(
        false,
      )
      open()
      await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 30_000 })
    },
  }
}

type Finder = (selector: string, key?: string) => { i: number; key: string; el?: HTMLInputElement }

async function newContext(browser: Browser) {
  const context = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
    acceptDownloads: true,
    serviceWorkers: 'block',
  })
  // The test's own look at the page: the first visible element for `selector` (or the one whose kind and label give
  // `key`), with that key. An init script, as the page's CSP allows no other script.
  await context.addInitScript(() => {
    const keyOf = (el: Element) => {
      const labelledBy = el.getAttribute('aria-labelledby')
      const label =
        el.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.getAttribute('placeholder') ??
        ''
      // Not its type: a password field may show its text once a switch says so.
      return `${el.tagName} ${label.trim()}`
    }
    const find: Finder = (selector, key) => {
      const all = [...document.querySelectorAll(selector)] as HTMLInputElement[]
      const i = all.findIndex((el) =>
        key === undefined ? el.checkVisibility() || el.closest('label')?.checkVisibility() : keyOf(el) === key,
      )
      return { i, key: i >= 0 ? keyOf(all[i]) : '', el: all[i] }
    }
    ;(window as unknown as { __lkFind: Finder }).__lkFind = find
  })
  return context
}

/** The fields a visitor types into: editable text (not a checkbox, picker, slider or colour). */
const TEXT_FIELD =
  '#root main :is(textarea, input:not([type]), input[type=text], input[type=search], input[type=url], input[type=email], input[type=number], input[type=tel], input[type=password]):not([readonly]):not(:disabled)'
/** Early clicks whose effect shows if applied twice (or not at all): a checkbox or switch. */
const TOGGLE =
  '#root main :is(input[type=checkbox], [role=checkbox], [role=switch]):not(:disabled):not([aria-disabled=true])'

/** A value each field takes as typed (the tool may reject it, but keeps the text); some tools want their own kind. */
const typed: Record<string, string> = {
  'qr-generator': 'HELLO-EARLY',
  'markdown-preview': '# Early heading',
  // A card number field shows the number in groups of four.
  'credit-card-check': '4111 1111 1111 1111',
}
function valueFor(slug: string, type: string | null): string {
  return typed[slug] ?? (type === 'number' ? '42' : type === 'email' ? 'early@example.com' : 'early 42')
}

/** Pages whose early clicks the walk checks on its own (their checkbox is set by a preset, say). */
const ownClicks = new Set(['password-generator'])

/** Visits one tool page: acts before it is live, lets the app in, and returns what is wrong once it is. */
async function walkTool(held: Awaited<ReturnType<typeof heldPage>>, slug: string): Promise<string[]> {
  const { page } = held
  const problems: string[] = []
  const pageStarted = Date.now()
  await held.visit(`/tools/${slug}`)
  const visited = Date.now()
  // The first text field and the first toggle as the page shows them, in one look; each is known by its label
  // (where the app renders a part afresh, the element is a new one after live).
  const found = await page.evaluate(
    ([fieldSelector, toggleSelector]) => {
      const find = (window as unknown as { __lkFind: Finder }).__lkFind
      const field = find(fieldSelector)
      const toggle = find(toggleSelector)
      return {
        field: field.i,
        fieldKey: field.key,
        type: field.el?.getAttribute('type') ?? null,
        toggle: toggle.i,
        toggleKey: toggle.key,
        inLabel: !!toggle.el?.closest('label'),
        checked: toggle.el ? toggle.el.checked || toggle.el.getAttribute('aria-checked') === 'true' : false,
      }
    },
    [TEXT_FIELD, TOGGLE],
  )
  const field = page.locator(TEXT_FIELD).nth(found.field)
  const value = found.field >= 0 ? valueFor(slug, found.type) : ''
  if (found.field >= 0) await field.fill(value, { timeout: 20_000 })
  const box = page.locator(TOGGLE).nth(found.toggle)
  const hasBox = found.toggle >= 0 && !ownClicks.has(slug)
  // As a visitor does: on the box as drawn (an Ark checkbox or switch draws its own over a hidden input).
  if (hasBox) await (found.inLabel ? box.locator('xpath=ancestor::label[1]') : box).click({ timeout: 20_000 })
  if (slug === 'password-generator') {
    await page.getByRole('button', { name: /PIN Only/ }).click()
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Starting…' })).toBeVisible()
  }
  const acted = Date.now()
  await held.release()
  const wentLive = Date.now()

  // What the page and React hold now, in one look: the same field and toggle, found by their labels.
  const now = await page.evaluate(
    ([fieldSelector, toggleSelector, fieldKey, toggleKey]) => {
      const find = (window as unknown as { __lkFind: Finder }).__lkFind
      const props = (el: Element | undefined) => {
        const key = el && Object.keys(el).find((k) => k.startsWith('__reactProps$'))
        return key ? (el as unknown as Record<string, Record<string, unknown>>)[key] : undefined
      }
      const field = find(fieldSelector, fieldKey).el
      const box = find(toggleSelector, toggleKey).el
      const state = props(field)?.value
      const boxProps = props(box)
      return {
        value: field?.value,
        state: state === undefined ? undefined : String(state),
        checked: box ? box.checked || box.getAttribute('aria-checked') === 'true' : undefined,
        checkedState: boxProps?.checked ?? boxProps?.['aria-checked'],
      }
    },
    [TEXT_FIELD, TOGGLE, found.fieldKey, found.toggleKey] as const,
  )
  if (found.field >= 0) {
    if (now.value !== value) problems.push(`${slug}: the field holds ${JSON.stringify(now.value)}, typed ${value}`)
    else if (now.state !== undefined && now.state !== value)
      problems.push(`${slug}: the tool's state holds ${JSON.stringify(now.state)}, typed ${value}`)
  }
  if (hasBox) {
    if (now.checked === found.checked) problems.push(`${slug}: an early click on a checkbox was not applied once`)
    else if (now.checkedState !== undefined && now.checkedState !== now.checked)
      problems.push(`${slug}: the checkbox shows ${now.checked}, the tool holds ${now.checkedState}`)
  }
  if (slug === 'password-generator') {
    await expect(page.getByTestId('password-output')).toHaveValue(/^\d{6}$/)
    // A toggle clicked once before live is toggled once (twice would be back to where it was).
    await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Starting…' })).toHaveCount(0)
  }
  if (slug === 'qr-generator') {
    // The PNG downloaded is the code of the text typed before the page was live.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ])
    const path = join(mkdtempSync(join(tmpdir(), 'early-qr-')), 'qr.png')
    writeFileSync(path, readFileSync(await file.path()))
    expect(execFileSync('zbarimg', ['--raw', '-q', path], { encoding: 'utf8' }).trim()).toBe('HELLO-EARLY')
  }
  if (slug === 'markdown-preview') {
    // The typed text alone, not glued to the sample.
    await expect(page.getByTestId('markdown-preview').getByRole('heading', { level: 1 })).toHaveText('Early heading')
    await expect(page.getByTestId('markdown-preview')).not.toContainText('Welcome')
  }
  if (process.env.LK_EARLY_VERBOSE)
    console.log(
      `${slug} ${Date.now() - pageStarted} ms: visit ${visited - pageStarted}, act ${acted - visited}, live ${wentLive - acted}`,
    )
  return problems
}

/** Tabs walking the tool pages side by side: a CPU slowed 4× is mostly waiting, which two tabs share. */
const LANES = 2

test.describe.configure({ mode: 'serial' })

test('every tool page: what is typed and clicked before it is live is in the tool once it is, exactly once', {
  ...TIMING,
  ...budget(10 * 60_000),
}, async ({ browser }) => {
  const context = await newContext(browser)
  const errors: string[] = []
  const problems: string[] = []
  const started = Date.now()
  // LK_EARLY_SLUGS=a,b walks only those (while working on them).
  const only = process.env.LK_EARLY_SLUGS?.split(',')
  const slugs = tools.filter((t) => t.built && (!only || only.includes(t.slug))).map((t) => t.slug)
  if (!only) expect(slugs).toHaveLength(100)
  await Promise.all(
    Array.from({ length: LANES }, async (_, lane) => {
      const held = await heldPage(context, errors)
      for (const slug of slugs.filter((_, i) => i % LANES === lane)) {
        const found = await walkTool(held, slug)
        if (found.length) console.log(found.join('\n'))
        problems.push(...found)
      }
    }),
  )
  console.log(`${slugs.length} tool pages walked in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  expect({ problems, errors }).toEqual({ problems: [], errors: [] })
  await context.close()
})

/** A file in the page, dropped on `target` as a browser does (dragenter, dragover, drop). */
async function dropFile(page: Page, target: Locator, bytes: number[] | 'png', name: string, type: string) {
  const dt = await page.evaluateHandle(
    async ({ bytes, name, type }) => {
      let data: BlobPart
      if (bytes === 'png') {
        // A real PNG, drawn in the page: 48×32, a gradient.
        const canvas = new OffscreenCanvas(48, 32)
        const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
        const g = ctx.createLinearGradient(0, 0, 48, 32)
        g.addColorStop(0, '#e11d48')
        g.addColorStop(1, '#2563eb')
        ctx.fillStyle = g
        ctx.fillRect(0, 0, 48, 32)
        data = await canvas.convertToBlob({ type: 'image/png' })
      } else data = new Uint8Array(bytes)
      const transfer = new DataTransfer()
      transfer.items.add(new File([data], name, { type }))
      return transfer
    },
    { bytes, name, type },
  )
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer: dt })
}

test("home's early search, Ctrl+K, paste and drop, and early drops and picks on file tools, reach the app once live", {
  ...TIMING,
  ...budget(2 * 60_000),
}, async ({ browser }) => {
  const context = await newContext(browser)
  const errors: string[] = []
  const held = await heldPage(context, errors)
  const { page } = held
  const home = page.getByRole('heading', { level: 1, name: '100 Essential Developer Tools' })

  // A tool page left before it was live is still in Recently used.
  await held.visit('/tools/word-count')
  expect(await held.isLive()).toBe(false)

  // Home: a search typed before live shows its ranked results once live.
  await held.visit('/')
  await expect(home).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('json')
  await held.release()
  await expect(page).toHaveURL(/[?&]q=json\b/)
  await expect(page.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('json')
  await expect(page.locator('main a[href="/tools/word-count"]')).toHaveCount(0)
  await expect(page.locator('main a[href^="/tools/"]').first()).toContainText(/JSON/)

  // Ctrl+K before live opens the palette once live, with the keys typed after it in its box.
  await held.visit('/')
  await page.keyboard.press('Control+K')
  await page.keyboard.type('base64')
  await held.release()
  const palette = page.getByRole('combobox', { name: 'Search tools and actions' })
  await expect(palette).toBeFocused()
  await expect(palette).toHaveValue('base64')
  await expect(page.getByRole('listbox', { name: 'Results' }).getByRole('option').first()).toContainText(/Base64/)
  await page.keyboard.press('Escape')
  await expect(palette).toHaveCount(0)
  await expect(page.getByTestId('recents')).toContainText('Word Count')

  // A paste outside any field before live: "Open with…" with the pasted content's tools.
  await held.visit('/')
  await page.evaluate(() => navigator.clipboard.writeText('{"early": [1, 2, 3]}'))
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Control+V')
  await held.release()
  const openWith = page.getByRole('region', { name: 'Open with…' })
  await expect(openWith.getByTestId('open-with').first()).toHaveAttribute('data-slug', /^json-/)

  // A file dropped on home before live: "Open with…" for it.
  await held.visit('/')
  await dropFile(page, page.locator('main h1'), 'png', 'early.png', 'image/png')
  await held.release()
  await expect(page.getByRole('region', { name: 'Open with…' })).toContainText('early.png')

  // image-compress: a PNG dropped before live is compressed once live.
  await held.visit('/tools/image-compress')
  await dropFile(page, page.getByTestId('file-drop'), 'png', 'early.png', 'image/png')
  await held.release()
  await expect(page.getByAltText('Original preview')).toBeVisible()
  await expect(page.getByText(/^early\.png · [\d.]+ (KB|Bytes)$/)).toBeVisible()
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expect(page.getByAltText('Compressed preview')).toBeVisible({ timeout: 30_000 })

  // gif-split: a GIF dropped before live is split once live.
  const gif = [...disposalScenario(2).bytes]
  await held.visit('/tools/gif-split')
  await dropFile(page, page.getByTestId('file-drop'), gif, 'early.gif', 'image/gif')
  await held.release()
  await expect(page.getByTestId('gif-frame-count')).toHaveText('4')

  // gif-split: the drop zone clicked before live says "Starting…", and opens the file picker once live.
  await held.visit('/tools/gif-split')
  const chooser = page.waitForEvent('filechooser', { timeout: 30_000 })
  await page.getByTestId('file-drop').click()
  await expect(page.getByRole('status').filter({ hasText: 'Starting…' })).toBeVisible()
  await held.release()
  await (await chooser).setFiles({ name: 'picked.gif', mimeType: 'image/gif', buffer: Buffer.from(gif) })
  await expect(page.getByTestId('gif-frame-count')).toHaveText('4')
  await expect(page.getByRole('status').filter({ hasText: 'Starting…' })).toHaveCount(0)

  expect(errors).toEqual([])
  await context.close()
})

test("a touch-only screen shows no 'Ctrl K' key hint", TIMING, async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await page.goto('/')
  expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true)
  await expect(page.getByTestId('palette-button').locator('kbd')).toBeHidden()
  await context.close()
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const deskPage = await desk.newPage()
  await deskPage.goto('/')
  await expect(deskPage.getByTestId('palette-button').locator('kbd')).toHaveText('Ctrl K')
  await desk.close()
})
