// A prerendered page shows its fields at once, before the app has hydrated it: a visitor on a slow laptop can type,
// paste or pick a file in that second. The browser keeps what they did in the field, but React, hydrating, takes the
// field as it finds it and never hears of the change: the tool computes nothing from it, and its next render puts
// back the value React knows (the text is gone). So boot.ts notes every field changed before the app runs, and the
// app, once hydrated, tells React of each change as the browser would have (AppTree's Live).

const edited = new Set<EventTarget>()
const note = (event: Event) => {
  if (event.target) edited.add(event.target)
}

/** Starts noting the fields changed before the app runs (boot.ts, as the page loads). */
export function watchEarlyEdits(): void {
  document.addEventListener('input', note, true)
  document.addEventListener('change', note, true)
}

/** Fields whose value React follows through input events: text of every kind and text areas. */
function isTextField(el: EventTarget): el is HTMLInputElement | HTMLTextAreaElement {
  if (el instanceof HTMLTextAreaElement) return true
  return (
    el instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image'].includes(el.type)
  )
}

/**
 * Reports each field changed before hydration to React, inside `root`, as the visitor left it. React learns a text
 * field changed when its value differs from the one React last saw, which it keeps through the field's own `value`
 * setter: setting the field to something else that way, then back to the visitor's text with the browser's setter,
 * makes the input event a change React passes to the tool (onChange), exactly as typing would have.
 * Selects and file pickers report a `change` event, which React passes on as it is.
 */
export function replayEarlyEdits(root: Element): void {
  document.removeEventListener('input', note, true)
  document.removeEventListener('change', note, true)
  const fields = [...edited]
  edited.clear()
  for (const el of fields) {
    if (!(el instanceof Element) || !root.contains(el)) continue
    if (isTextField(el)) {
      const value = el.value
      const { selectionStart, selectionEnd } = el
      const browserSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set
      if (!browserSetter) continue
      el.value = value === '' ? ' ' : ''
      browserSetter.call(el, value)
      if (selectionStart !== null) el.setSelectionRange(selectionStart, selectionEnd)
      el.dispatchEvent(new Event('input', { bubbles: true }))
    } else if (el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && el.type === 'file')) {
      el.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
}
