import { Play, Square, Trash2 } from 'lucide-react'
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react'
import { DownloadButton, Notice, Panel, Stack, TextAreaField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { Segmented } from '../../kit/segmented'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import {
  appendConsole,
  buildPreviewDocument,
  buildStandaloneHtml,
  CHANNEL,
  type ConsoleState,
  DEVICE_WIDTHS,
  type DeviceWidth,
  describePosition,
  EMPTY_CODE,
  EMPTY_CONSOLE,
  isEmptyCode,
  MAX_ENTRY_TEXT,
  PING_INTERVAL_MS,
  PORT_KEY,
  type PreviewCode,
  type PreviewLayout,
  parsePreviewMessage,
  readStoredCode,
  SAMPLE_CODE,
  SANDBOX_PAGE,
  STORAGE_KEY,
  UNRESPONSIVE_AFTER_MS,
} from './html-preview'

const AUTO_RUN_DELAY_MS = 700

type Status = 'stopped' | 'loading' | 'running' | 'unresponsive'

interface Run {
  id: number
  token: string
  doc: string
  /** The editor's end of the channel the frame's bridge talks over (set once the sandbox page has loaded). */
  port?: MessagePort
}

function newToken(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function loadInitialCode(): PreviewCode {
  try {
    return readStoredCode(localStorage.getItem(STORAGE_KEY)) ?? SAMPLE_CODE
  } catch {
    return SAMPLE_CODE
  }
}

const levelClass = {
  log: css({ color: 'fg.default' }),
  info: css({ color: 'accent.fg' }),
  warn: css({ color: 'warning.fg', bg: 'warning.subtle' }),
  error: css({ color: 'danger.fg', bg: 'danger.subtle' }),
}

export default function HtmlPreviewView() {
  const [code, setCode] = useLinkState<PreviewCode>('code', loadInitialCode, 'input')
  const [autoRun, setAutoRun] = useLinkState('autoRun', true)
  const [device, setDevice] = useLinkState<DeviceWidth>('device', 'full')
  const [run, setRun] = useState<Run | null>(null)
  const [status, setStatus] = useState<Status>('stopped')
  const [consoleState, setConsoleState] = useState<ConsoleState>(EMPTY_CONSOLE)
  const [layout, setLayout] = useState<PreviewLayout | null>(null)
  // An iframe whose page (in its own process) holds the focus matches no :focus here and gets no focus event: the
  // window's blur says the focus left this page, and activeElement says for which frame.
  const [frameFocused, setFrameFocused] = useState(false)
  useEffect(() => {
    const check = () => setFrameFocused(!!frameRef.current && document.activeElement === frameRef.current)
    window.addEventListener('blur', check)
    window.addEventListener('focus', check)
    return () => {
      window.removeEventListener('blur', check)
      window.removeEventListener('focus', check)
    }
  }, [])
  const frameRef = useRef<HTMLIFrameElement>(null)
  const runRef = useRef<Run | null>(null)
  const lastPong = useRef(0)
  const nextId = useRef(1)

  const start = useCallback((source: PreviewCode) => {
    const token = newToken()
    const { doc, layout } = buildPreviewDocument(source, { token, maxEntries: 200, maxText: MAX_ENTRY_TEXT })
    const next: Run = { id: nextId.current++, token, doc }
    runRef.current?.port?.close()
    runRef.current = next
    lastPong.current = performance.now()
    setConsoleState(EMPTY_CONSOLE)
    setLayout(layout)
    setStatus('loading')
    setRun(next)
  }, [])

  const stop = useCallback(() => {
    runRef.current?.port?.close()
    runRef.current = null
    setRun(null)
    setStatus('stopped')
  }, [])

  // Keep the draft across visits: shortly after typing stops, and at once when the page is left or reloaded. Only
  // once edited, so that opening a shared link does not replace the draft kept in this browser.
  const openedWith = useRef<PreviewCode | null>(code)
  useEffect(() => {
    if (code === openedWith.current) return
    openedWith.current = null
    const save = () => {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(code))
      } catch {
        // storage full or blocked: the draft is simply not kept
      }
    }
    const timer = setTimeout(save, 300)
    window.addEventListener('pagehide', save)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('pagehide', save)
    }
  }, [code])

  // Auto-run: a new frame (a fresh page) shortly after the last edit; the previous one is removed with its process.
  useEffect(() => {
    if (!autoRun) return
    const timer = setTimeout(() => start(code), AUTO_RUN_DELAY_MS)
    return () => clearTimeout(timer)
  }, [code, autoRun, start])

  // The sandbox page says it has loaded (the only message taken from the frame's window); the editor answers with the
  // code and a MessagePort. Everything after that comes over the port, is validated, and is only ever shown as text.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current
      const current = runRef.current
      if (!frame || !current || current.port || event.source !== frame.contentWindow) return
      if (parsePreviewMessage(event.data)?.kind !== 'loaded') return
      const channel = new MessageChannel()
      current.port = channel.port1
      channel.port1.onmessage = (portEvent) => {
        if (runRef.current !== current) return
        const message = parsePreviewMessage(portEvent.data)
        if (!message || message.kind === 'loaded' || message.token !== current.token) return
        lastPong.current = performance.now()
        if (message.kind === 'started') setStatus('running')
        else if (message.kind === 'pong') setStatus((s) => (s === 'unresponsive' ? 'running' : s))
        else if (message.kind === 'console') setConsoleState((s) => appendConsole(s, message.entries, message.dropped))
      }
      frame.contentWindow?.postMessage({ channel: CHANNEL, kind: 'run', doc: current.doc, portKey: PORT_KEY }, '*', [
        channel.port2,
      ])
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  // Liveness: ping the running preview; one that stops answering is reported, and Stop removes it.
  useEffect(() => {
    if (!run) return
    let seq = 0
    const timer = setInterval(() => {
      runRef.current?.port?.postMessage({ channel: CHANNEL, kind: 'ping', seq: seq++ })
      if (performance.now() - lastPong.current > UNRESPONSIVE_AFTER_MS) setStatus('unresponsive')
    }, PING_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [run])

  const update = (key: keyof PreviewCode) => (e: ChangeEvent<HTMLTextAreaElement>) =>
    setCode((c) => ({ ...c, [key]: e.target.value }))

  const width = DEVICE_WIDTHS.find((d) => d.value === device)?.width ?? null
  const errors = consoleState.entries.filter((e) => e.level === 'error').length
  const statusText: Record<Status, string> = {
    stopped: 'Stopped',
    loading: 'Starting…',
    running: 'Running',
    unresponsive: 'Not responding',
  }

  return (
    <Stack>
      <Panel
        title="Code"
        description="HTML, CSS and JavaScript run in a sandboxed frame: no access to this site, no network, no popups. A loop that keeps the page busy for over a second is stopped."
        actions={
          <>
            <SampleClearActions
              onSample={() => setCode(SAMPLE_CODE)}
              onClear={() => setCode(EMPTY_CODE)}
              canClear={!isEmptyCode(code)}
            />
            <DownloadButton
              label="Download HTML"
              filename="index.html"
              mime="text/html;charset=utf-8"
              data={isEmptyCode(code) ? null : () => buildStandaloneHtml(code)}
              success={{ title: 'Downloaded!', description: 'index.html saved: one file with your HTML, CSS and JS' }}
            />
          </>
        }
      >
        <div
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
          })}
        >
          <TextAreaField label="HTML" mono rows={12} value={code.html} onChange={update('html')} wrap="off" />
          <TextAreaField label="CSS" mono rows={12} value={code.css} onChange={update('css')} wrap="off" />
          <TextAreaField label="JavaScript" mono rows={12} value={code.js} onChange={update('js')} wrap="off" />
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={() => start(code)}>
            <Play aria-hidden /> Run
          </button>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={stop} disabled={!run}>
            <Square aria-hidden /> Stop
          </button>
          <SwitchField label="Run as I type" checked={autoRun} onChange={setAutoRun} />
        </div>
      </Panel>

      <Panel
        title="Preview"
        actions={
          <span
            data-testid="preview-status"
            data-status={status}
            className={css({
              fontSize: 'sm',
              color: status === 'unresponsive' ? 'danger.fg' : 'fg.muted',
              alignSelf: 'center',
            })}
          >
            {statusText[status]}
          </span>
        }
      >
        <Segmented
          label="Width"
          value={device}
          options={DEVICE_WIDTHS.map((d) => ({ value: d.value, label: d.label }))}
          onChange={setDevice}
        />
        {status === 'unresponsive' ? (
          <Notice tone="warning" title="The preview is not responding">
            It has not answered for {UNRESPONSIVE_AFTER_MS / 1000} seconds (an endless loop?). The editor keeps working:
            press Stop to end it, or edit and run again.
          </Notice>
        ) : null}
        <div
          role="region"
          aria-label="Preview area"
          // Scrollable when the chosen width is wider than the screen: reachable by keyboard.
          tabIndex={0}
          className={css({
            overflow: 'auto',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'lg',
            bg: 'bg.subtle',
            resize: 'vertical',
            h: '480px',
            minH: '200px',
          })}
        >
          {run ? (
            <iframe
              key={run.id}
              ref={frameRef}
              title="Preview of your page"
              src={SANDBOX_PAGE}
              sandbox="allow-scripts"
              referrerPolicy="no-referrer"
              data-testid="preview-frame"
              data-focused={frameFocused || undefined}
              className={css({
                display: 'block',
                h: '100%',
                border: '0',
                bg: 'white',
                mx: 'auto',
                // Tab moves into the preview's page: the frame shows that it holds the focus.
                '&:focus, &[data-focused]': {
                  outline: '2px solid',
                  outlineColor: 'accent.focus',
                  outlineOffset: '-2px',
                },
              })}
              style={{ width: width ? `${width}px` : '100%' }}
            />
          ) : (
            <p className={css({ p: '4', fontSize: 'sm', color: 'fg.muted' })}>
              Stopped. Press Run to start the preview again.
            </p>
          )}
        </div>
      </Panel>

      <Panel
        title="Console"
        description={
          consoleState.entries.length
            ? `${consoleState.entries.length} message${consoleState.entries.length === 1 ? '' : 's'}${errors ? `, ${errors} error${errors === 1 ? '' : 's'}` : ''}${consoleState.dropped ? ` (${consoleState.dropped} more not shown)` : ''}`
            : undefined
        }
        actions={
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={() => setConsoleState(EMPTY_CONSOLE)}
            disabled={!consoleState.entries.length && !consoleState.dropped}
          >
            <Trash2 aria-hidden /> Clear console
          </button>
        }
      >
        <div
          role="log"
          aria-label="Console output"
          data-testid="console"
          tabIndex={0}
          className={css({
            fontFamily: 'mono',
            fontSize: 'sm',
            bg: 'bg.subtle',
            borderRadius: 'lg',
            maxH: '320px',
            overflow: 'auto',
            minH: '12',
          })}
        >
          {consoleState.entries.length === 0 ? (
            <p className={css({ p: '3', color: 'fg.muted' })}>
              console.log, warnings and errors from the preview appear here.
            </p>
          ) : (
            consoleState.entries.map((entry, i) => {
              const at = layout ? describePosition(layout, entry) : null
              return (
                <div
                  key={i}
                  data-testid="console-entry"
                  data-level={entry.level}
                  className={cx(
                    css({
                      display: 'flex',
                      // On a phone the position goes under the message, which keeps the width to wrap in.
                      flexDirection: { base: 'column', sm: 'row' },
                      gap: { base: '0.5', sm: '3' },
                      px: '3',
                      py: '1.5',
                      borderBottomWidth: '1px',
                      borderColor: 'border.default',
                      _last: { borderBottomWidth: '0' },
                    }),
                    levelClass[entry.level],
                  )}
                >
                  <span className={css({ flex: '1', minW: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
                    {entry.level === 'warn' ? 'Warning: ' : ''}
                    {entry.text}
                  </span>
                  {at ? (
                    <span data-testid="console-position" className={css({ flexShrink: 0, color: 'fg.muted' })}>
                      {at}
                    </span>
                  ) : null}
                </div>
              )
            })
          )}
        </div>
      </Panel>
    </Stack>
  )
}
