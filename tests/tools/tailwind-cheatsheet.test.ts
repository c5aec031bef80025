import presetPanda from '@pandacss/preset-panda'
import { describe, expect, it } from 'vitest'
import {
  classesOfTab,
  foundLabel,
  groupClasses,
  searchClasses,
} from '../../src/tools/tailwind-cheatsheet/tailwind-cheatsheet'
import {
  BREAKPOINTS,
  SPACING_SCALE,
  TAILWIND_CLASSES,
  TAILWIND_PALETTE,
  TAILWIND_TABS,
} from '../../src/tools/tailwind-cheatsheet/tailwind-data'

const byName = new Map(TAILWIND_CLASSES.map((c) => [c.name, c]))

describe('tailwind data', () => {
  it('has at least 300 unique classes, each with CSS, in every tab', () => {
    expect(TAILWIND_CLASSES.length).toBeGreaterThanOrEqual(300)
    expect(byName.size).toBe(TAILWIND_CLASSES.length)
    for (const c of TAILWIND_CLASSES) {
      expect(c.name.trim()).toBe(c.name)
      expect(c.css).toMatch(/[:{]/)
      expect(c.css.trim().length).toBeGreaterThan(3)
    }
    for (const t of TAILWIND_TABS) expect(classesOfTab(t.id).length).toBeGreaterThan(10)
  })

  it('gives the real CSS values', () => {
    expect(byName.get('p-4')?.css).toBe('padding: 1rem;')
    expect(byName.get('px-2')?.css).toBe('padding-left: 0.5rem; padding-right: 0.5rem;')
    expect(byName.get('m-px')?.css).toBe('margin: 1px;')
    expect(byName.get('gap-6')?.css).toBe('gap: 1.5rem;')
    expect(byName.get('bg-blue-500')).toMatchObject({ css: 'background-color: #3b82f6;', color: '#3b82f6' })
    expect(byName.get('text-red-600')?.css).toBe('color: #dc2626;')
    expect(byName.get('text-lg')?.css).toBe('font-size: 1.125rem; line-height: 1.75rem;')
    expect(byName.get('font-bold')?.css).toBe('font-weight: 700;')
    expect(byName.get('rounded-lg')?.css).toBe('border-radius: 0.5rem;')
    expect(byName.get('rounded')?.css).toBe('border-radius: 0.25rem;')
    expect(byName.get('border')?.css).toBe('border-width: 1px;')
    expect(byName.get('grid-cols-3')?.css).toBe('grid-template-columns: repeat(3, minmax(0, 1fr));')
    expect(byName.get('md:')?.css).toBe('@media (min-width: 768px) { ... }')
  })

  it('uses the Tailwind palette (matches the Panda preset, which ships the same colours)', () => {
    const colors = (
      presetPanda as unknown as { theme: { tokens: { colors: Record<string, Record<string, { value: string }>> } } }
    ).theme.tokens.colors
    let checked = 0
    for (const [family, shades] of Object.entries(TAILWIND_PALETTE))
      for (const [shade, hex] of Object.entries(shades)) {
        expect(hex).toBe(colors[family][shade].value)
        expect(byName.get(`bg-${family}-${shade}`)?.color).toBe(hex)
        checked++
      }
    expect(checked).toBe(22 * 11)
  })

  it('has the spacing scale and the breakpoints', () => {
    expect(Object.fromEntries(SPACING_SCALE)).toMatchObject({
      '0': '0px',
      px: '1px',
      '1': '0.25rem',
      '4': '1rem',
      '96': '24rem',
    })
    expect(BREAKPOINTS).toEqual([
      { name: 'sm', px: 640 },
      { name: 'md', px: 768 },
      { name: 'lg', px: 1024 },
      { name: 'xl', px: 1280 },
      { name: '2xl', px: 1536 },
    ])
  })
})

describe('searchClasses', () => {
  it('finds across tabs by name or CSS, exact names first', () => {
    const r = searchClasses('p-4')
    expect(r[0].name).toBe('p-4')
    const tabs = new Set(searchClasses('1rem').map((c) => c.tab))
    expect(tabs.has('spacing')).toBe(true)
    expect(tabs.has('typography')).toBe(true)
    expect(searchClasses('BG-BLUE-500')[0].name).toBe('bg-blue-500')
    expect(searchClasses('#3b82f6').map((c) => c.name)).toEqual(['bg-blue-500', 'text-blue-500', 'border-blue-500'])
  })

  it('needs every word and matches nothing for empty or unknown queries', () => {
    expect(searchClasses('')).toEqual([])
    expect(searchClasses('   ')).toEqual([])
    expect(searchClasses('zzzz-not-a-class')).toEqual([])
    expect(searchClasses('flex direction').every((c) => c.css.includes('flex-direction'))).toBe(true)
  })

  it('groups runs and labels the count', () => {
    expect(groupClasses(classesOfTab('typography'))[0].group).toBe('Font size')
    expect(foundLabel(1)).toBe('1 class found')
    expect(foundLabel(0)).toBe('0 classes found')
    expect(foundLabel(12)).toBe('12 classes found')
  })
})
