// @vitest-environment jsdom
import { createStore, Provider } from 'jotai'
import { act, type Dispatch, type SetStateAction, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LinkScope, LinkScopeProvider } from '../../src/kit/link-state'
import { useVisitorLinkState, useVisitorState, useVisitorValue } from '../../src/kit/visitor-state'
import { hydratedAtom } from '../../src/state/hydration'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

const PICK_STAND_IN = { pick: 'stand-in' }
const committed: string[] = []
let setPick: Dispatch<SetStateAction<{ pick: string }>> = () => undefined

function View() {
  const [pick, set] = useVisitorState(() => ({ pick: 'random' }), PICK_STAND_IN)
  const zone = useVisitorValue(() => 'Europe/Berlin', 'UTC')
  setPick = set
  const text = `${pick.pick} ${zone}`
  useLayoutEffect(() => {
    committed.push(text)
  }, [text])
  return <p>{text}</p>
}

function Zone() {
  const [zone] = useVisitorLinkState('zone', () => 'Europe/Berlin', 'UTC')
  return <p>{zone}</p>
}

function mount(hydrated: boolean) {
  committed.length = 0
  const store = createStore()
  store.set(hydratedAtom, hydrated)
  const host = document.createElement('div')
  const root = createRoot(host)
  act(() => root.render(<Provider store={store}>{<View />}</Provider>))
  cleanups.push(() => act(() => root.unmount()))
  return { store, host }
}

describe('visitor state', () => {
  it('shows the stand-ins until the page is hydrated, then the visitor’s values, all in one commit', () => {
    const { store, host } = mount(false)
    expect(host.textContent).toBe('stand-in UTC')
    act(() => store.set(hydratedAtom, true))
    expect(host.textContent).toBe('random Europe/Berlin')
    // Never the visitor's zone beside the stand-in pick.
    expect(committed).toEqual(['stand-in UTC', 'random Europe/Berlin'])
  })

  it('starts with the visitor’s values on a page that already runs', () => {
    const { host } = mount(true)
    expect(host.textContent).toBe('random Europe/Berlin')
    expect(committed).toEqual(['random Europe/Berlin'])
  })

  it('keeps a value set before the page turned hydrated', () => {
    const { store, host } = mount(false)
    act(() => setPick({ pick: 'chosen' }))
    act(() => store.set(hydratedAtom, true))
    expect(host.textContent).toBe('chosen Europe/Berlin')
  })

  it('keeps a shared link’s value even where it equals the stand-in', () => {
    const render = (linked: Record<string, unknown> | null) => {
      const scope = new LinkScope('timezone-convert', null)
      if (linked) scope.linked = { tool: 'timezone-convert', options: linked }
      const store = createStore()
      store.set(hydratedAtom, false)
      const host = document.createElement('div')
      const root = createRoot(host)
      act(() =>
        root.render(
          <Provider store={store}>
            <LinkScopeProvider scope={scope}>
              <Zone />
            </LinkScopeProvider>
          </Provider>,
        ),
      )
      cleanups.push(() => act(() => root.unmount()))
      act(() => store.set(hydratedAtom, true))
      return host.textContent
    }
    expect(render({ zone: 'UTC' })).toBe('UTC')
    expect(render({ other: 1 })).toBe('Europe/Berlin')
    expect(render(null)).toBe('Europe/Berlin')
  })
})
