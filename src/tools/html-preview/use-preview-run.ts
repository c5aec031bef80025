// The preview's run: each Run loads a fresh sandbox page in a new frame; when it says it has loaded, the editor
// sends the code and a MessagePort, and from then on takes the run's status, pongs and console messages over that
// port (validated, shown only as text). A preview that stops answering pings is reported as not responding.
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  appendConsole,
  buildPreviewDocument,
  CHANNEL,
  type ConsoleState,
  EMPTY_CONSOLE,
  MAX_ENTRY_TEXT,
  PING_INTERVAL_MS,
  PORT_KEY,
  type PreviewCode,
  type PreviewLayout,
  parsePreviewMessage,
  UNRESPONSIVE_AFTER_MS,
} from './html-preview'

export type Status = 'stopped' | 'loading' | 'running' | 'unresponsive'

export interface Run {
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

export function usePreviewRun() {
  const [run, setRun] = useState<Run | null>(null)
  const [status, setStatus] = useState<Status>('stopped')
  const [consoleState, setConsoleState] = useState<ConsoleState>(EMPTY_CONSOLE)
  const [layout, setLayout] = useState<PreviewLayout | null>(null)
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

  const clearConsole = useCallback(() => setConsoleState(EMPTY_CONSOLE), [])
  return { run, status, consoleState, layout, frameRef, start, stop, clearConsole }
}
