import { describe, expect, it } from 'vitest'
import {
  buildToc,
  DEFAULT_OPTIONS,
  extractHeadings,
  githubSlug,
  plainText,
  SAMPLE_MARKDOWN,
} from '../../src/tools/markdown-toc/markdown-toc'

describe('markdown-toc', () => {
  it('makes GitHub anchors', () => {
    expect(githubSlug('Getting Started')).toBe('getting-started')
    expect(githubSlug('Options & Defaults')).toBe('options--defaults')
    expect(githubSlug('What’s new in v2.0?')).toBe('whats-new-in-v20')
    expect(githubSlug('snake_case and kebab-case')).toBe('snake_case-and-kebab-case')
    expect(githubSlug('Größe & Ünïcödé 日本語')).toBe('größe--ünïcödé-日本語')
  })

  it('de-duplicates anchors as github-slugger does: a suffix never reuses a taken anchor (issue 18)', () => {
    const anchors = (md: string) => extractHeadings(md).map((h) => h.anchor)
    expect(anchors('# Intro\n# Intro\n# Intro\n# Intro 1')).toEqual(['intro', 'intro-1', 'intro-2', 'intro-1-1'])
    expect(anchors('# Intro 1\n# Intro\n# Intro')).toEqual(['intro-1', 'intro', 'intro-2'])
    expect(anchors('# a-1\n# a\n# a\n# a-1\n# a-1')).toEqual(['a-1', 'a', 'a-2', 'a-1-1', 'a-1-2'])
    // Headings whose slug is empty get "", "-1", "-2" (github-slugger's result too).
    expect(anchors('# !!!\n# ???\n# ...')).toEqual(['', '-1', '-2'])
    // However headings collide, every anchor is unique.
    const names = ['x', 'x 1', 'x-1', 'x 1 1', 'x-2', 'x 2']
    for (const a of names)
      for (const b of names)
        for (const c of names)
          for (const d of names) {
            const list = anchors([a, b, c, d, a, b].map((t) => `# ${t}`).join('\n'))
            expect(new Set(list).size, list.join(' ')).toBe(6)
          }
  })

  it('reduces inline Markdown to text', () => {
    expect(plainText('[Link](http://x) and ![img](y.png) `code` **bold** _em_ ~~old~~ <b>tag</b> \\*star\\*')).toBe(
      'Link and img code bold em old tag *star*',
    )
    expect(plainText('Safe [link](javascript:alert(1)) end')).toBe('Safe link end')
  })

  it('finds ATX and Setext headings, skips fenced code, and de-duplicates anchors', () => {
    const hs = extractHeadings(SAMPLE_MARKDOWN)
    expect(hs.map((h) => [h.level, h.text, h.anchor])).toEqual([
      [1, 'Project Title', 'project-title'],
      [2, 'Getting Started', 'getting-started'],
      [3, 'Install', 'install'],
      [3, 'Usage', 'usage'],
      [2, 'API Reference', 'api-reference'],
      [3, 'createThing(options)', 'createthingoptions'],
      [3, 'Options & Defaults', 'options--defaults'],
      [2, 'Errors and warnings', 'errors-and-warnings'],
      [2, 'FAQ', 'faq'],
      [3, 'Usage', 'usage-1'],
    ])
    expect(hs[7].line).toBe(22)
  })

  it('handles closing hashes, ~~~ fences, longer closing fences and what is not a heading', () => {
    const md = [
      '## Closed ##',
      '#NoSpace',
      '    # indented code',
      '~~~~',
      '# in tilde fence',
      '~~~',
      '# still in fence',
      '~~~~~',
      '####### seven',
      '- list item',
      '---',
      '',
      '---',
      '#',
      'Para line one',
      'line two',
      '===',
    ].join('\n')
    expect(extractHeadings(md).map((h) => [h.level, h.text])).toEqual([
      [2, 'Closed'],
      [1, 'Para line one line two'],
    ])
  })

  it('builds nested bullet and numbered lists within the level range', () => {
    const hs = extractHeadings(SAMPLE_MARKDOWN)
    expect(buildToc(hs, { ...DEFAULT_OPTIONS, minLevel: 2, maxLevel: 2 })).toBe(
      [
        '- [Getting Started](#getting-started)',
        '- [API Reference](#api-reference)',
        '- [Errors and warnings](#errors-and-warnings)',
        '- [FAQ](#faq)',
      ].join('\n'),
    )
    const numbered = buildToc(hs, { ...DEFAULT_OPTIONS, style: 'numbered', links: false, skipTitle: true })
    expect(numbered.split('\n').slice(0, 3)).toEqual(['1. Getting Started', '   1. Install', '   1. Usage'])
    expect(buildToc(hs, DEFAULT_OPTIONS).split('\n')[0]).toBe('- [Project Title](#project-title)')
    expect(buildToc(hs, DEFAULT_OPTIONS).split('\n')[2]).toBe('    - [Install](#install)')
  })

  it('never skips a nesting step and escapes brackets in labels', () => {
    const hs = extractHeadings('# A\n#### Deep\n## [B]')
    expect(buildToc(hs, { ...DEFAULT_OPTIONS, maxLevel: 6 })).toBe('- [A](#a)\n  - [Deep](#deep)\n  - [\\[B\\]](#b)')
    expect(buildToc([], DEFAULT_OPTIONS)).toBe('')
  })
})
