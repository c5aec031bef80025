// The Markdown TOC page's own constants; the heading parser and the list it builds live in src/lib/markdown/toc.ts,
// shared with the markdown-toc worker.
export {
  buildToc,
  DEFAULT_OPTIONS,
  extractHeadings,
  githubSlug,
  type Heading,
  plainText,
  selectHeadings,
  type TocOptions,
  type TocResult,
  tocOf,
} from '../../lib/markdown/toc'

/** Documents longer than this (characters) are read in the markdown-toc worker; shorter ones at once. */
export const WORKER_THRESHOLD = 100_000

/** Characters a document may have (checked before it is read). */
export const MAX_CHARS = 50_000_000

/** The message for a document over MAX_CHARS, naming the limit. */
export const tooLongMessage = (chars: number) =>
  `This document has ${chars.toLocaleString('en-US')} characters: Markdown TOC reads up to ${MAX_CHARS.toLocaleString('en-US')}.`

/** Characters of the TOC shown on the page at most; Copy and Download take all of it. */
export const SHOWN_TOC_CHARS = 100_000

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
