// @vitest-environment jsdom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { useSettlingValue } from '../../src/state/use-settling-value'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

function makeStore(value: string) {
  const listeners = new Set<() => void>()
  return {
    value,
    read() {
      return this.value
    },
    set(next: string) {
      this.value = next
      for (const l of listeners) l()
    },
    subscribe: (l: () => void) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    listeners,
  }
}

type TestStore = ReturnType<typeof makeStore>
const seen: string[] = []

function Shown({ store, initial }: { store: TestStore; initial?: () => string }) {
  const value = useSettlingValue(store.subscribe, () => store.read(), initial)
  seen.push(value)
  return createElement('p', null, value)
}

async function mount(store: TestStore, initial?: () => string) {
  const box = document.createElement('div')
  const root = createRoot(box)
  await act(async () => root.render(createElement(Shown, { store, initial })))
  cleanups.push(() => act(() => root.unmount()))
  return box
}

describe('useSettlingValue', () => {
  it('renders the build-time value first, then settles to the store value', async () => {
    seen.length = 0
    const store = makeStore('browser')
    const box = await mount(store, () => 'prerendered')
    expect(seen[0]).toBe('prerendered')
    expect(box.textContent).toBe('browser')
  })

  it('follows later changes of the store and stops listening when unmounted', async () => {
    const store = makeStore('a')
    const box = await mount(store)
    expect(box.textContent).toBe('a')
    await act(async () => store.set('b'))
    expect(box.textContent).toBe('b')
    for (const c of cleanups.splice(0)) c()
    expect(store.listeners.size).toBe(0)
  })

  it('does not render again when the store value is the one shown', async () => {
    seen.length = 0
    const store = makeStore('same')
    await mount(store)
    const after = seen.length
    await act(async () => store.set('same'))
    expect(seen.length).toBe(after)
  })
})
