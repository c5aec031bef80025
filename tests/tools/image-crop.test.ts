import { describe, expect, it } from 'vitest'
import {
  boxForKey,
  clampBox,
  cropOutput,
  croppedName,
  defaultBox,
  moveBox,
  RATIOS,
  resizeBox,
} from '../../src/tools/image-crop/image-crop'

const img = { width: 400, height: 300 }

describe('image-crop', () => {
  it('offers Free and the five ratios', () => {
    expect(RATIOS.map((r) => r.label)).toEqual(['Free', '1:1', '4:3', '16:9', '3:2', '5:4'])
  })
  it('starts with a centred box of half the smaller side', () => {
    expect(defaultBox(img)).toEqual({ x: 125, y: 75, width: 150, height: 150 })
    expect(defaultBox({ width: 1, height: 1 })).toEqual({ x: 0, y: 0, width: 1, height: 1 })
  })
  it('clamps x, y inside and width, height to the space left', () => {
    expect(clampBox({ x: -5, y: 500, width: 1000, height: 0 }, img, null)).toEqual({
      x: 0,
      y: 299,
      width: 400,
      height: 1,
    })
    expect(clampBox({ x: 350, y: 10, width: 100, height: 50 }, img, null)).toEqual({
      x: 350,
      y: 10,
      width: 50,
      height: 50,
    })
    expect(clampBox({ x: Number.NaN, y: 0, width: 10.6, height: 10.2 }, img, null)).toEqual({
      x: 0,
      y: 0,
      width: 11,
      height: 10,
    })
  })
  it('derives the height from the width for a fixed ratio and shrinks both when it would not fit', () => {
    expect(clampBox({ x: 0, y: 0, width: 160, height: 1 }, img, 16 / 9)).toEqual({ x: 0, y: 0, width: 160, height: 90 })
    expect(clampBox({ x: 0, y: 200, width: 400, height: 1 }, img, 1)).toEqual({ x: 0, y: 200, width: 100, height: 100 })
  })
  it('moves without leaving the image and resizes from the corner', () => {
    const box = { x: 10, y: 10, width: 100, height: 100 }
    expect(moveBox(box, 1000, -50, img)).toEqual({ x: 300, y: 0, width: 100, height: 100 })
    expect(resizeBox(box, 20, 5, img, null)).toEqual({ x: 10, y: 10, width: 120, height: 105 })
    expect(resizeBox(box, 0, 40, img, 1)).toEqual({ x: 10, y: 10, width: 140, height: 140 })
    expect(resizeBox(box, -500, 0, img, null).width).toBe(1)
  })
  it('keeps the original type and names the file', () => {
    expect(cropOutput('jpeg')).toBe('jpeg')
    expect(cropOutput('gif')).toBe('png')
    expect(croppedName('holiday.jpeg', 'jpeg')).toBe('cropped_holiday.jpg')
  })
  it('arrow keys move the box by 1% of the longer side, Shift resizes, Alt steps single pixels', () => {
    const box = { x: 100, y: 100, width: 50, height: 50 }
    const key = (k: string, mods: { shiftKey?: boolean; altKey?: boolean } = {}) => ({
      key: k,
      shiftKey: false,
      altKey: false,
      ...mods,
    })
    expect(boxForKey(box, key('ArrowLeft'), img, null)).toEqual({ ...box, x: 96 })
    expect(boxForKey(box, key('ArrowDown', { altKey: true }), img, null)).toEqual({ ...box, y: 101 })
    expect(boxForKey(box, key('ArrowRight', { shiftKey: true }), img, null)).toEqual(resizeBox(box, 4, 0, img, null))
    expect(boxForKey(box, key('Enter'), img, null)).toBeNull()
  })
})
