import { Bot, Cpu, Gamepad2, Globe, Monitor, RotateCcw, Smartphone, Tablet, Tv } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { CopyButton, Notice, Panel, SplitLayout, Stack } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { looks } from '../../kit/styles'
import { useVisitorLinkState, useVisitorValue } from '../../kit/visitor-state'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import {
  applyClientHints,
  type ClientHints,
  DEVICE_LABELS,
  type DeviceType,
  EXAMPLES,
  hintRows,
  MAX_UA_LENGTH,
  parseUserAgent,
  toJson,
} from './user-agent'

const DEVICE_ICONS: Record<DeviceType, typeof Monitor> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
  bot: Bot,
  tv: Tv,
  console: Gamepad2,
  unknown: Globe,
}

interface UaData {
  getHighEntropyValues?: (hints: string[]) => Promise<ClientHints>
}

function ownUa(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}

/**
 * The prerendered page parses a typical user agent of the same length as most, so its largest text (the string in
 * the field) paints with the HTML; the visitor's own replaces it once the page runs.
 */
const STAND_IN = EXAMPLES[0].ua

export default function UserAgentView() {
  const [text, setText] = useVisitorLinkState('ua', ownUa, STAND_IN, 'input')
  const own = useVisitorValue(ownUa, '')
  const [hints, setHints] = useState<ClientHints | null>(null)
  const deferred = useDeferredValue(text)

  // High-entropy Client Hints (Chromium only): truer CPU, OS version and model than the frozen UA string.
  useEffect(() => {
    const data = (navigator as Navigator & { userAgentData?: UaData }).userAgentData
    if (!data?.getHighEntropyValues) return
    let live = true
    data
      .getHighEntropyValues(['architecture', 'bitness', 'model', 'platform', 'platformVersion', 'fullVersionList'])
      .then((h) => live && setHints(h))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  const isOwn = deferred.trim() === own.trim() && deferred.trim() !== ''
  const result = useMemo(() => {
    if (!deferred.trim()) return null
    const base = parseUserAgent(deferred)
    return isOwn && hints ? applyClientHints(base, hints) : base
  }, [deferred, isOwn, hints])
  const tooLong = text.length > MAX_UA_LENGTH

  const rows = result
    ? [
        ['Browser', [result.browser.name, result.browser.version].filter(Boolean).join(' '), 'ua-browser'],
        ['Engine', [result.engine.name, result.engine.version].filter(Boolean).join(' '), 'ua-engine'],
        ['Operating system', [result.os.name, result.os.version].filter(Boolean).join(' '), 'ua-os'],
        ['Device type', DEVICE_LABELS[result.device.type], 'ua-device'],
        ['Vendor', result.device.vendor, 'ua-vendor'],
        ['Model', result.device.model, 'ua-model'],
        ['CPU architecture', result.cpu.architecture, 'ua-cpu'],
        ['Bot or HTTP client', result.bot?.name ?? 'No', 'ua-bot'],
      ]
    : []
  const DeviceIcon = result ? DEVICE_ICONS[result.device.type] : Globe

  return (
    <SplitLayout>
      <Stack>
        <Panel
          title="User-agent string"
          actions={
            <>
              <button
                type="button"
                className={button({ size: 'sm', variant: 'outline' })}
                onClick={() => setText(own)}
                disabled={text === own}
              >
                <RotateCcw aria-hidden /> My browser
              </button>
              <button
                type="button"
                className={button({ size: 'sm', variant: 'ghost' })}
                onClick={() => setText('')}
                disabled={!text}
              >
                Clear
              </button>
            </>
          }
        >
          <LargeTextField
            label="User-agent to parse"
            hint={isOwn ? 'This is your own browser’s user agent.' : 'Paste any user-agent string.'}
            error={tooLong ? `Only the first ${MAX_UA_LENGTH} characters are parsed.` : undefined}
            value={text}
            onValueChange={setText}
            rows={4}
            mono
          />
        </Panel>
        <Panel title="Examples" description="Load a typical user agent.">
          <div className={looks.row}>
            {EXAMPLES.map((e) => (
              <button
                key={e.label}
                type="button"
                className={button({ size: 'sm', variant: 'outline' })}
                onClick={() => setText(e.ua)}
              >
                {e.label}
              </button>
            ))}
          </div>
        </Panel>
      </Stack>
      <Panel
        title="Parsed"
        description={isOwn && hints ? 'Refined with your browser’s Client Hints.' : undefined}
        actions={
          <CopyButton
            value={() => (result ? toJson(result, isOwn ? hints : null) : '')}
            disabled={!result}
            what="JSON"
            label="Copy JSON"
          />
        }
      >
        {result ? (
          <>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: 0 })}>
              <DeviceIcon aria-hidden className={css({ w: '8', h: '8', color: 'accent.fg', flexShrink: 0 })} />
              <div className={looks.shrinkable}>
                <p className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })} data-testid="ua-summary">
                  {result.browser.name || 'Unknown browser'}
                  {result.os.name ? ` on ${result.os.name}` : ''}
                </p>
                <span className={badge({ tone: result.device.type === 'bot' ? 'warning' : 'neutral' })}>
                  {DEVICE_LABELS[result.device.type]}
                </span>
              </div>
            </div>
            <dl
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
                columnGap: '4',
                rowGap: { base: '0.5', sm: '2' },
                fontSize: 'sm',
                '& dt': { color: 'fg.muted', mt: { base: '2', sm: '0' } },
                '& dd': { fontWeight: 'medium', overflowWrap: 'anywhere', minW: 0 },
              })}
            >
              {rows.map(([label, value, id]) => (
                <div key={id} className={css({ display: 'contents' })}>
                  <dt>{label}</dt>
                  <dd data-testid={id}>{value || '—'}</dd>
                </div>
              ))}
            </dl>
            {isOwn && hints && hintRows(hints).length ? (
              <details className={css({ fontSize: 'sm' })}>
                <summary className={css({ cursor: 'pointer', fontWeight: 'medium' })}>
                  Client Hints from your browser
                </summary>
                <dl
                  data-testid="ua-hints"
                  className={css({
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: '4',
                    rowGap: '1',
                    mt: '2',
                    '& dt': { color: 'fg.muted' },
                    '& dd': { overflowWrap: 'anywhere', minW: 0 },
                  })}
                >
                  {hintRows(hints).map(([k, v]) => (
                    <div key={k} className={css({ display: 'contents' })}>
                      <dt>{k}</dt>
                      <dd>{v}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            ) : null}
            <p className={css({ fontSize: 'xs', color: 'fg.muted', display: 'flex', gap: '1.5' })}>
              <Cpu aria-hidden className={css({ w: '4', h: '4', flexShrink: 0 })} />
              User agents can be faked, and Macs with Apple silicon still say “Intel”; Client Hints, when your browser
              offers them, are more precise.
            </p>
          </>
        ) : (
          <Notice tone="info">Paste a user-agent string, load an example or use your own browser’s.</Notice>
        )}
      </Panel>
    </SplitLayout>
  )
}
