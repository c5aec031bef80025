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
  locateLine,
  MAX_CONSOLE_ENTRIES,
  parsePreviewMessage,
  readStoredCode,
  SANDBOX_PAGE,
} from '../../src/tools/html-preview/html-preview'
import { type BridgeWindow, installPreviewBridge } from '../../src/tools/html-preview/preview-bridge'

const config = { token: 'tok', origin: 'http://127.0.0.1:4173', maxEntries: 5, maxText: 200 }

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

describe('buildPreviewDocument and locateLine', () => {
  const code = { html: '<p>a</p>\n<p>b</p>', css: 'p{}', js: 'let a = 1\nfoo()\n' }
  const { doc, layout } = buildPreviewDocument(code, config)
  const lines = doc.split('\n')
  it('records where each pane starts in the document', () => {
    expect(lines[layout.htmlStart - 1]).toBe('<p>a</p>')
    expect(lines[layout.jsStart - 1]).toBe('let a = 1')
    expect(lines[layout.jsStart]).toBe('foo()')
  })
  it('maps a document line back to the pane line', () => {
    expect(locateLine(layout, layout.jsStart + 1)).toEqual({ pane: 'js', line: 2 })
    expect(locateLine(layout, layout.htmlStart + 1)).toEqual({ pane: 'html', line: 2 })
    expect(locateLine(layout, 1)).toBeNull()
    expect(locateLine(layout, 0)).toBeNull()
    expect(describePosition(layout, { level: 'error', text: 'x', line: layout.jsStart + 1, column: 1 })).toBe(
      'JS line 2:1',
    )
  })
  it('puts the bridge, with this run token, before the user code', () => {
    expect(doc.indexOf('"token":"tok"')).toBeGreaterThan(0)
    expect(doc.indexOf('"token":"tok"')).toBeLessThan(doc.indexOf('let a = 1'))
  })
})

describe('installPreviewBridge', () => {
  function fakeWindow() {
    const sent: { message: Record<string, unknown>; origin: string }[] = []
    const listeners: Record<string, ((e: unknown) => void)[]> = {}
    const timers: (() => void)[] = []
    let clock = 0
    const parent = {
      postMessage: (message: unknown, origin: string) =>
        sent.push({ message: message as Record<string, unknown>, origin }),
    }
    const win = {
      parent,
      console: { log: () => {}, info: () => {}, warn: () => {}, error: () => {} } as Record<string, unknown>,
      setTimeout: (fn: () => void) => timers.push(fn),
      addEventListener: (type: string, fn: (e: never) => void) => {
        listeners[type] = [...(listeners[type] ?? []), fn as (e: unknown) => void]
      },
      performance: { now: () => clock },
    }
    return {
      win: win as unknown as BridgeWindow & { console: Record<string, (...a: unknown[]) => void> },
      sent,
      fire: (type: string, e: unknown) => {
        for (const l of listeners[type] ?? []) l(e)
      },
      runTimers: () => {
        for (const t of timers.splice(0)) t()
      },
      tick: (ms: number) => {
        clock += ms
      },
      parent,
    }
  }

  it('forwards console calls as text, to the editor origin, with the run token', () => {
    const f = fakeWindow()
    installPreviewBridge(f.win, config)
    expect(f.sent[0].message).toMatchObject({ channel: CHANNEL, kind: 'started', token: 'tok' })
    expect(f.sent[0].origin).toBe(config.origin)
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

  it('reports uncaught errors with their position and unhandled rejections, and answers pings', () => {
    const f = fakeWindow()
    installPreviewBridge(f.win, config)
    f.fire('error', {
      message: 'Uncaught ReferenceError: foo is not defined',
      error: new ReferenceError('foo is not defined'),
      lineno: 14,
      colno: 3,
    })
    f.tick(100)
    f.fire('unhandledrejection', { reason: new Error('nope') })
    f.fire('message', { source: f.parent, data: { channel: CHANNEL, kind: 'ping', seq: 7 } })
    f.fire('message', { source: {}, data: { channel: CHANNEL, kind: 'ping', seq: 8 } })
    const kinds = f.sent.map((s) => s.message)
    expect(kinds[1]).toMatchObject({
      entries: [{ level: 'error', text: 'Uncaught ReferenceError: foo is not defined', line: 14, column: 3 }],
    })
    expect(kinds[2]).toMatchObject({ entries: [{ level: 'error', text: 'Uncaught (in promise) Error: nope' }] })
    expect(kinds[3]).toMatchObject({ kind: 'pong', seq: 7 })
    expect(kinds).toHaveLength(4)
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
        entries: [{ level: 'warn', text: 'w', line: 2.5 }],
        dropped: 1,
      }),
    ).toEqual({ kind: 'console', token: 't', entries: [{ level: 'warn', text: 'w' }], dropped: 1 })
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
