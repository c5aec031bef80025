import { Play, Square } from 'lucide-react'
import { useEffect } from 'react'
import { DownloadButton, Notice, Panel, Stack } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import { ConsolePanel } from './console-panel'
import { loadInitialCode, useKeepDraft } from './draft'
import {
  buildStandaloneHtml,
  type DeviceWidth,
  EMPTY_CODE,
  isEmptyCode,
  type PreviewCode,
  SAMPLE_CODE,
} from './html-preview'
import { PreviewPanel } from './preview-panel'
import { usePreviewRun } from './use-preview-run'

const AUTO_RUN_DELAY_MS = 700

/** The three editors, in the seed's order. */
const PANES: readonly (readonly [keyof PreviewCode, string])[] = [
  ['html', 'HTML'],
  ['css', 'CSS'],
  ['js', 'JavaScript'],
]

export default function HtmlPreviewView() {
  const [code, setCode] = useLinkState<PreviewCode>('code', loadInitialCode, 'input')
  const [autoRun, setAutoRun] = useLinkState('autoRun', true)
  const [device, setDevice] = useLinkState<DeviceWidth>('device', 'full')
  const { run, status, consoleState, layout, frameRef, start, stop, clearConsole } = usePreviewRun()
  const draftNote = useKeepDraft(code)

  // Auto-run: a new frame (a fresh page) shortly after the last edit; the previous one is removed with its process.
  useEffect(() => {
    if (!autoRun) return
    const timer = setTimeout(() => start(code), AUTO_RUN_DELAY_MS)
    return () => clearTimeout(timer)
  }, [code, autoRun, start])

  const update = (key: keyof PreviewCode) => (value: string) => setCode((c) => ({ ...c, [key]: value }))

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
          {/* Above 300,000 characters a pane shows a summary instead of a textarea: Chromium lays out every line
              of a textarea, and a 20 MB paste blocked the page for 20 s. */}
          {PANES.map(([key, label]) => (
            <LargeTextField
              key={key}
              label={label}
              mono
              rows={12}
              value={code[key]}
              onValueChange={update(key)}
              softWrap={false}
            />
          ))}
        </div>
        {draftNote ? (
          <Notice tone="warning" title="Draft not kept">
            <span data-testid="draft-note">{draftNote}</span>
          </Notice>
        ) : null}
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
      <PreviewPanel run={run} status={status} device={device} onDevice={setDevice} frameRef={frameRef} />
      <ConsolePanel consoleState={consoleState} layout={layout} onClear={clearConsole} />
    </Stack>
  )
}
