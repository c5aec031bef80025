// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js). It only ever answers same-origin
// requests and only ever fetches from its own origin: requests to any other host are not intercepted at all.
// - Precache (installed with the worker): the shell — index.html, the app code, CSS, fonts, icons, offline-tools.json.
// - Navigations: the precached index.html (the router draws every page), so any page opens offline.
// - /assets/*: cache first in ASSET_CACHE. File names carry a content hash, so a cached file is never stale; a tool's
//   chunks, worker bundles and WASM land here the first time the tool is opened (the page also caches them all at
//   once, workers included — src/pwa/offline-cache.ts).
// - Updates: a new worker installs in the background, keeps the tools the user had offline (fetching their new files),
//   and waits; the page shows "A new version is ready" and only its Reload button sends SKIP_WAITING.
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import {
  ASSET_CACHE,
  filesFor,
  isCacheableAsset,
  META_CACHE,
  META_OFFLINE_TOOLS,
  OFFLINE_MANIFEST,
  type OfflineManifest,
  type OfflineRecord,
} from './offline-manifest'

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown
}
interface ServiceWorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
  location: Location
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
}
declare const self: ServiceWorkerScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Paths with an extension (the e2e harness page…) and the sandbox page are not app pages: precache or network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/\/[^/]+\.[a-z0-9]+$/i, /^\/sandbox\//] }),
)

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: ASSET_CACHE,
    // A missing file answered by an SPA fallback (index.html, 200) must never be kept under a script's name.
    plugins: [{ cacheWillUpdate: async ({ response }) => (isCacheableAsset(response) ? response : null) }],
  }),
)

async function currentManifest(): Promise<OfflineManifest | null> {
  const response =
    (await matchPrecache(`/${OFFLINE_MANIFEST}`)) ?? (await fetch(`/${OFFLINE_MANIFEST}`, { cache: 'no-store' }))
  return response?.ok ? ((await response.json()) as OfflineManifest) : null
}

async function offlineRecord(): Promise<OfflineRecord | null> {
  const response = await (await caches.open(META_CACHE)).match(META_OFFLINE_TOOLS)
  return response ? ((await response.json()) as OfflineRecord) : null
}

// An update keeps what the user made available offline: the tools recorded by the page get this build's files now,
// before this worker can take over (so a reload after the update still works with the network off).
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const record = await offlineRecord()
      if (!record || (!record.all && record.slugs.length === 0)) return
      const response = await fetch(`/${OFFLINE_MANIFEST}`, { cache: 'no-store' })
      if (!response.ok) return
      const manifest = (await response.json()) as OfflineManifest
      const slugs = record.all ? Object.keys(manifest.tools) : record.slugs
      const cache = await caches.open(ASSET_CACHE)
      for (const url of filesFor(manifest, slugs, { onDemand: record.all }).urls) {
        if (await cache.match(url)) continue
        try {
          const file = await fetch(url)
          if (isCacheableAsset(file)) await cache.put(url, file)
        } catch {
          // Offline or gone: the tool is cached again the next time it is opened.
        }
      }
    })(),
  )
})

// Once in charge: take the open pages, and drop tool files no longer part of this build (old versions of chunks).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim()
      const manifest = await currentManifest()
      if (!manifest) return
      const keep = new Set(manifest.files.map(([url]) => url))
      const cache = await caches.open(ASSET_CACHE)
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname
        if (!keep.has(path) && !(await matchPrecache(path))) await cache.delete(request)
      }
    })(),
  )
})

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') event.waitUntil(self.skipWaiting())
})
