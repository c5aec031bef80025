// The home grid's tools for a search and a category. Without a search the grid is the catalogue in its order; the
// search index (src/app/tool-search.ts: the ranking, aliases and the typo-tolerant fallback) loads with the first
// search, so a visit that only browses never downloads or builds it.
import { useEffect, useMemo, useState } from 'react'
import type { Tool } from '../catalogue/define-tool'
import { tools } from '../catalogue/tools'

type ToolSearch = typeof import('./tool-search')

let loaded: ToolSearch | undefined
let loading: Promise<ToolSearch> | undefined

/** The search module, fetched once. */
export function loadToolSearch(): Promise<ToolSearch> {
  loading ??= import('./tool-search').then((m) => (loaded = m))
  return loading
}

export function useRankedTools(
  query: string,
  category: string,
): { visible: readonly Tool[]; closeMatches: readonly Tool[] } {
  const searching = query.trim() !== ''
  const [search, setSearch] = useState(loaded)
  useEffect(() => {
    if (!searching || search) return
    let live = true
    void loadToolSearch().then((m) => live && setSearch(m))
    return () => {
      live = false
    }
  }, [searching, search])
  const visible = useMemo(
    () =>
      searching && search
        ? search.rankTools(query, category)
        : tools.filter((t) => category === 'all' || t.category === category),
    [searching, search, query, category],
  )
  // Nothing ranked: typo-tolerant "Closest matches" (the matcher's code is fetched on first need).
  const [closest, setClosest] = useState<{ key: string; tools: readonly Tool[] } | null>(null)
  const closestKey = `${category}\n${query}`
  const needsClosest = !!search && searching && !visible.length
  useEffect(() => {
    if (!needsClosest || !search) return
    let live = true
    search.closestTools(query, category).then(
      (found) => live && setClosest({ key: closestKey, tools: found }),
      () => live && setClosest({ key: closestKey, tools: [] }),
    )
    return () => {
      live = false
    }
  }, [needsClosest, search, query, category, closestKey])
  return { visible, closeMatches: needsClosest && closest?.key === closestKey ? closest.tools : [] }
}
