import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { categories } from '../../src/catalogue/categories'
import { factsOf, toolFacts } from '../../src/catalogue/tool-facts'
import { filterTools, tools } from '../../src/catalogue/tools'
import { viewLoader } from '../../src/catalogue/views'

const specOrder = [
  'Text Processing',
  'Color & Design',
  'Images & Media',
  'Date & Time',
  'Math & Units',
  'Encoding',
  'Web Dev',
  'Generators',
  'Files & Data',
  'Data & Visualization',
]

describe('the catalogue', () => {
  it('holds 100 tools with unique slugs', () => {
    expect(tools).toHaveLength(100)
    expect(new Set(tools.map((t) => t.slug)).size).toBe(100)
    for (const t of tools) expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('has the ten categories in the spec order, ten tools each, listed in that order', () => {
    expect(categories.map((c) => c.name)).toEqual(specOrder)
    categories.forEach((c, i) => {
      expect(tools.slice(i * 10, i * 10 + 10).every((t) => t.category === c.id)).toBe(true)
    })
  })

  it('gives every entry a name, a one-sentence description, an icon and keywords', () => {
    for (const t of tools) {
      expect(t.name.length).toBeGreaterThan(2)
      expect(t.description).toMatch(/\.$/)
      expect(t.icon).toBeTruthy()
      expect(t.keywords.length).toBeGreaterThan(0)
    }
  })

  it('registers every tool folder, and every built tool has a view, logic and an e2e spec', () => {
    const folders = readdirSync(resolve('src/tools'))
    const slugs = new Set(tools.map((t) => t.slug))
    for (const folder of folders) {
      expect(slugs.has(folder), `src/tools/${folder} is not in the catalogue`).toBe(true)
      expect(existsSync(resolve(`src/tools/${folder}/view.tsx`)), `src/tools/${folder}/view.tsx`).toBe(true)
      expect(existsSync(resolve(`e2e/tools/${folder}.spec.ts`)), `e2e/tools/${folder}.spec.ts`).toBe(true)
    }
    for (const t of tools) {
      const hasFolder = folders.includes(t.slug)
      expect(Boolean(viewLoader(t.slug)), `${t.slug}: lazy view loader iff folder`).toBe(hasFolder)
    }
  })

  it('filters by case-insensitive substring of name, description or slug, with the category', () => {
    expect(filterTools(tools, 'JSON', 'all').every((t) => /json/i.test(t.name + t.description + t.slug))).toBe(true)
    expect(filterTools(tools, '', 'text')).toHaveLength(10)
    expect(filterTools(tools, 'base64', 'encoding').map((t) => t.slug)).toEqual(['base64-encode'])
    expect(filterTools(tools, 'zzz', 'all')).toEqual([])
  })

  it('states page facts only for catalogue slugs', () => {
    const slugs = new Set(tools.map((t) => t.slug))
    for (const slug of Object.keys(toolFacts)) expect(slugs.has(slug), slug).toBe(true)
  })

  it('states a tested limit only for tools the scaling benchmark measured', () => {
    const bench = readFileSync(resolve('bench/scale/run.mjs'), 'utf8')
    const results = readFileSync(resolve('bench/results/scale.md'), 'utf8')
    const limited = tools.filter((t) => factsOf(t.slug).testedUpTo)
    expect(limited.length).toBeGreaterThanOrEqual(10)
    for (const tool of limited) {
      expect(bench, tool.slug).toContain(`'${tool.slug}'`)
      expect(results, tool.slug).toMatch(new RegExp(`^\\| ${tool.slug} +\\|`, 'm'))
    }
  })
})
