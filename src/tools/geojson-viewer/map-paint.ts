// Painting the map on a 2D canvas with a d3-geo path: the sphere, graticule and world outline under the data, each
// feature in its layer's style, the highlights on their own canvas, and a moved and scaled copy of the last drawing.
import { type GeoPath, type GeoPermissibleObjects, type GeoProjection, geoGraticule10, geoPath } from 'd3-geo'
import type { Geometry } from 'geojson'
import type { ViewFeature } from '../../jobs/geo'
import { type Basemap, FILL_OPACITY, layerOf, type MapColours, POINT_RADIUS, type ViewParams } from './geojson-viewer'

type CanvasPath = GeoPath<unknown, GeoPermissibleObjects>

const SPHERE = { type: 'Sphere' } as const

/** The ocean, the graticule and, once loaded, land and borders. */
export function paintBackground(
  ctx: CanvasRenderingContext2D,
  path: CanvasPath,
  colours: MapColours,
  basemap: Basemap | null,
): void {
  ctx.beginPath()
  path(SPHERE)
  ctx.fillStyle = colours.ocean
  ctx.fill()
  ctx.beginPath()
  path(geoGraticule10())
  ctx.strokeStyle = colours.graticule
  ctx.lineWidth = 1
  ctx.stroke()
  if (!basemap) return
  ctx.beginPath()
  path(basemap.land)
  ctx.fillStyle = colours.land
  ctx.fill()
  ctx.beginPath()
  path(basemap.borders)
  ctx.strokeStyle = colours.border
  ctx.lineWidth = 0.6
  ctx.stroke()
}

/** One feature: points and areas filled, then every layer stroked. */
export function paintFeature(
  ctx: CanvasRenderingContext2D,
  path: CanvasPath,
  f: ViewFeature,
  colours: MapColours,
): void {
  const g = f.feature.geometry as Geometry
  const layer = layerOf(g)
  ctx.beginPath()
  path(g)
  if (layer !== 'line') {
    ctx.fillStyle = layer === 'point' ? colours.point : colours.fill
    ctx.globalAlpha = layer === 'point' ? 1 : FILL_OPACITY
    ctx.fill('evenodd')
    ctx.globalAlpha = 1
  }
  ctx.strokeStyle = layer === 'point' ? colours.border : colours.stroke
  ctx.lineWidth = layer === 'line' ? 2 : 1.2
  ctx.stroke()
}

/** The sphere's outline, drawn last over everything. */
export function paintOutline(ctx: CanvasRenderingContext2D, path: CanvasPath, colours: MapColours): void {
  ctx.beginPath()
  path(SPHERE)
  ctx.strokeStyle = colours.outline
  ctx.lineWidth = 1
  ctx.stroke()
}

/** A canvas of the given CSS size at the screen's pixel ratio, with its context scaled to CSS pixels. */
export function sizeCanvas(canvas: HTMLCanvasElement, size: { w: number; h: number }): CanvasRenderingContext2D | null {
  const dpr = window.devicePixelRatio || 1
  canvas.width = Math.round(size.w * dpr)
  canvas.height = Math.round(size.h * dpr)
  const ctx = canvas.getContext('2d')
  ctx?.scale(dpr, dpr)
  return ctx
}

/** The hovered and the selected feature outlined on the highlight canvas. */
export function paintHighlights(
  canvas: HTMLCanvasElement,
  size: { w: number; h: number },
  projection: GeoProjection,
  picks: { hovered: ViewFeature | null | undefined; selected: ViewFeature | null },
  colours: MapColours,
): void {
  const ctx = sizeCanvas(canvas, size)
  if (!ctx) return
  const path = geoPath(projection, ctx).pointRadius(POINT_RADIUS + 2)
  const outline = (f: ViewFeature | null | undefined, colour: string, width: number) => {
    if (!f?.drawable || !f.feature.geometry) return
    ctx.beginPath()
    path(f.feature.geometry)
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.stroke()
  }
  outline(picks.hovered, colours.hover, 3)
  outline(picks.selected, colours.selected, 3)
}

/** The last full drawing, moved and scaled to the new view (same projection and rotation), while a gesture runs. */
export function paintMoved(visible: HTMLCanvasElement, snapshot: HTMLCanvasElement, from: ViewParams, to: ViewParams) {
  const ctx = visible.getContext('2d')
  if (!ctx) return
  const dpr = window.devicePixelRatio || 1
  const f = to.scale / from.scale
  const tx = to.translate[0] - from.translate[0] * f
  const ty = to.translate[1] - from.translate[1] * f
  ctx.setTransform(1, 0, 0, 1, 0, 0)
  ctx.clearRect(0, 0, visible.width, visible.height)
  ctx.setTransform(f, 0, 0, f, tx * dpr, ty * dpr)
  ctx.drawImage(snapshot, 0, 0)
  ctx.setTransform(1, 0, 0, 1, 0, 0)
}
