// Crop rules: the aspect ratios, the default centred box, clamping a box inside the image (with a fixed ratio
// the height follows the width), moving and resizing it from the overlay, and the output name.
import { type ImageFormat, type OutputFormat, outputName, type Size, sameOrPng } from '../../lib/image/image-core'

export interface CropBox {
  x: number
  y: number
  width: number
  height: number
}

export const RATIOS: readonly { label: string; value: number | null }[] = [
  { label: 'Free', value: null },
  { label: '1:1', value: 1 },
  { label: '4:3', value: 4 / 3 },
  { label: '16:9', value: 16 / 9 },
  { label: '3:2', value: 3 / 2 },
  { label: '5:4', value: 5 / 4 },
]

export const CROP_QUALITY = 0.9

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n))
const num = (n: number, fallback: number) => (Number.isFinite(n) ? n : fallback)

/** A centred square whose side is half the smaller image side. */
export function defaultBox(size: Size): CropBox {
  const side = Math.max(1, Math.floor(Math.min(size.width, size.height) / 2))
  return {
    x: Math.floor((size.width - side) / 2),
    y: Math.floor((size.height - side) / 2),
    width: side,
    height: side,
  }
}

/** x and y stay inside the image; width and height are at least 1 and at most the space left. */
export function clampBox(box: CropBox, size: Size, ratio: number | null): CropBox {
  const x = clamp(Math.round(num(box.x, 0)), 0, size.width - 1)
  const y = clamp(Math.round(num(box.y, 0)), 0, size.height - 1)
  let width = clamp(Math.round(num(box.width, 1)), 1, size.width - x)
  let height: number
  if (ratio) {
    height = Math.max(1, Math.round(width / ratio))
    if (height > size.height - y) {
      height = size.height - y
      width = clamp(Math.round(height * ratio), 1, size.width - x)
    }
  } else {
    height = clamp(Math.round(num(box.height, 1)), 1, size.height - y)
  }
  return { x, y, width, height }
}

/** Moves the box by (dx, dy) keeping its size; it stops at the image edges. */
export function moveBox(box: CropBox, dx: number, dy: number, size: Size): CropBox {
  return {
    ...box,
    x: clamp(Math.round(box.x + dx), 0, size.width - box.width),
    y: clamp(Math.round(box.y + dy), 0, size.height - box.height),
  }
}

/** Grows or shrinks the box from its bottom-right corner; a fixed ratio follows the width. */
export function resizeBox(box: CropBox, dw: number, dh: number, size: Size, ratio: number | null): CropBox {
  if (ratio) {
    // Use whichever drag is larger relative to the box, so dragging down also grows a fixed-ratio box.
    const byHeight = Math.abs(dh * ratio) > Math.abs(dw)
    const width = byHeight ? box.width + dh * ratio : box.width + dw
    return clampBox({ ...box, width }, size, ratio)
  }
  return clampBox({ ...box, width: box.width + dw, height: box.height + dh }, size, null)
}

/** The crop keeps the original type where the browser can write it (JPEG, WebP); other formats become PNG. */
export function cropOutput(source: ImageFormat | null): OutputFormat {
  return sameOrPng(source)
}

export function croppedName(name: string, format: OutputFormat): string {
  return outputName('cropped_', name, format)
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** The box after an arrow key: it moves, or with Shift grows/shrinks, by 1% of the longer side (1 px with Alt);
 * null for any other key. */
export function boxForKey(
  box: CropBox,
  key: { key: string; shiftKey: boolean; altKey: boolean },
  size: Size,
  ratio: number | null,
): CropBox | null {
  const dir = ARROWS[key.key]
  if (!dir) return null
  const step = key.altKey ? 1 : Math.max(1, Math.round(Math.max(size.width, size.height) / 100))
  const [dx, dy] = [dir[0] * step, dir[1] * step]
  return key.shiftKey ? resizeBox(box, dx, dy, size, ratio) : moveBox(box, dx, dy, size)
}
