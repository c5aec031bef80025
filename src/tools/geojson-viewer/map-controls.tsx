// The buttons in the map's corner: zoom in and out, fit to the data, and the whole world.
import { Globe, Maximize, Minus, Plus } from 'lucide-react'
import { ZOOM_STEP } from './map-keys'
import { controls, iconButton } from './map-styles'

export interface MapControlsProps {
  onZoom: (factor: number) => void
  onFitData: () => void
  onFitWorld: () => void
  /** Whether there is data to fit to. */
  canFitData: boolean
}

export function MapControls({ onZoom, onFitData, onFitWorld, canFitData }: MapControlsProps) {
  return (
    <div className={controls}>
      <button
        type="button"
        className={iconButton}
        onClick={() => onZoom(ZOOM_STEP)}
        aria-label="Zoom in"
        title="Zoom in (+)"
      >
        <Plus aria-hidden />
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={() => onZoom(1 / ZOOM_STEP)}
        aria-label="Zoom out"
        title="Zoom out (−)"
      >
        <Minus aria-hidden />
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={onFitData}
        disabled={!canFitData}
        aria-label="Fit to data"
        title="Fit to data (0)"
      >
        <Maximize aria-hidden />
      </button>
      <button type="button" className={iconButton} onClick={onFitWorld} aria-label="Whole world" title="Whole world">
        <Globe aria-hidden />
      </button>
    </div>
  )
}
