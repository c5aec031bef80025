// A prerendered page holds only the first icons its HTML draws (src/catalogue/vite-tool-icons.ts `trimSprite`); once
// it runs, the others (cards further down home, the palette's and the side panel's icons) come from the sprite file
// its hidden <svg> names, added to that same <svg> so every <use href="#lk-icon-…"> finds its symbol.

/** Adds to the page's sprite the symbols it lacks, from the file it names; resolves when done (or nothing to do). */
export async function completeSprite(doc: Document = document): Promise<void> {
  const sprite = doc.querySelector<SVGSVGElement>('svg[data-sprite-rest]')
  const url = sprite?.getAttribute('data-sprite-rest')
  if (!sprite || !url) return
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The icon sprite could not be loaded (HTTP ${response.status})`)
  // The file is the page's own sprite markup (HTML, as in the page), read into an inert template.
  const file = doc.createElement('template')
  file.innerHTML = await response.text()
  const missing = [...file.content.querySelectorAll('symbol')].filter((symbol) => !doc.getElementById(symbol.id))
  sprite.append(...missing.map((symbol) => doc.importNode(symbol, true)))
  sprite.removeAttribute('data-sprite-rest')
}

/** completeSprite once the page is idle after hydrating; a failure leaves the cards further down without an icon. */
export function completeSpriteWhenIdle(): void {
  const run = () => void completeSprite().catch(() => undefined)
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}
