// Build side of the icon sprite (Node only, imported by vite.config.ts and the prerender's server): the 100 tools'
// Lucide icons and the shell's go into ONE SVG sprite file, assets/tool-icons-<hash>.svg, instead of icon components
// in the home page's JavaScript. A card draws its icon with <use href="…#name"> (src/app/sprite-icon.tsx); the browser
// fetches the sprite once, caches it for good (its name changes with its content) and the service worker precaches it.
// The names come from src/catalogue/tools.ts (`icon: 'braces'`) and src/app/app-icons.ts, the drawings from
// lucide-react's own icon data.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

type IconElement = [tag: string, attrs: Record<string, string | number>, children?: IconElement[]]

const escapeAttr = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')

function markup(nodes: IconElement[]): string {
  return nodes
    .map(([tag, attrs, children]) => {
      const attributes = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
        .join('')
      return children?.length ? `<${tag}${attributes}>${markup(children)}</${tag}>` : `<${tag}${attributes}/>`
    })
    .join('')
}

/** The icon names the catalogue uses, in order of first use. */
export function catalogueIconNames(catalogueSource: string): string[] {
  return [...new Set([...catalogueSource.matchAll(/\bicon: '([a-z0-9-]+)'/g)].map((m) => m[1]))]
}

/** The icon names of the app's shell (src/app/app-icons.ts). */
export function appIconNames(appIconsSource: string): string[] {
  return [...appIconsSource.matchAll(/^ {2}'([a-z0-9-]+)',$/gm)].map((m) => m[1])
}

/** The sprite: one <symbol id="name"> per icon, drawn as lucide-react draws it (stroke and size come from the <svg>). */
export async function toolIconSprite(root: string): Promise<{ source: string; fileName: string }> {
  const names = [
    ...new Set([
      ...catalogueIconNames(readFileSync(resolve(root, 'src/catalogue/tools.ts'), 'utf8')),
      ...appIconNames(readFileSync(resolve(root, 'src/app/app-icons.ts'), 'utf8')),
    ]),
  ]
  const symbols: string[] = []
  for (const name of names) {
    const file = resolve(root, 'node_modules/lucide-react/dist/esm/icons', `${name}.mjs`)
    const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconElement[] } }
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${markup(__iconData.node)}</symbol>`)
  }
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
  return { source, fileName: `assets/tool-icons-${hash}.svg` }
}

/** `__LK_TOOL_ICONS__`: the sprite's URL, for the app (src/app/sprite-icon.tsx). */
export function toolIconsDefine(fileName: string): Record<string, string> {
  return { __LK_TOOL_ICONS__: JSON.stringify(`/${fileName}`) }
}

export function toolIconsPlugin(): Plugin {
  let sprite: { source: string; fileName: string } | undefined
  return {
    name: 'localkit-tool-icons',
    async config(config) {
      sprite = await toolIconSprite(config.root ?? process.cwd())
      return { define: toolIconsDefine(sprite.fileName) }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!sprite || req.url?.split('?')[0] !== `/${sprite.fileName}`) return next()
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(sprite.source)
      })
    },
    generateBundle() {
      // Only the client build: the page's bundle (not a worker's) is the one with index.html.
      if (sprite && this.environment?.name !== 'ssr')
        this.emitFile({ type: 'asset', fileName: sprite.fileName, source: sprite.source })
    },
  }
}
