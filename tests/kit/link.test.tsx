// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { Link } from '../../src/kit/link'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

function Where() {
  const { pathname, search } = useLocation()
  return <output>{`${useNavigationType()} ${pathname}${search}`}</output>
}

function mount(start: string, link: React.ReactNode) {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[start]}>
        {link}
        <Where />
      </MemoryRouter>,
    ),
  )
  cleanups.push(() => {
    act(() => root.unmount())
    host.remove()
  })
  return { anchor: host.querySelector('a')!, where: () => host.querySelector('output')!.textContent }
}

/** Clicks the link; whether the app handled it (the browser's own navigation, which jsdom lacks, is then stopped). */
function click(anchor: HTMLAnchorElement, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  let handled = false
  const settle = (e: Event) => {
    handled = e.defaultPrevented
    e.preventDefault()
  }
  window.addEventListener('click', settle)
  act(() => {
    anchor.dispatchEvent(event)
  })
  window.removeEventListener('click', settle)
  return handled
}

describe('Link', () => {
  it('is a real link to the path, with the props it is given', () => {
    const { anchor } = mount('/', <Link to="/tools/word-count" className="card" title="Word Count" aria-label="Open" />)
    expect(anchor.getAttribute('href')).toBe('/tools/word-count')
    expect(anchor.className).toBe('card')
    expect(anchor.title).toBe('Word Count')
    expect(anchor.getAttribute('aria-label')).toBe('Open')
  })

  it('moves within the app on a plain click, adding a history entry', () => {
    const { anchor, where } = mount('/', <Link to="/?category=text">Text</Link>)
    expect(click(anchor)).toBe(true)
    expect(where()).toBe('PUSH /?category=text')
  })

  it('replaces the entry when the link leads to the page already open', () => {
    const { anchor, where } = mount('/privacy', <Link to="/privacy">Privacy</Link>)
    click(anchor)
    expect(where()).toBe('REPLACE /privacy')
  })

  it('leaves a click meant for a new tab or window, another button or another target to the browser', () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const { anchor, where } = mount('/', <Link to="/privacy">Privacy</Link>)
      expect(click(anchor, init)).toBe(false)
      expect(where()).toBe('POP /')
    }
    const { anchor, where } = mount(
      '/',
      <Link to="/privacy" target="_blank" rel="noopener">
        Privacy
      </Link>,
    )
    expect(click(anchor)).toBe(false)
    expect(where()).toBe('POP /')
  })

  it('runs its own click handler first, which may keep the page where it is', () => {
    const seen: string[] = []
    const { anchor, where } = mount(
      '/',
      <Link
        to="/privacy"
        onClick={(event) => {
          seen.push('clicked')
          event.preventDefault()
        }}
      >
        Privacy
      </Link>,
    )
    click(anchor)
    expect(seen).toEqual(['clicked'])
    expect(where()).toBe('POP /')
  })
})
