// The build's prerender step (a Vite plugin, run after the bundle is written): renders every route with
// src/app/prerender.tsx in Node, through a Vite server in middleware mode so the same TypeScript and JSX load as in
// the browser, and writes the HTML into the built pages: index.html (home with all 100 cards), tools/<slug>.html
// (the tool's frame and, where it renders in Node, its view; written before by the preload plugin, or from index.html),
// privacy.html and 404.html.
// The root element says which path it was rendered for; the browser hydrates only that page (src/app/main.tsx).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { toolIconsPlugin, trimSprite } from '../catalogue/vite-tool-icons.ts'
import type { PrerenderedPage } from './prerender'
import { siteFactsPlugin } from './vite-site-facts.ts'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A built page with the prerendered markup, title and description put in, and the icons that markup draws first. */
export function fillPage(template: string, page: PrerenderedPage): string {
  let html = trimSprite(template, page.html).replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeHtml(page.path)}"${page.view ? ' data-view=""' : ''}>${page.html}</div>`,
  )
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
  if (page.description)
    html = html.replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
  return html
}

export function prerenderPlugin(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  let ssrBuild = false
  return {
    name: 'localkit-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      ssrBuild = !!config.build.ssr
    },
    // Before vite-plugin-pwa's closeBundle, so the service worker's precache lists the pages as prerendered.
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const index = resolve(outDir, 'index.html')
        if (ssrBuild || !existsSync(index)) return
        const { createServer } = await import('vite')
        const server = await createServer({
          root,
          configFile: false,
          plugins: [react(), siteFactsPlugin(), toolIconsPlugin()],
          logLevel: 'warn',
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        })
        try {
          const mod = (await server.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('./prerender')
          const template = readFileSync(index, 'utf8')
          const { pages, skipped } = await mod.prerenderPages()
          // Not an error: these pages paint their frame first and the tool when its code has run.
          const views = pages.filter((p) => p.view).length
          console.info(`prerender: ${views} tool views in their pages' HTML; left to the browser: ${skipped.size}`)
          for (const [slug, why] of skipped) console.info(`  ${slug}: ${why}`)
          for (const page of pages) {
            const file = resolve(outDir, page.file)
            const base = page.file !== 'index.html' && existsSync(file) ? readFileSync(file, 'utf8') : template
            mkdirSync(dirname(file), { recursive: true })
            writeFileSync(file, fillPage(base, page))
          }
        } finally {
          await server.close()
        }
      },
    },
  }
}
