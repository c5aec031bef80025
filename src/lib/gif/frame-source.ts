// Any frame of a GIF, composed on request, without keeping every frame: the compositor's state is saved every
// `interval` frames (within a memory budget), so frame i costs at most `interval` frame decodes, and stepping
// forward (playback, next, a ZIP of all frames) costs one decode a frame.
import { type CompositorState, decodeRawFrame, GifCompositor, type GifStructure } from './gif-structure'

/** Memory the saved states may take (about 50 frames of 640×360). */
export const CHECKPOINT_BUDGET_BYTES = 48 * 2 ** 20

export class GifFrameSource {
  readonly width: number
  readonly height: number
  readonly frameCount: number
  /** Frames between saved states. */
  readonly interval: number
  private readonly compositor: GifCompositor
  private readonly checkpoints = new Map<number, CompositorState>()
  /** The last frame drawn by the compositor, -1 before frame 1. */
  private cursor = -1

  constructor(
    private readonly structure: GifStructure,
    budgetBytes = CHECKPOINT_BUDGET_BYTES,
  ) {
    this.width = structure.width
    this.height = structure.height
    this.frameCount = structure.images.length
    this.compositor = new GifCompositor(this.width, this.height)
    const perState = this.width * this.height * 4
    const states = Math.max(1, Math.floor(budgetBytes / perState))
    this.interval = Math.max(1, Math.ceil(this.frameCount / states))
  }

  /**
   * Frame `index` composed over the frames before it: a live view of the screen, valid until the next call.
   * Throws when the frame (or one before it) is damaged.
   */
  compose(index: number): Uint8ClampedArray {
    if (!Number.isInteger(index) || index < 0 || index >= this.frameCount) {
      throw new RangeError(`No frame ${index + 1}`)
    }
    const saved = Math.floor(index / this.interval) * this.interval
    if (!(this.cursor <= index && this.cursor >= saved)) {
      const state = this.checkpoints.get(saved)
      if (state) {
        this.compositor.restore(state)
        this.cursor = saved
      } else if (this.cursor > index) {
        this.compositor.reset()
        this.cursor = -1
      }
    }
    while (this.cursor < index) {
      const next = this.cursor + 1
      this.compositor.draw(decodeRawFrame(this.structure, next))
      this.cursor = next
      if (next % this.interval === 0 && !this.checkpoints.has(next)) {
        this.checkpoints.set(next, this.compositor.snapshot())
      }
    }
    return this.compositor.rgba
  }
}
