// Build side of the icon sprite (Node only, imported by vite.config.ts and the prerender's server): the 100 tools'
// Lucide icons and the shell's go into a hidden SVG of symbols at the end of every page, instead of icon components
// in the home page's JavaScript. A card draws its icon with <use href="#lk-icon-name"> (src/app/sprite-icon.tsx).
// A sprite file of its own cost the page a separate SVG document (50 ms and more of a slow laptop's main thread after
// the first paint), so the icons are in the page; but all of them (5 KB gzip) made home's HTML too big for the first
// round trip of a new connection. So each prerendered page holds the first icons its HTML draws (`trimSprite`), and
// the whole sprite is also a file (assets/icons-<hash>.svg, named in the sprite's data-sprite-rest) from which the
// running page adds the others (src/app/sprite-rest.ts).
// The names come from src/catalogue/tools.ts (`icon: 'braces'`) and src/app/app-icons.ts, the drawings from
// lucide-react's own icon data.
import { createHash } from 'node:crypto'
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

/** The symbols of the sprite, one per icon, drawn as lucide-react draws it (stroke and size come from the <svg>). */
export async function toolIconSymbols(root: string): Promise<string[]> {
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
  return symbols
}

/** The hidden <svg> of these symbols; `rest` is the file holding every symbol, for a page that holds only some. */
export function spriteMarkup(symbols: string[], rest?: string): string {
  const restAttribute = rest ? ` data-sprite-rest="${escapeAttr(rest)}"` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" hidden aria-hidden="true"${restAttribute}>${symbols.join('')}</svg>`
}

/** The sprite of every tool and shell icon. */
export async function toolIconSprite(root: string): Promise<string> {
  return spriteMarkup(await toolIconSymbols(root))
}

/**
 * How many icons a prerendered page holds: home's header, its promises and its first dozen cards (what a wide
 * screen shows before scrolling); a tool page's frame draws far fewer.
 */
export const INLINE_ICONS = 24

/**
 * The page with only the first `keep` icons its prerendered markup draws left in its sprite, when the sprite names
 * a file with the rest (a build); the page adds the others once it runs. Other pages are returned as they are.
 */
export function trimSprite(html: string, markup: string, keep = INLINE_ICONS): string {
  const drawn = new Set([...markup.matchAll(/href="#(lk-icon-[a-z0-9-]+)"/g)].map((m) => m[1]))
  const kept = new Set([...drawn].slice(0, keep))
  return html.replace(
    /(<svg [^>]*data-sprite-rest="[^"]*"[^>]*>)(.*?)(<\/svg>)/s,
    (_, open: string, symbols: string, close: string) =>
      open +
      [...symbols.matchAll(/<symbol id="([^"]+)".*?<\/symbol>/gs)]
        .filter((m) => kept.has(m[1]))
        .map((m) => m[0])
        .join('') +
      close,
  )
}

export function toolIconsPlugin(): Plugin {
  let symbols: string[] = []
  let restFile: string | undefined
  let emit = false
  return {
    name: 'localkit-tool-icons',
    async configResolved(config) {
      symbols = await toolIconSymbols(config.root)
      emit = config.command === 'build' && !config.build.ssr
    },
    buildStart() {
      if (!emit) return
      const source = spriteMarkup(symbols)
      restFile = `assets/icons-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.svg`
      this.emitFile({ type: 'asset', fileName: restFile, source })
    },
    transformIndexHtml(html) {
      return html.replace('</body>', `${spriteMarkup(symbols, restFile && `/${restFile}`)}\n  </body>`)
    },
  }
}
