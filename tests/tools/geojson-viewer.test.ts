import { describe, expect, it } from 'vitest'
import {
  buildSvg,
  CONTROLS_INSET,
  drawingOrder,
  escapeXml,
  FALLBACK_COLOURS,
  filterFeatures,
  fitView,
  focusBounds,
  formatLonLat,
  PROJECTIONS,
  panBy,
  pickFeature,
  projectionFor,
  propertyRows,
  readMapColours,
  resizeView,
  SAMPLE_GEOJSON,
  worldScale,
  zoomAt,
} from '../../src/tools/geojson-viewer/geojson-viewer'
import { geoApi, MAX_GEO_BYTES } from '../../workers/geo/geo.api'
import {
  densifyGeometry,
  densifyLine,
  describeJsonError,
  type GeoDocument,
  jsonErrorOffset,
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
        feat({
          type: 'LineString',
          coordinates: [
            [0, 0],
            [3, 4],
          ],
        }),
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
    const doc = read(
      fc(feat({ type: 'Point', coordinates: [1, 1] }), feat({ type: 'Polygon', coordinates: [square.slice(0, 4)] })),
    )
    expect(paths(doc)).toContain('error features[1].geometry.coordinates[0]')
    expect(doc.issues.find((i) => i.message.startsWith('Unclosed ring'))?.path).toBe(
      'features[1].geometry.coordinates[0]',
    )
    expect(doc.features[1].drawable).toBe(true)
  })

  it('reports a ring with fewer than 4 positions', () => {
    const doc = read(
      feat({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      }),
    )
    expect(doc.issues.map((i) => i.message)).toContain(
      'A linear ring needs at least 4 positions (first = last); found 3.',
    )
    expect(doc.issues[0].path).toBe('geometry.coordinates[0]')
  })

  it('reports wrong nesting depth at the coordinates and does not draw the shape', () => {
    const doc = read(fc(feat({ type: 'Polygon', coordinates: square })))
    expect(doc.issues).toHaveLength(1)
    expect(doc.issues[0].path).toBe('features[0].geometry.coordinates')
    expect(doc.issues[0].message).toMatch(
      /Wrong nesting depth: Polygon coordinates are nested 2 levels deep; a Polygon needs 3/,
    )
    expect(doc.features[0].drawable).toBe(false)
    expect(doc.features[0].feature.geometry).toBeNull()
  })

  it('reports a deeper mismatch at the exact position', () => {
    const doc = read(
      feat({
        type: 'MultiLineString',
        coordinates: [
          [
            [0, 0],
            [1, 1],
          ],
          [2, 2],
        ],
      }),
    )
    expect(doc.issues[0].path).toBe('geometry.coordinates[1]')
    expect(doc.issues[0].message).toMatch(/Wrong nesting depth/)
  })

  it('reports longitude and latitude out of range, with a hint when they look swapped', () => {
    const doc = read(
      fc(
        feat({ type: 'Point', coordinates: [0, 0] }),
        feat({
          type: 'LineString',
          coordinates: [
            [0, 0],
            [200, 10],
            [45, 95],
          ],
        }),
      ),
    )
    expect(doc.issues.map((i) => [i.path, i.message])).toEqual([
      ['features[1].geometry.coordinates[1]', 'Longitude 200 is out of range (−180 to 180).'],
      [
        'features[1].geometry.coordinates[2]',
        'Latitude 95 is out of range (−90 to 90). (are longitude and latitude swapped?)',
      ],
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
    const hole = [
      [2, 2],
      [4, 2],
      [4, 4],
      [2, 4],
      [2, 2],
    ]
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
      geometries: [
        { type: 'Point', coordinates: [1, 2] },
        { type: 'LineString', coordinates: [[0, 0]] },
      ],
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
    expect(read(42).issues[0]).toEqual({
      path: '',
      severity: 'error',
      message: 'Expected a GeoJSON object; found number 42.',
    })
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
    const doc = read(
      fc({ ...feat({ type: 'Point', coordinates: [0, 0] }, { kind: 'Café' }), id: 'abc' }, feat(null, { title: 'T' })),
    )
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
    const doc = read(
      fc(
        feat({ type: 'Point', coordinates: [-70, -30] }),
        feat({
          type: 'MultiPoint',
          coordinates: [
            [100, 60],
            [20, 5],
          ],
        }),
      ),
    )
    expect(doc.bounds).toEqual([-70, -30, 100, 60])
    expect(doc.features[1].bbox).toEqual([20, 5, 100, 60])
  })

  it('divides long segments into steps of at most a degree for drawing, keeping the ends', () => {
    expect(
      densifyLine(
        [
          [0, 0],
          [0.5, 0.5],
        ],
        1,
      ),
    ).toEqual([
      [0, 0],
      [0.5, 0.5],
    ])
    expect(
      densifyLine(
        [
          [0, 0],
          [3, 1],
          [3, 1.5],
        ],
        1,
      ),
    ).toEqual([
      [0, 0],
      [1, 1 / 3],
      [2, 2 / 3],
      [3, 1],
      [3, 1.5],
    ])
    const doc = read(
      feat({
        type: 'Polygon',
        coordinates: [
          [
            [-9.5, 36],
            [3.3, 36],
            [3.3, 43.8],
            [-9.5, 43.8],
            [-9.5, 36],
          ],
        ],
      }),
    )
    const ring = (doc.features[0].feature.geometry as { coordinates: number[][][] }).coordinates[0]
    // The northern edge stays on the parallel 43.8° N (a great-circle arc would bow north).
    expect(ring.filter((p) => p[1] === 43.8).length).toBeGreaterThan(10)
    expect(ring[0]).toEqual(ring[ring.length - 1])
    expect(doc.vertices).toBe(5)
    expect(doc.bounds).toEqual([-9.5, 36, 3.3, 43.8])
    const points = densifyGeometry(
      {
        type: 'MultiPoint',
        coordinates: [
          [0, 0],
          [50, 50],
        ],
      },
      1,
    )
    expect(points).toEqual({
      type: 'MultiPoint',
      coordinates: [
        [0, 0],
        [50, 50],
      ],
    })
  })

  it('thins long lines but keeps rings closed and at least 4 long', () => {
    const line = Array.from({ length: 100 }, (_, i) => [i * 0.001, 0])
    expect(thinLine(line, 0.01, false).length).toBeLessThan(12)
    const ring = [
      [0, 0],
      [0.0001, 0],
      [0.0001, 0.0001],
      [0, 0],
    ]
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
    expect(describeJsonError(new Error('Unexpected end'), '{"a": [1, 2')).toBe(
      'Invalid JSON at the end of the text: Unexpected end',
    )
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
      [
        [10, 0],
        [0, 10],
      ],
      [
        [10, 10],
        [-10, 0],
        [0, -10],
        [10, 0],
      ],
      [
        [10, 0],
        [10, 0],
        [0, 10],
        [-10, 0],
      ],
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
    // Four 10° edges, divided into 1° steps for drawing; the ring stays closed.
    expect(west.coordinates[0]).toHaveLength(41)
    expect(west.coordinates[0][0]).toEqual(west.coordinates[0][40])
    expect(doc.features[0].vertices).toBe(5)
    expect(doc.errorCount).toBe(0)
    // TopoJSON keeps its own winding: no right-hand-rule warnings.
    expect(doc.warningCount).toBe(0)
  })

  it('reports a topology without objects or arcs', () => {
    expect(read({ type: 'Topology', arcs: [] }).issues[0].path).toBe('objects')
    expect(read({ type: 'Topology', objects: {} }).issues[0].path).toBe('arcs')
  })
})

describe('the geo worker api', () => {
  it('parses text, strips a byte-order mark and reports progress', async () => {
    const steps: string[] = []
    const text = `\uFEFF${JSON.stringify(fc(feat({ type: 'Point', coordinates: [1, 2] }, { name: 'A' })))}`
    const result = await geoApi.load(new Blob([text]), (p) => steps.push(p.label))
    if (!result.ok) throw new Error(result.error)
    expect(result.doc.features[0].label).toBe('A')
    expect(steps).toContain('Parsing JSON…')
    expect(steps).toContain('Checking features…')
  })

  it('names the line and column of invalid JSON', async () => {
    const result = await geoApi.load('{\n  "type": "Feature",,\n}')
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^Invalid JSON at line 2, column 21/) })
  })

  it('refuses files over 50 MB before reading them', async () => {
    const big = {
      size: MAX_GEO_BYTES + 1,
      text: () => Promise.reject(new Error('must not be read')),
    } as unknown as Blob
    const result = await geoApi.load(big)
    expect(result).toEqual({
      ok: false,
      error: 'This file is 50.0 MB; the viewer reads up to 50 MB.',
      bytes: MAX_GEO_BYTES + 1,
    })
  })
})

describe('the map', () => {
  const doc = read(
    fc(
      feat({ type: 'Polygon', coordinates: [square] }, { name: 'Square', note: '<img src=x onerror=alert(1)>' }),
      feat({ type: 'Point', coordinates: [30, 25] }, { name: 'Far point' }),
      feat(
        {
          type: 'LineString',
          coordinates: [
            [-5, -5],
            [-2, 22],
          ],
        },
        { name: 'Side line' },
      ),
    ),
  )
  const W = 800
  const H = 480

  it('fits the data inside the map with a margin, in every projection', () => {
    for (const { value } of PROJECTIONS) {
      const params = fitView(value, doc.bounds, W, H)
      const projection = projectionFor(value, params)
      for (const corner of [
        [-5, -5],
        [30, 25],
        [-5, 25],
        [30, -5],
      ] as [number, number][]) {
        const [x, y] = projection(corner) ?? [Number.NaN, Number.NaN]
        expect(x, `${value} ${corner}`).toBeGreaterThanOrEqual(23)
        expect(x, `${value} ${corner}`).toBeLessThanOrEqual(W - 23 - CONTROLS_INSET)
        expect(y, `${value} ${corner}`).toBeGreaterThanOrEqual(23)
        expect(y, `${value} ${corner}`).toBeLessThanOrEqual(H - 23)
      }
      // The fit is tight on one side at least: the data is not drawn small in the middle.
      const xs = [projection([-5, 10])?.[0] ?? 0, projection([30, 10])?.[0] ?? 0]
      const ys = [projection([12, -5])?.[1] ?? 0, projection([12, 25])?.[1] ?? 0]
      expect(
        Math.max(Math.abs(xs[1] - xs[0]) / (W - 48 - CONTROLS_INSET), Math.abs(ys[1] - ys[0]) / (H - 48)),
      ).toBeGreaterThan(0.9)
    }
  })

  it('fits the whole world when there is no data', () => {
    const params = fitView('equalEarth', null, W, H)
    expect(params.rotate).toEqual([0, 0, 0])
    expect(params.scale).toBeCloseTo(worldScale('equalEarth', W, H))
    const p = projectionFor('equalEarth', params)
    // Centred in the room left of the zoom buttons.
    expect(p([0, 0])).toEqual([(W - CONTROLS_INSET) / 2, H / 2])
  })

  it('zooms at a point keeping it still, within the limits, and pans', () => {
    const params = fitView('mercator', doc.bounds, W, H)
    const at: [number, number] = [200, 150]
    const before = projectionFor('mercator', params).invert?.(at) ?? [0, 0]
    const zoomed = zoomAt(params, 2, at, 1, 1e9)
    expect(zoomed.scale).toBeCloseTo(params.scale * 2)
    const after = projectionFor('mercator', zoomed).invert?.(at) ?? [0, 0]
    expect(after[0]).toBeCloseTo(before[0], 6)
    expect(after[1]).toBeCloseTo(before[1], 6)
    expect(zoomAt(params, 1000, at, 1, params.scale * 3).scale).toBe(params.scale * 3)
    expect(panBy('mercator', params, 10, -5).translate).toEqual([params.translate[0] + 10, params.translate[1] - 5])
    // The globe turns instead of sliding.
    const globe = fitView('orthographic', null, W, H)
    const turned = panBy('orthographic', globe, 100, 0)
    expect(turned.translate).toEqual(globe.translate)
    expect(turned.rotate[0]).toBeGreaterThan(globe.rotate[0])
  })

  it('keeps the centre of the view when the map is resized', () => {
    const params = fitView('equalEarth', doc.bounds, W, H)
    const centre = projectionFor('equalEarth', params).invert?.([W / 2, H / 2]) ?? [0, 0]
    const resized = resizeView(params, { w: W, h: H }, { w: 400, h: 340 })
    expect(resized.scale).toBeCloseTo(params.scale / 2)
    const now = projectionFor('equalEarth', resized).invert?.([200, 170]) ?? [0, 0]
    expect(now[0]).toBeCloseTo(centre[0], 6)
    expect(now[1]).toBeCloseTo(centre[1], 6)
  })

  it('zooms to a picked point with some surroundings, not to a dot', () => {
    expect(focusBounds([30, 25, 30, 25], doc.bounds)).toEqual([25.625, 20.625, 34.375, 29.375])
    expect(focusBounds([0, 0, 10, 10], doc.bounds)).toEqual([0, 0, 10, 10])
    expect(focusBounds([179.9, 89.9, 179.9, 89.9], [-180, -90, 180, 90])).toEqual([169.9, 79.9, 180, 90])
    expect(focusBounds([1, 1, 1, 1], null)).toEqual([0.995, 0.995, 1.005, 1.005])
  })

  it('picks points before lines before areas, and nothing in the empty ocean', () => {
    const params = fitView('equalEarth', doc.bounds, W, H)
    const projection = projectionFor('equalEarth', params)
    const at = (lonLat: [number, number]) =>
      pickFeature(doc.features, projection, projection(lonLat) as [number, number])
    expect(at([5, 5])?.label).toBe('Square')
    expect(at([30, 25])?.label).toBe('Far point')
    expect(at([-3.5, 8.5])?.label).toBe('Side line')
    expect(at([25, 0])).toBeNull()
    // The far side of the globe is not picked through the Earth.
    const globe = projectionFor('orthographic', { ...fitView('orthographic', null, W, H), rotate: [-180, 0, 0] })
    expect(pickFeature(doc.features, globe, [W / 2, H / 2])).toBeNull()
  })

  it('searches labels, property values and types', () => {
    expect(filterFeatures(doc.features, 'far').map((f) => f.label)).toEqual(['Far point'])
    expect(filterFeatures(doc.features, 'linestring').map((f) => f.label)).toEqual(['Side line'])
    expect(filterFeatures(doc.features, 'ONERROR square').map((f) => f.label)).toEqual(['Square'])
    expect(filterFeatures(doc.features, '  ')).toHaveLength(3)
    expect(filterFeatures(doc.features, 'nowhere')).toEqual([])
  })

  it('shows properties as text rows: strings as they are, the rest as JSON', () => {
    expect(propertyRows({ a: 'x <b>', n: 3, o: { k: [1] }, z: null })).toEqual([
      { key: 'a', value: 'x <b>' },
      { key: 'n', value: '3' },
      { key: 'o', value: '{\n "k": [\n  1\n ]\n}' },
      { key: 'z', value: 'null' },
    ])
    expect(propertyRows(null)).toEqual([])
    expect(propertyRows([1, 2])).toEqual([])
  })

  it('formats the pointer position', () => {
    expect(formatLonLat([2.35222, 48.85661])).toBe('48.8566° N, 2.3522° E')
    expect(formatLonLat([-74.006, -33.5])).toBe('33.5000° S, 74.0060° W')
  })

  it('reads its colours from the theme, falling back where a variable is missing', () => {
    const colours = readMapColours((name) => (name === '--colors-accent-solid' ? ' #123456 ' : ''))
    expect(colours.fill).toBe('#123456')
    expect(colours.point).toBe('#123456')
    expect(colours.ocean).toBe(FALLBACK_COLOURS.ocean)
  })

  it('draws areas, then lines, then points', () => {
    expect(drawingOrder(doc.features).map((f) => f.label)).toEqual(['Square', 'Side line', 'Far point'])
  })

  it('exports the view as a standalone SVG with escaped titles', () => {
    const svg = buildSvg({
      name: 'naturalEarth',
      params: fitView('naturalEarth', doc.bounds, W, H),
      width: W,
      height: H,
      basemap: null,
      features: doc.features,
      colours: FALLBACK_COLOURS,
    })
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"`)).toBe(true)
    expect(svg).toContain('<title>Square</title>')
    expect(svg).toContain('<title>Far point</title>')
    expect(svg).not.toContain('<img')
    expect(escapeXml('<a href="x">&\'')).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;')
    expect(svg.match(/<path /g)).toHaveLength(6)
  })

  it('offers a sample that reads without errors', () => {
    const sample = parseGeoText(SAMPLE_GEOJSON)
    if (!('doc' in sample)) throw new Error(sample.error)
    expect(sample.doc.errorCount).toBe(0)
    expect(sample.doc.features.map((f) => f.type)).toEqual([
      'Polygon',
      'LineString',
      'Point',
      'MultiPoint',
      'GeometryCollection',
    ])
  })
})
