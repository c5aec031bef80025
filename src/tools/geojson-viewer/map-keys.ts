// What a key does on the focused map (pure, unit-tested): pan by a step, zoom, fit to the data or clear the pick.

export const ZOOM_STEP = 1.6
const PAN_STEP = 60

export type MapKeyAction =
  | { kind: 'pan'; dx: number; dy: number }
  | { kind: 'zoom'; factor: number }
  | { kind: 'fit' }
  | { kind: 'clear' }

const PANS: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
}

/** The action for a key, or null for a key the map leaves alone. */
export function mapKeyAction(key: string): MapKeyAction | null {
  const pan = PANS[key]
  if (pan) return { kind: 'pan', dx: pan[0], dy: pan[1] }
  if (key === '+' || key === '=') return { kind: 'zoom', factor: ZOOM_STEP }
  if (key === '-' || key === '_') return { kind: 'zoom', factor: 1 / ZOOM_STEP }
  if (key === '0') return { kind: 'fit' }
  if (key === 'Escape') return { kind: 'clear' }
  return null
}
