// What a visitor does before the app is live, kept for it. A prerendered page paints at once and looks ready, but the
// app takes another second on a slow laptop to load and hydrate it; until then React hears nothing, or (while it
// hydrates) only part. So boot.ts starts this recorder with the page: a few capturing listeners on the window, which
// run before React's own (on #root), note each event and keep it from React and from the browser's default:
// - a text field, select or file picker: its value as the visitor left it (not each keystroke);
// - a click on a button, a label, a checkbox or radio, a tab or chip (links and fields work natively);
// - the shortcuts Ctrl/⌘+K, '/' and F8, and the keys typed after one (into the palette or the search box, once live);
// - a paste outside a text field and a dropped file (the File objects).
// Once the app is live (AppTree's Live) it replays them in order, once each (src/app/early-replay.ts, loaded only
// when there is something to replay), and only then lets events through. A kept click, key, paste or drop shows a
// "Starting…" pill until then (so does a click on a slider, whose drag cannot be kept). A drop zone clicked early
// opens its file picker once live (the click's user activation still allows it); a native file input, a native
// slider, a select and a link work at once, natively, and what they change is kept like a field.
// It must stay tiny: it is on every page's critical path (the load budget, e2e/gates/load-budget.spec.ts).
import { EARLY_RECENTS_KEY } from '../state/early-recents'

export interface EarlyEvent {
  type: 'field' | 'click' | 'key' | 'text' | 'paste' | 'drop'
  /** Where it happened (for 'text': nothing). */
  el?: Element
  /** A field's value, a paste's text, the keys typed after a shortcut. */
  value?: string
  files?: File[]
  /** The shortcut pressed. */
  key?: KeyboardEvent
}

export const early: { events: EarlyEvent[]; live: boolean } = { events: [], live: false }

const CONTROL =
  'a[href],input,select,textarea,button,label,summary,[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=option],[role=menuitem],[data-scope=slider]'
/** A text field, select or picker (the site has no contenteditable editor). */
export const isField = (el: unknown): el is HTMLInputElement =>
  /^(INPUT|TEXTAREA|SELECT)$/.test((el as Element)?.tagName)

function record(e: Event): void {
  // Once live (the replay's own events too), everything goes to the app.
  if (early.live) return
  const el = e.target as HTMLInputElement
  const { events } = early
  const last = events.at(-1)
  const type = e.type
  let event: EarlyEvent | undefined
  if (type === 'input' || type === 'change') {
    // A file picker reports 'change'; every other field 'input' (its 'change' on leaving says nothing new). A native
    // slider (input type=range) moves natively and is kept so too; an Ark slider's drag shows "Starting…" (click).
    if (!isField(el) || (type === 'change') !== (el.type === 'file')) return
    if (last?.el === el && last.type === 'field') last.value = el.value
    else events.push({ type: 'field', el, value: el.value })
  } else if (type === 'click') {
    // Links and fields work natively (a file picker opens, and what is chosen is a 'change').
    const control = el.closest?.(CONTROL)
    if (!control || control.matches('a,select,textarea,input:not([type=checkbox],[type=radio])')) return
    event = { type: 'click', el: control }
  } else if (type === 'keydown') {
    const k = e as KeyboardEvent
    const { key } = k
    const mod = k.ctrlKey || k.metaKey
    if (mod ? key.toLowerCase() === 'k' : key === 'F8' || (key === '/' && !isField(el)))
      event = { type: 'key', el, key: k }
    // The keys typed after a shortcut, meant for the box it opens; any other key goes its way.
    else if (key[1] || mod || k.altKey || isField(el) || !/key|text/.test(last?.type as string)) return
    else if (last?.type === 'text') last.value += key
    else events.push({ type: 'text', value: key })
  } else if (type === 'paste') {
    const data = (e as ClipboardEvent).clipboardData
    if (isField(document.activeElement) || !data) return
    event = { type: 'paste', el, value: data.getData('text/plain'), files: [...data.files] }
  } else if (type === 'drop') {
    // Dropped text lands in its field natively (an 'input'); files are kept.
    const files = [...((e as DragEvent).dataTransfer?.files ?? [])]
    if (!files.length) return
    event = { type: 'drop', el, files }
  }
  // dragenter and dragover too: the drop is taken here (the browser would open the file instead).
  e.preventDefault()
  e.stopImmediatePropagation()
  if (event) {
    events.push(event)
    // "Starting…" until the page is live (src/app/early-replay.ts takes it away).
    if (!document.querySelector('.lk-starting'))
      document.body.insertAdjacentHTML('beforeend', '<div class="lk-starting" role="status">Starting…</div>')
  }
}

/**
 * Starts recording (boot.ts, as the page loads). A tool page is noted as visited at once, so a visit that ends before
 * the page is live is still in "Recently used" (src/state/early-recents.ts).
 */
export function recordEarlyEvents(): void {
  for (const type of ['input', 'change', 'click', 'keydown', 'paste', 'dragenter', 'dragover', 'drop'])
    addEventListener(type, record, true)
  const slug = location.pathname.split('/tools/')[1]
  try {
    if (slug) localStorage.setItem(EARLY_RECENTS_KEY, `${slug} ${localStorage.getItem(EARLY_RECENTS_KEY)}`)
  } catch {
    // Storage blocked: the visit is not remembered.
  }
}
