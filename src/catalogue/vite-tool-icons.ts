// Build side of the icon sprite (Node only, imported by vite.config.ts and the prerender's server): the 100 tools'
// Lucide icons and the shell's go into ONE hidden SVG of symbols at the end of every page (about 5 KB gzip), instead
// of icon components in the home page's JavaScript. A card draws its icon with <use href="#lk-icon-name">
// (src/app/sprite-icon.tsx). The sprite used to be a file of its own: the browser builds a separate SVG document for
// each such file it meets in a <use>, 50 ms and more of a slow laptop's main thread after the first paint; in the
// page it is parsed with the rest of the HTML.
// The names come from src/catalogue/tools.ts (`icon: 'braces'`) and src/app/app-icons.ts, the drawings from
// lucide-react's own icon data.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { iconSymbolId } from './icon-symbol.ts'

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

/**
 * The sprite: one <symbol> per icon, drawn as lucide-react draws it (stroke and size come from the <svg>), in a hidden
 * <svg> the build puts at the end of every page's <body>.
 */
export async function toolIconSprite(root: string): Promise<string> {
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
    symbols.push(`<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${markup(__iconData.node)}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" hidden aria-hidden="true">${symbols.join('')}</svg>`
}

export function toolIconsPlugin(): Plugin {
  let sprite: string | undefined
  return {
    name: 'localkit-tool-icons',
    async configResolved(config) {
      sprite = await toolIconSprite(config.root)
    },
    transformIndexHtml(html) {
      return sprite ? html.replace('</body>', `${sprite}\n  </body>`) : html
    },
  }
}
