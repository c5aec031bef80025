// @vitest-environment jsdom
import { type Atom, atom, createStore, type PrimitiveAtom, Provider } from 'jotai'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { useAtom, useAtomValue } from '../../src/state/use-atom'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

type Store = ReturnType<typeof createStore>

async function mount(store: Store, child: ReturnType<typeof createElement>) {
  const box = document.createElement('div')
  const root = createRoot(box)
  await act(async () => root.render(createElement(Provider, { store }, child)))
  cleanups.push(() => act(() => root.unmount()))
  return box
}

const renders = { count: 0 }

function Reader({ of }: { of: Atom<unknown> }) {
  renders.count++
  return createElement('p', null, String(useAtomValue(of)))
}

/** Reads two atoms and sets the second during its first render, before the effect subscribes. */
function EarlyWriter({ mounted, plain, store }: { mounted: Atom<string>; plain: PrimitiveAtom<number>; store: Store }) {
  const a = useAtomValue(mounted)
  const b = useAtomValue(plain)
  if (b === 0) store.set(plain, 1)
  return createElement('p', null, `${a} ${b}`)
}

function Switcher({
  which,
  first,
  second,
}: {
  which: PrimitiveAtom<boolean>
  first: Atom<string>
  second: Atom<string>
}) {
  const [useSecond] = useAtom(which)
  return createElement('p', null, useAtomValue(useSecond ? second : first))
}

const setters: ((n: number) => void)[] = []
function Counter({ of }: { of: PrimitiveAtom<number> }) {
  const [n, setN] = useAtom(of)
  setters.push(setN)
  return createElement('p', null, `n ${n}`)
}

describe('useAtomValue', () => {
  it('renders a reader once when the atom does not change (Jotai re-renders it a second time)', async () => {
    renders.count = 0
    const box = await mount(createStore(), createElement(Reader, { of: atom(1) }))
    expect(box.textContent).toBe('1')
    expect(renders.count).toBe(1)
  })

  it('follows every later change of the atom', async () => {
    const count = atom(1)
    const store = createStore()
    const box = await mount(store, createElement(Reader, { of: count }))
    await act(async () => store.set(count, 2))
    expect(box.textContent).toBe('2')
    await act(async () => store.set(count, (n) => n + 5))
    expect(box.textContent).toBe('7')
  })

  it('shows a value the atom takes when it mounts (onMount), and one set between render and subscription', async () => {
    const mounted = atom('server')
    mounted.onMount = (set) => set('browser')
    const store = createStore()
    const box = await mount(store, createElement(EarlyWriter, { mounted, plain: atom(0), store }))
    expect(box.textContent).toBe('browser 1')
  })

  it('switches to another atom passed on a later render', async () => {
    const which = atom(false)
    const second = atom('second')
    const store = createStore()
    const box = await mount(store, createElement(Switcher, { which, first: atom('first'), second }))
    expect(box.textContent).toBe('first')
    await act(async () => store.set(which, true))
    expect(box.textContent).toBe('second')
    await act(async () => store.set(second, 'second, changed'))
    expect(box.textContent).toBe('second, changed')
  })
})

describe('useAtom', () => {
  it('returns the value and a setter', async () => {
    const box = await mount(createStore(), createElement(Counter, { of: atom(3) }))
    await act(async () => setters.at(-1)?.(4))
    expect(box.textContent).toBe('n 4')
  })
})
