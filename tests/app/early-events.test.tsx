// @vitest-environment jsdom
// The recorder of what a visitor does before the page is live (src/app/early-events.ts) and its replay into the live
// app (src/app/early-replay.ts): a prerendered page, events on it before React hydrates it, then the replay.
import { act, useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { early, recordEarlyEvents } from '../../src/app/early-events'
import { replayEarlyEvents } from '../../src/app/early-replay'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A tool: a text field whose default arrives once live (as a stand-in's does), a preset, a counter, a checkbox. */
function Tool({ log }: { log: string[] }) {
  const [text, setText] = useState('stand-in')
  const [count, setCount] = useState(0)
  const [wrap, setWrap] = useState(false)
  const [keys, setKeys] = useState('')
  useEffect(() => setText('https://example.com'), [])
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => setKeys((k) => `${k}${e.ctrlKey ? 'Ctrl+' : ''}${e.key} `)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  log.push(`${text}|${count}|${wrap}`)
  return (
    <main>
      <label>
        Text <input aria-label="Text" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="button" onClick={() => setText((t) => t.toUpperCase())}>
        Uppercase
      </button>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Add
      </button>
      <label>
        <input type="checkbox" checked={wrap} onChange={(e) => setWrap(e.target.checked)} /> Wrap
      </label>
      <output data-testid="out">{`${text} #${count}${wrap ? ' wrapped' : ''}`}</output>
      <output data-testid="keys">{keys}</output>
    </main>
  )
}

let root: Root | undefined
let container: HTMLElement
const log: string[] = []

beforeEach(() => {
  early.events.length = 0
  early.live = false
  log.length = 0
  container = document.createElement('div')
  container.id = 'root'
  container.innerHTML = renderToString(<Tool log={[]} />)
  document.body.append(container)
  recordEarlyEvents()
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  early.live = true
})

const $ = <T extends Element>(selector: string) => container.querySelector(selector) as unknown as T
const text = () => $<HTMLInputElement>('input[aria-label=Text]')
const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!
const out = () => $<HTMLOutputElement>('[data-testid=out]').textContent

/** What a visitor's typing leaves: the field's value, and an input event. */
function type(value: string) {
  text().value = value
  text().dispatchEvent(new Event('input', { bubbles: true }))
}
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))

/** Hydrates the page (React's first effects put the default in), then replays, as AppTree's Live does. */
async function goLive() {
  await act(async () => {
    root = hydrateRoot(container, <Tool log={log} />)
  })
  expect(out()).toContain('https://example.com')
  await act(async () => {
    await replayEarlyEvents()
  })
}

describe('early events', () => {
  it('keeps a typed value from React until live, then it wins over the default set meanwhile', async () => {
    type('HELLO-EARLY')
    expect(early.events.map((e) => e.type)).toEqual(['field'])
    // Each keystroke is one more input event on the same field: one entry, with the last value.
    type('HELLO-EARLY-2')
    expect(early.events).toHaveLength(1)
    expect(early.events[0].value).toBe('HELLO-EARLY-2')
    await goLive()
    expect(text().value).toBe('HELLO-EARLY-2')
    expect(out()).toBe('HELLO-EARLY-2 #0')
    // React's state holds it: a later render keeps it.
    await act(async () => click(button('Add')))
    expect(out()).toBe('HELLO-EARLY-2 #1')
    expect(text().value).toBe('HELLO-EARLY-2')
  })

  it('replays in order: a preset clicked after typing applies to the typed text, typing after it wins', async () => {
    type('abc')
    click(button('Uppercase'))
    expect(document.querySelector('.lk-starting')?.textContent).toBe('Starting…')
    await goLive()
    expect(out()).toBe('ABC #0')
    expect(document.querySelector('.lk-starting')).toBeNull()
  })

  it('a preset clicked before typing is overridden by the text typed after it', async () => {
    click(button('Uppercase'))
    type('typed after')
    await goLive()
    expect(out()).toBe('typed after #0')
  })

  it('applies each click exactly once, and a checkbox toggles once through its onChange', async () => {
    click(button('Add'))
    const box = $<HTMLInputElement>('input[type=checkbox]')
    click(box)
    // The browser's own toggle was held back: the box shows what React rendered until the replay.
    expect(box.checked).toBe(false)
    await goLive()
    expect(out()).toBe('https://example.com #1 wrapped')
    expect(box.checked).toBe(true)
    // Nothing is left to replay a second time, and events now reach the app directly, once.
    await act(async () => {
      await replayEarlyEvents()
    })
    await act(async () => click(button('Add')))
    expect(out()).toBe('https://example.com #2 wrapped')
  })

  it('replays a shortcut, then the keys typed after it into the field it focused', async () => {
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }),
    )
    for (const key of 'xyz') document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    expect(early.events.map((e) => [e.type, e.value])).toEqual([
      ['key', undefined],
      ['text', 'xyz'],
    ])
    await act(async () => {
      root = hydrateRoot(container, <Tool log={log} />)
    })
    // The app's shortcut opens a box and focuses it: here, the text field.
    const focus = (e: KeyboardEvent) => {
      if (e.ctrlKey) text().focus()
    }
    window.addEventListener('keydown', focus)
    try {
      await act(async () => {
        await replayEarlyEvents()
      })
    } finally {
      window.removeEventListener('keydown', focus)
    }
    // Once only: the app heard Ctrl+K, not the keys typed after it (they went into the box).
    expect($('[data-testid=keys]').textContent).toBe('Ctrl+k ')
    expect(text().value).toBe('https://example.comxyz')
    expect(out()).toBe('https://example.comxyz #0')
  })

  it('replays a paste outside a field with its text and files', async () => {
    const pasted: string[] = []
    const onPaste = (e: Event) => {
      const data = (e as ClipboardEvent).clipboardData
      pasted.push(`${data?.getData('text/plain')} ${[...(data?.files ?? [])].map((f) => f.name).join()}`)
    }
    const paste = new Event('paste', { bubbles: true, cancelable: true })
    const file = new File(['x'], 'a.txt')
    Object.defineProperty(paste, 'clipboardData', {
      value: { getData: () => 'pasted text', files: [file] },
    })
    document.body.dispatchEvent(paste)
    expect(paste.defaultPrevented).toBe(true)
    window.addEventListener('paste', onPaste)
    try {
      // Not yet live: the app's listener hears nothing.
      expect(pasted).toEqual([])
      await goLive()
      expect(pasted).toEqual(['pasted text a.txt'])
    } finally {
      window.removeEventListener('paste', onPaste)
    }
  })

  it('a page going live with no events replays nothing, shows no pill and lets events through', async () => {
    expect(early.events).toEqual([])
    await act(async () => {
      root = hydrateRoot(container, <Tool log={log} />)
    })
    await act(async () => {
      await replayEarlyEvents()
    })
    expect(document.querySelector('.lk-starting')).toBeNull()
    expect(out()).toBe('https://example.com #0')
    await act(async () => click(button('Add')))
    expect(out()).toBe('https://example.com #1')
  })
})
