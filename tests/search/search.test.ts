import { describe, expect, it } from 'vitest'
import { closestTools, rankTools, toolIndex } from '../../src/app/tool-search'
import { tools } from '../../src/catalogue/tools'
import { normalize, queryTerms, searchTools } from '../../src/lib/search/search'
import { QUERIES } from './queries'

/** What home shows: the ranked results, or (when there are none) the closest matches. */
async function top(query: string, n = 3): Promise<string[]> {
  const ranked = rankTools(query)
  const list = ranked.length ? ranked : await closestTools(query)
  return list.slice(0, n).map((t) => t.slug)
}

describe('ranked search', () => {
  it('keeps the seed rule: every tool whose name, description or slug contains the text is found', () => {
    for (const q of ['json', 'image', 'pdf', 'convert', 'random', 'time']) {
      const seed = tools.filter((t) => `${t.name} ${t.description} ${t.slug}`.toLowerCase().includes(q))
      const found = new Set(rankTools(q).map((t) => t.slug))
      for (const t of seed) expect(found, `${q} → ${t.slug}`).toContain(t.slug)
    }
  })

  it('walks every keyword of every catalogue entry: its tool is in the first three', () => {
    const failures: string[] = []
    for (const tool of tools) {
      for (const keyword of tool.keywords) {
        // A keyword several tools share exactly ("colour" is on four) can only promise all of them come first.
        const owners = tools.filter((t) => t.keywords.some((k) => normalize(k) === normalize(keyword))).length
        const found = rankTools(keyword)
          .slice(0, Math.max(3, owners))
          .map((t) => t.slug)
        if (!found.includes(tool.slug)) failures.push(`${keyword} → ${tool.slug} (got ${found.join(', ')})`)
      }
    }
    expect(failures).toEqual([])
  })

  it(`puts the expected tool in the top three for ${QUERIES.length} realistic queries`, async () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(60)
    const failures: string[] = []
    for (const [query, slug] of QUERIES) {
      const got = await top(query)
      if (!got.includes(slug)) failures.push(`${query} → ${slug} (got ${got.join(', ') || 'nothing'})`)
    }
    expect(failures).toEqual([])
  })

  it('ranks exact name, then name prefix, then word prefix, then description', () => {
    expect(rankTools('Word Count')[0].slug).toBe('word-count')
    expect(rankTools('json')[0].slug).toBe('json-pretty') // "JSON Formatter": name prefix, catalogue order first
    const image = rankTools('image').map((t) => t.slug)
    // Name prefix ("Image Compressor") before a word prefix only ("Images to PDF"), before description only.
    expect(image.indexOf('image-compress')).toBeLessThan(image.indexOf('image-to-pdf'))
    const descOnly = tools.find(
      (t) =>
        t.description.toLowerCase().includes('image') &&
        !`${t.name} ${t.slug} ${t.keywords}`.toLowerCase().includes('image'),
    )
    if (descOnly) expect(image.indexOf('image-to-pdf')).toBeLessThan(image.indexOf(descOnly.slug))
  })

  it('searches the category name and combines with the category filter', () => {
    expect(rankTools('media').map((t) => t.slug)).toContain('video-trim')
    const web = searchTools(toolIndex, 'json', 'web').map((r) => r.entry)
    expect(web.length).toBeGreaterThan(0)
    expect(web.every((t) => t.category === 'web')).toBe(true)
  })

  it('lists the whole category in catalogue order for an empty query', () => {
    expect(rankTools('').length).toBe(100)
    expect(rankTools('   ', 'media').map((t) => t.slug)).toEqual(
      tools.filter((t) => t.category === 'media').map((t) => t.slug),
    )
  })

  it('requires every word of a multi-word query, and drops filler words', () => {
    expect(queryTerms('the .HEIC to  JPG')).toEqual(['heic', 'to', 'jpg'])
    expect(queryTerms('the')).toEqual(['the'])
    expect(rankTools('pdf zzzz')).toEqual([])
  })

  it('finds nothing, even closest, for junk', async () => {
    expect(rankTools('zzzz-nothing')).toEqual([])
    expect(await closestTools('zzzz-nothing')).toEqual([])
    expect(await closestTools('qqqqqqqq')).toEqual([])
  })

  it('offers closest matches for typos only when ranking finds nothing', async () => {
    expect(rankTools('bse64')).toEqual([])
    expect((await closestTools('bse64'))[0].slug).toBe('base64-encode')
    expect((await closestTools('jsn formater'))[0].slug).toBe('json-pretty')
    expect((await closestTools('colr pickr'))[0].slug).toBe('color-picker')
  })
})
