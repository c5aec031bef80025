// @vitest-environment jsdom
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'

let prefersDark = false
const listeners = new Set<() => void>()

beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
  prefersDark = false
  listeners.clear()
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') ? prefersDark : false
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia
})

describe('theme atoms', () => {
  it("default to 'system', following the OS live", async () => {
    const { resolvedThemeAtom, themeSettingAtom } = await import('../../src/state/theme')
    const store = createStore()
    expect(store.get(themeSettingAtom)).toBe('system')
    const seen: string[] = []
    const unsub = store.sub(resolvedThemeAtom, () => seen.push(store.get(resolvedThemeAtom)))
    expect(store.get(resolvedThemeAtom)).toBe('light')
    prefersDark = true
    for (const l of listeners) l()
    expect(store.get(resolvedThemeAtom)).toBe('dark')
    expect(seen).toContain('dark')
    unsub()
  })

  it("the toggle flips light/dark and stores the bare value under 'vite-ui-theme'", async () => {
    const { resolvedThemeAtom, themeSettingAtom, toggleThemeAtom } = await import('../../src/state/theme')
    const store = createStore()
    store.set(toggleThemeAtom)
    expect(store.get(themeSettingAtom)).toBe('dark')
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark')
    store.set(toggleThemeAtom)
    expect(store.get(resolvedThemeAtom)).toBe('light')
    expect(localStorage.getItem('vite-ui-theme')).toBe('light')
  })

  it('reads a stored setting at start and ignores garbage', async () => {
    localStorage.setItem('vite-ui-theme', 'dark')
    const first = await import('../../src/state/theme')
    expect(createStore().get(first.resolvedThemeAtom)).toBe('dark')
    vi.resetModules()
    localStorage.setItem('vite-ui-theme', '"weird"')
    const second = await import('../../src/state/theme')
    expect(createStore().get(second.themeSettingAtom)).toBe('system')
  })

  it('applies the class on the root element', async () => {
    const { applyThemeClass } = await import('../../src/state/theme')
    applyThemeClass('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    applyThemeClass('light')
    expect(document.documentElement.className).toBe('light')
  })
})
