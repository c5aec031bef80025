// Smart paste/drop hands content to a tool in memory (never in the URL): home sets it, then navigates; the tool's
// FileDrop (files) or useHandoffText (text) takes it once on mount.
import { atom } from 'jotai'

export type Handoff = { slug: string; text: string; file?: undefined } | { slug: string; file: File; text?: undefined }

export const handoffAtom = atom<Handoff | null>(null)

/** The tool slug of the page being shown ('/tools/<slug>'), or null. */
export function currentToolSlug(pathname = typeof window === 'undefined' ? '' : window.location.pathname) {
  const m = /^\/tools\/([a-z0-9-]+)\/?$/.exec(pathname)
  return m ? m[1] : null
}
