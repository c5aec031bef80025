// Shared links, as a user makes and opens them: set a tool up through its controls, "Copy link", open the link in a
// new tab and read the controls back. The controls are read generically (every editable control in the tool's body),
// so a field a view forgot to declare with useLinkState shows up as a difference.
import { expect, type Page } from '@playwright/test'
import { readClipboard } from './helpers'

export type ControlSnapshot = [string, string][]

/** Every editable control in the tool's body, in page order: its label and its value (or checked/pressed state). */
export function snapshotControls(page: Page): Promise<ControlSnapshot> {
  return page.evaluate(() => {
    const body = document.querySelector('[data-testid="tool-body"]')
    if (!body) throw new Error('no tool body')
    const out: [string, string][] = []
    const label = (el: Element) =>
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
      el.closest('[data-part="root"]')?.querySelector('[data-part="label"]')?.textContent?.trim() ??
      el.tagName.toLowerCase()
    const controls = body.querySelectorAll(
      'input, textarea, select, [aria-pressed], [role="tab"], [role="slider"], [role="switch"], [role="radio"]',
    )
    for (const el of controls) {
      // Controls of a tab not shown (a lazily mounted panel may not exist at all on the other side) are not compared.
      if (el.closest('[data-link-ignore]') || !el.checkVisibility()) continue
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
        if (el.readOnly || el.disabled || el.type === 'file') continue
        const value =
          el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
            ? String(el.checked)
            : el.value
        out.push([`${label(el)} (${el.type})`, value])
      } else if (el instanceof HTMLSelectElement) out.push([`${label(el)} (select)`, el.value])
      else if (el.getAttribute('role') === 'tab')
        out.push([`tab ${el.textContent?.trim()}`, el.getAttribute('aria-selected') ?? ''])
      else if (el.getAttribute('role') === 'slider')
        out.push([`slider ${label(el)}`, el.getAttribute('aria-valuenow') ?? ''])
      else if (el.hasAttribute('aria-pressed'))
        out.push([`pressed ${el.textContent?.trim()}`, el.getAttribute('aria-pressed') ?? ''])
      else out.push([`${el.getAttribute('role')} ${label(el)}`, el.getAttribute('aria-checked') ?? ''])
    }
    return out
  })
}

export interface Perturb {
  /** Text typed into empty text fields, by (part of) their accessible name; a field not listed gets `defaultText`. */
  text?: Record<string, string>
  defaultText?: string
  /** Leave "Load Sample" alone. */
  noSample?: boolean
  /** Type into no text field at all (a secret tool's input never goes in a link). */
  noText?: boolean
  /** Text fields never typed into, by accessible name (a secret key). */
  skipText?: RegExp
  /** Runs first: what the generic set-up cannot do for this tool (e.g. pick a mode that shows the options). */
  prepare?: (page: Page) => Promise<void>
  /** Only `prepare`, none of the generic set-up. */
  onlyPrepare?: boolean
  /** Why the set-up cannot change anything (a secret tool with no options): the link then opens the defaults. */
  unchanged?: string
}

const body = (page: Page) => page.getByTestId('tool-body')

/** Changes the tool's state the way a user would: a sample, text in empty fields, the other choice in every control. */
export async function perturbControls(page: Page, how: Perturb = {}) {
  const b = body(page)
  await how.prepare?.(page)
  if (how.onlyPrepare) return
  const visible = async (sel: string) => {
    const all = await b.locator(sel).all()
    const out = []
    for (const l of all) if (await l.isVisible()) out.push(l)
    return out
  }
  for (const list of await visible('[role="tablist"]')) {
    const tabs = await list.locator('[role="tab"][aria-selected="false"]:not([disabled])').all()
    if (tabs.length) await tabs[tabs.length - 1].click()
  }
  for (const group of await visible('[role="group"]:has(> button[aria-pressed])')) {
    const off = await group.locator('> button[aria-pressed="false"]:not([disabled])').all()
    if (off.length) await off[off.length - 1].click()
  }
  const sample = b.getByRole('button', { name: 'Load Sample' })
  if (!how.noSample && (await sample.count()) > 0 && (await sample.first().isEnabled())) await sample.first().click()
  for (const field of await visible(
    'textarea:not([readonly]):not([disabled]), input:is([type="text"], [type="search"], [type="url"], [type="email"], [type="tel"], [type="password"], :not([type])):not([readonly]):not([disabled]):not([role="spinbutton"]):not([role="combobox"])',
  )) {
    if (how.noText || (await field.inputValue()) !== '') continue
    const name = await field.evaluate(
      (el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? '',
    )
    if (how.skipText?.test(name)) continue
    const labelled = Object.entries(how.text ?? {}).find(([k]) => name.includes(k))
    await field.fill(labelled?.[1] ?? how.defaultText ?? 'Localkit 42')
  }
  for (const spin of await visible(
    'input[role="spinbutton"]:not([disabled]):not([readonly]), input[type="number"]:not([disabled]):not([readonly])',
  )) {
    await spin.focus()
    await spin.press('ArrowUp')
    await spin.blur()
  }
  for (const box of await visible(
    '[data-scope="checkbox"][data-part="root"]:not([data-disabled]), [data-scope="switch"][data-part="root"]:not([data-disabled])',
  )) {
    await box.click()
  }
  for (const slider of await visible('[role="slider"]:not([aria-disabled="true"])')) {
    await slider.focus()
    const max = await slider.getAttribute('aria-valuemax')
    await slider.press((await slider.getAttribute('aria-valuenow')) === max ? 'ArrowLeft' : 'ArrowRight')
  }
  for (const trigger of await visible('[data-scope="select"][data-part="trigger"]:not([disabled])')) {
    await trigger.click()
    const items = page.locator(
      '[data-scope="select"][data-part="item"]:not([data-state="checked"]):not([data-disabled])',
    )
    const visibleItems = []
    for (const item of await items.all()) if (await item.isVisible()) visibleItems.push(item)
    if (visibleItems.length) await visibleItems[visibleItems.length - 1].click()
    else await page.keyboard.press('Escape')
  }
  for (const select of await visible('select:not([disabled])')) {
    const values = await select
      .locator('option:not([disabled])')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))
    const current = await select.inputValue()
    const other = values.reverse().find((v) => v !== current)
    if (other !== undefined) await select.selectOption(other)
  }
}

/** Ticks "Include my input" (Ark's checkbox: its label is what a user clicks). */
export async function tickIncludeInput(page: Page) {
  await page.locator('label').filter({ hasText: 'Include my input' }).click()
  await expect(page.getByRole('checkbox', { name: 'Include my input' })).toBeChecked()
}

/** Ticks "Include my input" when there is one, presses "Copy link" and returns the copied link. */
export async function copyLink(page: Page, withInput = true): Promise<string> {
  const include = page.getByRole('checkbox', { name: 'Include my input' })
  if (withInput && (await include.count()) > 0 && !(await include.isChecked())) await tickIncludeInput(page)
  // An earlier copy's toast may still be up: the clipboard is emptied first and read once the new link is in it.
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect.poll(() => readClipboard(page)).not.toBe('')
  return readClipboard(page)
}

/** Waits until the tool's view is on screen (its code loaded, a linked state read). */
export async function toolReady(page: Page) {
  // A page of its own (not the test's page, whose navigations wait for it): the prerendered HTML shows the tool
  // before the app runs, and a link's state is read once it does.
  await expect(page.locator('html[data-live]')).toHaveCount(1, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByText('Loading tool…')).toHaveCount(0, { timeout: 30_000 })
}

/** The JSON a link carries, unpacked in the page as the app does it. */
export function linkPayload(page: Page, link: string): Promise<string> {
  return page.evaluate(async (href) => {
    const data = href
      .slice(href.indexOf('#lk=1.') + 6)
      .replace(/-/g, '+')
      .replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'))
    return new Response(stream).text()
  }, link)
}
