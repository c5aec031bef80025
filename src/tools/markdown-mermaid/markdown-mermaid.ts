// Pure logic of the Mermaid Diagram Editor: the examples, the render settings (strict security, no HTML labels),
// where a syntax error is in the user's text, CSS cleaning for the sanitised SVG, and the size of an exported image.

/** After this long a render gets a 'Still drawing' notice (it cannot be stopped: Mermaid runs on the page). */
export const SLOW_RENDER_MS = 2000
export const DEBOUNCE_MS = 350
/** Mermaid's own guards against diagrams too big to lay out: text length and edges. */
export const MAX_TEXT_SIZE = 50_000
export const MAX_EDGES = 500

export type DiagramTheme = 'light' | 'dark'

/** The settings every render uses: strict security, SVG text labels (no foreignObject HTML), no error bomb. */
export function mermaidConfig(theme: DiagramTheme) {
  return {
    startOnLoad: false,
    securityLevel: 'strict' as const,
    theme: theme === 'dark' ? ('dark' as const) : ('default' as const),
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    class: { htmlLabels: false },
    suppressErrorRendering: true,
    maxTextSize: MAX_TEXT_SIZE,
    maxEdges: MAX_EDGES,
    fontFamily: 'ui-sans-serif, system-ui, "Segoe UI", Roboto, Arial, sans-serif',
  }
}

export const EXAMPLES = [
  {
    id: 'flowchart',
    label: 'Flowchart',
    code: `flowchart TD
    Start([Start]) --> Input[/Read the order/]
    Input --> Check{In stock?}
    Check -- Yes --> Pack[Pack the parcel]
    Check -- No --> Reorder[Order from supplier]
    Reorder --> Check
    Pack --> Ship[Ship it]
    Ship --> Done([Done])`,
  },
  {
    id: 'sequence',
    label: 'Sequence',
    code: `sequenceDiagram
    autonumber
    actor User
    participant App
    participant API
    User->>App: Click "Save"
    App->>API: PUT /notes/42
    alt saved
        API-->>App: 200 OK
        App-->>User: Saved ✓
    else conflict
        API-->>App: 409 Conflict
        App-->>User: Reload and retry
    end`,
  },
  {
    id: 'class',
    label: 'Class',
    code: `classDiagram
    class Shape {
        <<abstract>>
        +String name
        +area() double
    }
    class Circle {
        +double radius
        +area() double
    }
    class Square {
        +double side
        +area() double
    }
    Shape <|-- Circle
    Shape <|-- Square`,
  },
  {
    id: 'state',
    label: 'State',
    code: `stateDiagram-v2
    [*] --> Draft
    Draft --> Review: submit
    Review --> Draft: request changes
    Review --> Published: approve
    Published --> Archived: archive
    Archived --> [*]`,
  },
  {
    id: 'er',
    label: 'Entity relationship',
    code: `erDiagram
    CUSTOMER ||--o{ ORDER : places
    ORDER ||--|{ LINE_ITEM : contains
    PRODUCT ||--o{ LINE_ITEM : "is in"
    CUSTOMER {
        string id PK
        string name
        string email
    }
    ORDER {
        string id PK
        date created
        string customer_id FK
    }`,
  },
  {
    id: 'gantt',
    label: 'Gantt',
    code: `gantt
    title Release plan
    dateFormat YYYY-MM-DD
    section Build
    Design        :done,    d1, 2024-03-01, 5d
    Implement     :active,  d2, after d1, 10d
    section Ship
    Test          :         d3, after d2, 4d
    Release       :milestone, after d3, 0d`,
  },
  {
    id: 'pie',
    label: 'Pie',
    code: `pie showData
    title Time spent this week
    "Coding" : 18
    "Meetings" : 7
    "Reviews" : 5
    "Email" : 3`,
  },
  {
    id: 'mindmap',
    label: 'Mindmap',
    code: `mindmap
  root((Trip))
    Plan
      Dates
      Budget
    Pack
      Clothes
      Chargers
    Book
      Train
      Hotel`,
  },
] as const

export type ExampleId = (typeof EXAMPLES)[number]['id']

const FENCE = /^(```|~~~)\s*mermaid\b[^\n]*\n([\s\S]*?)^\1\s*$/m

/**
 * The diagram in the input: a pasted Markdown document's first ```mermaid block, or the whole text. `lineOffset` is
 * how many lines of the input come before the diagram's first line.
 */
export function extractDiagram(input: string): { code: string; lineOffset: number; fenced: boolean } {
  const text = input.replace(/\r\n?/g, '\n')
  const m = FENCE.exec(text)
  if (!m) return { code: text, lineOffset: 0, fenced: false }
  const before = text.slice(0, m.index)
  return { code: m[2].replace(/\n$/, ''), lineOffset: before.split('\n').length, fenced: true }
}

const FRONT_MATTER = /^-{3}[ \t]*\n[\s\S]*?\n-{3}[ \t]*(?:\n|$)/
const COMMENT_LINE = /^\s*%%(?!\{)/
const DIRECTIVE_LINE = /^\s*%%\{[\s\S]*\}%%\s*$/

/**
 * Mermaid drops front matter, comment lines and leading blank lines before it parses, so the line numbers in its
 * errors count from the first remaining line. This keeps comment lines as blank lines (so later lines keep their
 * numbers) and returns how many lines are dropped at the top.
 */
export function prepareSource(code: string): { code: string; lineOffset: number } {
  const text = code.replace(/\r\n?/g, '\n')
  const fm = FRONT_MATTER.exec(text)
  const head = fm ? fm[0] : ''
  const lines = text.slice(head.length).split('\n')
  const kept = lines.map((l) => (COMMENT_LINE.test(l) ? '' : l))
  let leading = 0
  while (leading < kept.length && (kept[leading].trim() === '' || DIRECTIVE_LINE.test(kept[leading]))) leading++
  const headLines = head ? head.split('\n').length - (head.endsWith('\n') ? 1 : 0) : 0
  return { code: head + kept.join('\n'), lineOffset: headLines + leading }
}

interface ErrorHash {
  line?: number
  loc?: { first_line?: number }
}

/** The 1-based line (in the diagram's own text) a Mermaid syntax error points at, or null. */
export function mermaidErrorLine(error: unknown): number | null {
  const hash = (error as { hash?: ErrorHash } | null)?.hash
  if (hash?.loc?.first_line) return hash.loc.first_line
  if (typeof hash?.line === 'number') return hash.line + 1
  const message = error instanceof Error ? error.message : String(error)
  const m = message.match(/\bline (\d+)/i)
  if (m) return Number(m[1])
  if (/No diagram type detected/i.test(message)) return 1
  return null
}

/** A short message for an error: Mermaid's first line, plus the expected tokens when the parser lists them. */
export function mermaidErrorMessage(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).trim()
  if (/No diagram type detected/i.test(message))
    return 'Unknown diagram type: the first line must name one (flowchart, sequenceDiagram, classDiagram, stateDiagram-v2, erDiagram, gantt, pie, mindmap …).'
  if (/Maximum text size/i.test(message))
    return `The diagram is too large to draw (over ${MAX_TEXT_SIZE.toLocaleString('en-US')} characters).`
  if (/Edge limit exceeded/i.test(message)) return `The diagram has too many links to draw (over ${MAX_EDGES}).`
  const lines = message.split('\n')
  const expecting = lines.find((l) => /^Expecting /.test(l))
  const head = lines[0].replace(/^Parse error on line \d+:?\s*/i, '').trim()
  const parts = [head || 'Syntax error', expecting].filter(Boolean)
  const text = parts.join(' — ')
  return text.length > 300 ? `${text.slice(0, 300)}…` : text
}

/** The user-facing line of an error: the diagram's line plus whatever was dropped above it. */
export function errorLineInInput(
  error: unknown,
  prepared: { lineOffset: number },
  extracted: { lineOffset: number },
): number | null {
  const line = mermaidErrorLine(error)
  return line === null ? null : line + prepared.lineOffset + extracted.lineOffset
}

/** CSS from a rendered diagram, made inert: the site's one rule (src/lib/html/sanitize-svg.ts). */
export { cleanCss } from '../../lib/html/clean-css'

/** Width and height of an SVG from its viewBox (falling back to width/height attributes). */
export function svgSize(svg: string): { width: number; height: number } | null {
  const viewBox = svg.match(/viewBox="\s*([-\d.e]+)[\s,]+([-\d.e]+)[\s,]+([\d.e]+)[\s,]+([\d.e]+)\s*"/i)
  if (viewBox) {
    const width = Number(viewBox[3])
    const height = Number(viewBox[4])
    if (width > 0 && height > 0) return { width, height }
  }
  const w = svg.match(/<svg[^>]*\swidth="([\d.]+)(?:px)?"/i)
  const h = svg.match(/<svg[^>]*\sheight="([\d.]+)(?:px)?"/i)
  if (w && h) return { width: Number(w[1]), height: Number(h[1]) }
  return null
}

/** PNG pixel size at `scale`, capped so the canvas stays within what browsers draw (16384 px a side). */
export function pngSize(size: { width: number; height: number }, scale = 2): { width: number; height: number } {
  const max = 16_384
  const s = Math.min(scale, max / size.width, max / size.height)
  return { width: Math.max(1, Math.round(size.width * s)), height: Math.max(1, Math.round(size.height * s)) }
}

/** The diagram kind named on the first meaningful line, for the file name. */
export function diagramKind(code: string): string {
  const first = prepareSource(code)
    .code.replace(FRONT_MATTER, '')
    .split('\n')
    .find((l) => l.trim() && !DIRECTIVE_LINE.test(l))
  const word = first?.trim().split(/[\s;]/)[0] ?? ''
  return /^[A-Za-z][\w-]{0,30}$/.test(word) ? word.replace(/-v2$/, '') : 'diagram'
}
