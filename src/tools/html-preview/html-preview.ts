// Pure logic of HTML Live Preview: the preview and download documents built from the three panes, the map from a
// preview line number back to its pane, the validation of messages from the sandboxed frame, and the saved draft.
import { type BridgeConfig, installPreviewBridge } from './preview-bridge'

export interface PreviewCode {
  html: string
  css: string
  js: string
}

/** The page of this site that runs user code: sandboxed iframe, its own CSP (src/app/csp.ts, public/sandbox/). */
export const SANDBOX_PAGE = '/sandbox/html-preview.html'
export const CHANNEL = 'lk-html-preview'
export const STORAGE_KEY = 'localkit:html-preview:v1'
/** Console entries kept on screen; older ones are dropped and counted. */
export const MAX_CONSOLE_ENTRIES = 500
export const MAX_ENTRY_TEXT = 5000
/** The editor pings a running preview every second; one silent this long is reported as not responding. */
export const PING_INTERVAL_MS = 1000
export const UNRESPONSIVE_AFTER_MS = 3000

export const DEVICE_WIDTHS = [
  { value: 'full', label: 'Full', width: null },
  { value: '360', label: '360 px', width: 360 },
  { value: '768', label: '768 px', width: 768 },
  { value: '1280', label: '1280 px', width: 1280 },
] as const
export type DeviceWidth = (typeof DEVICE_WIDTHS)[number]['value']

export const EMPTY_CODE: PreviewCode = { html: '', css: '', js: '' }

export const SAMPLE_CODE: PreviewCode = {
  html: `<main>
  <h1>Hello, preview!</h1>
  <p>Edit the panes: the preview updates as you type.</p>
  <button id="count" type="button">Clicked 0 times</button>
</main>`,
  css: `body {
  font-family: system-ui, sans-serif;
  margin: 2rem;
  color: #1e293b;
}
h1 {
  color: #2563eb;
}
button {
  font: inherit;
  padding: 0.5rem 1rem;
}`,
  js: `const button = document.getElementById('count')
let clicks = 0
button.addEventListener('click', () => {
  clicks += 1
  button.textContent = 'Clicked ' + clicks + (clicks === 1 ? ' time' : ' times')
  console.log('clicks:', clicks)
})
console.info('Ready at', new Date().toLocaleTimeString())`,
}

/**
 * Makes JavaScript safe to inline in <script>…</script>: "</script" would end the element and "<!--" could switch the
 * HTML parser into its escaped states. "\x3C" means "<" inside strings, templates, regular expressions and comments.
 */
export function escapeInlineScript(js: string): string {
  return js.replace(/<(\/script|!--)/gi, '\\x3C$1')
}

/** Makes CSS safe to inline in <style>…</style> ("\3C " is "<" in CSS strings and comments). */
export function escapeInlineStyle(css: string): string {
  return css.replace(/<(\/style)/gi, '\\3C $1')
}

function countLines(text: string): number {
  return text.split('\n').length
}

/** One self-contained HTML file with the three panes: what "Download HTML" saves. */
export function buildStandaloneHtml(code: PreviewCode): string {
  const hasTitle = /<title[\s>]/i.test(code.html)
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(hasTitle ? [] : ['<title>HTML Live Preview</title>']),
    '<style>',
    escapeInlineStyle(code.css),
    '</style>',
    '</head>',
    '<body>',
    code.html,
    '<script>',
    escapeInlineScript(code.js),
    '</script>',
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

export interface PreviewLayout {
  /** First line of the HTML pane in the preview document (1-based). */
  htmlStart: number
  htmlLines: number
  /** First line of the JS pane in the preview document (1-based). */
  jsStart: number
  jsLines: number
}

export interface PreviewDocument {
  doc: string
  layout: PreviewLayout
}

/** The document the sandbox page writes: the console bridge first, then the panes, laid out as in the download. */
export function buildPreviewDocument(code: PreviewCode, config: BridgeConfig): PreviewDocument {
  const bridge = `(${installPreviewBridge.toString()})(window, ${JSON.stringify(config)});`
  const head = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Line numbers below are counted on the joined text, so the bridge may span several lines.
    `<script>${escapeInlineScript(bridge)}</script>`,
    '<style>',
    escapeInlineStyle(code.css),
    '</style>',
    '</head>',
    '<body>',
  ]
  const htmlStart = countLines(head.join('\n')) + 1
  const beforeJs = [...head, code.html, '<script>']
  const jsStart = countLines(beforeJs.join('\n')) + 1
  const doc = [...beforeJs, escapeInlineScript(code.js), '</script>', '</body>', '</html>', ''].join('\n')
  return {
    doc,
    layout: { htmlStart, htmlLines: countLines(code.html), jsStart, jsLines: countLines(code.js) },
  }
}

export type Pane = 'html' | 'js'

/** Maps a line of the preview document to the pane and line the user wrote it on. */
export function locateLine(layout: PreviewLayout, line: number): { pane: Pane; line: number } | null {
  if (!Number.isInteger(line) || line < 1) return null
  if (line >= layout.jsStart && line < layout.jsStart + layout.jsLines)
    return { pane: 'js', line: line - layout.jsStart + 1 }
  if (line >= layout.htmlStart && line < layout.htmlStart + layout.htmlLines)
    return { pane: 'html', line: line - layout.htmlStart + 1 }
  return null
}

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error'

export interface ConsoleEntry {
  level: ConsoleLevel
  text: string
  line?: number
  column?: number
}

export type PreviewMessage =
  | { kind: 'loaded' }
  | { kind: 'started'; token: string }
  | { kind: 'pong'; token: string; seq: number }
  | { kind: 'console'; token: string; entries: (ConsoleEntry | { level: 'clear' })[]; dropped: number }

const LEVELS = new Set(['log', 'info', 'warn', 'error'])
const MAX_BATCH = 1000

function readPosition(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 1e7 ? value : undefined
}

/**
 * Validates a message that came from the preview frame (the caller has already checked that it came from that frame's
 * window). Anything the user's code could forge is only ever shown as text, so this checks shapes and sizes.
 */
export function parsePreviewMessage(data: unknown): PreviewMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const m = data as Record<string, unknown>
  if (m.channel !== CHANNEL) return null
  if (m.kind === 'loaded') return { kind: 'loaded' }
  if (typeof m.token !== 'string' || m.token.length > 100) return null
  if (m.kind === 'started') return { kind: 'started', token: m.token }
  if (m.kind === 'pong') {
    return typeof m.seq === 'number' && Number.isInteger(m.seq) ? { kind: 'pong', token: m.token, seq: m.seq } : null
  }
  if (m.kind === 'console') {
    if (!Array.isArray(m.entries) || m.entries.length > MAX_BATCH) return null
    const entries: (ConsoleEntry | { level: 'clear' })[] = []
    for (const raw of m.entries) {
      if (typeof raw !== 'object' || raw === null) return null
      const e = raw as Record<string, unknown>
      if (e.level === 'clear') {
        entries.push({ level: 'clear' })
        continue
      }
      if (typeof e.level !== 'string' || !LEVELS.has(e.level) || typeof e.text !== 'string') return null
      const text = e.text.length > MAX_ENTRY_TEXT ? `${e.text.slice(0, MAX_ENTRY_TEXT)}…` : e.text
      const entry: ConsoleEntry = { level: e.level as ConsoleLevel, text }
      const line = readPosition(e.line)
      const column = readPosition(e.column)
      if (line !== undefined) entry.line = line
      if (column !== undefined) entry.column = column
      entries.push(entry)
    }
    const dropped = typeof m.dropped === 'number' && Number.isInteger(m.dropped) && m.dropped >= 0 ? m.dropped : 0
    return { kind: 'console', token: m.token, entries, dropped }
  }
  return null
}

export interface ConsoleState {
  entries: ConsoleEntry[]
  /** Entries not shown: dropped in the frame, or pushed out of the list by newer ones. */
  dropped: number
}

export const EMPTY_CONSOLE: ConsoleState = { entries: [], dropped: 0 }

/** Appends a batch to the console list, honouring console.clear() and the on-screen limit. */
export function appendConsole(
  state: ConsoleState,
  batch: (ConsoleEntry | { level: 'clear' })[],
  dropped: number,
): ConsoleState {
  let entries = [...state.entries]
  let lost = state.dropped + dropped
  for (const item of batch) {
    if (item.level === 'clear') {
      entries = []
      lost = 0
    } else entries.push(item as ConsoleEntry)
  }
  if (entries.length > MAX_CONSOLE_ENTRIES) {
    lost += entries.length - MAX_CONSOLE_ENTRIES
    entries = entries.slice(entries.length - MAX_CONSOLE_ENTRIES)
  }
  return batch.length === 0 && lost === state.dropped ? state : { entries, dropped: lost }
}

/** "JS line 4:7" / "HTML line 2" for an error's position, or null when it lies outside the panes. */
export function describePosition(layout: PreviewLayout, entry: ConsoleEntry): string | null {
  if (entry.line === undefined) return null
  const at = locateLine(layout, entry.line)
  if (!at) return null
  const column = at.pane === 'js' && entry.column !== undefined ? `:${entry.column}` : ''
  return `${at.pane === 'js' ? 'JS' : 'HTML'} line ${at.line}${column}`
}

/** The saved draft: any malformed value reads as "nothing saved". */
export function readStoredCode(raw: string | null): PreviewCode | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as unknown
    if (typeof value !== 'object' || value === null) return null
    const v = value as Record<string, unknown>
    if (typeof v.html !== 'string' || typeof v.css !== 'string' || typeof v.js !== 'string') return null
    return { html: v.html, css: v.css, js: v.js }
  } catch {
    return null
  }
}

export function isEmptyCode(code: PreviewCode): boolean {
  return !code.html.trim() && !code.css.trim() && !code.js.trim()
}
