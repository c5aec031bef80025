// The console bridge that runs INSIDE the sandboxed preview frame, ahead of the user's code. It is serialised with
// Function.prototype.toString into the preview document, so it must stay self-contained: no imports, no references to
// anything outside its own body. It forwards console calls, uncaught errors and unhandled rejections to the editor
// (batched, so a logging loop cannot flood the editor's thread), and answers the editor's liveness pings.

export interface BridgeConfig {
  /** Identifies this run; the editor drops messages carrying another run's token. */
  token: string
  /** The editor's origin: messages are delivered only to a parent of that origin. */
  origin: string
  /** Entries kept per batch; the rest are counted as dropped. */
  maxEntries: number
  /** Longest text of one entry, in characters. */
  maxText: number
}

export interface BridgeWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  console: Record<string, unknown>
  setTimeout(fn: () => void, ms: number): unknown
  addEventListener(type: string, listener: (event: never) => void): void
  performance: { now(): number }
}

export function installPreviewBridge(win: BridgeWindow, cfg: BridgeConfig): void {
  const CHANNEL = 'lk-html-preview'
  const parentWin = win.parent
  const now = () => win.performance.now()
  const post = (message: Record<string, unknown>) => {
    try {
      parentWin.postMessage({ ...message, channel: CHANNEL, token: cfg.token }, cfg.origin)
    } catch {
      // the editor is gone: nothing to tell
    }
  }

  type Entry = { level: string; text: string; line?: number; column?: number }
  let queue: Entry[] = []
  let dropped = 0
  let lastSent = -1e9
  let timer = false
  const flush = () => {
    timer = false
    if (queue.length === 0 && dropped === 0) return
    post({ kind: 'console', entries: queue, dropped })
    queue = []
    dropped = 0
    lastSent = now()
  }
  const push = (entry: Entry) => {
    if (queue.length >= cfg.maxEntries) dropped++
    else queue.push(entry)
    // The first message after a quiet spell goes at once (so a log just before an endless loop still arrives);
    // a burst is sent at most every 50 ms.
    if (now() - lastSent > 50) flush()
    else if (!timer) {
      timer = true
      win.setTimeout(flush, 50)
    }
  }

  const clip = (text: string) =>
    text.length > cfg.maxText ? `${text.slice(0, cfg.maxText)}… (${text.length} characters)` : text

  const format = (value: unknown, depth: number, seen: unknown[]): string => {
    const type = typeof value
    if (type === 'string') return depth === 0 ? (value as string) : JSON.stringify(value)
    if (type === 'number' || type === 'boolean' || type === 'undefined') return String(value)
    if (type === 'bigint') return `${String(value)}n`
    if (type === 'symbol') return String(value)
    if (type === 'function') {
      const name = (value as { name?: string }).name
      return `ƒ ${name || '(anonymous)'}()`
    }
    if (value === null) return 'null'
    const obj = value as Record<string, unknown>
    if (seen.indexOf(obj) !== -1) return '[Circular]'
    try {
      if (obj instanceof Error) return `${obj.name}: ${obj.message}`
      if (obj instanceof Date) return Number.isNaN(obj.getTime()) ? 'Invalid Date' : obj.toISOString()
      if (obj instanceof RegExp) return String(obj)
      const node = obj as { nodeType?: unknown; nodeName?: unknown; id?: unknown; className?: unknown }
      if (typeof node.nodeType === 'number' && typeof node.nodeName === 'string') {
        if (node.nodeType !== 1) return `#${node.nodeName.replace(/^#/, '')}`
        const id = typeof node.id === 'string' && node.id ? `#${node.id}` : ''
        const cls =
          typeof node.className === 'string' && node.className.trim()
            ? `.${node.className.trim().split(/\s+/).join('.')}`
            : ''
        return `<${node.nodeName.toLowerCase()}${id}${cls}>`
      }
      if (depth >= 3) return Array.isArray(obj) ? `Array(${obj.length})` : '{…}'
      const inner = seen.concat([obj])
      if (Array.isArray(obj)) {
        const items = obj.slice(0, 100).map((item) => format(item, depth + 1, inner))
        if (obj.length > 100) items.push(`… ${obj.length - 100} more`)
        return `[${items.join(', ')}]`
      }
      if (obj instanceof Map) {
        const items: string[] = []
        obj.forEach((v, k) => {
          if (items.length < 50) items.push(`${format(k, depth + 1, inner)} => ${format(v, depth + 1, inner)}`)
        })
        return `Map(${obj.size}) {${items.join(', ')}}`
      }
      if (obj instanceof Set) {
        const items: string[] = []
        obj.forEach((v) => {
          if (items.length < 50) items.push(format(v, depth + 1, inner))
        })
        return `Set(${obj.size}) {${items.join(', ')}}`
      }
      const keys = Object.keys(obj)
      const parts = keys
        .slice(0, 50)
        .map((k) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${format(obj[k], depth + 1, inner)}`)
      if (keys.length > 50) parts.push(`… ${keys.length - 50} more`)
      return `{${parts.join(', ')}}`
    } catch {
      return '[object]'
    }
  }
  const formatArgs = (args: unknown[]) => clip(args.map((a) => format(a, 0, [])).join(' '))

  const con = win.console
  const wrap = (method: string, level: string, pre?: (args: unknown[]) => unknown[] | null) => {
    const original = con[method]
    con[method] = (...args: unknown[]) => {
      const shown = pre ? pre(args) : args
      if (shown) push({ level, text: formatArgs(shown) })
      if (typeof original === 'function') {
        try {
          original.apply(con, args)
        } catch {
          // the frame's own console failing must not break the page
        }
      }
    }
  }
  wrap('log', 'log')
  wrap('info', 'info')
  wrap('debug', 'log')
  wrap('dir', 'log')
  wrap('table', 'log')
  wrap('warn', 'warn')
  wrap('error', 'error')
  wrap('assert', 'error', (args) => (args[0] ? null : ['Assertion failed:', ...args.slice(1)]))
  wrap('clear', 'clear', () => [])

  win.addEventListener('error', (event: { message?: string; error?: unknown; lineno?: number; colno?: number }) => {
    const error = event.error
    const text =
      error instanceof Error
        ? `Uncaught ${error.name}: ${error.message}`
        : event.message
          ? String(event.message)
          : `Uncaught ${format(error, 0, [])}`
    push({ level: 'error', text: clip(text), line: event.lineno || undefined, column: event.colno || undefined })
  })
  win.addEventListener('unhandledrejection', (event: { reason?: unknown }) => {
    push({ level: 'error', text: clip(`Uncaught (in promise) ${format(event.reason, 0, [])}`) })
  })
  win.addEventListener('message', (event: { source?: unknown; data?: unknown }) => {
    if (event.source !== parentWin) return
    const data = event.data as { channel?: unknown; kind?: unknown; seq?: unknown } | null
    if (data && data.channel === CHANNEL && data.kind === 'ping' && typeof data.seq === 'number') {
      post({ kind: 'pong', seq: data.seq })
    }
  })
  post({ kind: 'started' })
}
