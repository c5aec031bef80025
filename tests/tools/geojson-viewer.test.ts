import { describe, expect, it } from 'vitest'
import {
  describeJsonError,
  jsonErrorOffset,
  type GeoDocument,
  nestingDepth,
  parseGeoText,
  readGeoDocument,
  ringArea,
  thinLine,
} from '../../workers/geo/geo-doc'

const square = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
  [0, 0],
]
const fc = (...features: unknown[]) => ({ type: 'FeatureCollection', features })
const feat = (geometry: unknown, properties: unknown = {}) => ({ type: 'Feature', properties, geometry })
const read = (v: unknown): GeoDocument => readGeoDocument(JSON.parse(JSON.stringify(v)))
const paths = (doc: GeoDocument) => doc.issues.map((i) => `${i.severity} ${i.path}`)

describe('geojson validation', () => {
  it('accepts a valid FeatureCollection without issues', () => {
    const doc = read(
      fc(
        feat({ type: 'Polygon', coordinates: [square] }, { name: 'Square' }),
        feat({ type: 'Point', coordinates: [5, 5] }, { name: 'P' }),
        feat({ type: 'LineString', coordinates: [[0, 0], [3, 4]] }),
      ),
    )
    expect(doc.issues).toEqual([])
    expect(doc.features.map((f) => [f.label, f.type, f.drawable])).toEqual([
      ['Square', 'Polygon', true],
      ['P', 'Point', true],
      ['Feature 3', 'LineString', true],
    ])
    expect(doc.bounds).toEqual([0, 0, 10, 10])
    expect(doc.vertices).toBe(8)
  })

  it('reports an unclosed ring with its path and still draws it', () => {
    const doc = read(fc(feat({ type: 'Point', coordinates: [1, 1] }), feat({ type: 'Polygon', coordinates: [square.slice(0, 4)] })))
    expect(paths(doc)).toContain('error features[1].geometry.coordinates[0]')
    expect(doc.issues.find((i) => i.message.startsWith('Unclosed ring'))?.path).toBe('features[1].geometry.coordinates[0]')
    expect(doc.features[1].drawable).toBe(true)
  })

  it('reports a ring with fewer than 4 positions', () => {
    const doc = read(feat({ type: 'Polygon', coordinates: [[[0, 0], [1, 1], [0, 0]]] }))
    expect(doc.issues.map((i) => i.message)).toContain('A linear ring needs at least 4 positions (first = last); found 3.')
    expect(doc.issues[0].path).toBe('geometry.coordinates[0]')
  })

  it('reports wrong nesting depth at the coordinates and does not draw the shape', () => {
    const doc = read(fc(feat({ type: 'Polygon', coordinates: square })))
    expect(doc.issues).toHaveLength(1)
    expect(doc.issues[0].path).toBe('features[0].geometry.coordinates')
    expect(doc.issues[0].message).toMatch(/Wrong nesting depth: Polygon coordinates are nested 2 levels deep; a Polygon needs 3/)
    expect(doc.features[0].drawable).toBe(false)
    expect(doc.features[0].feature.geometry).toBeNull()
  })

  it('reports a deeper mismatch at the exact position', () => {
    const doc = read(feat({ type: 'MultiLineString', coordinates: [[[0, 0], [1, 1]], [2, 2]] }))
    expect(doc.issues[0].path).toBe('geometry.coordinates[1]')
    expect(doc.issues[0].message).toMatch(/Wrong nesting depth/)
  })

  it('reports longitude and latitude out of range, with a hint when they look swapped', () => {
    const doc = read(fc(feat({ type: 'Point', coordinates: [0, 0] }), feat({ type: 'LineString', coordinates: [[0, 0], [200, 10], [45, 95]] })))
    expect(doc.issues.map((i) => [i.path, i.message])).toEqual([
      ['features[1].geometry.coordinates[1]', 'Longitude 200 is out of range (−180 to 180).'],
      ['features[1].geometry.coordinates[2]', 'Latitude 95 is out of range (−90 to 90). (are longitude and latitude swapped?)'],
    ])
  })

  it('reports a missing type, a missing geometry member and bad properties', () => {
    const doc = read(
      fc(
        { properties: {}, geometry: { type: 'Point', coordinates: [0, 0] } },
        { type: 'Feature', properties: {} },
        { type: 'Feature', properties: 'x', geometry: { coordinates: [0, 0] } },
      ),
    )
    expect(doc.issues.map((i) => [i.severity, i.path, i.message.split(' (')[0].split(':')[0]])).toEqual([
      ['error', 'features[0]', 'Missing "type"'],
      ['error', 'features[1]', 'Missing "geometry" member'],
      ['error', 'features[2].properties', '"properties" must be an object or null; found string "x".'],
      ['error', 'features[2].geometry', 'Missing "type"'],
    ])
    expect(doc.features[2].drawable).toBe(false)
  })

  it('warns about RFC 7946 winding (right-hand rule) for exterior rings and holes', () => {
    const clockwise = [...square].reverse()
    const hole = [[2, 2], [4, 2], [4, 4], [2, 4], [2, 2]]
    const doc = read(fc(feat({ type: 'Polygon', coordinates: [clockwise, hole] })))
    expect(doc.issues.map((i) => [i.severity, i.path])).toEqual([
      ['warning', 'features[0].geometry.coordinates[0]'],
      ['warning', 'features[0].geometry.coordinates[1]'],
    ])
    expect(doc.errorCount).toBe(0)
    expect(doc.warningCount).toBe(2)
    // Drawn in d3's convention either way: exterior clockwise (negative area), hole anticlockwise.
    const drawn = doc.features[0].feature.geometry as { coordinates: number[][][] }
    expect(ringArea(drawn.coordinates[0])).toBeLessThan(0)
    expect(ringArea(drawn.coordinates[1])).toBeGreaterThan(0)
  })

  it('reads bare geometries and GeometryCollections, with paths inside them', () => {
    expect(read({ type: 'Point', coordinates: [1, 2] }).features[0].type).toBe('Point')
    const doc = read({
      type: 'GeometryCollection',
      geometries: [{ type: 'Point', coordinates: [1, 2] }, { type: 'LineString', coordinates: [[0, 0]] }],
    })
    expect(doc.features).toHaveLength(1)
    expect(doc.features[0].type).toBe('GeometryCollection')
    expect(doc.issues.map((i) => i.path)).toEqual(['geometries[1].coordinates'])
    expect(doc.bounds).toEqual([0, 0, 1, 2])
  })

  it('reads an array of features with a warning, and rejects other values', () => {
    const doc = read([feat({ type: 'Point', coordinates: [1, 2] })])
    expect(doc.features).toHaveLength(1)
    expect(doc.warningCount).toBe(1)
    expect(read(42).issues[0]).toEqual({ path: '', severity: 'error', message: 'Expected a GeoJSON object; found number 42.' })
    expect(read({ type: 'Circle' }).issues[0].path).toBe('type')
    expect(read({ type: 'FeatureCollection' }).issues[0].path).toBe('features')
  })

  it('names unknown geometry types and non-numeric coordinates', () => {
    const doc = read(fc(feat({ type: 'Square', coordinates: [] }), feat({ type: 'Point', coordinates: [1, 'a'] })))
    expect(doc.issues.map((i) => i.path)).toEqual(['features[0].geometry.type', 'features[1].geometry.coordinates[1]'])
  })

  it('caps the issue list but counts them all', () => {
    const many = fc(...Array.from({ length: 700 }, () => feat({ type: 'Point', coordinates: [500, 0] })))
    const doc = read(many)
    expect(doc.issues).toHaveLength(500)
    expect(doc.issueTotal).toBe(700)
  })

  it('labels features from name/title/id and builds search text from properties', () => {
    const doc = read(fc({ ...feat({ type: 'Point', coordinates: [0, 0] }, { kind: 'Café' }), id: 'abc' }, feat(null, { title: 'T' })))
    expect(doc.features.map((f) => f.label)).toEqual(['abc', 'T'])
    expect(doc.features[0].search).toContain('kind=café')
    expect(doc.features[1].type).toBe('None')
  })
})

describe('bounds and helpers', () => {
  it('measures nesting depth', () => {
    expect(nestingDepth([1, 2])).toBe(1)
    expect(nestingDepth([[[1, 2]]])).toBe(3)
    expect(nestingDepth([])).toBeNull()
    expect(nestingDepth([['a']])).toBe(-1)
  })

  it('unions the bounds of all drawable features', () => {
    const doc = read(fc(feat({ type: 'Point', coordinates: [-70, -30] }), feat({ type: 'MultiPoint', coordinates: [[100, 60], [20, 5]] })))
    expect(doc.bounds).toEqual([-70, -30, 100, 60])
    expect(doc.features[1].bbox).toEqual([20, 5, 100, 60])
  })

  it('thins long lines but keeps rings closed and at least 4 long', () => {
    const line = Array.from({ length: 100 }, (_, i) => [i * 0.001, 0])
    expect(thinLine(line, 0.01, false).length).toBeLessThan(12)
    const ring = [[0, 0], [0.0001, 0], [0.0001, 0.0001], [0, 0]]
    expect(thinLine(ring, 1, true)).toBe(ring)
  })

  it('thins a very large input for drawing and says so', () => {
    const coords = Array.from({ length: 20_000 }, (_, i) => [(i / 20_000) * 100, Math.sin(i) * 1e-6])
    const doc = readGeoDocument(feat({ type: 'LineString', coordinates: coords }), { simplifyAbove: 10_000 })
    expect(doc.simplified?.from).toBe(20_000)
    expect(doc.simplified?.to).toBeLessThan(5_000)
    expect(doc.simplified?.to).toBeGreaterThan(1_000)
    expect(readGeoDocument(feat({ type: 'LineString', coordinates: coords })).simplified).toBeNull()
  })

  it('points at the line and column of invalid JSON', () => {
    const result = parseGeoText('{\n  "type": "Feature",\n  "geometry": nope\n}')
    expect('error' in result && result.error).toMatch(/^Invalid JSON at line 3, column \d+/)
    expect(describeJsonError(new Error('Unexpected token } in JSON at position 5'), 'ab\ncdef')).toBe(
      'Invalid JSON at line 2, column 3: Unexpected token } in JSON at position 5',
    )
    expect(describeJsonError(new Error('Unexpected end'), '{"a": [1, 2')).toBe('Invalid JSON at the end of the text: Unexpected end')
  })

  it('finds the offset of the first JSON syntax error itself', () => {
    const cases: [string, number][] = [
      ['{"a": 1}', -1],
      ['[1, 2, {"b": [true, false, null, "x\\u00e9"]}]', -1],
      ['{"a": 1,}', 8],
      ['{"a" 1}', 5],
      ['[1 2]', 3],
      ['{"a": tru}', 6],
      ['{"a": "b\\q"}', 9],
      ['{} x', 3],
      ['[01]', 2],
      ['', 0],
    ]
    for (const [text, offset] of cases) expect([text, jsonErrorOffset(text)]).toEqual([text, offset])
    for (const [text, offset] of cases) {
      let threw = false
      try {
        JSON.parse(text)
      } catch {
        threw = true
      }
      expect(threw).toBe(offset >= 0)
    }
  })
})

describe('TopoJSON', () => {
  // Two squares sharing an edge, quantized, plus a point object.
  const topo = {
    type: 'Topology',
    transform: { scale: [1, 1], translate: [0, 0] },
    objects: {
      regions: {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Polygon', arcs: [[0, 1]], properties: { name: 'West' } },
          { type: 'Polygon', arcs: [[2, -1]], properties: { name: 'East' } },
        ],
      },
      city: { type: 'Point', coordinates: [5, 5], properties: { name: 'Town' } },
    },
    arcs: [
      [[10, 0], [0, 10]],
      [[10, 10], [-10, 0], [0, -10], [10, 0]],
      [[10, 0], [10, 0], [0, 10], [-10, 0]],
    ],
  }

  it('converts every object to features with their properties and paths', () => {
    const doc = read(topo)
    expect(doc.kind).toBe('topojson')
    expect(doc.features.map((f) => [f.path, f.label, f.type])).toEqual([
      ['objects.regions.geometries[0]', 'West', 'Polygon'],
      ['objects.regions.geometries[1]', 'East', 'Polygon'],
      ['objects.city', 'Town', 'Point'],
    ])
    expect(doc.bounds).toEqual([0, 0, 20, 10])
    const west = doc.features[0].feature.geometry as { coordinates: number[][][] }
    expect(west.coordinates[0]).toHaveLength(5)
    expect(west.coordinates[0][0]).toEqual(west.coordinates[0][4])
    expect(doc.errorCount).toBe(0)
    // TopoJSON keeps its own winding: no right-hand-rule warnings.
    expect(doc.warningCount).toBe(0)
  })

  it('reports a topology without objects or arcs', () => {
    expect(read({ type: 'Topology', arcs: [] }).issues[0].path).toBe('objects')
    expect(read({ type: 'Topology', objects: {} }).issues[0].path).toBe('arcs')
  })
})
