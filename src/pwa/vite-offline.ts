// Build side of offline use (Node only, imported by vite.config.ts):
// - the service worker (vite-plugin-pwa, injectManifest strategy, source src/pwa/sw.ts) and the web app manifest;
// - the precache: the shell only (index.html, the entry chunk and everything it imports statically, the app's own lazy
//   chunks such as the side panel, toaster and /privacy page, the CSS, the fonts and the icons) — no tool code;
// - dist/offline-tools.json: every built tool's own files (its view chunk and everything it imports, statically or
//   lazily, its worker bundles and their chunks, WASM and other assets), with sizes, read by the page to cache a tool
//   when it is first opened and by "Make every tool available offline".
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Plugin, PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { OFFLINE_MANIFEST, type OfflineManifest } from './offline-manifest.ts'

interface ChunkNode {
  imports: string[]
  dynamicImports: string[]
  facade?: string
  /** The modules in it, relative to the root. */
  modules: string[]
  isEntry: boolean
  name: string
}

const textFile = /\.(m?js|css|html|json|webmanifest)$/
// A name is matched from the start of its run of name characters only (the lookbehind): tried at every position, a long
// run without a file name (password-strength's word lists) costs time quadratic in its length, four minutes per build.
const referenceToken =
  /(?<![\w.-])[\w.-]+\.(?:m?js|wasm|css|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico|json|bin|data|txt|mp3|wav|ogg)\b/g

/** The file names a built file's text mentions (each once), such as `view-a1b2c3d4.js` or `inter-latin.woff2`. */
export function referencedNames(text: string): Set<string> {
  return new Set(text.match(referenceToken) ?? [])
}

/** Files a tool fetches only when a feature first needs them (the image worker's codecs). */
const onDemandFile = /^assets\/codec-/

/** Files the shell needs besides code: the page, its early script, icons and the tools list. */
const shellExtras = [
  /^index\.html$/,
  /^theme-init\.js$/,
  /^favicon\.svg$/,
  /^icons\//,
  /^manifest\.webmanifest$/,
  // HTML Live Preview's sandbox page (served with its own CSP; the precached copy keeps those headers).
  /^sandbox\//,
  new RegExp(`^${OFFLINE_MANIFEST}$`),
]

function listFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name)
      if (entry.isDirectory()) walk(full)
      else out.push(relative(dir, full).split('\\').join('/'))
    }
  }
  walk(dir)
  return out
}

/** Plans what is precached and what each tool needs, from the bundle graph and the written files. */
function offlinePlan(): { plugin: Plugin; shell: () => Set<string> } {
  const chunks = new Map<string, ChunkNode>()
  let outDir = 'dist'
  let root = process.cwd()
  let shell = new Set<string>()
  const plugin: Plugin = {
    name: 'localkit-offline-plan',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle(_options, bundle) {
      chunks.clear()
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue
        chunks.set(file, {
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          facade: out.facadeModuleId ? relative(root, out.facadeModuleId).split('\\').join('/') : undefined,
          modules: Object.keys(out.modules).map((id) => relative(root, id).split('\\').join('/')),
          isEntry: out.isEntry,
          name: out.name,
        })
      }
    },
    // Runs before vite-plugin-pwa's closeBundle (which builds the service worker and globs the precache), once every
    // file, worker bundles included, is on disk.
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        const files = listFiles(outDir)
        const size = new Map(files.map((f) => [f, statSync(join(outDir, f)).size]))
        const byName = new Map<string, string>()
        for (const f of files) if (f.startsWith('assets/')) byName.set(f.slice('assets/'.length), f)
        const textRefs = new Map<string, string[]>()
        const refsOf = (file: string): string[] => {
          let refs = textRefs.get(file)
          if (refs) return refs
          refs = []
          if (textFile.test(file)) {
            const text = readFileSync(join(outDir, file), 'utf8')
            for (const token of referencedNames(text)) {
              const target = byName.get(token)
              if (target && target !== file) refs.push(target)
            }
          }
          textRefs.set(file, refs)
          return refs
        }
        // Chunks follow the bundle graph (a chunk's text also names every lazy tool chunk it can load); other files
        // (CSS, worker bundles and their chunks, WASM) follow the file names their text mentions.
        const edges = (file: string, follow: (dynamicTarget: string) => boolean): string[] => {
          const chunk = chunks.get(file)
          if (!chunk) return refsOf(file)
          return [
            ...chunk.imports,
            ...chunk.dynamicImports.filter(follow),
            ...refsOf(file).filter((f) => !chunks.has(f)),
          ]
        }
        const closure = (starts: string[], follow: (t: string) => boolean, stop: (f: string) => boolean) => {
          const seen = new Set<string>()
          const visit = (file: string) => {
            if (seen.has(file) || stop(file) || !size.has(file)) return
            seen.add(file)
            for (const next of edges(file, follow)) visit(next)
          }
          for (const s of starts) visit(s)
          return seen
        }

        const entry = [...chunks.entries()].find(([, c]) => c.isEntry && c.facade === 'index.html')?.[0]
        if (!entry) throw new Error('localkit-offline-plan: no entry chunk for index.html')
        // The app's own lazy chunks (side panel, toaster, /privacy, the tool route) belong to the shell; tool views
        // do not. A chunk that is also imported by a harness page has no facade: it counts by the app's modules in it.
        const shellModule = /^src\/(app|ui|state|pwa|catalogue)\//
        const appLazy = (target: string) => {
          const chunk = chunks.get(target)
          if (!chunk) return false
          return chunk.facade ? shellModule.test(chunk.facade) : chunk.modules.some((m) => shellModule.test(m))
        }
        const shellAssets = closure([entry, ...refsOf('index.html')], appLazy, () => false)
        // Every font the CSS can ask for (all subsets), so text in any script renders offline.
        for (const f of files) if (/\.woff2$/.test(f)) shellAssets.add(f)
        shell = new Set([...shellAssets, ...files.filter((f) => shellExtras.some((re) => re.test(f)))])

        const manifest: OfflineManifest = { files: [], tools: {}, onDemand: {}, precacheBytes: 0 }
        const index = new Map<string, number>()
        const indexOf = (f: string) => {
          let i = index.get(f)
          if (i === undefined) {
            i = manifest.files.length
            index.set(f, i)
            manifest.files.push([`/${f}`, size.get(f) ?? 0])
          }
          return i
        }
        for (const [file, chunk] of chunks) {
          const slug = chunk.facade?.match(/^src\/tools\/([^/]+)\/view\.tsx$/)?.[1]
          if (!slug) continue
          // The image codecs (assets/codec-…, see vite.config.ts) are fetched when first used, not when the tool opens.
          const found: string[] = []
          const own = closure(
            [file],
            () => true,
            (f) => {
              if (onDemandFile.test(f)) found.push(f)
              return shell.has(f) || onDemandFile.test(f)
            },
          )
          manifest.tools[slug] = [...own].sort().map(indexOf)
          const lazy = closure(
            found,
            () => true,
            (f) => shell.has(f) || own.has(f),
          )
          if (lazy.size && manifest.onDemand) manifest.onDemand[slug] = [...lazy].sort().map(indexOf)
        }
        manifest.precacheBytes = [...shell].reduce((sum, f) => sum + (size.get(f) ?? 0), 0)
        writeFileSync(join(outDir, OFFLINE_MANIFEST), JSON.stringify(manifest))
        shell.add(OFFLINE_MANIFEST)
      },
    },
  }
  return { plugin, shell: () => shell }
}

// The page canvas of each theme (src/theme/semantic-tokens.ts `bg.canvas`). The manifest carries the light pair (a manifest has
// one); index.html's theme-color metas give the dark one to browsers in dark mode.
const light = { theme: '#f8fafc', background: '#f8fafc' }

/** The four tools the manifest offers as shortcuts (long-press / right-click on the installed app's icon). */
const shortcutTools = [
  { slug: 'json-pretty', name: 'JSON Formatter' },
  { slug: 'base64-encode', name: 'Base64 Encoder' },
  { slug: 'regex-tester', name: 'Regex Tester' },
  { slug: 'image-compress', name: 'Image Compressor' },
]

export function offlinePlugins(): PluginOption[] {
  const plan = offlinePlan()
  return [
    plan.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      // Registered from a module (src/pwa/client.ts), never by an inline script.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Localkit — 100 Developer Tools',
        short_name: 'Localkit',
        description: '100 small developer and everyday tools that run entirely in your browser. Nothing is uploaded.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: light.theme,
        background_color: light.background,
        categories: ['developer', 'utilities', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: shortcutTools.map((t) => ({
          name: t.name,
          url: `/tools/${t.slug}`,
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        })),
      },
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,json,webmanifest}'],
        globIgnores: ['.vite/**', 'tools/**', 'e2e/**', 'sw.js'],
        // Hashed file names change with their content; only index.html and the unhashed files need a revision.
        dontCacheBustURLsMatching: /-[\w-]{8}\.\w+$/,
        maximumFileSizeToCacheInBytes: 20 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const shell = plan.shell()
            return { manifest: entries.filter((e) => shell.has(e.url.replace(/^\//, ''))), warnings: [] }
          },
        ],
      },
    }),
  ]
}
