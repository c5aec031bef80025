// The page's entry: the styles (linked from the HTML, so they block the first paint as they must), the recorder of
// what the visitor does before the app is live (early-events.ts), and nothing else.
// The prerendered HTML paints at once; only then does the app's JavaScript start to load and hydrate it, so its
// ~110 KB never compete with the HTML, the styles and the UI font for a slow connection before the first paint.
// A tool page lists its own chunks in <meta name="lk-preload"> (vite.config.ts): they are fetched alongside the app.
import '@fontsource-variable/inter'
import './index.css'
import { recordEarlyEvents } from './early-events'

recordEarlyEvents()

/** Links started per task: each modulepreload costs the main thread about half a millisecond to start (two and more
 * on a slow laptop), so a tool page's forty chunks in one go blocked it for a long task. */
const LINKS_PER_TASK = 3

function preload(list: string[], then: () => void): void {
  for (const href of list.slice(0, LINKS_PER_TASK)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  if (list.length > LINKS_PER_TASK) setTimeout(() => preload(list.slice(LINKS_PER_TASK), then), 0)
  else then()
}

/**
 * The app starts once every link is in: its own imports (the tool's route) would otherwise add the links still to
 * come all in one task. It loses no time: the list starts with the app's chunks, so they are on their way already.
 */
function load(): void {
  void import('./warm')
  const list = document.querySelector<HTMLMetaElement>('meta[name="lk-preload"]')?.content ?? ''
  preload(list.split(' ').filter(Boolean), () => void import('./main'))
}

// Once the browser reports the first contentful paint (on a slow machine it is shown well after the frame that made
// it has run). A tab opened in the background paints nothing yet and loads at once; a browser that never reports
// the paint loads after a few seconds all the same.
let started = false
function start(): void {
  if (started) return
  started = true
  load()
}
if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') start()
else {
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) {
        observer.disconnect()
        start()
      }
    }).observe({ type: 'paint', buffered: true })
  } catch {
    start()
  }
  setTimeout(start, 3000)
}
