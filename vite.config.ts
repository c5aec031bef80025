/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { siteFactsPlugin } from './src/app/vite-site-facts.ts'
import { headersFileText, SANDBOX_PAGE_PATH, sandboxSecurityHeaders, securityHeaders } from './src/app/csp.ts'
import { prerenderPlugin } from './src/app/vite-prerender.ts'
import { toolIconsPlugin } from './src/catalogue/vite-tool-icons.ts'
import { offlinePlugins } from './src/pwa/vite-offline.ts'
import { directRecipesPlugin } from './src/theme/vite-direct-recipes.ts'
import { staticCssPlugin } from './src/theme/vite-static-css.ts'

/** Writes the security headers for static hosts (Netlify/Cloudflare Pages `_headers`) next to the build. */
function headersFile(): Plugin {
  return {
    name: 'localkit-headers-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFileText() })
      this.emitFile({ type: 'asset', fileName: '_redirects', source: '/* /index.html 200\n' })
    },
  }
}

/**
 * Preloads the UI font on every page, and writes dist/tools/<slug>.html for every built tool: index.html plus the list
 * of that tool's chunks, which src/app/boot.ts fetches alongside the app right after the first paint. Static hosts serve
 * /tools/<slug> from tools/<slug>.html (vite preview, Netlify and Cloudflare do; nginx: try_files $uri $uri.html).
 */
function toolPagePreloads(): Plugin {
  return {
    name: 'localkit-tool-page-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html']
      if (!index || index.type !== 'asset') return
      // The UI font arrives with every page rather than late, so the first paint already uses it and no swap
      // lays the page out again (home's 100 cards) or shifts a tool's layout.
      const font = Object.keys(bundle).find((file) => /inter-latin-wght-normal-[^/]*\.woff2$/.test(file))
      const fontLink = font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">` : ''
      const html = String(index.source).replace('</head>', `  ${fontLink}\n  </head>`)
      // The chunk holding a module: its facade, or (a module the bundler merged into a shared chunk, as it does the
      // tool route) one of the modules in it.
      const chunkOf = (source: string) =>
        Object.values(bundle).find(
          (out) =>
            out.type === 'chunk' &&
            (out.facadeModuleId?.endsWith(source) || Object.keys(out.modules).some((id) => id.endsWith(source))),
        )?.fileName
      /** The chunks these chunks import, with them, not counting those the page's HTML already loads. */
      const graph = (roots: (string | undefined)[]) => {
        const files = new Set<string>()
        const walk = (file: string) => {
          if (files.has(file)) return
          files.add(file)
          const chunk = bundle[file]
          if (chunk?.type === 'chunk') for (const dep of chunk.imports) walk(dep)
        }
        for (const root of roots) if (root) walk(root)
        return [...files].filter((file) => !html.includes(file))
      }
      // Fetched right after the first paint (src/app/boot.ts), a few links per task: not before, where they would
      // slow it, and not all in one task, which on a slow laptop was a long one.
      const preloadList = (files: string[]) => `<meta name="lk-preload" content="${files.map((f) => `/${f}`).join(' ')}">`
      // The app (React, the router, the shell): every page. Its dynamic imports in boot.ts list no dependencies of
      // their own (modulePreload.resolveDependencies), so the only links are these.
      const app = graph([chunkOf('src/app/warm.ts'), chunkOf('src/app/main.tsx')])
      index.source = html.replace('</head>', `  ${preloadList(app)}\n  </head>`)
      // A tool page: the app, the tool route (frame, links, offline status: a lazy chunk the page hydrates at once)
      // and the tool's view with everything it imports.
      const toolRoute = chunkOf('src/app/tool-route.tsx')
      for (const out of Object.values(bundle)) {
        const slug = out.type === 'chunk' ? out.facadeModuleId?.match(/src\/tools\/([^/]+)\/view\.tsx$/)?.[1] : undefined
        if (!slug || out.type !== 'chunk') continue
        const list = preloadList([...new Set([...app, ...graph([toolRoute, out.fileName])])])
        this.emitFile({ type: 'asset', fileName: `tools/${slug}.html`, source: html.replace('</head>', `  ${list}\n  </head>`) })
      }
    },
  }
}

/**
 * The UI font (Inter, preloaded on every page) with `font-display: optional` instead of @fontsource's `swap`: the
 * first paint waits a moment for it, and if it is not there yet the page keeps the fallback font for this visit
 * rather than laying every line out again when it arrives (a layout shift on a slow connection). Next visits have it
 * cached (the offline shell keeps it).
 */
function fontDisplayOptional(): Plugin {
  return {
    name: 'localkit-font-display-optional',
    transform(code, id) {
      if (!/@fontsource-variable\/inter\/index\.css$/.test(id.split('?')[0])) return null
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null }
    },
  }
}

/** Gzips text assets in `vite preview`, as any real static host does, so measurements match production. */
function previewGzip(): Plugin {
  const cache = new Map<string, Buffer>()
  let outDir = 'dist'
  return {
    name: 'localkit-preview-gzip',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]
        if (!/\.(js|css|svg|json|webmanifest)$/.test(path) || !/\bgzip\b/.test(String(req.headers['accept-encoding']))) return next()
        const file = resolve(outDir, `.${path}`)
        if (!file.startsWith(outDir) || !existsSync(file)) return next()
        let body = cache.get(file)
        if (!body) {
          body = gzipSync(readFileSync(file), { level: 9 })
          cache.set(file, body)
        }
        const type = path.endsWith('.js') ? 'text/javascript' : path.endsWith('.css') ? 'text/css' : path.endsWith('.svg') ? 'image/svg+xml' : 'application/json'
        res.setHeader('Content-Type', type)
        res.setHeader('Content-Encoding', 'gzip')
        res.setHeader('Vary', 'Accept-Encoding')
        for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v)
        res.end(body)
      })
    },
  }
}

/**
 * `vite preview` serves HTML Live Preview's sandbox page (public/sandbox/html-preview.html) with its own CSP: the
 * `preview.headers` below (the strict CSP) are set by Vite's static and HTML middlewares, so this one answers that
 * page itself, before them, with `sandboxSecurityHeaders`. Every other path keeps the strict headers.
 */
function sandboxPagePreview(): Plugin {
  let outDir = 'dist'
  return {
    name: 'localkit-sandbox-page-preview',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]
        if (path !== SANDBOX_PAGE_PATH && path !== SANDBOX_PAGE_PATH.replace(/\.html$/, '')) return next()
        const file = resolve(outDir, `.${SANDBOX_PAGE_PATH}`)
        if (!existsSync(file)) return next()
        for (const [k, v] of Object.entries(sandboxSecurityHeaders)) res.setHeader(k, v)
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(readFileSync(file))
      })
    },
  }
}

/** Writes which modules each chunk holds (dist/.vite/chunk-modules.json), for the load-budget test. */
function chunkModules(): Plugin {
  return {
    name: 'localkit-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd()
      const map: Record<string, string[]> = {}
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type === 'chunk') map[file] = out.moduleIds.map((id) => id.replace(root, '').replace(/^\//, ''))
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map, null, 1) })
    },
  }
}

/**
 * React Router names its components for React's developer tools (`Link.displayName = "Link"`) at its top level: each
 * such line kept a component the site does not use, and all it calls, in the build. The names serve no visitor.
 */
function routerWithoutDisplayNames(): Plugin {
  return {
    name: 'localkit-router-without-display-names',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/.*\.mjs$/.test(id)) return null
      return { code: code.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''), map: null }
    },
  }
}

/**
 * React Router's package points every bundler at its development build (its export map has no production
 * condition), which keeps its developer warnings and their messages in the site's code. The build uses its production
 * build, the same code with those warnings off.
 */
function routerProductionBuild(): Plugin {
  const dist = resolve('node_modules/react-router/dist/production')
  return {
    name: 'localkit-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}/index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}/dom-export.mjs` },
        ],
      },
    }),
  }
}

/** Modules of the image worker's codecs (see worker.rolldownOptions). */
const CODEC_MODULE = /workers\/image\/codecs\/(?!canvas\/)|node_modules\/(@jsquash|libheif-js|image-q)\//

/** Unit tests that set process.env.TZ (see test.projects). */
const timeZoneTests = ['tests/tools/unix-timestamp.test.ts']

export default defineConfig({
  plugins: [react(), siteFactsPlugin(), toolIconsPlugin(), directRecipesPlugin(), staticCssPlugin(), fontDisplayOptional(), routerWithoutDisplayNames(), routerProductionBuild(), headersFile(), chunkModules(), previewGzip(), sandboxPagePreview(), toolPagePreloads(), ...offlinePlugins(), prerenderPlugin()],
  build: {
    target: 'es2022',
    outDir: process.env.LK_OUT ?? 'dist',
    chunkSizeWarningLimit: 2000,
    modulePreload: {
      // Every browser the site supports has modulepreload.
      polyfill: false,
      // A tool view's chunks are not listed in the app's code (the catalogue would carry ~300 file names for the 100
      // views into the home page): a tool page lists them in its HTML (lk-preload), and a card prefetches its view
      // when the pointer or the focus reaches it (src/app/tool-card.tsx).
      // Nor do boot.ts's imports of the app: every page lists the app's chunks in lk-preload instead.
      resolveDependencies: (file, deps, { hostType }) =>
        /^assets\/view-[\w-]+\.js$/.test(file) || (hostType === 'js' && /^assets\/(main|warm)-[\w-]+\.js$/.test(file))
          ? []
          : deps,
    },
    rollupOptions: {
      input: {
        main: 'index.html',
        'worker-runtime-harness': 'e2e/harness/worker-runtime.html',
        'placeholder-harness': 'e2e/harness/placeholder.html',
      },
      // Panda's generated modules only define functions and recipes. Most calls of them are class names by now
      // (staticCssPlugin), so a module whose calls all went needs no runtime: without this, the recipe definitions
      // and Panda's runtime would still load on every page for their top-level calls (createRecipe, memo).
      // React Router's bundle calls React.forwardRef, memo and createContext at its top level without marking them
      // pure, so every component and hook it has stayed in the build for those calls (about 12 KB gzip on every page,
      // whatever the site used of it). They are pure. React is CommonJS, so the bundler sees the calls under the
      // name it gives its import (import_react) and ignores a /* @__PURE__ */ mark on them: named so, they are pure.
      // The load-budget gate fails if the router's unused parts come back (home's JavaScript would pass 100 KB).
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/src/styled-system/'),
        manualPureFunctions: ['import_react.forwardRef', 'import_react.memo', 'import_react.createContext'],
      },
    },
    // Fonts stay files: the CSP allows fonts from 'self' only, not data: URLs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        // The image codecs (Squoosh's wasm, libheif, the quantiser) are named codec-…: the offline plan lists them as
        // fetched on first use (src/pwa/vite-offline.ts), not when the tool opens.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => CODEC_MODULE.test(id)) ? 'assets/codec-[name]-[hash].js' : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.originalFileNames.some((f) => CODEC_MODULE.test(f)) ? 'assets/codec-[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  preview: {
    port: Number(process.env.LK_PORT ?? 4173),
    strictPort: true,
    headers: securityHeaders,
  },
  optimizeDeps: {
    include: [
      'comlink',
      '@zxcvbn-ts/core',
      '@zxcvbn-ts/language-common',
      '@zxcvbn-ts/language-en',
      'hash-wasm',
      'pdf-lib',
      '@pdf-lib/fontkit',
      'jszip',
      'gifuct-js',
      'mediabunny',
      '@breezystack/lamejs',
      'exifr',
      'yaml',
      'marked',
      'dompurify',
      'qrcode',
      'svgo/browser',
      '@e965/xlsx',
      'd3-geo',
      'topojson-client',
      'image-q',
      'libheif-js/libheif-wasm/libheif.js',
    ],
    // Squoosh's codecs find their wasm with new URL(…, import.meta.url) and are loaded with `?url` imports
    // (workers/image/codecs): pre-bundling would move the modules away from their wasm files.
    exclude: ['@jsquash/avif', '@jsquash/jpeg', '@jsquash/oxipng', '@jsquash/webp'],
  },
  test: {
    environment: 'node',
    // The heaviest cases (a 7 MB JSON through the worker api, zxcvbn's first load, a paginated PDF) take a few seconds
    // on a laptop and up to a minute on a slow, shared CI machine.
    testTimeout: 60000,
    projects: [
      {
        // Worker threads that keep their loaded modules from file to file: a fresh process per test file spent
        // most of the unit run starting Node and importing the same modules again (521 s → 309 s on a 2-core box).
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...timeZoneTests],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        // Tests that change process.env.TZ: only a process's main thread follows it, so they run in a process.
        extends: true,
        test: { name: 'time zones', include: timeZoneTests, pool: 'forks' },
      },
    ],
  },
})
