// The page's side of offline use: which files each tool needs (offline-tools.json from the build), whether they are in
// Cache Storage, and putting them there — one tool when it is opened, or every tool at once with progress and Cancel.
// Only same-origin files are ever fetched.
import {
  ASSET_CACHE,
  filesFor,
  isCacheableAsset,
  META_CACHE,
  META_OFFLINE_TOOLS,
  OFFLINE_MANIFEST,
  type OfflineManifest,
  type OfflineRecord,
  toolFiles,
} from './offline-manifest'
import { bumpCacheVersion, getOfflineState } from './state'

let manifestPromise: Promise<OfflineManifest | null> | null = null

export function loadOfflineManifest(): Promise<OfflineManifest | null> {
  manifestPromise ??= fetch(`/${OFFLINE_MANIFEST}`)
    .then((r) => (r.ok ? (r.json() as Promise<OfflineManifest>) : null))
    .catch(() => null)
    .then((m) => {
      if (!m) manifestPromise = null
      return m
    })
  return manifestPromise
}

const hasCaches = () => typeof caches !== 'undefined'

/** The URLs among these that no cache holds. */
export async function missingUrls(urls: readonly string[]): Promise<string[]> {
  if (!hasCaches()) return [...urls]
  const found = await Promise.all(urls.map((u) => caches.match(u).then((r) => !!r)))
  return urls.filter((_, i) => !found[i])
}

export interface ToolCacheState {
  /** Every file the tool needs (chunks, workers, WASM) is in Cache Storage. */
  cached: boolean
  missingBytes: number
}

export async function toolCacheState(slug: string): Promise<ToolCacheState | null> {
  const manifest = await loadOfflineManifest()
  if (!manifest || !hasCaches()) return null
  const files = toolFiles(manifest, slug)
  const missing = new Set(await missingUrls(files.map(([u]) => u)))
  return {
    cached: missing.size === 0,
    missingBytes: files.filter(([u]) => missing.has(u)).reduce((s, [, b]) => s + b, 0),
  }
}

async function readRecord(): Promise<OfflineRecord> {
  const response = await (await caches.open(META_CACHE)).match(META_OFFLINE_TOOLS)
  return response ? ((await response.json()) as OfflineRecord) : { all: false, slugs: [] }
}

/** Remembers which tools the user has offline, so a new version's service worker keeps them offline. */
async function record(update: (r: OfflineRecord) => OfflineRecord): Promise<void> {
  const next = update(await readRecord())
  await (await caches.open(META_CACHE)).put(
    META_OFFLINE_TOOLS,
    new Response(JSON.stringify(next), { headers: { 'Content-Type': 'application/json' } }),
  )
}

export interface CacheProgress {
  doneBytes: number
  totalBytes: number
  doneFiles: number
  totalFiles: number
}

/** Fetches these same-origin files into the asset cache, a few at a time; rejects with AbortError when cancelled. */
export async function cacheFiles(
  files: readonly [string, number][],
  signal?: AbortSignal,
  onProgress?: (p: CacheProgress) => void,
): Promise<void> {
  const cache = await caches.open(ASSET_CACHE)
  const progress: CacheProgress = {
    doneBytes: 0,
    totalBytes: files.reduce((s, [, b]) => s + b, 0),
    doneFiles: 0,
    totalFiles: files.length,
  }
  onProgress?.({ ...progress })
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      signal?.throwIfAborted()
      const [url, bytes] = files[next++]!
      if (new URL(url, location.href).origin !== location.origin)
        throw new Error(`Refusing to cache ${url}: another origin`)
      const response = await fetch(url, { signal })
      if (!isCacheableAsset(response)) {
        throw new Error(
          `${url} could not be downloaded (HTTP ${response.status}). A newer version may be on the server: reload the page.`,
        )
      }
      await cache.put(url, response)
      progress.doneBytes += bytes
      progress.doneFiles += 1
      onProgress?.({ ...progress })
    }
  }
  try {
    await Promise.all([worker(), worker(), worker(), worker()])
  } finally {
    bumpCacheVersion()
  }
}

const inFlight = new Map<string, Promise<void>>()

/** Caches this tool's files (workers included, even before they are first started). Needs an active service worker. */
export function ensureToolCached(slug: string): Promise<void> {
  if (getOfflineState().support !== 'ready' || !hasCaches()) return Promise.resolve()
  let job = inFlight.get(slug)
  if (!job) {
    job = (async () => {
      const manifest = await loadOfflineManifest()
      if (!manifest) return
      const files = toolFiles(manifest, slug)
      const missing = new Set(await missingUrls(files.map(([u]) => u)))
      if (missing.size) await cacheFiles(files.filter(([u]) => missing.has(u)))
      await record((r) => (r.slugs.includes(slug) ? r : { ...r, slugs: [...r.slugs, slug] }))
    })().finally(() => inFlight.delete(slug))
    inFlight.set(slug, job)
  }
  return job
}

export interface AllToolsPlan {
  tools: number
  totalBytes: number
  missing: [string, number][]
  missingBytes: number
}

/** What "Make every tool available offline" would download. */
export async function planAllTools(): Promise<AllToolsPlan | null> {
  const manifest = await loadOfflineManifest()
  if (!manifest || !hasCaches()) return null
  const slugs = Object.keys(manifest.tools)
  const all = filesFor(manifest, slugs, { onDemand: true })
  const missing = new Set(await missingUrls(all.urls))
  const files = manifest.files.filter(([u]) => missing.has(u))
  return {
    tools: slugs.length,
    totalBytes: all.bytes,
    missing: files,
    missingBytes: files.reduce((s, [, b]) => s + b, 0),
  }
}

export async function cacheAllTools(plan: AllToolsPlan, signal: AbortSignal, onProgress: (p: CacheProgress) => void) {
  await cacheFiles(plan.missing, signal, onProgress)
  await record((r) => ({ ...r, all: true }))
}

/** Empties local storage and Cache Storage and unregisters the service worker. */
export async function clearAllLocalData(): Promise<void> {
  localStorage.clear()
  sessionStorage.clear()
  if ('serviceWorker' in navigator) {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister()
  }
  if (hasCaches()) for (const key of await caches.keys()) await caches.delete(key)
  bumpCacheVersion()
}
