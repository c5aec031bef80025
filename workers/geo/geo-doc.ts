// Reads GeoJSON (RFC 7946) and TopoJSON into a list of features the GeoJSON Viewer can draw, with every problem
// found named by its JSON path (`features[3].geometry.coordinates[0]`). Pure code: runs in the geo worker and in tests.
import type { Feature, FeatureCollection, Geometry, GeometryCollection, Position } from 'geojson'
import { feature as topoFeature } from 'topojson-client'
import type { GeometryCollection as TopoGeometryCollection, Topology } from 'topojson-specification'

export type Severity = 'error' | 'warning'

export interface GeoIssue {
  /** JSON path of the offending value; '' is the document itself. */
  path: string
  message: string
  severity: Severity
}

/** [west, south, east, north] in degrees. */
export type Bbox = [number, number, number, number]

export interface ViewFeature {
  index: number
  /** Path of the feature in the input (`features[3]`, `objects.land.geometries[0]`, '' for a bare object). */
  path: string
  label: string
  /** The geometry's type, or 'None' for a Feature without geometry. */
  type: string
  /** The feature as drawn; `geometry` is null when it is missing or too broken to draw. */
  feature: Feature<Geometry | null>
  drawable: boolean
  bbox: Bbox | null
  vertices: number
  /** Lower-cased label and property values, for the feature search. */
  search: string
}

export interface GeoDocument {
  kind: 'geojson' | 'topojson'
  features: ViewFeature[]
  /** The first issues found (at most MAX_ISSUES); `issueTotal` counts them all. */
  issues: GeoIssue[]
  issueTotal: number
  errorCount: number
  warningCount: number
  bounds: Bbox | null
  vertices: number
  byType: Record<string, number>
  /** Set when the geometry was thinned for drawing (the input is not changed). */
  simplified: { from: number; to: number } | null
}

export const MAX_ISSUES = 500
/** Above this many positions the drawing uses a thinned copy of the geometry. */
export const SIMPLIFY_ABOVE = 400_000

const GEOMETRY_DEPTH: Record<string, number> = {
  Point: 1,
  MultiPoint: 2,
  LineString: 2,
  MultiLineString: 3,
  Polygon: 3,
  MultiPolygon: 4,
}

const SHAPE_HINT: Record<string, string> = {
  Point: '[lon, lat]',
  MultiPoint: '[[lon, lat], …]',
  LineString: '[[lon, lat], …]',
  MultiLineString: '[[[lon, lat], …], …]',
  Polygon: '[[[lon, lat], …], …]',
  MultiPolygon: '[[[[lon, lat], …], …], …]',
}

export function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`
  return base ? `${base}.${key}` : key
}

const describeValue = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `${typeof v} ${short(v)}`

function short(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v)
  return s.length > 40 ? `${s.slice(0, 40)}…` : s
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Collects issues; `fatal` marks the geometry being checked as not drawable. */
class Issues {
  list: GeoIssue[] = []
  total = 0
  errors = 0
  warnings = 0
  fatal = false

  add(severity: Severity, path: string, message: string, fatal = false) {
    this.total++
    if (severity === 'error') this.errors++
    else this.warnings++
    if (fatal) this.fatal = true
    if (this.list.length < MAX_ISSUES) this.list.push({ path, message, severity })
  }
}

/** Depth of nested arrays down to the first number (a position is 1); null when an empty array ends the walk. */
export function nestingDepth(value: unknown): number | null {
  let depth = 0
  let cur = value
  while (Array.isArray(cur)) {
    if (cur.length === 0) return null
    depth++
    cur = cur[0]
  }
  return typeof cur === 'number' ? depth : depth === 0 ? 0 : -1
}

/** Signed area of a ring in the lon/lat plane: positive when counter-clockwise. */
export function ringArea(ring: Position[]): number {
  let sum = 0
  for (let i = 0, n = ring.length; i < n; i++) {
    const a = ring[i]
    const b = ring[(i + 1) % n]
    sum += a[0] * b[1] - b[0] * a[1]
  }
  return sum / 2
}

const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1]

function checkPosition(p: unknown, path: string, issues: Issues): boolean {
  if (!Array.isArray(p)) {
    issues.add('error', path, `A position must be an array [lon, lat]; found ${describeValue(p)}.`, true)
    return false
  }
  if (p.length < 2) {
    issues.add('error', path, `A position needs at least longitude and latitude; found ${p.length} value(s).`, true)
    return false
  }
  for (let i = 0; i < p.length; i++) {
    if (typeof p[i] !== 'number' || !Number.isFinite(p[i])) {
      issues.add('error', joinPath(path, i), `A coordinate must be a number; found ${describeValue(p[i])}.`, true)
      return false
    }
  }
  const [lon, lat] = p as number[]
  const swapped = Math.abs(lat) > 90 && Math.abs(lon) <= 90 ? ' (are longitude and latitude swapped?)' : ''
  if (lon < -180 || lon > 180) issues.add('error', path, `Longitude ${lon} is out of range (−180 to 180).${swapped}`)
  if (lat < -90 || lat > 90) issues.add('error', path, `Latitude ${lat} is out of range (−90 to 90).${swapped}`)
  return true
}

/** Walks `level` levels of arrays down to positions; reports the first wrong nesting it meets. */
function checkLevels(value: unknown, level: number, path: string, type: string, issues: Issues): boolean {
  if (level === 0) return checkPosition(value, path, issues)
  if (!Array.isArray(value)) {
    issues.add(
      'error',
      path,
      `Wrong nesting depth: expected an array here (${type} coordinates are ${SHAPE_HINT[type]}); found ${describeValue(value)}.`,
      true,
    )
    return false
  }
  if (level >= 1 && value.length > 0 && typeof value[0] === 'number') {
    issues.add(
      'error',
      path,
      `Wrong nesting depth: found a position where ${type} coordinates (${SHAPE_HINT[type]}) need another level of arrays.`,
      true,
    )
    return false
  }
  let ok = true
  for (let i = 0; i < value.length; i++)
    if (!checkLevels(value[i], level - 1, joinPath(path, i), type, issues)) ok = false
  return ok
}

function checkLine(line: Position[], path: string, issues: Issues) {
  if (line.length < 2) issues.add('error', path, `A LineString needs at least 2 positions; found ${line.length}.`)
}

function checkRing(ring: Position[], path: string, exterior: boolean, winding: boolean, issues: Issues) {
  if (ring.length === 0) return
  const closed = samePosition(ring[0], ring[ring.length - 1])
  if (!closed)
    issues.add(
      'error',
      path,
      `Unclosed ring: the first position ${short(ring[0])} and the last ${short(ring[ring.length - 1])} must be the same.`,
    )
  if (ring.length < 4)
    issues.add('error', path, `A linear ring needs at least 4 positions (first = last); found ${ring.length}.`)
  if (!winding || ring.length < 3) return
  const area = ringArea(ring)
  if (exterior && area < 0)
    issues.add(
      'warning',
      path,
      'Exterior ring is clockwise; RFC 7946 (right-hand rule) wants exterior rings counter-clockwise.',
    )
  if (!exterior && area > 0)
    issues.add('warning', path, 'Hole is counter-clockwise; RFC 7946 (right-hand rule) wants holes clockwise.')
}

function checkPolygon(rings: Position[][], path: string, winding: boolean, issues: Issues) {
  for (let i = 0; i < rings.length; i++) checkRing(rings[i], joinPath(path, i), i === 0, winding, issues)
}

interface CheckOptions {
  /** RFC 7946 winding warnings (off for TopoJSON, which follows its source's convention). */
  winding: boolean
}

/** Checks a geometry object; returns true when it can be drawn. */
export function checkGeometry(g: unknown, path: string, issues: Issues, options: CheckOptions): boolean {
  const before = issues.fatal
  issues.fatal = false
  const ok = checkGeometryInner(g, path, issues, options, 0) && !issues.fatal
  issues.fatal = before
  return ok
}

/**
 * How deep GeometryCollections may nest inside one another (RFC 7946 advises against any nesting). Checking,
 * measuring and drawing walk a collection's children by recursion: 100,000 levels overflowed the stack ("Maximum
 * call stack size exceeded") and nothing was read. A deeper geometry is refused by name; the rest of the file draws.
 */
export const MAX_COLLECTION_DEPTH = 100

function checkGeometryInner(g: unknown, path: string, issues: Issues, options: CheckOptions, depth: number): boolean {
  if (!isObject(g)) {
    issues.add('error', path, `A geometry must be an object; found ${describeValue(g)}.`, true)
    return false
  }
  const type = g.type
  if (type === undefined) {
    issues.add('error', path, 'Missing "type" (Point, LineString, Polygon, Multi…, GeometryCollection).', true)
    return false
  }
  if (type === 'GeometryCollection') {
    if (!Array.isArray(g.geometries)) {
      issues.add('error', joinPath(path, 'geometries'), 'A GeometryCollection needs a "geometries" array.', true)
      return false
    }
    if (depth >= MAX_COLLECTION_DEPTH) {
      issues.add(
        'error',
        path,
        `GeometryCollections nested more than ${MAX_COLLECTION_DEPTH} levels deep; the viewer reads up to ${MAX_COLLECTION_DEPTH} levels.`,
        true,
      )
      return false
    }
    if (depth > 0) issues.add('warning', path, 'Nested GeometryCollections should be avoided (RFC 7946 §3.1.8).')
    let ok = true
    for (const [i, child] of g.geometries.entries()) {
      if (!checkGeometryInner(child, joinPath(joinPath(path, 'geometries'), i), issues, options, depth + 1)) ok = false
    }
    return ok
  }
  if (typeof type !== 'string' || !(type in GEOMETRY_DEPTH)) {
    const what = typeof type === 'string' && /^(Feature|FeatureCollection|Topology)$/.test(type) ? ' here' : ''
    issues.add('error', joinPath(path, 'type'), `Unknown geometry type ${short(type)}${what}.`, true)
    return false
  }
  const cpath = joinPath(path, 'coordinates')
  const coords = g.coordinates
  if (coords === undefined) {
    issues.add('error', cpath, `A ${type} needs a "coordinates" member.`, true)
    return false
  }
  if (!Array.isArray(coords)) {
    issues.add(
      'error',
      cpath,
      `${type} coordinates must be an array ${SHAPE_HINT[type]}; found ${describeValue(coords)}.`,
      true,
    )
    return false
  }
  const expected = GEOMETRY_DEPTH[type]
  const found = nestingDepth(coords)
  if (found !== null && found !== expected) {
    issues.add(
      'error',
      cpath,
      `Wrong nesting depth: ${type} coordinates are nested ${found} level${found === 1 ? '' : 's'} deep; a ${type} needs ${expected}: ${SHAPE_HINT[type]}.`,
      true,
    )
    return false
  }
  if (!checkLevels(coords, expected - 1, cpath, type, issues)) return false
  const c = coords as unknown[]
  switch (type) {
    case 'LineString':
      checkLine(c as Position[], cpath, issues)
      break
    case 'MultiLineString':
      for (const [i, line] of c.entries()) checkLine(line as Position[], joinPath(cpath, i), issues)
      break
    case 'Polygon':
      checkPolygon(c as Position[][], cpath, options.winding, issues)
      break
    case 'MultiPolygon':
      for (const [i, poly] of c.entries())
        checkPolygon(poly as Position[][], joinPath(cpath, i), options.winding, issues)
      break
  }
  return true
}

/** A short name for a feature: its name/title/id property, the feature id, or its position. */
export function featureLabel(f: { id?: unknown; properties?: unknown }, index: number): string {
  const props = isObject(f.properties) ? f.properties : {}
  for (const key of ['name', 'NAME', 'Name', 'title', 'label', 'id']) {
    const v = props[key]
    if ((typeof v === 'string' && v.trim()) || typeof v === 'number') return clip(String(v))
  }
  if (typeof f.id === 'string' || typeof f.id === 'number') return clip(String(f.id))
  return `Feature ${index + 1}`
}

const clip = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s)

function searchText(label: string, props: unknown): string {
  let text = label
  if (isObject(props)) {
    for (const [k, v] of Object.entries(props)) {
      text += `\n${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`
      if (text.length > 600) break
    }
  }
  return text.slice(0, 600).toLowerCase()
}

/** Calls `fn` for every position of a (checked) geometry. */
export function eachPosition(g: Geometry | null, fn: (p: Position) => void) {
  if (!g) return
  switch (g.type) {
    case 'Point':
      fn(g.coordinates)
      break
    case 'MultiPoint':
    case 'LineString':
      for (const p of g.coordinates) fn(p)
      break
    case 'MultiLineString':
    case 'Polygon':
      for (const l of g.coordinates) for (const p of l) fn(p)
      break
    case 'MultiPolygon':
      for (const poly of g.coordinates) for (const l of poly) for (const p of l) fn(p)
      break
    case 'GeometryCollection':
      for (const child of g.geometries) eachPosition(child, fn)
      break
  }
}

/** Bounding box and position count of a geometry (planar, in degrees). */
export function geometryBounds(g: Geometry | null): { bbox: Bbox | null; vertices: number } {
  let w = Infinity
  let s = Infinity
  let e = -Infinity
  let n = -Infinity
  let vertices = 0
  eachPosition(g, (p) => {
    vertices++
    if (p[0] < w) w = p[0]
    if (p[0] > e) e = p[0]
    if (p[1] < s) s = p[1]
    if (p[1] > n) n = p[1]
  })
  return { bbox: vertices ? [w, s, e, n] : null, vertices }
}

export function unionBounds(a: Bbox | null, b: Bbox | null): Bbox | null {
  if (!a) return b
  if (!b) return a
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])]
}

/**
 * Rewinds polygons in place to d3-geo's spherical convention (exterior rings clockwise in the lon/lat plane, holes
 * anticlockwise), so a polygon wound either way is drawn as itself rather than as the rest of the globe.
 */
export function rewindForDrawing(g: Geometry | null) {
  if (!g) return
  const rewindPolygon = (rings: Position[][]) => {
    for (const [i, ring] of rings.entries()) {
      const area = ringArea(ring)
      if ((i === 0 && area > 0) || (i > 0 && area < 0)) ring.reverse()
    }
  }
  if (g.type === 'Polygon') rewindPolygon(g.coordinates)
  else if (g.type === 'MultiPolygon') for (const p of g.coordinates) rewindPolygon(p)
  else if (g.type === 'GeometryCollection') for (const child of g.geometries) rewindForDrawing(child)
}

/**
 * Adds positions along every segment longer than `step` degrees, evenly in longitude and latitude. GeoJSON's edges are
 * straight lines in longitude/latitude (RFC 7946 §3.1.1), while d3-geo draws great-circle arcs: with short segments
 * the two agree, so a box drawn from four corners keeps straight parallels in every projection.
 */
export function densifyLine(line: Position[], step: number): Position[] {
  let long = false
  for (let i = 1; i < line.length && !long; i++)
    long = Math.abs(line[i][0] - line[i - 1][0]) > step || Math.abs(line[i][1] - line[i - 1][1]) > step
  if (!long) return line
  const out: Position[] = [line[0]]
  for (let i = 1; i < line.length; i++) {
    const [x0, y0] = line[i - 1]
    const [x1, y1] = line[i]
    const n = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) / step)
    for (let k = 1; k < n; k++) out.push([x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n])
    out.push(line[i])
  }
  return out
}

/** A copy of a geometry with its long segments divided (see densifyLine); points are kept as they are. */
export function densifyGeometry(g: Geometry | null, step: number): Geometry | null {
  if (!g) return g
  switch (g.type) {
    case 'LineString':
      return { ...g, coordinates: densifyLine(g.coordinates, step) }
    case 'MultiLineString':
    case 'Polygon':
      return { ...g, coordinates: g.coordinates.map((l) => densifyLine(l, step)) } as Geometry
    case 'MultiPolygon':
      return { ...g, coordinates: g.coordinates.map((p) => p.map((r) => densifyLine(r, step))) }
    case 'GeometryCollection':
      return { ...g, geometries: g.geometries.map((c) => densifyGeometry(c, step) as Geometry) }
    default:
      return g
  }
}

/** Segments longer than this many degrees are divided for drawing. */
export const DENSIFY_STEP = 1

/** Drops positions closer than `tolerance` degrees to the last one kept; rings stay closed and at least 4 long. */
export function thinLine(line: Position[], tolerance: number, ring: boolean): Position[] {
  if (line.length <= (ring ? 4 : 2)) return line
  const out: Position[] = [line[0]]
  let last = line[0]
  for (let i = 1; i < line.length - 1; i++) {
    const p = line[i]
    if (Math.abs(p[0] - last[0]) > tolerance || Math.abs(p[1] - last[1]) > tolerance) {
      out.push(p)
      last = p
    }
  }
  out.push(line[line.length - 1])
  if (ring && out.length < 4) return line
  return out
}

/** A thinned copy of a geometry for drawing. */
export function thinGeometry(g: Geometry | null, tolerance: number): Geometry | null {
  if (!g) return g
  switch (g.type) {
    case 'LineString':
      return { ...g, coordinates: thinLine(g.coordinates, tolerance, false) }
    case 'MultiLineString':
      return { ...g, coordinates: g.coordinates.map((l) => thinLine(l, tolerance, false)) }
    case 'Polygon':
      return { ...g, coordinates: g.coordinates.map((r) => thinLine(r, tolerance, true)) }
    case 'MultiPolygon':
      return { ...g, coordinates: g.coordinates.map((p) => p.map((r) => thinLine(r, tolerance, true))) }
    case 'GeometryCollection':
      return { ...g, geometries: g.geometries.map((c) => thinGeometry(c, tolerance) as Geometry) }
    default:
      return g
  }
}

interface RawFeature {
  path: string
  value: unknown
  /** A bare geometry (or GeometryCollection) shown as a feature without properties. */
  bare?: boolean
}

function checkFeature(
  raw: RawFeature,
  issues: Issues,
  options: CheckOptions,
): { geometry: Geometry | null; ok: boolean; props: unknown; id: unknown } {
  const { path, value } = raw
  if (raw.bare) {
    const ok = checkGeometry(value, path, issues, options)
    return { geometry: ok ? (value as Geometry) : null, ok, props: {}, id: undefined }
  }
  if (!isObject(value)) {
    issues.add('error', path, `A Feature must be an object; found ${describeValue(value)}.`)
    return { geometry: null, ok: false, props: null, id: undefined }
  }
  if (value.type === undefined) issues.add('error', path, 'Missing "type": a Feature needs "type": "Feature".')
  else if (value.type !== 'Feature')
    issues.add(
      'error',
      joinPath(path, 'type'),
      `Expected "Feature" in a FeatureCollection; found ${short(value.type)}.`,
    )
  const props = value.properties
  if (!('properties' in value))
    issues.add('warning', path, 'Missing "properties" member (use null when a feature has none).')
  else if (props !== null && !isObject(props))
    issues.add(
      'error',
      joinPath(path, 'properties'),
      `"properties" must be an object or null; found ${describeValue(props)}.`,
    )
  if (value.id !== undefined && typeof value.id !== 'string' && typeof value.id !== 'number')
    issues.add(
      'warning',
      joinPath(path, 'id'),
      `"id" should be a string or a number; found ${describeValue(value.id)}.`,
    )
  if (!('geometry' in value)) {
    issues.add('error', path, 'Missing "geometry" member (use null for a feature without geometry).')
    return { geometry: null, ok: false, props, id: value.id }
  }
  if (value.geometry === null) return { geometry: null, ok: false, props, id: value.id }
  const ok = checkGeometry(value.geometry, joinPath(path, 'geometry'), issues, options)
  return { geometry: ok ? (value.geometry as Geometry) : null, ok, props, id: value.id }
}

function rawFeatures(doc: unknown, issues: Issues): RawFeature[] {
  if (Array.isArray(doc)) {
    issues.add('warning', '', 'Expected a GeoJSON object; read this array as the features of a FeatureCollection.')
    return doc.map((value, i) => ({ path: `[${i}]`, value }))
  }
  if (!isObject(doc)) {
    issues.add('error', '', `Expected a GeoJSON object; found ${describeValue(doc)}.`)
    return []
  }
  if ('crs' in doc)
    issues.add('warning', 'crs', '"crs" is not part of RFC 7946; coordinates are read as WGS 84 longitude/latitude.')
  const type = doc.type
  if (type === undefined) {
    issues.add('error', '', 'Missing "type" (FeatureCollection, Feature, a geometry type or Topology).')
    return []
  }
  if (type === 'FeatureCollection') {
    if (!Array.isArray(doc.features)) {
      issues.add('error', 'features', 'A FeatureCollection needs a "features" array.')
      return []
    }
    return doc.features.map((value, i) => ({ path: `features[${i}]`, value }))
  }
  if (type === 'Feature') return [{ path: '', value: doc }]
  if (typeof type === 'string' && (type in GEOMETRY_DEPTH || type === 'GeometryCollection'))
    return [{ path: '', value: doc, bare: true }]
  issues.add('error', 'type', `Unknown GeoJSON type ${short(type)}.`)
  return []
}

function topologyFeatures(doc: Record<string, unknown>, issues: Issues): { raws: RawFeature[]; converted: unknown[] } {
  const raws: RawFeature[] = []
  const converted: unknown[] = []
  if (!isObject(doc.objects)) {
    issues.add('error', 'objects', 'A TopoJSON Topology needs an "objects" member.')
    return { raws, converted }
  }
  if (!Array.isArray(doc.arcs)) {
    issues.add('error', 'arcs', 'A TopoJSON Topology needs an "arcs" array.')
    return { raws, converted }
  }
  const topology = doc as unknown as Topology
  for (const [name, object] of Object.entries(doc.objects)) {
    const base = joinPath('objects', name)
    try {
      const fc = topoFeature(topology, object as TopoGeometryCollection) as FeatureCollection | Feature
      const list = fc.type === 'FeatureCollection' ? fc.features : [fc]
      const many = isObject(object) && object.type === 'GeometryCollection'
      for (const [i, f] of list.entries()) {
        raws.push({ path: many ? joinPath(joinPath(base, 'geometries'), i) : base, value: f })
        converted.push(f)
      }
    } catch (e) {
      issues.add(
        'error',
        base,
        `This TopoJSON object could not be converted: ${e instanceof Error ? e.message : String(e)}.`,
      )
    }
  }
  return { raws, converted }
}

export interface ReadOptions {
  /** Called every few thousand features with the share done. */
  onProgress?: (done: number, total: number) => void
  /** Thin the drawing above this many positions (default SIMPLIFY_ABOVE). */
  simplifyAbove?: number
}

/** Checks a parsed GeoJSON or TopoJSON value and returns the features to draw with every issue by path. */
export function readGeoDocument(doc: unknown, options: ReadOptions = {}): GeoDocument {
  const issues = new Issues()
  const isTopology = isObject(doc) && doc.type === 'Topology'
  const raws = isTopology ? topologyFeatures(doc, issues).raws : rawFeatures(doc, issues)
  const check: CheckOptions = { winding: !isTopology }
  const features: ViewFeature[] = []
  const byType: Record<string, number> = {}
  let bounds: Bbox | null = null
  let vertices = 0
  for (let i = 0; i < raws.length; i++) {
    const raw = raws[i]
    const { geometry, ok, props, id } = checkFeature(raw, issues, check)
    const geometryType = isObject(raw.value)
      ? raw.bare
        ? String(raw.value.type)
        : isObject(raw.value.geometry) && typeof raw.value.geometry.type === 'string'
          ? raw.value.geometry.type
          : 'None'
      : 'None'
    const label = featureLabel({ id, properties: props }, i)
    const properties = isObject(props) ? props : {}
    const measured = geometryBounds(ok ? geometry : null)
    let drawn: Geometry | null = null
    if (ok) {
      rewindForDrawing(geometry)
      drawn = densifyGeometry(geometry, DENSIFY_STEP)
      bounds = unionBounds(bounds, measured.bbox)
      vertices += measured.vertices
    }
    byType[geometryType] = (byType[geometryType] ?? 0) + 1
    features.push({
      index: i,
      path: raw.path,
      label,
      type: geometryType,
      feature: {
        type: 'Feature',
        ...(typeof id === 'string' || typeof id === 'number' ? { id } : {}),
        properties,
        geometry: drawn,
      },
      drawable: ok && geometry !== null,
      bbox: measured.bbox,
      vertices: measured.vertices,
      search: searchText(label, properties),
    })
    if (options.onProgress && (i + 1) % 2000 === 0) options.onProgress(i + 1, raws.length)
  }
  let simplified: GeoDocument['simplified'] = null
  if (vertices > (options.simplifyAbove ?? SIMPLIFY_ABOVE) && bounds) {
    const extent = Math.max(bounds[2] - bounds[0], bounds[3] - bounds[1], 1e-9)
    const tolerance = extent / 4000
    let after = 0
    for (const f of features) {
      if (!f.drawable) continue
      f.feature.geometry = thinGeometry(f.feature.geometry, tolerance)
      after += geometryBounds(f.feature.geometry).vertices
    }
    simplified = { from: vertices, to: after }
  }
  return {
    kind: isTopology ? 'topojson' : 'geojson',
    features,
    issues: issues.list,
    issueTotal: issues.total,
    errorCount: issues.errors,
    warningCount: issues.warnings,
    bounds,
    vertices,
    byType,
    simplified,
  }
}

/**
 * Offset of the first syntax error in a JSON text, or -1 when it is valid. Newer JavaScript engines no longer say
 * where JSON.parse failed, so the position is found again by this small scanner (run only after a failure).
 */
export function jsonErrorOffset(text: string): number {
  const n = text.length
  let i = 0
  const stack: number[] = [] // char codes of '{' and '['
  let state: 'value' | 'key' | 'after' = 'value'
  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c === 32 || c === 9 || c === 10 || c === 13) i++
      else break
    }
  }
  const scanString = (): boolean => {
    i++
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c === 34) {
        i++
        return true
      }
      if (c < 32) return false
      if (c === 92) {
        const e = text[i + 1]
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return false
          i += 6
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2
        else {
          i++
          return false
        }
      } else i++
    }
    return false
  }
  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
  for (;;) {
    ws()
    if (state === 'value') {
      const c = text[i]
      if (c === '{' || c === '[') {
        stack.push(text.charCodeAt(i))
        i++
        ws()
        if (text[i] === (c === '{' ? '}' : ']')) {
          i++
          stack.pop()
          state = 'after'
        } else state = c === '{' ? 'key' : 'value'
        continue
      }
      if (c === '"') {
        if (!scanString()) return i
        state = 'after'
        continue
      }
      NUMBER.lastIndex = i
      if (c !== undefined && /[-0-9]/.test(c) && NUMBER.test(text)) {
        i = NUMBER.lastIndex
        state = 'after'
        continue
      }
      const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i))
      if (!word) return i
      i += word.length
      state = 'after'
      continue
    }
    if (state === 'key') {
      if (text[i] !== '"' || !scanString()) return i
      ws()
      if (text[i] !== ':') return i
      i++
      state = 'value'
      continue
    }
    if (!stack.length) return i < n ? i : -1
    const top = stack[stack.length - 1]
    const c = text[i]
    if (c === ',') {
      i++
      state = top === 123 ? 'key' : 'value'
    } else if ((top === 123 && c === '}') || (top === 91 && c === ']')) {
      i++
      stack.pop()
    } else return i
  }
}

/** Line and column (1-based) of an offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') }
}

/** "Invalid JSON at line 3, column 7: …" from a JSON.parse error and the text it read. */
export function describeJsonError(error: unknown, text: string): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ')
  const brief = message.length > 160 ? `${message.slice(0, 160)}…` : message
  const pos = message.match(/position (\d+)/)
  const offset = pos ? Math.min(Number(pos[1]), text.length) : jsonErrorOffset(text)
  if (offset < 0) return `Invalid JSON: ${brief}`
  const { line, column } = lineColumn(text, offset)
  const at = offset >= text.length ? 'the end of the text' : `line ${line}, column ${column}`
  return `Invalid JSON at ${at}: ${brief}`
}

/** Convenience for tests and small inputs: parse and read in one go. */
export function parseGeoText(text: string): { doc: GeoDocument } | { error: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    return { error: describeJsonError(e, text) }
  }
  return { doc: readGeoDocument(value) }
}

export type { Feature, FeatureCollection, Geometry, GeometryCollection }
