// Pure logic of HTML Live Preview: the preview and download documents built from the three panes (scripts loop-guarded
// and named, so an error or a stopped loop maps back to its pane and line), the validation of messages from the
// sandboxed frame, and the saved draft.
import { guardLoops, type Insertion, LOOP_ENTER, LOOP_GUARD, originalColumn } from './loop-guard'
import { type BridgeConfig, installPreviewBridge } from './preview-bridge'

export interface PreviewCode {
  html: string
  css: string
  js: string
}

/** The page of this site that runs user code: sandboxed iframe, its own CSP (src/app/csp.ts, public/sandbox/). */
export const SANDBOX_PAGE = '/sandbox/html-preview.html'
export const CHANNEL = 'lk-html-preview'
/** Where the sandbox page leaves the editor's MessagePort for the bridge. */
export const PORT_KEY = '__lkPreviewPort'
/** A task that spends this long in loops has them broken ("Stopped a loop that ran for over 1 s"). */
export const LOOP_LIMIT_MS = 1000
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

export type Pane = 'html' | 'js'

/** Where a named script of the preview document sits in its pane. */
export interface ScriptPlace {
  pane: Pane
  /** Pane line and 0-based column of the script source's first character. */
  line: number
  column: number
  /** Lines the document puts before the source inside its element (the JS pane's script starts with a newline). */
  leadingLines: number
  insertions: Insertion[]
}

export interface PanePosition {
  pane: Pane
  line: number
  /** 1-based, when known. */
  column?: number
}

export interface PreviewLayout {
  /** By sourceURL name: `preview-js.js`, `preview-html-1.js` … */
  scripts: Record<string, ScriptPlace>
  /** Each guarded loop, by guard id. */
  loops: PanePosition[]
}

export interface PreviewDocument {
  doc: string
  layout: PreviewLayout
}

export const JS_SCRIPT_NAME = 'preview-js.js'
const JS_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
  'module',
])

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const lastBreak = before.lastIndexOf('\n')
  return { line: before.split('\n').length, column: offset - lastBreak - 1 }
}

function placeLoops(place: ScriptPlace, loops: { line: number; column: number }[]): PanePosition[] {
  return loops.map((l) => ({
    pane: place.pane,
    line: place.line + l.line - 1,
    column: (l.line === 1 ? place.column : 0) + l.column + 1,
  }))
}

/**
 * Guards the loops of the HTML pane's inline scripts and names each one (`//# sourceURL=preview-html-N.js`); other
 * script types (JSON, templates) and external scripts are left as written.
 */
function guardHtmlScripts(html: string, layout: PreviewLayout): string {
  let count = 0
  return html.replace(
    /(<script\b([^>]*)>)([\s\S]*?)(<\/script\s*>)/gi,
    (whole, open: string, attrs: string, body: string, close: string, offset: number) => {
      if (/\bsrc\s*=/i.test(attrs)) return whole
      const type = (/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '').toLowerCase()
      if (!JS_TYPES.has(type)) return whole
      const name = `preview-html-${++count}.js`
      const guarded = guardLoops(body, layout.loops.length, type === 'module' ? 'module' : 'script')
      const at = lineAndColumn(html, offset + open.length)
      const place: ScriptPlace = { pane: 'html', ...at, leadingLines: 0, insertions: guarded?.insertions ?? [] }
      layout.scripts[name] = place
      if (guarded) layout.loops.push(...placeLoops(place, guarded.loops))
      return `${open}${guarded?.code ?? body}\n//# sourceURL=${name}\n${close}`
    },
  )
}

/** The document the sandbox page writes: the console bridge first, then the panes, laid out as in the download. */
export function buildPreviewDocument(
  code: PreviewCode,
  config: Omit<BridgeConfig, 'portKey' | 'guardName' | 'enterName' | 'loopLimitMs'>,
): PreviewDocument {
  const bridgeConfig: BridgeConfig = {
    ...config,
    portKey: PORT_KEY,
    guardName: LOOP_GUARD,
    enterName: LOOP_ENTER,
    loopLimitMs: LOOP_LIMIT_MS,
  }
  const bridge = `(${installPreviewBridge.toString()})(window, ${JSON.stringify(bridgeConfig)});`
  const layout: PreviewLayout = { scripts: {}, loops: [] }
  const html = guardHtmlScripts(code.html, layout)
  const js = guardLoops(code.js, layout.loops.length)
  const jsPlace: ScriptPlace = { pane: 'js', line: 1, column: 0, leadingLines: 1, insertions: js?.insertions ?? [] }
  layout.scripts[JS_SCRIPT_NAME] = jsPlace
  if (js) layout.loops.push(...placeLoops(jsPlace, js.loops))
  const doc = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<script>${escapeInlineScript(bridge)}</script>`,
    '<style>',
    escapeInlineStyle(code.css),
    '</style>',
    '</head>',
    '<body>',
    html,
    '<script>',
    escapeInlineScript(js?.code ?? code.js),
    `//# sourceURL=${JS_SCRIPT_NAME}`,
    '</script>',
    '</body>',
    '</html>',
    '',
  ].join('\n')
  return { doc, layout }
}

/**
 * Maps a position the frame reported (script name, line of the script element, 1-based column) to the pane and line
 * the user wrote it on, or null when it lies outside the panes.
 */
export function locateInPane(layout: PreviewLayout, file: string, line: number, column?: number): PanePosition | null {
  const place = Object.hasOwn(layout.scripts, file) ? layout.scripts[file] : undefined
  if (!place || !Number.isInteger(line)) return null
  const sourceLine = line - place.leadingLines
  if (sourceLine < 1) return null
  const sourceColumn = column === undefined ? undefined : originalColumn(place.insertions, sourceLine, column)
  const paneColumn =
    sourceColumn === undefined ? undefined : sourceLine === 1 ? place.column + sourceColumn : sourceColumn
  return {
    pane: place.pane,
    line: place.line + sourceLine - 1,
    ...(paneColumn === undefined ? {} : { column: paneColumn }),
  }
}

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error'

export interface ConsoleEntry {
  level: ConsoleLevel
  text: string
  /** The script's sourceURL name, for an uncaught error. */
  file?: string
  line?: number
  column?: number
  /** The guard id of a loop the frame stopped. */
  loop?: number
}

export type PreviewMessage =
  | { kind: 'loaded' }
  | { kind: 'started'; token: string }
  | { kind: 'pong'; token: string; seq: number }
  | { kind: 'console'; token: string; entries: (ConsoleEntry | { level: 'clear' })[]; dropped: number }

const LEVELS = new Set(['log', 'info', 'warn', 'error'])
const SCRIPT_NAME = /^preview-(?:js|html-\d{1,4})\.js$/
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
      if (typeof e.file === 'string' && SCRIPT_NAME.test(e.file) && line !== undefined) {
        entry.file = e.file
        entry.line = line
        if (column !== undefined) entry.column = column
      }
      if (typeof e.loop === 'number' && Number.isInteger(e.loop) && e.loop >= 0 && e.loop < 1e6) entry.loop = e.loop
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

/** "JS line 4:7" / "HTML line 2:5" for an error's or a stopped loop's position, or null when it lies outside the panes. */
export function describePosition(layout: PreviewLayout, entry: ConsoleEntry): string | null {
  const at =
    entry.loop !== undefined
      ? (layout.loops[entry.loop] ?? null)
      : entry.file !== undefined && entry.line !== undefined
        ? locateInPane(layout, entry.file, entry.line, entry.column)
        : null
  if (!at) return null
  return `${at.pane === 'js' ? 'JS' : 'HTML'} line ${at.line}${at.column !== undefined ? `:${at.column}` : ''}`
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

/** The console panel's description: "3 messages, 1 error (5 more not shown)", or nothing while it is empty. */
export function consoleSummary(state: ConsoleState): string | undefined {
  const count = state.entries.length
  if (!count) return undefined
  const errors = state.entries.filter((e) => e.level === 'error').length
  const errorText = errors ? `, ${errors} error${errors === 1 ? '' : 's'}` : ''
  const dropped = state.dropped ? ` (${state.dropped} more not shown)` : ''
  return `${count} message${count === 1 ? '' : 's'}${errorText}${dropped}`
}
