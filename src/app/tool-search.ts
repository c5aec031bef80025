// The catalogue's search index (ranked search in src/lib/search) and the typo-tolerant fallback, loaded lazily.
import { categories } from '../catalogue/categories'
import type { Tool } from '../catalogue/define-tool'
import { tools } from '../catalogue/tools'
import { buildIndex, type SearchEntry, searchTools } from '../lib/search/search'

export type SearchableTool = Tool & SearchEntry

const categoryName = new Map(categories.map((c) => [c.id, c.name]))

export const toolIndex = buildIndex<SearchableTool>(
  tools.map((t) => ({ ...t, categoryName: categoryName.get(t.category) ?? t.category })),
)

export function rankTools(query: string, category = 'all'): SearchableTool[] {
  return searchTools(toolIndex, query, category).map((r) => r.entry)
}

/** Typo-tolerant matches (uFuzzy, fetched on first need). */
export async function closestTools(query: string, category = 'all'): Promise<SearchableTool[]> {
  const { closestTools: closest } = await import('../lib/search/fuzzy')
  return closest(toolIndex, query, category)
}
