// /privacy — what runs where, the exact Content-Security-Policy served (imported from csp.ts, so it cannot drift),
// the only tools that may contact another origin, what this site keeps on the device, and a way to clear all of it.
import { Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { findTool } from '../catalogue/tools'
import { Link } from '../kit/link'
import { formatBytes } from '../lib/bytes'
import { clearAllLocalData } from '../pwa/offline-cache'
import { setOfflineState } from '../pwa/state'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { notify } from '../ui/toaster'
import { securityHeaders } from './csp'
import { networkTools } from './offline/network-tools'
import { OfflineAllTools } from './offline/offline-all'
import { useOfflineState } from './offline/tool-status'
import { useDocumentTitle } from './use-document-title'

/** Every local-storage key the site writes (tests/app/privacy-facts.test.ts fails when a key in src/ is missing here). */
export const storageKeys: { key: string; what: string }[] = [
  { key: 'vite-ui-theme', what: 'Your theme choice: light, dark or system.' },
  { key: 'localkit:countdown-timer:state', what: 'Countdown Timer: the running timer, so it survives a reload.' },
  { key: 'localkit:timezone-convert:zones', what: 'Time Zone Converter: the zones you added.' },
  {
    key: 'localkit:currency-convert:v1',
    what: 'Currency Converter: fetched or typed rates with their date, and your last amount and currencies.',
  },
  { key: 'localkit:quote-generator:my-quotes:v1', what: 'Quote Generator: the quotes you added to "My quotes".' },
  {
    key: 'localkit:html-preview:v1',
    what: 'HTML Preview: the HTML, CSS and JavaScript you typed, to find them again.',
  },
  {
    key: 'localkit:image-batch-presets',
    what: 'Image Compressor, Converter and Resizer: the batch presets you saved (resize, format, metadata, names).',
  },
  {
    key: 'localkit:image-batch-pace',
    what: 'The image tools: how fast this device processed earlier batches (milliseconds per megapixel for each output format), to say how long the next batch will take. No file names, no images.',
  },
  {
    key: 'localkit:early-recents',
    what: 'A tool page you left before it had finished starting, moved into your recently used tools on the next visit.',
  },
  { key: 'localkit:prefs', what: 'Your pinned tools and the tools you used recently (home page and palette).' },
]

const section = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const h2 = css({ fontSize: 'xl', fontWeight: 'semibold' })
const prose = css({ color: 'fg.muted', lineHeight: '1.7', maxW: '72ch' })
const code = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' })
const card = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  borderRadius: 'xl',
  p: { base: '4', md: '5' },
})
const link = css({ color: 'accent.fg', textDecoration: 'underline', textUnderlineOffset: '2px' })

function useStoredKeys(version: number): string[] {
  const [keys, setKeys] = useState<string[]>([])
  useEffect(() => {
    void version
    const read = () => {
      try {
        setKeys(Object.keys(localStorage).sort())
      } catch {
        setKeys([])
      }
    }
    read()
    window.addEventListener('storage', read)
    return () => window.removeEventListener('storage', read)
  }, [version])
  return keys
}

function useCacheSummary(version: number): { caches: number; entries: number; bytes: number | null } | null {
  const [summary, setSummary] = useState<{ caches: number; entries: number; bytes: number | null } | null>(null)
  useEffect(() => {
    void version
    let live = true
    ;(async () => {
      if (typeof caches === 'undefined') return setSummary(null)
      const names = await caches.keys()
      let entries = 0
      for (const name of names) entries += (await (await caches.open(name)).keys()).length
      const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
      if (live) setSummary({ caches: names.length, entries, bytes: estimate?.usage ?? null })
    })()
    return () => {
      live = false
    }
  }, [version])
  return summary
}

function ClearAllData({ onCleared }: { onCleared: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const clear = async () => {
    setBusy(true)
    try {
      await clearAllLocalData()
      setOfflineState({ support: 'off', updateReady: false })
      notify({
        title: 'All Localkit data cleared',
        description: 'Local storage, offline files and the service worker are gone. Reloading starts afresh.',
        type: 'success',
      })
      onCleared()
    } catch (e) {
      notify({
        title: 'Could not clear everything',
        description: e instanceof Error ? e.message : String(e),
        type: 'error',
      })
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }
  if (!confirming)
    return (
      <button type="button" className={button({ variant: 'outline' })} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden /> Clear all Localkit data
      </button>
    )
  return (
    <div
      role="group"
      aria-labelledby="clear-confirm"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <p id="clear-confirm" className={css({ fontWeight: 'medium' })}>
        Remove your settings, saved tool state and offline files from this browser? This cannot be undone.
      </p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button type="button" className={button({ variant: 'danger' })} onClick={clear} disabled={busy}>
          <Trash2 aria-hidden /> Yes, clear everything
        </button>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => setConfirming(false)}
          disabled={busy}
        >
          Keep my data
        </button>
      </div>
    </div>
  )
}

export default function PrivacyPage() {
  useDocumentTitle('Privacy')
  const { cacheVersion } = useOfflineState()
  const [cleared, setCleared] = useState(0)
  const keys = useStoredKeys(cacheVersion + cleared)
  const cacheSummary = useCacheSummary(cacheVersion + cleared)
  const known = new Set(storageKeys.map((k) => k.key))
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: '10', maxW: '880px' })}>
      <header className={section}>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>Privacy</h1>
        <p className={prose}>
          Every Localkit tool runs in your browser, on this device. Text you type and files you open are read and
          processed here — in the page or in a Web Worker — and results are made here. Nothing is uploaded: the site has
          no backend, no account, no analytics, no cookies, and no fonts, icons or scripts from another site.
        </p>
      </header>

      <section className={section} aria-labelledby="csp-heading">
        <h2 id="csp-heading" className={h2}>
          The rules your browser enforces
        </h2>
        <p className={prose}>
          Every page is served with these headers. The Content-Security-Policy tells your browser to refuse scripts from
          anywhere but this site and to refuse connections to any other host except the few listed below, so the promise
          above does not rest on our word alone.
        </p>
        <dl className={`${card} ${css({ display: 'flex', flexDirection: 'column', gap: '3' })}`}>
          {Object.entries(securityHeaders).map(([name, value]) => (
            <div key={name}>
              <dt className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{name}</dt>
              <dd className={code} data-testid={`header-${name}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={section} aria-labelledby="network-heading">
        <h2 id="network-heading" className={h2}>
          The only tools that contact another site
        </h2>
        <p className={prose}>
          These three tools can send a request to another host, and only when you press their button. Every other tool
          never does.
        </p>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {networkTools.map((t) => (
            <li key={t.slug} className={card} data-testid={`network-tool-${t.slug}`}>
              <p className={css({ fontWeight: 'semibold' })}>
                <Link className={link} to={`/tools/${t.slug}`}>
                  {findTool(t.slug)?.name ?? t.slug}
                </Link>{' '}
                — button “{t.action}”
              </p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>{t.when}</p>
              <p className={css({ fontSize: 'sm', mt: '2' })}>
                {t.hosts.length === 1 ? 'Host: ' : 'Hosts (one per request, the one you pick): '}
                {t.hosts.map((h, i) => (
                  <span key={h}>
                    {i ? ', ' : ''}
                    <code className={code}>{h}</code>
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className={section} aria-labelledby="offline-heading">
        <h2 id="offline-heading" className={h2}>
          Offline use
        </h2>
        <p className={prose}>
          A service worker keeps the site's own files in your browser's Cache Storage: the pages, fonts and the tools
          list when you first visit, and each tool's code (workers included) the first time you open it. It only ever
          fetches files from this site. Each tool page says whether it is ready to work offline. This is build{' '}
          <code className={code} data-testid="build-id">
            {import.meta.env.VITE_LK_BUILD_ID || 'local'}
          </code>
          .
        </p>
        <div className={card}>
          <OfflineAllTools />
        </div>
      </section>

      <section className={section} aria-labelledby="storage-heading">
        <h2 id="storage-heading" className={h2}>
          What is kept on this device
        </h2>
        <p className={prose}>Local storage (never sent anywhere), under these keys:</p>
        <ul className={`${card} ${css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}`}>
          {storageKeys.map((k) => (
            <li key={k.key}>
              <code className={code}>{k.key}</code> — {k.what}{' '}
              <span className={css({ color: 'fg.muted' })}>
                {keys.includes(k.key) ? '(stored now)' : '(not stored)'}
              </span>
            </li>
          ))}
          {keys
            .filter((k) => !known.has(k))
            .map((k) => (
              <li key={k}>
                <code className={code}>{k}</code> — stored now
              </li>
            ))}
        </ul>
        <p className={prose} data-testid="cache-summary">
          {cacheSummary
            ? `Cache Storage: ${cacheSummary.caches} ${cacheSummary.caches === 1 ? 'cache' : 'caches'}, ${cacheSummary.entries} ${cacheSummary.entries === 1 ? 'file' : 'files'}${cacheSummary.bytes !== null ? `; this site uses ${formatBytes(cacheSummary.bytes, 1)} of storage in all` : ''}.`
            : 'Cache Storage is not available in this browser.'}
        </p>
        <div className={card}>
          <ClearAllData onCleared={() => setCleared((n) => n + 1)} />
        </div>
      </section>
    </article>
  )
}
