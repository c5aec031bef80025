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
