// The page's entry: the styles (linked from the HTML, so they block the first paint as they must) and nothing else.
// The prerendered HTML paints at once; only then does the app's JavaScript start to load and hydrate it, so its
// ~150 KB never compete with the HTML, the styles and the UI font for a slow connection before the first paint.
// A tool page lists its own chunks in <meta name="lk-preload"> (vite.config.ts): they are fetched alongside the app.
import '@fontsource-variable/inter'
import './index.css'

function load(): void {
  const list = document.querySelector<HTMLMetaElement>('meta[name="lk-preload"]')?.content ?? ''
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  void import('./main')
}

// After the next frame has painted; a tab opened in the background has nothing to paint yet and loads at once.
if (document.visibilityState === 'hidden') load()
else requestAnimationFrame(() => setTimeout(load, 0))
