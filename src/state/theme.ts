// Theme: stored 'light' | 'dark' | 'system' under 'vite-ui-theme'; 'system' follows the OS live.
import { atom } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'

export type ThemeSetting = 'light' | 'dark' | 'system'
export type ResolvedTheme = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'vite-ui-theme'

const isSetting = (v: unknown): v is ThemeSetting => v === 'light' || v === 'dark' || v === 'system'

// The stored value is a bare string (no JSON quotes), the same form public/theme-init.js reads before first paint.
const plainStorage = createJSONStorage<ThemeSetting>(() => ({
  getItem: (key) => {
    // The build's prerender runs in Node, without storage: the default then.
    if (typeof localStorage === 'undefined') return null
    const v = localStorage.getItem(key)
    return isSetting(v) ? JSON.stringify(v) : null
  },
  setItem: (key, value) => localStorage.setItem(key, JSON.parse(value)),
  removeItem: (key) => localStorage.removeItem(key),
}))

export const themeSettingAtom = atomWithStorage<ThemeSetting>(THEME_STORAGE_KEY, 'system', plainStorage, {
  getOnInit: true,
})

const darkQuery = () => (typeof window === 'undefined' ? null : window.matchMedia('(prefers-color-scheme: dark)'))

const systemPrefersDarkBaseAtom = atom(darkQuery()?.matches ?? false)
systemPrefersDarkBaseAtom.onMount = (set) => {
  const query = darkQuery()
  if (!query) return
  const update = () => set(query.matches)
  update()
  query.addEventListener('change', update)
  return () => query.removeEventListener('change', update)
}

export const resolvedThemeAtom = atom<ResolvedTheme>((get) => {
  const setting = get(themeSettingAtom)
  if (setting === 'system') return get(systemPrefersDarkBaseAtom) ? 'dark' : 'light'
  return setting
})

/** The header toggle: flips between light and dark, leaving 'system'. */
export const toggleThemeAtom = atom(null, (get, set) => {
  set(themeSettingAtom, get(resolvedThemeAtom) === 'dark' ? 'light' : 'dark')
})

export function applyThemeClass(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.remove('light', 'dark')
  root.classList.add(theme)
  root.style.colorScheme = theme
}
