// The console bridge that runs INSIDE the sandboxed preview frame, ahead of the user's code. It is serialised with
// Function.prototype.toString into the preview document, so it must stay self-contained: no imports, no references to
// anything outside its own body. It forwards console calls, uncaught errors and unhandled rejections to the editor
// (batched, so a logging loop cannot flood the editor's thread), answers the editor's liveness pings, and defines the
// loop guard that loop-guard.ts puts in every loop.
//
// It talks to the editor over the MessagePort the editor handed the sandbox page: Chromium runs the sandboxed frame in
// a process of its own, and delivers a window.postMessage from it only once the frame's current task ends (never,
// for `while (true) {}`), while a port's messages leave at once.

export interface BridgeConfig {
  /** Identifies this run; the editor drops messages carrying another run's token. */
  token: string
  /** The window property the sandbox page left the editor's MessagePort in (deleted once taken). */
  portKey: string
  /** The global function names the guarded loops call: at each iteration, and before the loop. */
  guardName: string
  enterName: string
  /** A task that has spent this long in guarded loops has its loops broken. */
  loopLimitMs: number
  /** Entries kept per batch; the rest are counted as dropped. */
  maxEntries: number
  /** Longest text of one entry, in characters. */
  maxText: number
}

export interface BridgePort {
  postMessage(message: unknown): void
  onmessage: ((event: { data: unknown }) => void) | null
}

export interface BridgeWindow {
  console: Record<string, unknown>
  setTimeout(fn: () => void, ms: number): unknown
  addEventListener(type: string, listener: (event: never) => void): void
  performance: { now(): number }
  MessageChannel: new () => { port1: BridgePort; port2: BridgePort }
}

export function installPreviewBridge(win: BridgeWindow, cfg: BridgeConfig): void {
  const CHANNEL = 'lk-html-preview'
  const holder = win as unknown as Record<string, unknown>
  const port = holder[cfg.portKey] as BridgePort | undefined
  delete holder[cfg.portKey]
  const now = () => win.performance.now()
  const post = (message: Record<string, unknown>) => {
    try {
      port?.postMessage({ ...message, channel: CHANNEL, token: cfg.token })
    } catch {
      // the editor is gone: nothing to tell
    }
  }

  type Entry = { level: string; text: string; file?: string; line?: number; column?: number; loop?: number }
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

  // Scripts carry a `//# sourceURL=preview-….js` name: their errors say which script and which line of it.
  const SCRIPT = /(preview-(?:js|html-\d{1,4})\.js):(\d+):(\d+)/
  const NAME = /^preview-(?:js|html-\d{1,4})\.js$/
  const fromStack = (error: unknown): Partial<Entry> => {
    try {
      const stack = error && typeof (error as { stack?: unknown }).stack === 'string' ? (error as Error).stack : ''
      const m = SCRIPT.exec(stack || '')
      return m ? { file: m[1], line: Number(m[2]), column: Number(m[3]) } : {}
    } catch {
      return {}
    }
  }
  win.addEventListener(
    'error',
    (event: { message?: string; error?: unknown; filename?: string; lineno?: number; colno?: number }) => {
      const error = event.error
      const text =
        error instanceof Error
          ? `Uncaught ${error.name}: ${error.message}`
          : event.message
            ? String(event.message)
            : `Uncaught ${format(error, 0, [])}`
      const at: Partial<Entry> =
        event.filename && NAME.test(event.filename) && event.lineno
          ? { file: event.filename, line: event.lineno, column: event.colno || undefined }
          : fromStack(error)
      push({ level: 'error', text: clip(text), ...at })
    },
  )
  win.addEventListener('unhandledrejection', (event: { reason?: unknown }) => {
    push({
      level: 'error',
      text: clip(`Uncaught (in promise) ${format(event.reason, 0, [])}`),
      ...fromStack(event.reason),
    })
  })

  // The loop guard. A loop is stopped once it has run for longer than the limit since it was entered, and the page
  // has not been back to its event loop meanwhile (a task of our own, queued behind whatever the page is doing, marks
  // each return): an endless loop, or an endless `await` chain, is stopped; a game loop that awaits a timer is not.
  // Loops entered after a stopped one start afresh; loops around it have run as long, and stop too.
  const reset = new win.MessageChannel()
  let spellStart = -1
  const enteredAt: Record<number, number> = {}
  let reported: Record<number, boolean> = {}
  reset.port1.onmessage = () => {
    spellStart = -1
    reported = {}
  }
  const startSpell = () => {
    if (spellStart < 0) {
      spellStart = now()
      reset.port2.postMessage(0)
    }
  }
  holder[cfg.enterName] = (id: number) => {
    startSpell()
    enteredAt[id] = now()
  }
  holder[cfg.guardName] = (id: number) => {
    startSpell()
    const since = Math.max(spellStart, enteredAt[id] ?? 0)
    if (now() - since < cfg.loopLimitMs) return false
    if (!reported[id]) {
      reported[id] = true
      push({
        level: 'error',
        text: `Stopped a loop that ran for over ${cfg.loopLimitMs / 1000} s (an endless loop?)`,
        loop: id,
      })
    }
    return true
  }

  if (port) {
    port.onmessage = (event: { data: unknown }) => {
      const data = event.data as { channel?: unknown; kind?: unknown; seq?: unknown } | null
      if (data && data.channel === CHANNEL && data.kind === 'ping' && typeof data.seq === 'number') {
        post({ kind: 'pong', seq: data.seq })
      }
    }
  }
  post({ kind: 'started' })
}
