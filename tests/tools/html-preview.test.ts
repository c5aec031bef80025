import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  headersFileText,
  SANDBOX_PAGE_PATH,
  sandboxContentSecurityPolicy,
} from '../../src/app/csp'
import {
  appendConsole,
  buildPreviewDocument,
  buildStandaloneHtml,
  CHANNEL,
  describePosition,
  EMPTY_CONSOLE,
  escapeInlineScript,
  escapeInlineStyle,
  JS_SCRIPT_NAME,
  LOOP_LIMIT_MS,
  locateInPane,
  MAX_CONSOLE_ENTRIES,
  PORT_KEY,
  parsePreviewMessage,
  readStoredCode,
  SANDBOX_PAGE,
} from '../../src/tools/html-preview/html-preview'
import { guardLoops, LOOP_ENTER, LOOP_GUARD, originalColumn } from '../../src/tools/html-preview/loop-guard'
import { type BridgePort, type BridgeWindow, installPreviewBridge } from '../../src/tools/html-preview/preview-bridge'

const config = {
  token: 'tok',
  portKey: PORT_KEY,
  guardName: LOOP_GUARD,
  enterName: LOOP_ENTER,
  loopLimitMs: 1000,
  maxEntries: 5,
  maxText: 200,
}

describe('inline escaping', () => {
  it('keeps </script> and <!-- from ending or escaping the script element', () => {
    const js = 'const s = "</script><script>alert(1)</script>"; // <!-- x\nconst t = `</SCRIPT>`'
    const out = escapeInlineScript(js)
    expect(out).not.toMatch(/<\/script/i)
    expect(out).not.toContain('<!--')
    // Same meaning in JS: "\x3C" is "<" inside strings and templates.
    // biome-ignore lint/security/noGlobalEval: checks the escaped source still evaluates to the same strings
    expect(eval(`${out.replace('const s =', 'var s =').replace('const t =', 'var t =')}; [s, t]`)).toEqual([
      '</script><script>alert(1)</script>',
      '</SCRIPT>',
    ])
  })
  it('keeps </style> from ending the style element', () => {
    expect(escapeInlineStyle('a::after { content: "</style>" }')).toBe('a::after { content: "\\3C /style>" }')
  })
})

describe('buildStandaloneHtml', () => {
  it('makes one HTML file with the three panes in place', () => {
    const html = buildStandaloneHtml({ html: '<p id="x">Hi</p>', css: 'p { color: red }', js: 'console.log(1)' })
    expect(html).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<title>HTML Live Preview</title>',
        '<style>',
        'p { color: red }',
        '</style>',
        '</head>',
        '<body>',
        '<p id="x">Hi</p>',
        '<script>',
        'console.log(1)',
        '</script>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    )
  })
  it('keeps the user title and escapes hostile script text', () => {
    const html = buildStandaloneHtml({ html: '<title>Mine</title>', css: '', js: 'x = "</script>"' })
    expect(html).not.toContain('<title>HTML Live Preview</title>')
    expect(html.match(/<\/script>/g)).toHaveLength(1)
  })
})

describe('guardLoops', () => {
  it('notes every kind of loop on entry and starts its body with the guard, keeping every line where it was', () => {
    const source = [
      'for (let i = 0; i < 3; i++) { a(i) }',
      'while (x) y()',
      'do z(); while (w)',
      'for (const k in o) for (const v of k);',
      'label: for (;;) { continue label }',
      'function f() { if (a) while (true) {} }',
    ].join('\n')
    const guarded = guardLoops(source, 10)
    expect(guarded).not.toBeNull()
    const g = (id: number) => `if(${LOOP_GUARD}(${id}))break;`
    const e = (id: number) => `${LOOP_ENTER}(${id});`
    expect(guarded?.code.split('\n')).toEqual([
      `${e(10)}for (let i = 0; i < 3; i++) {${g(10)} a(i) }`,
      `${e(11)}while (x) {${g(11)}y()}`,
      `${e(12)}do {${g(12)}z();} while (w)`,
      `${e(13)}for (const k in o) {${g(13)}{${e(14)}for (const v of k){${g(14)};}}}`,
      `${e(15)}label: for (;;) {${g(15)} continue label }`,
      `function f() { if (a) {${e(16)}while (true) {${g(16)}}} }`,
    ])
    expect(guarded?.loops).toEqual([
      { line: 1, column: 0 },
      { line: 2, column: 0 },
      { line: 3, column: 0 },
      { line: 4, column: 0 },
      { line: 4, column: 19 },
      { line: 5, column: 7 },
      { line: 6, column: 22 },
    ])
  })
  it('leaves code that does not parse to the browser, and keeps modules apart', () => {
    expect(guardLoops('while (', 0)).toBeNull()
    expect(guardLoops('import x from "y"\nfor (;;) {}', 0)).toBeNull()
    expect(guardLoops('import x from "y"\nfor (;;) {}', 0, 'module')?.code).toContain(LOOP_GUARD)
  })
  it('the guarded code still runs, and breaks an endless loop once the guard says so', () => {
    const guarded = guardLoops('let n = 0\nwhile (true) { n++ }\nfor (let i = 0; i < 5; i++) n += 100\nresult = n', 0)
    let calls = 0
    const scope = { result: 0 }
    const guard = () => ++calls > 1000 && calls < 1002
    new Function(LOOP_GUARD, LOOP_ENTER, 'scope', `with (scope) { ${guarded?.code} }`)(guard, () => {}, scope)
    expect(scope.result).toBe(1000 + 500)
  })
  it('maps a column of the guarded code back to the source', () => {
    const guarded = guardLoops('while (a) b(); c.d()', 0)
    const code = guarded?.code ?? ''
    const column = code.indexOf('c.d') + 1
    expect(originalColumn(guarded?.insertions ?? [], 1, column)).toBe('while (a) b(); c.d()'.indexOf('c.d') + 1)
    expect(originalColumn(guarded?.insertions ?? [], 1, 3)).toBe(3)
  })
})

describe('buildPreviewDocument and locateInPane', () => {
  const code = {
    html: '<p>a</p>\n<script>\n  for (;;) {}\n</script>\n<script type="application/json">{"for": 1}</script>',
    css: 'p{}',
    js: 'let a = 1\nfoo()\nwhile (a) { a-- }',
  }
  const { doc, layout } = buildPreviewDocument(code, config)
  it('names the scripts, guards their loops and leaves data scripts alone', () => {
    expect(doc).toContain(`//# sourceURL=${JS_SCRIPT_NAME}`)
    expect(doc).toContain('//# sourceURL=preview-html-1.js')
    expect(doc).not.toContain('preview-html-2.js')
    expect(doc).toContain('<script type="application/json">{"for": 1}</script>')
    expect(doc).toContain(`${LOOP_ENTER}(0);for (;;) {if(${LOOP_GUARD}(0))break;}`)
    expect(doc).toContain(`${LOOP_ENTER}(1);while (a) {if(${LOOP_GUARD}(1))break; a-- }`)
    expect(layout.loops).toEqual([
      { pane: 'html', line: 3, column: 3 },
      { pane: 'js', line: 3, column: 1 },
    ])
  })
  it('maps a position in a script element back to the pane line', () => {
    // The JS pane's element starts with a newline: its line 3 is the pane's line 2.
    expect(locateInPane(layout, JS_SCRIPT_NAME, 3, 1)).toEqual({ pane: 'js', line: 2, column: 1 })
    expect(locateInPane(layout, JS_SCRIPT_NAME, 1, 1)).toBeNull()
    // An HTML-pane script's line 1 is the rest of its <script> line.
    expect(locateInPane(layout, 'preview-html-1.js', 2, 3)).toEqual({ pane: 'html', line: 3, column: 3 })
    expect(locateInPane(layout, 'preview-html-1.js', 1, 1)).toEqual({ pane: 'html', line: 2, column: 9 })
    expect(locateInPane(layout, 'preview-html-9.js', 2)).toBeNull()
    expect(locateInPane(layout, 'constructor', 2)).toBeNull()
    // A column after an inserted guard counts only what the user wrote.
    const guardedLine = doc.split('\n').find((l) => l.includes('while (a)')) ?? ''
    const column = guardedLine.indexOf('a--') + 1
    expect(describePosition(layout, { level: 'error', text: 'x', file: JS_SCRIPT_NAME, line: 4, column })).toBe(
      'JS line 3:13',
    )
    expect(describePosition(layout, { level: 'error', text: 'x', loop: 0 })).toBe('HTML line 3:3')
    expect(describePosition(layout, { level: 'error', text: 'x', line: 4 })).toBeNull()
  })
  it('puts the bridge, with this run token, before the user code', () => {
    expect(doc.indexOf('"token":"tok"')).toBeGreaterThan(0)
    expect(doc.indexOf('"token":"tok"')).toBeLessThan(doc.indexOf('let a = 1'))
    expect(doc).toContain(`"loopLimitMs":${LOOP_LIMIT_MS}`)
  })
})

describe('installPreviewBridge', () => {
  function fakeWindow() {
    const sent: { message: Record<string, unknown> }[] = []
    const listeners: Record<string, ((e: unknown) => void)[]> = {}
    const timers: (() => void)[] = []
    const resets: (() => void)[] = []
    let clock = 0
    const port: BridgePort = {
      postMessage: (message: unknown) => sent.push({ message: message as Record<string, unknown> }),
      onmessage: null,
    }
    class FakeChannel {
      port1: BridgePort = { postMessage: () => {}, onmessage: null }
      port2: BridgePort = { postMessage: () => resets.push(() => this.port1.onmessage?.({ data: 0 })), onmessage: null }
    }
    const win = {
      [PORT_KEY]: port,
      console: { log: () => {}, info: () => {}, warn: () => {}, error: () => {} } as Record<string, unknown>,
      setTimeout: (fn: () => void) => timers.push(fn),
      addEventListener: (type: string, fn: (e: never) => void) => {
        listeners[type] = [...(listeners[type] ?? []), fn as (e: unknown) => void]
      },
      performance: { now: () => clock },
      MessageChannel: FakeChannel,
    }
    return {
      win: win as unknown as BridgeWindow & { console: Record<string, (...a: unknown[]) => void> },
      raw: win as unknown as Record<string, unknown>,
      sent,
      port,
      fire: (type: string, e: unknown) => {
        for (const l of listeners[type] ?? []) l(e)
      },
      runTimers: () => {
        for (const t of timers.splice(0)) t()
      },
      endTask: () => {
        for (const r of resets.splice(0)) r()
      },
      tick: (ms: number) => {
        clock += ms
      },
    }
  }

  it('forwards console calls as text, to the editor origin, with the run token', () => {
    const f = fakeWindow()
    installPreviewBridge(f.win, config)
    expect(f.sent[0].message).toMatchObject({ channel: CHANNEL, kind: 'started', token: 'tok' })
    // The port is taken from the window before any user code runs.
    expect(PORT_KEY in f.raw).toBe(false)
    const circular: Record<string, unknown> = { a: 1 }
    circular.self = circular
    f.win.console.log('hi', 42, [1, 'x'], circular, new Error('boom'), () => {}, null, undefined, 10n)
    const batch = f.sent[1].message
    expect(batch.kind).toBe('console')
    expect(batch.entries).toEqual([
      { level: 'log', text: 'hi 42 [1, "x"] {a: 1, self: [Circular]} Error: boom ƒ (anonymous)() null undefined 10n' },
    ])
  })

  it('batches a burst, caps it and counts what it dropped', () => {
    const f = fakeWindow()
    installPreviewBridge(f.win, config)
    for (let i = 0; i < 20; i++) f.win.console.warn(`w${i}`)
    // The first call went at once; the rest wait for the timer.
    expect(f.sent).toHaveLength(2)
    f.tick(60)
    f.runTimers()
    const second = f.sent[2].message as { entries: unknown[]; dropped: number }
    expect(second.entries).toHaveLength(5)
    expect(second.dropped).toBe(14)
  })

  it('reports uncaught errors with their script position and unhandled rejections, and answers pings', () => {
    const f = fakeWindow()
    installPreviewBridge(f.win, config)
    f.fire('error', {
      message: 'Uncaught ReferenceError: foo is not defined',
      error: new ReferenceError('foo is not defined'),
      filename: 'preview-js.js',
      lineno: 14,
      colno: 3,
    })
    f.tick(100)
    const rejected = new Error('nope')
    rejected.stack = 'Error: nope\n    at g (preview-html-2.js:5:9)'
    f.fire('unhandledrejection', { reason: rejected })
    f.tick(100)
    f.fire('error', { message: 'x', error: new Error('in a handler'), filename: 'http://site/sandbox', lineno: 1 })
    f.port.onmessage?.({ data: { channel: CHANNEL, kind: 'ping', seq: 7 } })
    f.port.onmessage?.({ data: { channel: 'other', kind: 'ping', seq: 8 } })
    const kinds = f.sent.map((s) => s.message)
    expect(kinds[1]).toMatchObject({
      entries: [
        {
          level: 'error',
          text: 'Uncaught ReferenceError: foo is not defined',
          file: 'preview-js.js',
          line: 14,
          column: 3,
        },
      ],
    })
    expect(kinds[2]).toMatchObject({
      entries: [
        { level: 'error', text: 'Uncaught (in promise) Error: nope', file: 'preview-html-2.js', line: 5, column: 9 },
      ],
    })
    expect(kinds[3]).toEqual(
      expect.objectContaining({ entries: [{ level: 'error', text: 'Uncaught Error: in a handler' }] }),
    )
    expect(kinds[4]).toMatchObject({ kind: 'pong', seq: 7 })
    expect(kinds).toHaveLength(5)
  })

  it('stops a loop that runs past the limit, and the loops around it, but not a loop entered afterwards', () => {
    const f = fakeWindow()
    installPreviewBridge(f.win, config)
    const guard = f.raw[LOOP_GUARD] as (id: number) => boolean
    const enter = f.raw[LOOP_ENTER] as (id: number) => void
    enter(0) // outer loop
    expect(guard(0)).toBe(false)
    f.tick(300)
    enter(1) // inner loop, entered later
    expect(guard(1)).toBe(false)
    f.tick(999)
    expect(guard(1)).toBe(false)
    f.tick(2)
    expect(guard(1)).toBe(true)
    expect(guard(1)).toBe(true)
    expect(guard(0)).toBe(true)
    enter(2) // a loop after them, in the same task
    expect(guard(2)).toBe(false)
    f.tick(100)
    f.runTimers()
    const entries = f.sent.flatMap((s) => (s.message.entries as unknown[]) ?? [])
    expect(entries).toEqual([
      { level: 'error', text: 'Stopped a loop that ran for over 1 s (an endless loop?)', loop: 1 },
      { level: 'error', text: 'Stopped a loop that ran for over 1 s (an endless loop?)', loop: 0 },
    ])
  })

  it('counts the time of a loop that awaits only since the page last got back to its event loop', () => {
    const f = fakeWindow()
    installPreviewBridge(f.win, config)
    const guard = f.raw[LOOP_GUARD] as (id: number) => boolean
    const enter = f.raw[LOOP_ENTER] as (id: number) => void
    enter(0)
    for (let i = 0; i < 10; i++) {
      f.tick(500)
      f.endTask() // `await sleep(500)`: the page went back to its event loop
      expect(guard(0)).toBe(false)
    }
    // `await null` alone never gets there: microtasks only.
    f.tick(1001)
    expect(guard(0)).toBe(true)
  })
})

describe('parsePreviewMessage', () => {
  it('accepts the known shapes', () => {
    expect(parsePreviewMessage({ channel: CHANNEL, kind: 'loaded' })).toEqual({ kind: 'loaded' })
    expect(parsePreviewMessage({ channel: CHANNEL, kind: 'pong', token: 't', seq: 3 })).toEqual({
      kind: 'pong',
      token: 't',
      seq: 3,
    })
    expect(
      parsePreviewMessage({
        channel: CHANNEL,
        kind: 'console',
        token: 't',
        entries: [
          { level: 'warn', text: 'w', file: 'preview-js.js', line: 2.5 },
          { level: 'error', text: 'e', file: 'preview-js.js', line: 2, column: 4 },
          { level: 'error', text: 'f', file: 'http://elsewhere/x.js', line: 2, column: 4 },
          { level: 'error', text: 'g', loop: 3 },
          { level: 'error', text: 'h', loop: -1 },
        ],
        dropped: 1,
      }),
    ).toEqual({
      kind: 'console',
      token: 't',
      entries: [
        { level: 'warn', text: 'w' },
        { level: 'error', text: 'e', file: 'preview-js.js', line: 2, column: 4 },
        { level: 'error', text: 'f' },
        { level: 'error', text: 'g', loop: 3 },
        { level: 'error', text: 'h' },
      ],
      dropped: 1,
    })
  })
  it('rejects anything else', () => {
    for (const bad of [
      null,
      'x',
      { channel: 'other', kind: 'loaded' },
      { channel: CHANNEL, kind: 'console', token: 't', entries: [{ level: 'eval', text: 'x' }] },
      { channel: CHANNEL, kind: 'console', token: 't', entries: [{ level: 'log', text: { html: '<b>' } }] },
      { channel: CHANNEL, kind: 'console', token: 't', entries: 'x' },
      { channel: CHANNEL, kind: 'pong', token: 't' },
      { channel: CHANNEL, kind: 'started' },
      { channel: CHANNEL, kind: 'navigate', token: 't' },
    ]) {
      expect(parsePreviewMessage(bad)).toBeNull()
    }
  })
  it('clips very long text', () => {
    const m = parsePreviewMessage({
      channel: CHANNEL,
      kind: 'console',
      token: 't',
      entries: [{ level: 'log', text: 'x'.repeat(9000) }],
    })
    expect(
      m?.kind === 'console' && m.entries[0].level === 'log' && 'text' in m.entries[0] && m.entries[0].text.length,
    ).toBe(5001)
  })
})

describe('appendConsole', () => {
  it('appends, clears on console.clear and keeps the last entries', () => {
    let s = appendConsole(EMPTY_CONSOLE, [{ level: 'log', text: 'a' }], 0)
    s = appendConsole(s, [{ level: 'clear' }, { level: 'log', text: 'b' }], 0)
    expect(s.entries.map((e) => e.text)).toEqual(['b'])
    const many = Array.from({ length: MAX_CONSOLE_ENTRIES + 10 }, (_, i) => ({
      level: 'log' as const,
      text: String(i),
    }))
    s = appendConsole(s, many, 3)
    expect(s.entries).toHaveLength(MAX_CONSOLE_ENTRIES)
    expect(s.entries.at(-1)?.text).toBe(String(MAX_CONSOLE_ENTRIES + 9))
    expect(s.dropped).toBe(3 + 11)
  })
})

describe('readStoredCode', () => {
  it('ignores garbage', () => {
    expect(readStoredCode(null)).toBeNull()
    expect(readStoredCode('{oops')).toBeNull()
    expect(readStoredCode('[1,2]')).toBeNull()
    expect(readStoredCode('{"html":1,"css":"","js":""}')).toBeNull()
    expect(readStoredCode('{"html":"<p>","css":"","js":"x"}')).toEqual({ html: '<p>', css: '', js: 'x' })
  })
})

describe('sandbox page headers', () => {
  it('the sandbox page path is the one the view loads', () => {
    expect(SANDBOX_PAGE).toBe(SANDBOX_PAGE_PATH)
  })
  it('the sandbox policy runs inline script but reaches no network, no form, no other framer', () => {
    const directives = Object.fromEntries(sandboxContentSecurityPolicy.split('; ').map((d) => [d.split(' ')[0], d]))
    expect(directives['script-src']).toBe("script-src 'unsafe-inline'")
    expect(directives['default-src']).toBe("default-src 'none'")
    expect(directives['connect-src']).toBe("connect-src 'none'")
    expect(directives['form-action']).toBe("form-action 'none'")
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'self'")
    expect(directives.sandbox).toBe('sandbox allow-scripts')
    expect(contentSecurityPolicy).toContain("script-src 'self' 'wasm-unsafe-eval'")
  })

  // Each host's rules, replayed on dist/_headers: which CSP values does a path end up with?
  type Rule = { path: string; set: [string, string][]; unset: string[] }
  function parse(text: string): Rule[] {
    const rules: Rule[] = []
    for (const raw of text.split('\n')) {
      const line = raw.trim()
      if (!line || line.startsWith('#')) continue
      if (line.startsWith('/')) rules.push({ path: line, set: [], unset: [] })
      else if (line.startsWith('!')) rules.at(-1)?.unset.push(line.slice(1).trim().toLowerCase())
      else {
        const i = line.indexOf(':')
        rules.at(-1)?.set.push([line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()])
      }
    }
    return rules
  }
  const matches = (rule: string, path: string) =>
    new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path)
  // Cloudflare Pages (workers-sdk asset-server): rules in file order; detach deletes, a repeated set appends.
  function cloudflare(rules: Rule[], path: string): string[] {
    const headers = new Map<string, string[]>()
    const seen = new Set<string>()
    for (const r of rules.filter((r) => matches(r.path, path))) {
      for (const k of r.unset) headers.delete(k)
      for (const [k, v] of r.set) {
        if (seen.has(k)) headers.set(k, [...(headers.get(k) ?? []), v])
        else {
          headers.set(k, [v])
          seen.add(k)
        }
      }
    }
    return headers.get('content-security-policy') ?? []
  }
  // Netlify (headers-parser + headersForPath): lines without a colon are skipped; later matching rules win per header.
  function netlify(rules: Rule[], path: string): string[] {
    const merged: Record<string, string> = {}
    for (const r of rules.filter((r) => matches(r.path, path))) Object.assign(merged, Object.fromEntries(r.set))
    return merged['content-security-policy'] ? [merged['content-security-policy']] : []
  }

  it('serves exactly one policy per path on both hosts: the sandbox one on the sandbox page, the strict one elsewhere', () => {
    const rules = parse(headersFileText())
    for (const host of [cloudflare, netlify]) {
      expect(host(rules, SANDBOX_PAGE_PATH)).toEqual([sandboxContentSecurityPolicy])
      expect(host(rules, '/sandbox/html-preview')).toEqual([sandboxContentSecurityPolicy])
      expect(host(rules, '/tools/html-preview')).toEqual([contentSecurityPolicy])
      expect(host(rules, '/')).toEqual([contentSecurityPolicy])
    }
  })
})
