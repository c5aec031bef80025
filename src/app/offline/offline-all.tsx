// "Make every tool available offline": shows what it would download before starting, then a progress bar with
// Cancel; afterwards every tool opens with the network off. Used in the side panel and on /privacy.
import { Download } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ProgressBar } from '../../kit'
import { formatBytes } from '../../lib/bytes'
import { type AllToolsPlan, type CacheProgress, cacheAllTools, planAllTools } from '../../pwa/offline-cache'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { useOfflineState } from './tool-status'

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError'

export function OfflineAllTools() {
  const { support, cacheVersion } = useOfflineState()
  const [plan, setPlan] = useState<AllToolsPlan | null>(null)
  const [progress, setProgress] = useState<CacheProgress | null>(null)
  const [error, setError] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)

  useEffect(() => {
    let live = true
    void cacheVersion
    if (support !== 'ready') return
    planAllTools().then((p) => live && setPlan(p))
    return () => {
      live = false
    }
  }, [support, cacheVersion])
  useEffect(() => () => abort.current?.abort(), [])

  const start = async () => {
    if (!plan) return
    const controller = new AbortController()
    abort.current = controller
    setError(null)
    setProgress({ doneBytes: 0, totalBytes: plan.missingBytes, doneFiles: 0, totalFiles: plan.missing.length })
    try {
      await cacheAllTools(plan, controller.signal, setProgress)
      notify({
        title: 'Every tool is available offline',
        description: `${plan.tools} tools, ${formatBytes(plan.totalBytes, 1)} kept on this device.`,
        type: 'success',
      })
    } catch (e) {
      if (isAbort(e))
        notify({ title: 'Download cancelled', description: 'Files already downloaded are kept.', type: 'info' })
      else setError(e instanceof Error ? e.message : String(e))
    } finally {
      abort.current = null
      setProgress(null)
    }
  }

  let body: React.ReactNode
  if (support === 'unsupported')
    body = <p>This browser cannot keep the site for offline use (no service worker here).</p>
  else if (support === 'off') body = <p>Offline use starts the next time this page loads.</p>
  else if (support !== 'ready' || !plan) body = <p>Preparing offline use…</p>
  else if (progress)
    body = (
      <ProgressBar
        progress={{ fraction: progress.totalBytes ? progress.doneBytes / progress.totalBytes : 0 }}
        label={`${formatBytes(progress.doneBytes, 1)} of ${formatBytes(progress.totalBytes, 1)}`}
        onCancel={() => abort.current?.abort()}
      />
    )
  else if (plan.missing.length === 0) body = <p>All {plan.tools} tools are available offline on this device.</p>
  else
    body = (
      <>
        <p>
          Downloads {formatBytes(plan.missingBytes, 1)}
          {plan.missingBytes < plan.totalBytes
            ? ` (of ${formatBytes(plan.totalBytes, 1)}; the rest is already here)`
            : ''}{' '}
          so that all {plan.tools} tools open with the network off.
        </p>
        <button type="button" className={button({ variant: 'outline' })} onClick={start}>
          <Download aria-hidden />
          Make every tool available offline
        </button>
      </>
    )
  return (
    <section
      aria-label="Offline use"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm', color: 'fg.muted' })}
    >
      {body}
      {error ? (
        <p role="alert" className={css({ color: 'danger.fg' })}>
          {error}
        </p>
      ) : null}
    </section>
  )
}
