// The shape of dist/offline-tools.json (written by src/pwa/vite-offline.ts) and the cache names the page and the
// service worker share. No DOM and no Node: imported by both sides.
export const OFFLINE_MANIFEST = 'offline-tools.json'

/** Cache Storage cache holding tool files (chunks, workers, WASM) cached on first use or by "Make every tool available offline". */
export const ASSET_CACHE = 'localkit-assets-v1'

/** Small records the service worker reads at install time: which tools were kept offline, to keep them after an update. */
export const META_CACHE = 'localkit-meta-v1'
export const META_OFFLINE_TOOLS = '/__localkit/offline-tools'

export interface OfflineManifest {
  /** [url, bytes] of every file some tool needs beyond the precached shell. */
  files: [string, number][]
  /** slug → indexes into `files`: cached when the tool is opened. */
  tools: Record<string, number[]>
  /**
   * slug → indexes of files the tool fetches only when a feature first needs them (the image codecs' wasm, about
   * 6 MB): cached then (the service worker keeps every /assets/ file it serves) and by "Make every tool available
   * offline", never just because the tool was opened.
   */
  onDemand?: Record<string, number[]>
  /** Bytes of the precached shell (page, app code, CSS, fonts, icons). */
  precacheBytes: number
}

/** What the page records of the tools kept offline; read by a new service worker so an update keeps them offline. */
export interface OfflineRecord {
  all: boolean
  slugs: string[]
}

export function toolFiles(manifest: OfflineManifest, slug: string): [string, number][] {
  return (manifest.tools[slug] ?? []).map((i) => manifest.files[i]).filter((f): f is [string, number] => !!f)
}

/** The files (and their total bytes) needed to make these tools available offline, each counted once (with the
 * on-demand files too when asked). */
export function filesFor(
  manifest: OfflineManifest,
  slugs: readonly string[],
  { onDemand = false }: { onDemand?: boolean } = {},
): { urls: string[]; bytes: number } {
  const seen = new Set<number>()
  for (const slug of slugs) {
    for (const i of manifest.tools[slug] ?? []) seen.add(i)
    if (onDemand) for (const i of manifest.onDemand?.[slug] ?? []) seen.add(i)
  }
  let bytes = 0
  const urls: string[] = []
  for (const i of seen) {
    const file = manifest.files[i]
    if (!file) continue
    urls.push(file[0])
    bytes += file[1]
  }
  return { urls, bytes }
}

/** A Response is worth keeping for an asset URL: a 200 that is not the SPA's index.html served as a fallback. */
export function isCacheableAsset(response: Response): boolean {
  return response.status === 200 && !/text\/html/i.test(response.headers.get('content-type') ?? '')
}
