// What a visitor does before the app is live, kept for it. A prerendered page paints at once and looks ready, but the
// app takes another second on a slow laptop to load and hydrate it; until then React hears nothing, or (while it
// hydrates) only part. So boot.ts starts this recorder with the page: a few capturing listeners on the window, which
// run before React's own (on #root), note each event and keep it from React and from the browser's default:
// - a text field, select or file picker: its value as the visitor left it (not each keystroke);
// - a click on a button, a label, a checkbox or radio, a tab or chip (links and fields work natively);
// - the shortcuts Ctrl/⌘+K, '/' and F8, and the keys typed after one (into the palette or the search box, once live);
// - a paste outside a text field and a dropped file (the File objects).
// Once the app is live (AppTree's Live) it replays them in order, once each (src/app/early-replay.ts, loaded only
// when there is something to replay), and only then lets events through. A click shows a "Starting…" pill until
// then; so does a control whose action cannot wait (a slider's drag). A click on a control that opens a file picker
// opens it at once (the browser allows that only during the click).
// It must stay tiny: it is on every page's critical path (the load budget, e2e/gates/load-budget.spec.ts).
import { noteEarlyRecent } from '../state/early-recents'

export interface EarlyEvent {
  type: 'field' | 'click' | 'key' | 'text' | 'paste' | 'drop'
  /** Where it happened (for 'text': nothing). */
  el?: Element
  /** The element's place under <body> (child indexes): finds it again when the app renders the page afresh. */
  path?: number[]
  /** A field's value, a paste's text, the keys typed after a shortcut. */
  value?: string
  files?: File[]
  key?: KeyboardEventInit
}

export const early: { events: EarlyEvent[]; live: boolean } = { events: [], live: false }

const TYPES = ['input', 'change', 'click', 'keydown', 'paste', 'dragenter', 'dragover', 'drop', 'pointerdown']
const CONTROL =
  'a[href],input,select,textarea,button,label,summary,[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=option],[role=menuitem]'
export const isField = (el: unknown): el is HTMLInputElement =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))

function pathOf(el: Element): number[] {
  const path = []
  for (let node: Element | null = el; node?.parentElement; node = node.parentElement)
    path.unshift([...node.parentElement.children].indexOf(node))
  return path
}

function starting(): void {
  if (document.querySelector('.lk-starting')) return
  const pill = document.createElement('div')
  pill.className = 'lk-starting'
  pill.setAttribute('role', 'status')
  pill.textContent = 'Starting…'
  document.body.append(pill)
}

function note(event: EarlyEvent, e: Event, pill = true): void {
  if (event.el) event.path = pathOf(event.el)
  early.events.push(event)
  e.preventDefault()
  e.stopImmediatePropagation()
  if (pill) starting()
}

function record(e: Event): void {
  // Once live (the replay's own events too), everything goes to the app.
  if (early.live) return
  const el = e.target as HTMLInputElement
  const last = early.events.at(-1)
  const type = e.type
  if (type === 'input' || type === 'change') {
    // A file picker reports 'change'; every other field 'input' (its 'change' on leaving says nothing new).
    if (!isField(el) || (type === 'change') !== (el.type === 'file')) return
    if (last?.el !== el || last.type !== 'field') note({ type: 'field', el, value: el.value }, e, false)
    else {
      last.value = el.value
      e.stopImmediatePropagation()
    }
  } else if (type === 'click') {
    const control = el.closest?.(CONTROL) as HTMLInputElement | null
    if (!control || control.matches('a,select,textarea')) return
    const picker = (
      control.matches('input[type=file]')
        ? control
        : ((control as unknown as HTMLLabelElement).control ?? control.querySelector('input[type=file]'))
    ) as HTMLInputElement | null
    if (picker?.type === 'file') {
      // The browser opens a file picker only while handling the click: at once, then; what is chosen is a 'change'.
      if (picker !== control && control.tagName !== 'LABEL') {
        e.preventDefault()
        e.stopImmediatePropagation()
        picker.click()
      }
      return
    }
    if (control.tagName === 'INPUT' && !/^(checkbox|radio|button|submit|reset|image)$/.test(control.type)) return
    note({ type: 'click', el: control }, e)
  } else if (type === 'keydown') {
    const k = e as KeyboardEvent
    const { key, ctrlKey, metaKey, altKey, shiftKey } = k
    if ((ctrlKey || metaKey ? key.toLowerCase() === 'k' : key === 'F8') || (key === '/' && !isField(el)))
      note({ type: 'key', el, key: { key, code: k.code, ctrlKey, metaKey, altKey, shiftKey } }, e)
    else if (
      key.length === 1 &&
      !ctrlKey &&
      !metaKey &&
      !altKey &&
      !isField(el) &&
      last &&
      /key|text/.test(last.type)
    ) {
      // The keys typed after a shortcut, meant for the box it opens.
      if (last.type === 'text') last.value += key
      else early.events.push({ type: 'text', value: key })
      e.preventDefault()
      e.stopImmediatePropagation()
    }
  } else if (type === 'paste') {
    const data = (e as ClipboardEvent).clipboardData
    if (isField(el) || isField(document.activeElement) || !data) return
    note({ type: 'paste', el, value: data.getData('text/plain'), files: [...data.files] }, e)
  } else if (type === 'pointerdown') {
    // A drag (a slider's thumb) cannot be kept for later: say the page is starting.
    if (el.closest?.('input[type=range],[role=slider],[data-scope=slider],[draggable=true]')) starting()
  } else if (type === 'drop') {
    // Dropped text lands in its field natively (an 'input'); files are kept.
    const files = [...((e as DragEvent).dataTransfer?.files ?? [])]
    if (files.length) note({ type: 'drop', el, files }, e)
  } else {
    // dragenter, dragover: the drop is taken here (the browser would open the file instead).
    e.preventDefault()
    e.stopImmediatePropagation()
  }
}

/** Starts recording (boot.ts, as the page loads). A tool page left before it is live is still a recent visit. */
export function recordEarlyEvents(): void {
  for (const type of TYPES) addEventListener(type, record, true)
  addEventListener('pagehide', () => {
    const slug = /^\/tools\/([\w-]+)$/.exec(location.pathname)?.[1]
    if (slug && !early.live) noteEarlyRecent(slug)
  })
}

/** The page is live: events go to the app from now on, and the pill goes. */
export function endEarlyEvents(): EarlyEvent[] {
  early.live = true
  for (const type of TYPES) removeEventListener(type, record, true)
  document.querySelector('.lk-starting')?.remove()
  return early.events.splice(0)
}
