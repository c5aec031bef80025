// "Closest matches": typo-tolerant search with uFuzzy (@leeoniya/ufuzzy, ~4 KB gzip minified), used only when the
// ranked search finds nothing. One error per word (insertion, deletion, substitution or transposition), words in
// any order. Loaded lazily by the pages (dynamic import) so the home chunk does not carry it.
import uFuzzy from '@leeoniya/ufuzzy'
import { fuzzyHaystack, normalize, queryTerms, type SearchEntry, type SearchIndexEntry } from './search'

type Rules = { intraSlice: [number, number]; intraIns: 0 | 1; intraSub: 0 | 1; intraTrn: 0 | 1; intraDel: 0 | 1 }
const exact: Rules = { intraSlice: [1, Number.POSITIVE_INFINITY], intraIns: 0, intraSub: 0, intraTrn: 0, intraDel: 0 }

/** Numbers and 1-2 letter words match exactly; 3-4 letters allow one missing or swapped letter; longer, one error. */
function rules(term: string): Rules {
  if (/^\d+$/.test(term) || term.length < 3) return exact
  if (term.length <= 4) return { ...exact, intraIns: 1, intraTrn: 1 }
  return { ...exact, intraIns: 1, intraSub: 1, intraTrn: 1, intraDel: 1 }
}

const matcher = new uFuzzy({ intraMode: 1, intraRules: rules })

const haystacks = new WeakMap<readonly SearchIndexEntry[], string[]>()

/** Up to `limit` tools closest to a mistyped query, best first; [] when even a one-error match fails. */
export function closestTools<T extends SearchEntry>(
  index: readonly SearchIndexEntry<T>[],
  query: string,
  category = 'all',
  limit = 8,
): T[] {
  const needle = queryTerms(query).join(' ')
  if (!needle) return []
  let haystack = haystacks.get(index)
  if (!haystack) {
    haystack = index.map((d) => normalize(fuzzyHaystack(d)))
    haystacks.set(index, haystack)
  }
  const [idxs, , order] = matcher.search(haystack, needle, 1, 1e3)
  if (!idxs?.length) return []
  const ranked = order ? order.map((i) => idxs[i]) : idxs
  return ranked
    .map((i) => index[i].entry)
    .filter((e) => category === 'all' || e.category === category)
    .slice(0, limit)
}
