// Pure logic of the GeoJSON Viewer's map: projections, fitting to bounds, zoom and pan, picking the shape under the
// pointer, the feature search, property rows shown as text, and the SVG export. No React, no DOM.
import {
  type GeoPermissibleObjects,
  type GeoProjection,
  geoContains,
  geoDistance,
  geoEqualEarth,
  geoGraticule10,
  geoInterpolate,
  geoMercator,
  geoNaturalEarth1,
  geoOrthographic,
  geoPath,
} from 'd3-geo'
import type { Geometry, MultiLineString, MultiPolygon, Polygon } from 'geojson'
import type { Bbox, ViewFeature } from '../../jobs/geo'

export const PROJECTIONS = [
  { value: 'equalEarth', label: 'Equal Earth' },
  { value: 'naturalEarth', label: 'Natural Earth' },
  { value: 'mercator', label: 'Mercator' },
  { value: 'orthographic', label: 'Globe' },
] as const

export type ProjectionName = (typeof PROJECTIONS)[number]['value']

export interface ViewParams {
  scale: number
  translate: [number, number]
  rotate: [number, number, number]
}

export function createProjection(name: ProjectionName): GeoProjection {
  switch (name) {
    case 'mercator':
      return geoMercator()
    case 'naturalEarth':
      return geoNaturalEarth1()
    case 'orthographic':
      return geoOrthographic()
    default:
      return geoEqualEarth()
  }
}

export function projectionFor(name: ProjectionName, params: ViewParams): GeoProjection {
  return createProjection(name).rotate(params.rotate).scale(params.scale).translate(params.translate)
}

const SPHERE = { type: 'Sphere' } as const

/** Grows a tiny box (one point, a short line) to about a kilometre so it can be fitted. */
export function paddedBounds(b: Bbox): Bbox {
  const minSpan = 0.01
  let [w, s, e, n] = b
  if (e - w < minSpan) {
    const c = (w + e) / 2
    w = c - minSpan / 2
    e = c + minSpan / 2
  }
  if (n - s < minSpan) {
    const c = (s + n) / 2
    s = c - minSpan / 2
    n = c + minSpan / 2
  }
  return [w, s, e, n]
}

/**
 * The box to zoom to when a feature is picked from the list: the feature's own box, grown to at least a quarter of
 * the data's extent (at most 20°), so a point or a tiny shape is shown with its surroundings rather than alone.
 */
export function focusBounds(feature: Bbox, data: Bbox | null): Bbox {
  const span = data ? Math.max(data[2] - data[0], data[3] - data[1]) : 0
  const min = Math.min(20, Math.max(0.01, span / 4))
  const grow = (lo: number, hi: number, limit: number): [number, number] => {
    if (hi - lo >= min) return [lo, hi]
    const c = (lo + hi) / 2
    return [Math.max(-limit, c - min / 2), Math.min(limit, c + min / 2)]
  }
  const [w, e] = grow(feature[0], feature[2], 180)
  const [s, n] = grow(feature[1], feature[3], 90)
  return [w, s, e, n]
}

/** A 5×5 grid of points over a box: cheap to fit, and it follows the projection's curvature. */
function boundsGrid(b: Bbox, mercator: boolean): GeoPermissibleObjects {
  const [w, s, e, n] = b
  const clampLat = (v: number) => (mercator ? Math.max(-85, Math.min(85, v)) : v)
  const coordinates: [number, number][] = []
  for (let i = 0; i <= 4; i++)
    for (let j = 0; j <= 4; j++) coordinates.push([w + ((e - w) * i) / 4, clampLat(s + ((n - s) * j) / 4)])
  return { type: 'MultiPoint', coordinates }
}

/** Room kept free on the map's right for its zoom buttons, so a fitted view is never under them. */
export const CONTROLS_INSET = 40

/** The view that shows `bounds` (or the whole world when null) inside width × height with a margin. */
export function fitView(
  name: ProjectionName,
  bounds: Bbox | null,
  width: number,
  height: number,
  padding = 24,
): ViewParams {
  const p = createProjection(name)
  const extent: [[number, number], [number, number]] = [
    [padding, padding],
    [Math.max(padding + 1, width - padding - CONTROLS_INSET), Math.max(padding + 1, height - padding)],
  ]
  if (!bounds) {
    p.rotate([0, 0, 0])
    p.fitExtent(extent, SPHERE)
    return { scale: p.scale(), translate: p.translate() as [number, number], rotate: [0, 0, 0] }
  }
  const b = paddedBounds(bounds)
  const cx = (b[0] + b[2]) / 2
  const cy = (b[1] + b[3]) / 2
  // Whole-world data keeps the usual centre; regional data is brought to the middle (and, on the globe, to the front).
  const wide = b[2] - b[0] > 300
  const rotate: [number, number, number] = [wide ? 0 : -cx, name === 'orthographic' ? -cy : 0, 0]
  p.rotate(rotate)
  p.fitExtent(extent, boundsGrid(b, name === 'mercator'))
  const world = worldScale(name, width, height, padding)
  const scale = Math.min(p.scale(), world * MAX_ZOOM)
  if (scale !== p.scale()) {
    // Capped: keep the box's centre in the middle of the extent.
    const mx = (extent[0][0] + extent[1][0]) / 2
    const my = (extent[0][1] + extent[1][1]) / 2
    const centre = p([cx, cy]) ?? [mx, my]
    const t = p.translate()
    const f = scale / p.scale()
    p.scale(scale).translate([mx - (centre[0] - t[0]) * f, my - (centre[1] - t[1]) * f])
  }
  return { scale: p.scale(), translate: p.translate() as [number, number], rotate }
}

export const MAX_ZOOM = 2 ** 20

/** The scale at which the whole sphere fits. */
export function worldScale(name: ProjectionName, width: number, height: number, padding = 24): number {
  return fitView(name, null, width, height, padding).scale
}

/** Zooms by `factor` keeping the map point under `at` still; the scale stays between minScale and maxScale. */
export function zoomAt(
  params: ViewParams,
  factor: number,
  at: [number, number],
  minScale: number,
  maxScale: number,
): ViewParams {
  const scale = Math.max(minScale, Math.min(maxScale, params.scale * factor))
  const f = scale / params.scale
  return {
    ...params,
    scale,
    translate: [at[0] - (at[0] - params.translate[0]) * f, at[1] - (at[1] - params.translate[1]) * f],
  }
}

/**
 * The same view in a map of another size: the point at the old centre moves to the new centre, and the scale follows
 * the width (so a scrollbar appearing, or a phone turning, keeps what the user was looking at).
 */
export function resizeView(
  params: ViewParams,
  from: { w: number; h: number },
  to: { w: number; h: number },
): ViewParams {
  const f = to.w / from.w
  const [tx, ty] = params.translate
  return {
    ...params,
    scale: params.scale * f,
    translate: [to.w / 2 + (tx - from.w / 2) * f, to.h / 2 + (ty - from.h / 2) * f],
  }
}

/** Moves the map by a screen offset; the globe turns instead. */
export function panBy(name: ProjectionName, params: ViewParams, dx: number, dy: number): ViewParams {
  if (name !== 'orthographic') return { ...params, translate: [params.translate[0] + dx, params.translate[1] + dy] }
  const deg = 180 / Math.PI / params.scale
  const lambda = ((((params.rotate[0] + dx * deg + 180) % 360) + 360) % 360) - 180
  const phi = Math.max(-90, Math.min(90, params.rotate[1] - dy * deg))
  return { ...params, rotate: [lambda, phi, params.rotate[2]] }
}

type Pass = 'point' | 'line' | 'area'

function distanceToSegment(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const len = dx * dx + dy * dy
  const t = len ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len)) : 0
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))
}

interface PickContext {
  projection: GeoProjection
  point: [number, number]
  lonLat: [number, number]
  tolerance: number
  /** On the globe: the centre, to skip the far side. */
  centre: [number, number] | null
}

function visible(ctx: PickContext, p: number[]): boolean {
  return !ctx.centre || geoDistance(ctx.centre, [p[0], p[1]]) < Math.PI / 2
}

function nearLine(ctx: PickContext, line: number[][]): boolean {
  let prevPos: number[] | null = null
  let prev: [number, number] | null = null
  for (const pos of line) {
    const q = visible(ctx, pos) ? (ctx.projection([pos[0], pos[1]]) as [number, number] | null) : null
    if (q && !prev && Math.hypot(q[0] - ctx.point[0], q[1] - ctx.point[1]) <= ctx.tolerance) return true
    if (q && prev && prevPos) {
      // Edges are great-circle arcs, drawn curved: follow long ones in steps of about 8 px.
      const steps = Math.min(64, Math.ceil(Math.hypot(q[0] - prev[0], q[1] - prev[1]) / 8))
      if (steps <= 1) {
        if (distanceToSegment(ctx.point, prev, q) <= ctx.tolerance) return true
      } else {
        const along = geoInterpolate([prevPos[0], prevPos[1]], [pos[0], pos[1]])
        let a = prev
        for (let k = 1; k <= steps; k++) {
          const b = ctx.projection(along(k / steps)) as [number, number] | null
          if (!b) break
          if (distanceToSegment(ctx.point, a, b) <= ctx.tolerance) return true
          a = b
        }
      }
    }
    prev = q
    prevPos = pos
  }
  return false
}

function hitGeometry(ctx: PickContext, g: Geometry, pass: Pass): boolean {
  switch (g.type) {
    case 'Point':
    case 'MultiPoint': {
      if (pass !== 'point') return false
      const points = g.type === 'Point' ? [g.coordinates] : g.coordinates
      return points.some((pos) => {
        if (!visible(ctx, pos)) return false
        const q = ctx.projection([pos[0], pos[1]])
        return q !== null && Math.hypot(q[0] - ctx.point[0], q[1] - ctx.point[1]) <= ctx.tolerance + POINT_RADIUS
      })
    }
    case 'LineString':
      return pass === 'line' && nearLine(ctx, g.coordinates)
    case 'MultiLineString':
      return pass === 'line' && (g as MultiLineString).coordinates.some((l) => nearLine(ctx, l))
    case 'Polygon':
    case 'MultiPolygon':
      return pass === 'area' && geoContains(g as Polygon | MultiPolygon, ctx.lonLat)
    case 'GeometryCollection':
      return g.geometries.some((child) => hitGeometry(ctx, child, pass))
  }
}

export const POINT_RADIUS = 4.5

/**
 * The feature under a screen point: points first, then lines, then areas, the last drawn first in each group (the
 * drawing order, so what is on top is picked). Null when nothing is there.
 */
export function pickFeature(
  features: readonly ViewFeature[],
  projection: GeoProjection,
  point: [number, number],
  tolerance = 5,
): ViewFeature | null {
  const inverted = projection.invert?.(point)
  if (!inverted || !Number.isFinite(inverted[0]) || !Number.isFinite(inverted[1])) return null
  const lonLat: [number, number] = [inverted[0], inverted[1]]
  const rotate = projection.rotate()
  const ctx: PickContext = {
    projection,
    point,
    lonLat,
    tolerance,
    centre: projection.clipAngle() ? [-rotate[0], -rotate[1]] : null,
  }
  // A generous margin in degrees for the box test (a pixel is at most this many degrees on these projections).
  const margin = ((tolerance + POINT_RADIUS) / projection.scale()) * (180 / Math.PI) * 3
  const lon = lonLat[0]
  const lat = lonLat[1]
  for (const pass of ['point', 'line', 'area'] as const) {
    for (let i = features.length - 1; i >= 0; i--) {
      const f = features[i]
      const g = f.feature.geometry
      if (!f.drawable || !g || !f.bbox) continue
      const [w, s, e, n] = f.bbox
      const lonOk = e - w >= 359 || (lon >= w - margin && lon <= e + margin)
      if (!lonOk || lat < s - margin || lat > n + margin) continue
      if (hitGeometry(ctx, g, pass)) return f
    }
  }
  return null
}

/** Features whose label, type or property values contain every word of the query (case-insensitive). */
export function filterFeatures(features: readonly ViewFeature[], query: string): ViewFeature[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return features as ViewFeature[]
  return features.filter((f) => words.every((w) => f.search.includes(w) || f.type.toLowerCase() === w))
}

export interface PropertyRow {
  key: string
  value: string
}

/** A feature's properties as key/value text: strings as they are, anything else as JSON. */
export function propertyRows(properties: unknown): PropertyRow[] {
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return []
  return Object.entries(properties as Record<string, unknown>).map(([key, v]) => ({
    key,
    value: typeof v === 'string' ? v : v === undefined ? 'undefined' : (JSON.stringify(v, null, 1) ?? String(v)),
  }))
}

/** "48.8566° N, 2.3522° E" (four decimals, about 10 m). */
export function formatLonLat([lon, lat]: [number, number]): string {
  const part = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(4)}° ${v < 0 ? neg : pos}`
  return `${part(lat, 'N', 'S')}, ${part(lon, 'E', 'W')}`
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export interface MapColours {
  ocean: string
  land: string
  border: string
  graticule: string
  outline: string
  fill: string
  stroke: string
  point: string
  hover: string
  selected: string
}

/**
 * The map's colours are the theme's semantic tokens (their CSS variables), read from the page when the map is drawn,
 * so light and dark come from the theme like everywhere else. Areas are filled with `fill` at FILL_OPACITY.
 */
export const MAP_COLOUR_TOKENS: Record<keyof MapColours, string> = {
  ocean: '--colors-bg-subtle',
  land: '--colors-border-strong',
  border: '--colors-bg-surface',
  graticule: '--colors-border-default',
  outline: '--colors-border-strong',
  fill: '--colors-accent-solid',
  stroke: '--colors-accent-fg',
  point: '--colors-accent-solid',
  hover: '--colors-warning-fg',
  selected: '--colors-danger-fg',
}

export const FILL_OPACITY = 0.45

/** Fallbacks (the light theme's values) for a page without the theme's variables, e.g. a test. */
export const FALLBACK_COLOURS: MapColours = {
  ocean: '#f1f5f9',
  land: '#cbd5e1',
  border: '#ffffff',
  graticule: '#e2e8f0',
  outline: '#cbd5e1',
  fill: '#2563eb',
  stroke: '#1d4ed8',
  point: '#2563eb',
  hover: '#92400e',
  selected: '#b91c1c',
}

/** The map's colours from a CSS variable reader (`getComputedStyle(el).getPropertyValue`). */
export function readMapColours(read: (name: string) => string): MapColours {
  const out = { ...FALLBACK_COLOURS }
  for (const key of Object.keys(MAP_COLOUR_TOKENS) as (keyof MapColours)[]) {
    const value = read(MAP_COLOUR_TOKENS[key]).trim()
    if (value) out[key] = value
  }
  return out
}

/** Which layer a geometry is drawn in (areas first, then lines, then points on top). */
export function layerOf(g: Geometry): Pass {
  switch (g.type) {
    case 'Point':
    case 'MultiPoint':
      return 'point'
    case 'LineString':
    case 'MultiLineString':
      return 'line'
    case 'GeometryCollection':
      return g.geometries.some((c) => layerOf(c) === 'point')
        ? 'point'
        : g.geometries.some((c) => layerOf(c) === 'line')
          ? 'line'
          : 'area'
    default:
      return 'area'
  }
}

/** Features in drawing order: areas, lines, points. */
export function drawingOrder(features: readonly ViewFeature[]): ViewFeature[] {
  const layers: Record<Pass, ViewFeature[]> = { area: [], line: [], point: [] }
  for (const f of features) if (f.drawable && f.feature.geometry) layers[layerOf(f.feature.geometry)].push(f)
  return [...layers.area, ...layers.line, ...layers.point]
}

export interface Basemap {
  land: GeoPermissibleObjects
  borders: GeoPermissibleObjects
}

/** The current view as a standalone SVG document: sphere, graticule, world outline and the features. */
export function buildSvg(options: {
  name: ProjectionName
  params: ViewParams
  width: number
  height: number
  basemap: Basemap | null
  features: readonly ViewFeature[]
  colours: MapColours
}): string {
  const { width, height, colours } = options
  const projection = projectionFor(options.name, options.params)
  const path = geoPath(projection).pointRadius(POINT_RADIUS)
  const d = (o: GeoPermissibleObjects) => path(o) ?? ''
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${colours.border}"/>`,
    `<path d="${d(SPHERE)}" fill="${colours.ocean}"/>`,
    `<path d="${d(geoGraticule10())}" fill="none" stroke="${colours.graticule}"/>`,
  ]
  if (options.basemap) {
    parts.push(`<path d="${d(options.basemap.land)}" fill="${colours.land}"/>`)
    parts.push(`<path d="${d(options.basemap.borders)}" fill="none" stroke="${colours.border}" stroke-width="0.6"/>`)
  }
  for (const f of drawingOrder(options.features)) {
    const g = f.feature.geometry as Geometry
    const layer = layerOf(g)
    const paint =
      layer === 'line'
        ? `fill="none" stroke="${colours.stroke}" stroke-width="2"`
        : layer === 'point'
          ? `fill="${colours.point}" stroke="${colours.border}" stroke-width="1.2"`
          : `fill="${colours.fill}" fill-opacity="${FILL_OPACITY}" fill-rule="evenodd" stroke="${colours.stroke}" stroke-width="1.2"`
    parts.push(`<path d="${d(g)}" ${paint}><title>${escapeXml(f.label)}</title></path>`)
  }
  parts.push(`<path d="${d(SPHERE)}" fill="none" stroke="${colours.outline}"/>`)
  parts.push('</svg>')
  return parts.join('\n')
}

/** Sample: a small FeatureCollection with an area with a hole, a line, points and a GeometryCollection. */
export const SAMPLE_GEOJSON = JSON.stringify(
  {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        id: 'iberia',
        properties: { name: 'Iberian box', kind: 'area', note: 'An area with a hole' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-9.5, 36],
              [3.3, 36],
              [3.3, 43.8],
              [-9.5, 43.8],
              [-9.5, 36],
            ],
            [
              [-4.5, 39.5],
              [-4.5, 41],
              [-2.5, 41],
              [-2.5, 39.5],
              [-4.5, 39.5],
            ],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { name: 'Rhine (simplified)', kind: 'river', length_km: 1233 },
        geometry: {
          type: 'LineString',
          coordinates: [
            [8.6, 46.6],
            [9.5, 47.5],
            [7.6, 47.6],
            [8.3, 49],
            [7.6, 50.3],
            [6.9, 51.8],
            [4.1, 51.9],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { name: 'Paris', kind: 'city', population: 2102650 },
        geometry: { type: 'Point', coordinates: [2.3522, 48.8566] },
      },
      {
        type: 'Feature',
        properties: { name: 'Alpine peaks', kind: 'peaks' },
        geometry: {
          type: 'MultiPoint',
          coordinates: [
            [6.8652, 45.8326],
            [7.6585, 45.9763],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { name: 'Ferry and ports', kind: 'route' },
        geometry: {
          type: 'GeometryCollection',
          geometries: [
            {
              type: 'LineString',
              coordinates: [
                [1.85, 50.95],
                [1.31, 51.12],
              ],
            },
            { type: 'Point', coordinates: [1.85, 50.95] },
          ],
        },
      },
    ],
  },
  null,
  2,
)
