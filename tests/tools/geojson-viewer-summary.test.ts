import { describe, expect, it } from 'vitest'
import { mapKeyAction, ZOOM_STEP } from '../../src/tools/geojson-viewer/map-keys'
import { issueTitle, mapSummary, validSummary } from '../../src/tools/geojson-viewer/summary'

describe('geojson-viewer summaries', () => {
  it('titles the issue list with errors and warnings, singular or plural', () => {
    expect(issueTitle({ errorCount: 1, warningCount: 0 })).toBe('1 error found')
    expect(issueTitle({ errorCount: 0, warningCount: 3 })).toBe('3 warnings found')
    expect(issueTitle({ errorCount: 1200, warningCount: 1 })).toBe('1,200 errors and 1 warning found')
  })

  it('describes a valid document', () => {
    expect(validSummary({ kind: 'geojson', features: [{}] as never, vertices: 1234 })).toBe(
      'Valid GeoJSON: 1 feature, 1,234 positions.',
    )
    expect(validSummary({ kind: 'topojson', features: [{}, {}] as never, vertices: 5 })).toBe(
      'Valid TopoJSON: 2 features, 5 positions.',
    )
    expect(validSummary({ kind: 'geojson', features: [{}] as never, vertices: 1 })).toBe(
      'Valid GeoJSON: 1 feature, 1 position.',
    )
  })

  it('summarises the map: drawn features and their types, or the world outline alone', () => {
    expect(mapSummary(null, [])).toMatch(/^World outline: Natural Earth/)
    expect(
      mapSummary({ byType: { Point: 2, Polygon: 1 } }, [{ drawable: true }, { drawable: false }, { drawable: true }]),
    ).toBe('2 of 3 features drawn · 2 Point, 1 Polygon')
  })
})

describe('geojson-viewer map keys', () => {
  it('pans with the arrows, zooms with + and −, fits with 0 and clears with Escape', () => {
    expect(mapKeyAction('ArrowLeft')).toEqual({ kind: 'pan', dx: 60, dy: 0 })
    expect(mapKeyAction('ArrowDown')).toEqual({ kind: 'pan', dx: 0, dy: -60 })
    expect(mapKeyAction('=')).toEqual({ kind: 'zoom', factor: ZOOM_STEP })
    expect(mapKeyAction('_')).toEqual({ kind: 'zoom', factor: 1 / ZOOM_STEP })
    expect(mapKeyAction('0')).toEqual({ kind: 'fit' })
    expect(mapKeyAction('Escape')).toEqual({ kind: 'clear' })
    expect(mapKeyAction('a')).toBeNull()
  })
})
