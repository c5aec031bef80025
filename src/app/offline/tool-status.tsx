// The small line under a tool's title: where it runs and whether it works offline, from the real Cache Storage state
// (the tool's own chunks, workers and WASM, listed by the build in offline-tools.json) — not a constant.
import { Globe, Laptop, WifiOff } from 'lucide-react'
import { useEffect, useState } from 'react'
import { ensureToolCached, type ToolCacheState, toolCacheState } from '../../pwa/offline-cache'
import { getOfflineState, getPrerenderedOfflineState, subscribeOfflineState } from '../../pwa/state'
import { useSettlingValue } from '../../state/use-settling-value'
import { css } from '../../styled-system/css'
import { networkToolFor } from './network-tools'

export function useOfflineState() {
  return useSettlingValue(subscribeOfflineState, getOfflineState, getPrerenderedOfflineState)
}

const line = css({
  // Two lines' height below lg whichever status shows, so the page does not move when the status settles (the
  // prerendered page cannot know whether this browser already keeps the tool).
  minH: { base: '9', lg: '0' },
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '3',
  rowGap: '1',
  fontSize: 'xs',
  color: 'fg.muted',
  '& svg': { w: '3.5', h: '3.5', flexShrink: 0 },
})
const item = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })

export function ToolOfflineStatus({ slug, built }: { slug: string; built: boolean }) {
  const { support, cacheVersion } = useOfflineState()
  const [cache, setCache] = useState<ToolCacheState | null>(null)
  useEffect(() => {
    if (!built) return
    let live = true
    // cacheVersion: re-read after any caching (this tool's first load, "Make every tool available offline", a clear).
    void cacheVersion
    toolCacheState(slug).then((s) => live && setCache(s))
    // The first visit keeps the tool's files (its worker too, before it has run) once a service worker is active.
    if (support === 'ready') ensureToolCached(slug).catch(() => undefined)
    return () => {
      live = false
    }
  }, [slug, built, support, cacheVersion])
  const network = networkToolFor(slug)
  let offline: string
  if (!built) offline = 'Runs on this device'
  else if (cache?.cached && support !== 'unsupported') offline = 'Runs on this device · works offline'
  else if (support === 'unsupported') offline = 'Runs on this device · this browser cannot keep it for offline use'
  else offline = 'Runs on this device · available offline after first load'
  return (
    <p className={line} data-testid="tool-offline-status" data-cached={cache?.cached ? 'true' : 'false'}>
      <span className={item}>
        {cache?.cached ? <WifiOff aria-hidden /> : <Laptop aria-hidden />}
        {offline}
      </span>
      {network ? (
        <span className={item}>
          <Globe aria-hidden />
          Needs the network for: {network.action}
        </span>
      ) : null}
    </p>
  )
}
