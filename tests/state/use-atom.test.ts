// @vitest-environment jsdom
import { atom, createStore, Provider } from 'jotai'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { useAtom, useAtomValue } from '../../src/state/use-atom'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

async function mount(store: ReturnType<typeof createStore>, child: ReturnType<typeof createElement>) {
  const box = document.createElement('div')
  const root = createRoot(box)
  await act(async () => root.render(createElement(Provider, { store }, child)))
  cleanups.push(() => act(() => root.unmount()))
  return box
}

describe('useAtomValue', () => {
  it('renders a reader once when the atom does not change (Jotai re-renders it a second time)', async () => {
    const count = atom(1)
    let renders = 0
    function Reader() {
      renders++
      return createElement('p', null, `n ${useAtomValue(count)}`)
    }
    const box = await mount(createStore(), createElement(Reader))
    expect(box.textContent).toBe('n 1')
    expect(renders).toBe(1)
  })

  it('follows every later change of the atom', async () => {
    const count = atom(1)
    const store = createStore()
    function Reader() {
      return createElement('p', null, `n ${useAtomValue(count)}`)
    }
    const box = await mount(store, createElement(Reader))
    await act(async () => store.set(count, 2))
    expect(box.textContent).toBe('n 2')
    await act(async () => store.set(count, (n) => n + 5))
    expect(box.textContent).toBe('n 7')
  })

  it('shows a value the atom takes when it mounts (onMount), and one set between render and subscription', async () => {
    const mounted = atom('server')
    mounted.onMount = (set) => set('browser')
    const plain = atom(0)
    const store = createStore()
    function Reader() {
      const a = useAtomValue(mounted)
      const b = useAtomValue(plain)
      // A value set during the render, before the effect subscribes: the subscription must still notice it.
      if (b === 0) store.set(plain, 1)
      return createElement('p', null, `${a} ${b}`)
    }
    const box = await mount(store, createElement(Reader))
    expect(box.textContent).toBe('browser 1')
  })

  it('switches to another atom passed on a later render', async () => {
    const first = atom('first')
    const second = atom('second')
    const which = atom(false)
    const store = createStore()
    function Reader() {
      const [useSecond] = useAtom(which)
      return createElement('p', null, useAtomValue(useSecond ? second : first))
    }
    const box = await mount(store, createElement(Reader))
    expect(box.textContent).toBe('first')
    await act(async () => store.set(which, true))
    expect(box.textContent).toBe('second')
    await act(async () => store.set(second, 'second, changed'))
    expect(box.textContent).toBe('second, changed')
  })
})

describe('useAtom', () => {
  it('returns the value and a setter', async () => {
    const count = atom(3)
    let set: ((n: number) => void) | undefined
    function Reader() {
      const [n, setN] = useAtom(count)
      set = setN
      return createElement('p', null, `n ${n}`)
    }
    const box = await mount(createStore(), createElement(Reader))
    await act(async () => set?.(4))
    expect(box.textContent).toBe('n 4')
  })
})
