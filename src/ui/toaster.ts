// notify() is callable from anywhere at once; the Ark UI toaster that shows the notices is loaded on first need,
// so pages that never toast (the home page) do not ship it.
export interface Notice {
  title: string
  description?: string
  type?: 'success' | 'error' | 'info' | 'warning'
  duration?: number
  /** One button in the toast (e.g. Reload); the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void }
}

type Sink = (notice: Notice) => void

let sink: Sink | null = null
const pending: Notice[] = []
let wanted = false
const listeners = new Set<() => void>()

export function notify(notice: Notice): void {
  if (sink) {
    sink(notice)
    return
  }
  pending.push(notice)
  requestToaster()
}

/** Called by the toaster view once mounted: delivers queued notices and takes the next ones directly. */
export function attachToastSink(next: Sink): () => void {
  sink = next
  for (const notice of pending.splice(0)) next(notice)
  return () => {
    if (sink === next) sink = null
  }
}

export function requestToaster(): void {
  if (wanted) return
  wanted = true
  for (const l of listeners) l()
}

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const isToasterRequested = () => wanted
