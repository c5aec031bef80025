// Each tool's page, lazily loaded: a tool has one when its folder holds view.tsx. Apart from the catalogue (tools.ts)
// so that home, which lists the tools but opens none, does not carry the 100 views' chunk names (1.6 KB gzip): the
// tool route imports this module, and a card loads it (with the route) as the pointer goes down.
import type { ComponentType } from 'react'

export type ToolView = ComponentType
export type ViewLoader = () => Promise<{ default: ToolView }>

const views = import.meta.glob<{ default: ToolView }>('../tools/*/view.tsx')

/** The loader of a tool's page; undefined for a catalogue entry not built yet (it shows the placeholder). */
export function viewLoader(slug: string): ViewLoader | undefined {
  return views[`../tools/${slug}/view.tsx`]
}
