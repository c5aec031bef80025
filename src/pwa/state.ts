// What the page knows about offline use, as a tiny external store (no React, no workbox): whether a service worker
// serves this site, whether a new version waits, and a counter bumped whenever cached files change.
export type OfflineSupport =
  /** This browser has no service workers (or not in this context). */
  | 'unsupported'
  /** Not registered (yet): before start, or after "Clear all Localkit data" removed it until the next load. */
  | 'off'
  /** Registering or installing; files are not kept yet. */
  | 'starting'
  /** A service worker is active: precached shell, tool files cached on first use. */
  | 'ready'

interface OfflineState {
  support: OfflineSupport
  updateReady: boolean
  cacheVersion: number
}

let state: OfflineState = {
  support: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? 'off' : 'unsupported',
  updateReady: false,
  cacheVersion: 0,
}
const listeners = new Set<() => void>()

export const getOfflineState = () => state
/** What a prerendered page shows (and the browser shows while hydrating it): offline use not yet started. */
const prerendered: OfflineState = { support: 'off', updateReady: false, cacheVersion: 0 }
export const getPrerenderedOfflineState = () => prerendered
export function subscribeOfflineState(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export function setOfflineState(patch: Partial<OfflineState>): void {
  state = { ...state, ...patch }
  for (const l of listeners) l()
}
export const bumpCacheVersion = () => setOfflineState({ cacheVersion: state.cacheVersion + 1 })

/** Set by src/pwa/client.ts: activates a waiting new version and reloads (only ever on the user's click). */
let reloader: (() => void) | null = null
export const setReloader = (fn: () => void) => {
  reloader = fn
}
export const reloadToNewVersion = () => (reloader ? reloader() : window.location.reload())
