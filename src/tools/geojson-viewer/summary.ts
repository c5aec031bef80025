// The GeoJSON Viewer's one-line summaries of a checked document (pure, unit-tested).
import type { GeoDocument, ViewFeature } from '../../jobs/geo'

const count = (n: number) => n.toLocaleString('en-US')
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`

/** The issue list's title: "2 errors and 1 warning found". */
export function issueTitle(doc: Pick<GeoDocument, 'errorCount' | 'warningCount'>): string {
  const parts = [
    doc.errorCount ? plural(doc.errorCount, 'error') : '',
    doc.warningCount ? plural(doc.warningCount, 'warning') : '',
  ]
  return `${parts.filter(Boolean).join(' and ')} found`
}

/** The line under a valid document: "Valid GeoJSON: 3 features, 1,204 positions." */
export function validSummary(doc: Pick<GeoDocument, 'kind' | 'features' | 'vertices'>): string {
  const kind = doc.kind === 'topojson' ? 'TopoJSON' : 'GeoJSON'
  return `Valid ${kind}: ${plural(doc.features.length, 'feature')}, ${plural(doc.vertices, 'position')}.`
}

/** The map panel's description: how many features are drawn, and of which types. */
export function mapSummary(
  doc: Pick<GeoDocument, 'byType'> | null,
  features: readonly Pick<ViewFeature, 'drawable'>[],
): string {
  if (!doc)
    return 'World outline: Natural Earth 1:110m (public domain), bundled with the page. No map tiles are fetched.'
  const drawn = features.filter((f) => f.drawable).length
  const types = Object.entries(doc.byType)
    .map(([t, n]) => `${n} ${t}`)
    .join(', ')
  return `${count(drawn)} of ${count(features.length)} features drawn · ${types}`
}
