// Markdown table of contents: ATX (#) and Setext (=== / ---) headings outside fenced code, plain heading text,
// GitHub's anchor rule (lowercase, punctuation dropped, spaces to hyphens, repeats get the first free -1, -2 …
// as github-slugger does), nested as a bullet or numbered list indented the way GitHub renders it.

export interface Heading {
  level: number
  text: string
  anchor: string
  /** 1-based line of the heading in the input. */
  line: number
}

export interface TocOptions {
  minLevel: number
  maxLevel: number
  style: 'bullet' | 'numbered'
  links: boolean
  /** Leave out the first level-1 heading (usually the document's title). */
  skipTitle: boolean
}

export const DEFAULT_OPTIONS: TocOptions = { minLevel: 1, maxLevel: 3, style: 'bullet', links: true, skipTitle: false }

/** Heading text as GitHub shows it: links, images, emphasis, code spans and HTML tags reduced to their text. */
export function plainText(markdown: string): string {
  // Backslash-escaped characters are set aside first, so \* is never read as emphasis.
  const escaped: string[] = []
  const hidden = markdown.replace(
    /\\([\\`*_{}[\]()#+\-.!|~<>])/g,
    (_, c: string) => `\uE000${escaped.push(c) - 1}\uE001`,
  )
  return (
    hidden
      // Link destinations may hold balanced parentheses: (javascript:alert(1)).
      .replace(/!\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
      .replace(/\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(\*|_)(.+?)\1/g, '$2')
      .replace(/~~(.+?)~~/g, '$1')
      .replace(/\uE000(\d+)\uE001/g, (_, i: string) => escaped[Number(i)])
      .trim()
  )
}

/** GitHub's anchor for a heading's text (before de-duplication). */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/

/** Every heading of the document, in order, with unique anchors (counted over all levels, as GitHub does). */
export function extractHeadings(markdown: string): Heading[] {
  const lines = markdown.split(/\r\n|\r|\n/)
  const headings: Heading[] = []
  const used = new Map<string, number>()
  const add = (level: number, raw: string, line: number) => {
    const text = plainText(raw)
    if (!text) return
    // github-slugger: a taken slug gets the next -N of its own counter that is not taken either, and every anchor
    // handed out is taken from then on (# Intro ×3 then # Intro 1 → intro, intro-1, intro-2, intro-1-1).
    const base = githubSlug(text)
    let anchor = base
    while (used.has(anchor)) {
      const n = (used.get(base) ?? 0) + 1
      used.set(base, n)
      anchor = `${base}-${n}`
    }
    used.set(anchor, 0)
    headings.push({ level, text, anchor, line })
  }
  let fence: { char: string; length: number } | null = null
  let paragraph: { text: string; line: number } | null = null
  lines.forEach((line, i) => {
    if (fence) {
      const close = FENCE.exec(line)
      if (close && close[1][0] === fence.char && close[1].length >= fence.length && !close[2].trim()) fence = null
      return
    }
    const open = FENCE.exec(line)
    if (open && !(open[1][0] === '`' && open[2].includes('`'))) {
      fence = { char: open[1][0], length: open[1].length }
      paragraph = null
      return
    }
    const atx = ATX.exec(line)
    if (atx) {
      add(atx[1].length, atx[2] ?? '', i + 1)
      paragraph = null
      return
    }
    const setext = SETEXT.exec(line)
    if (setext && paragraph) {
      add(setext[1][0] === '=' ? 1 : 2, paragraph.text, paragraph.line)
      paragraph = null
      return
    }
    if (!line.trim() || /^ {4,}|^\t/.test(line) || /^ {0,3}([>*+-]|\d+[.)])\s/.test(line)) {
      paragraph = null
      return
    }
    paragraph = paragraph
      ? { text: `${paragraph.text} ${line.trim()}`, line: paragraph.line }
      : { text: line.trim(), line: i + 1 }
  })
  return headings
}

/** The headings the options keep. */
export function selectHeadings(headings: readonly Heading[], options: TocOptions): Heading[] {
  const firstTitle = options.skipTitle ? headings.findIndex((h) => h.level === 1) : -1
  return headings.filter((h, i) => i !== firstTitle && h.level >= options.minLevel && h.level <= options.maxLevel)
}

/** Markdown of the table of contents; nesting is relative to the shallowest kept level, never skipping a step. */
export function buildToc(headings: readonly Heading[], options: TocOptions): string {
  const kept = selectHeadings(headings, options)
  if (!kept.length) return ''
  const top = Math.min(...kept.map((h) => h.level))
  const unit = options.style === 'numbered' ? 3 : 2
  let previousDepth = -1
  return kept
    .map((h) => {
      const depth = Math.min(h.level - top, previousDepth + 1)
      previousDepth = depth
      const label = h.text.replace(/([[\]\\])/g, '\\$1')
      const item = options.links ? `[${label}](#${h.anchor})` : label
      return `${' '.repeat(depth * unit)}${options.style === 'numbered' ? '1.' : '-'} ${item}`
    })
    .join('\n')
}

export const SAMPLE_MARKDOWN = `# Project Title

A short introduction.

## Getting Started

### Install

\`\`\`bash
# this is a comment in code, not a heading
npm install
\`\`\`

### Usage

## API Reference

### \`createThing(options)\`

### Options & Defaults

Errors and warnings
-------------------

## FAQ

### Usage
`
