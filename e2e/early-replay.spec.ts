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
import type { Browser, Locator, Page } from '@playwright/test'
import { disposalScenario } from './fixtures/gif-split/make-gif'
import { tools } from './support/catalogue'
import { TIMING } from './support/helpers'
import { budget, expect, test } from './support/test'

const CPU_SLOWDOWN = 4

/** A page whose app is held back on each navigation until `release()`, on a CPU slowed 4×. */
async function heldPage(browser: Browser) {
  const chunks: Record<string, string[]> = JSON.parse(
    readFileSync(resolve(process.env.LK_OUT ?? 'dist', '.vite/chunk-modules.json'), 'utf8'),
  )
  const reactDom = Object.keys(chunks).find((file) =>
    chunks[file].some((m) => m.endsWith('react-dom/cjs/react-dom-client.production.js')),
  )
  expect(reactDom, 'the chunk holding React DOM').toBeTruthy()
  const context = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
    acceptDownloads: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const errors: string[] = []
  let where = ''
  page.on('console', (msg) => {
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat|early event/i.test(msg.text())))
      errors.push(`${where}: ${msg.text()}`)
  })
  page.on('pageerror', (err) => errors.push(`${where}: ${err.message}`))
  let open = () => {}
  let opened = Promise.resolve()
  await page.route(`**/${reactDom}`, async (route) => {
    await opened
    await route.continue()
  })
  return {
    page,
    context,
    errors,
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
      await expect(page.locator('h1').first()).toBeVisible()
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

/** The first field a visitor types into: visible, editable text (not a checkbox, picker, slider or colour). */
function firstTextField(page: Page): Locator {
  return page
    .locator(
      '#root main :is(textarea, input:not([type]), input[type=text], input[type=search], input[type=url], input[type=email], input[type=number], input[type=tel], input[type=password]):not([readonly]):not([disabled])',
    )
    .filter({ visible: true })
    .first()
}

/** What React holds for the element (its last rendered props): a controlled field's value is the tool's state. */
function reactProps(locator: Locator): Promise<{ value?: unknown; checked?: unknown } | null> {
  return locator.evaluate((el) => {
    const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'))
    if (!key) return null
    const props = (el as unknown as Record<string, Record<string, unknown>>)[key]
    return { value: props.value, checked: props.checked }
  })
}

/** A value each field takes as typed (the tool may reject it, but keeps the text); some tools want their own kind. */
const typed: Record<string, string> = {
  'qr-generator': 'HELLO-EARLY',
  'hex-rgb': '#1a2b3c',
  'markdown-preview': '# Early heading',
}
function valueFor(slug: string, type: string | null): string {
  return typed[slug] ?? (type === 'number' ? '42' : type === 'email' ? 'early@example.com' : 'early 42')
}

/** Pages whose early clicks the walk checks on its own (their checkbox is set by a preset, say). */
const ownClicks = new Set(['password-generator'])

test.describe.configure({ mode: 'serial' })

test('every tool page: what is typed and clicked before it is live is in the tool once it is, exactly once', {
  ...TIMING,
  ...budget(5 * 60_000),
}, async ({ browser }) => {
  const held = await heldPage(browser)
  const { page } = held
  const problems: string[] = []
  const started = Date.now()
  for (const tool of tools.filter((t) => t.built)) {
    await held.visit(`/tools/${tool.slug}`)
    const field = firstTextField(page)
    const hasField = (await field.count()) > 0
    const value = hasField ? valueFor(tool.slug, await field.getAttribute('type')) : ''
    if (hasField) await field.fill(value)
    // An early click whose effect shows if it were applied twice (or not at all): a checkbox or switch.
    const box = page
      .locator('#root main :is(input[type=checkbox], [role=checkbox], [role=switch])')
      .filter({ visible: true })
      .first()
    const hasBox = !ownClicks.has(tool.slug) && (await box.count()) > 0
    const wasChecked = hasBox ? await box.isChecked() : false
    if (hasBox) await box.click()
    if (tool.slug === 'password-generator') {
      await page.getByRole('button', { name: /PIN Only/ }).click()
      await page.getByRole('button', { name: 'Hide password' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Starting…' })).toBeVisible()
    }
    let download: Promise<import('@playwright/test').Download> | undefined
    if (tool.slug === 'qr-generator') {
      // Typed, then Download clicked, before the page is live: the file is the typed text's code.
      download = page.waitForEvent('download', { timeout: 30_000 })
      await page.getByRole('button', { name: 'Download PNG' }).click()
    }
    await held.release()

    if (hasField) {
      const now = await field.inputValue()
      const props = await reactProps(field)
      if (now !== value) problems.push(`${tool.slug}: the field holds ${JSON.stringify(now)}, typed ${value}`)
      else if (props && props.value !== undefined && String(props.value) !== value)
        problems.push(`${tool.slug}: the tool's state holds ${JSON.stringify(props.value)}, typed ${value}`)
    }
    if (hasBox) {
      const checked = await box.isChecked()
      if (checked === wasChecked) problems.push(`${tool.slug}: an early click on a checkbox was not applied once`)
      const props = await reactProps(box)
      if (props?.checked !== undefined && props.checked !== checked)
        problems.push(`${tool.slug}: the checkbox shows ${checked}, the tool holds ${props.checked}`)
    }
    if (tool.slug === 'password-generator') {
      await expect(page.getByTestId('password-output')).toHaveValue(/^\d{6}$/)
      // A toggle clicked once before live is toggled once (twice would be back to where it was).
      await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Starting…' })).toHaveCount(0)
    }
    if (tool.slug === 'qr-generator' && download) {
      const file = await download
      const path = join(mkdtempSync(join(tmpdir(), 'early-qr-')), 'qr.png')
      writeFileSync(path, readFileSync(await file.path()))
      expect(execFileSync('zbarimg', ['--raw', '-q', path], { encoding: 'utf8' }).trim()).toBe('HELLO-EARLY')
    }
    if (tool.slug === 'markdown-preview') {
      // The typed text alone, not glued to the sample.
      await expect(page.getByTestId('markdown-preview').getByRole('heading', { level: 1 })).toHaveText('Early heading')
      await expect(page.getByTestId('markdown-preview')).not.toContainText('Welcome')
    }
  }
  console.log(`101 pages walked in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  expect(problems).toEqual([])
  expect(held.errors).toEqual([])
  await held.context.close()
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
  const held = await heldPage(browser)
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

  expect(held.errors).toEqual([])
  await held.context.close()
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
