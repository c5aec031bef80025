// The peers' vocabulary against our search (issue 35): every query drawn from it-tools, omni-tools, CyberChef and
// DevToys that names a job Localkit does finds that tool in the top three, through the same ranking home and the
// palette use (src/app/tool-search.ts), falling back to the typo-tolerant matches as home does.
import { describe, expect, it } from 'vitest'
import { closestTools, rankTools } from '../../src/app/tool-search'
import { tools } from '../../src/catalogue/tools'
import { normalize } from '../../src/lib/search/search'
import { LEFT_OUT, PEER_PAIRS } from './peer-vocabulary'

async function top(query: string, n = 3): Promise<string[]> {
  const ranked = rankTools(query)
  const list = ranked.length ? ranked : await closestTools(query)
  return list.slice(0, n).map((t) => t.slug)
}

describe('the peers’ vocabulary', () => {
  it('has at least 300 query → tool pairs, each naming a real tool, none repeated', () => {
    expect(PEER_PAIRS.length).toBeGreaterThanOrEqual(300)
    const slugs = new Set(tools.map((t) => t.slug))
    for (const [query, slug] of PEER_PAIRS) expect(slugs.has(slug), `${query} → ${slug}`).toBe(true)
    const seen = new Set<string>()
    const repeated = PEER_PAIRS.filter(([q, s]) => {
      const key = `${normalize(q)}→${s}`
      const again = seen.has(key)
      seen.add(key)
      return again
    })
    expect(repeated).toEqual([])
    for (const [query, , reason] of LEFT_OUT) expect(reason.length, query).toBeGreaterThan(5)
  })

  it(`puts the tool in the top three for every pair`, async () => {
    const failures: string[] = []
    for (const [query, slug, peer] of PEER_PAIRS) {
      const got = await top(query)
      if (!got.includes(slug)) failures.push(`${peer}: ${query} → ${slug} (got ${got.join(', ') || 'nothing'})`)
    }
    expect(failures).toEqual([])
  })

  it('finds the colour tools for "rgba"', () => {
    const got = rankTools('rgba')
      .slice(0, 3)
      .map((t) => t.slug)
    expect(got).toContain('hex-rgb')
    expect(got).toContain('color-picker')
  })
})
