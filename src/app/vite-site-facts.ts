// Facts about the site fixed when it is built, as constants in its code (a Vite plugin, used by vite.config.ts and by
// the prerender's own server, src/app/vite-prerender.ts, so the HTML and the browser's first render agree):
// - __LK_REPOSITORY_URL__: package.json's `repository` as a browsable URL ('' when none), for the source links;
// - __LK_BUILD_YEAR__: the year of the build, the footer's year until the page runs (then the visitor's own).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { repositoryUrl } from '../pwa/repository.ts'

export function siteFactsPlugin(): Plugin {
  return {
    name: 'localkit-site-facts',
    config(config) {
      const pkg = JSON.parse(readFileSync(resolve(config.root ?? process.cwd(), 'package.json'), 'utf8'))
      return {
        define: {
          __LK_REPOSITORY_URL__: JSON.stringify(repositoryUrl(pkg.repository) ?? ''),
          __LK_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        },
      }
    },
  }
}
