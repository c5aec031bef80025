// Replays what the visitor did before the page was live (recorded by src/app/early-events.ts) into the live app,
// in order and once each: loaded by AppTree's Live only when there is something to replay, so a visit without an
// early event never loads it. Each event goes where the app hears it, as the visitor's own would have:
// - a field's value reaches the tool's state through the field's own onChange (React is told of the change as typing
//   would have told it), so it wins over a default, a stand-in, a stored draft or a shared link's state, all in
//   place by now;
// - a click is the element's click(), a shortcut a keydown on where it was pressed, a paste or drop that event with
//   the visitor's text and files;
// - the keys typed after a shortcut go into the box it opened (the palette's, the search box) once it has focus.
// The app renders between steps, so a preset clicked after typing applies to the typed text.
import { type EarlyEvent, early, isField } from './early-events'

/** How long keys typed after a shortcut wait for the box it opens (the palette's code may still be loading). */
const FOCUS_WAIT_MS = 5000

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The recorded element or, when the app rendered the page afresh (a shared link's tool, a search on home), the one
 * that took its place: the same kind of element with the same id, name or label (React's ids are the same in both
 * renders), or a button with the same text.
 */
export function find(el: Element | undefined): Element | null {
  if (!el || el.isConnected) return el ?? null
  const same = (node: Element) =>
    node.tagName === el.tagName &&
    node.getAttribute('type') === el.getAttribute('type') &&
    (['id', 'name', 'aria-label'].some((a) => el.getAttribute(a) && node.getAttribute(a) === el.getAttribute(a)) ||
      (/^(BUTTON|LABEL)$/.test(el.tagName) && node.textContent === el.textContent))
  return [...document.getElementsByTagName(el.tagName)].find(same) ?? null
}

/**
 * Sets a field's value so that React's onChange sees the change. React keeps the value it last saw through the field's
 * own `value` setter: setting that to something else, then the visitor's value with the browser's setter, makes the
 * input event a change (as typing does), whatever the app rendered into the field meanwhile.
 */
export function setFieldValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  if (el instanceof HTMLSelectElement) {
    el.value = value
    el.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  const browserSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set
  if (!browserSetter) return
  el.value = value === '' ? ' ' : ''
  browserSetter.call(el, value)
  if (el.ownerDocument.activeElement === el && /^(text|search|url|tel|password|)$/.test(el.getAttribute('type') ?? ''))
    el.setSelectionRange(value.length, value.length)
  el.dispatchEvent(new Event('input', { bubbles: true }))
}

/** A paste or drop carrying the visitor's text and files, as the app's listeners read them. */
function transfer(type: string, text: string | undefined, files: File[]): Event {
  const event = new Event(type, { bubbles: true, cancelable: true })
  let data: Pick<DataTransfer, 'getData' | 'files' | 'types'>
  if (typeof DataTransfer === 'function') {
    const dt = new DataTransfer()
    if (text) dt.setData('text/plain', text)
    for (const file of files) dt.items.add(file)
    data = dt
  } else {
    data = {
      getData: (format: string) => (format === 'text/plain' ? (text ?? '') : ''),
      files: files as unknown as FileList,
      types: [...(text ? ['text/plain'] : []), ...(files.length ? ['Files'] : [])],
    }
  }
  Object.defineProperty(event, type === 'paste' ? 'clipboardData' : 'dataTransfer', { value: data })
  return event
}

async function focusedField(): Promise<HTMLInputElement | null> {
  const until = performance.now() + FOCUS_WAIT_MS
  while (performance.now() < until) {
    const active = document.activeElement
    if (isField(active) && !(active instanceof HTMLSelectElement)) return active
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return null
}

async function replayOne(event: EarlyEvent): Promise<void> {
  if (event.type === 'text') {
    const box = await focusedField()
    if (box) setFieldValue(box, box.value + (event.value ?? ''))
    return
  }
  const el = find(event.el) ?? (event.type === 'field' || event.type === 'click' ? null : document.body)
  if (!el) return
  if (event.type === 'field') {
    if (el instanceof HTMLInputElement && el.type === 'file') el.dispatchEvent(new Event('change', { bubbles: true }))
    else setFieldValue(el as HTMLInputElement, event.value ?? '')
  } else if (event.type === 'click') (el as HTMLElement).click()
  else if (event.type === 'key') {
    const { key, code, ctrlKey, metaKey, altKey, shiftKey } = event.key ?? {}
    el.dispatchEvent(
      new KeyboardEvent('keydown', { key, code, ctrlKey, metaKey, altKey, shiftKey, bubbles: true, cancelable: true }),
    )
  } else el.dispatchEvent(transfer(event.type, event.value, event.files ?? []))
}

/** Replays every event recorded before the page went live, then lets events through and takes "Starting…" away. */
export async function replayEarlyEvents(): Promise<void> {
  early.live = true
  const events = early.events.splice(0)
  for (const event of events) {
    try {
      await replayOne(event)
    } catch (error) {
      // One event the page no longer takes (its control gone) does not keep the others from it.
      console.warn('early event not replayed', event.type, error)
    }
    await tick()
  }
  document.querySelector('.lk-starting')?.remove()
}
