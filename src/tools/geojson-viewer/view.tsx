import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import { feature as topoFeature, mesh as topoMesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import worldUrl from 'world-atlas/countries-110m.json?url'
import { type GeoDocument, MAX_GEO_BYTES, type ViewFeature } from '../../jobs/geo'
import {
  CopyButton,
  DownloadButton,
  EmptyState,
  FileDrop,
  Notice,
  Panel,
  ProgressBar,
  TextAreaField,
  TextField,
} from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { resolvedThemeAtom } from '../../state/theme'
import { css } from '../../styled-system/css'
import { badge } from '../../styled-system/recipes'
import { geoJob } from './atoms'
import {
  type Basemap,
  filterFeatures,
  PROJECTIONS,
  type ProjectionName,
  propertyRows,
  SAMPLE_GEOJSON,
} from './geojson-viewer'
import { MapCanvas, type MapHandle } from './map-canvas'

/** Files above this are read straight from disk by the worker and not shown as text. */
const TEXT_LIMIT = 1_000_000
const LIST_LIMIT = 200
const ACCEPT = '.geojson,.json,.topojson,application/geo+json,application/json'

const scrollList = css({
  maxH: '320px',
  overflowY: 'auto',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
})
const issueRow = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  _last: { borderBottomWidth: 0 },
})
const featureButton = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  w: '100%',
  textAlign: 'left',
  px: '3',
  py: '2',
  fontSize: 'sm',
  cursor: 'pointer',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  '&[aria-pressed=true]': { bg: 'accent.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '-2px' },
})
const propTable = css({
  w: '100%',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    px: '2',
    py: '1.5',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& th': { color: 'fg.muted', fontWeight: 'medium', w: '36%', overflowWrap: 'anywhere' },
  '& td': { fontFamily: 'mono', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'fg.default' },
})

/** The map and, beside it on wide screens, what was picked and the feature list; stacked on phones. */
const workbench = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem', xl: 'minmax(0, 1fr) 24rem' },
  gap: '4',
  alignItems: 'start',
})
const sideColumn = looks.stackFill

interface Source {
  text: string
  file: File | null
}

function loadBasemap(world: Topology): Basemap {
  const countries = world.objects.countries as GeometryCollection
  return {
    land: topoFeature(world, world.objects.land),
    borders: topoMesh(world, countries, (a, b) => a !== b),
  }
}

export default function GeojsonViewerView() {
  // The text goes in a link; a file (too big to show as text) does not.
  const [text, setText] = useLinkState('text', '', 'input')
  const [file, setFile] = useState<File | null>(null)
  const source = useMemo<Source>(() => ({ text, file }), [text, file])
  const setSource = (next: Source) => {
    setText(next.text)
    setFile(next.file)
  }
  const [projection, setProjection] = useLinkState<ProjectionName>('projection', 'equalEarth')
  const [basemap, setBasemap] = useState<Basemap | null>(null)
  const [basemapError, setBasemapError] = useState(false)
  const [selected, setSelected] = useState<ViewFeature | null>(null)
  const [hovered, setHovered] = useState<ViewFeature | null>(null)
  const [focus, setFocus] = useState<{ feature: ViewFeature } | null>(null)
  const [query, setQuery] = useLinkState('filter', '')
  const [tooBig, setTooBig] = useState<string | null>(null)
  const theme = useAtomValue(resolvedThemeAtom)
  const state = useAtomValue(geoJob.stateAtom)
  const start = useSetAtom(geoJob.startAtom)
  const cancel = useSetAtom(geoJob.cancelAtom)
  const reset = useSetAtom(geoJob.resetAtom)
  const mapRef = useRef<MapHandle>(null)

  useEffect(() => {
    let live = true
    fetch(worldUrl)
      .then((r) => r.json() as Promise<Topology>)
      .then((world) => live && setBasemap(loadBasemap(world)))
      .catch(() => live && setBasemapError(true))
    return () => {
      live = false
    }
  }, [])

  // Typed text is read after a short pause; a file at once.
  useEffect(() => {
    if (source.file) {
      void start({ source: source.file, name: source.file.name })
      return
    }
    if (!source.text.trim()) {
      reset()
      return
    }
    const timer = setTimeout(() => void start({ source: source.text, name: null }), 250)
    return () => clearTimeout(timer)
  }, [source, start, reset])

  useEffect(() => () => reset(), [reset])

  const run = state.status === 'done' ? state.result : null
  const doc = run?.ok ? run.doc : null
  const features = useMemo(() => doc?.features ?? [], [doc])

  // A new document clears what was picked in the last one.
  const [shownFeatures, setShownFeatures] = useState(features)
  if (shownFeatures !== features) {
    setShownFeatures(features)
    setSelected(null)
    setHovered(null)
    setFocus(null)
  }

  const matches = useMemo(() => filterFeatures(features, query), [features, query])
  const shown = selected ?? hovered
  const rows = shown ? propertyRows(shown.feature.properties) : []

  const load = (file: File) => {
    setQuery('')
    setTooBig(null)
    if (file.size > MAX_GEO_BYTES) {
      setTooBig(`${file.name} is ${formatBytes(file.size)}; the viewer reads files up to 50 MB.`)
      return
    }
    if (file.size > TEXT_LIMIT) setSource({ text: '', file })
    else
      void file.text().then(
        (text) => setSource({ text, file: null }),
        () => setTooBig(`${file.name} could not be read.`),
      )
  }
  const clear = () => {
    setSource({ text: '', file: null })
    setQuery('')
    setTooBig(null)
  }
  const hasInput = Boolean(source.text.trim() || source.file)
  const busy = state.status === 'running'
  const showProgress = busy && (source.file !== null || source.text.length > 200_000)

  return (
    <div className={looks.stackFill}>
      <Panel
        title="GeoJSON or TopoJSON"
        description="Paste or type, or open a .geojson, .json or .topojson file (up to 50 MB). Nothing leaves your browser."
        actions={
          <SampleClearActions
            onSample={() => {
              clear()
              setSource({ text: SAMPLE_GEOJSON, file: null })
            }}
            onClear={clear}
            canClear={hasInput}
          />
        }
      >
        <FileDrop
          compact
          onFiles={(files) => load(files[0])}
          accept={ACCEPT}
          label="Drop a GeoJSON or TopoJSON file, or click to choose"
          hint=".geojson, .json or .topojson, up to 50 MB; read and checked in the background."
          rejectAll={{ title: 'Invalid file', description: 'Please choose a .geojson, .json or .topojson file' }}
        />
        {source.file ? (
          <Notice tone="info">
            <span data-testid="geo-file">
              {source.file.name} ({formatBytes(source.file.size)}) is read straight from the file; it is not shown as
              text to keep the page fast.
            </span>
          </Notice>
        ) : (
          <TextAreaField
            label="GeoJSON text"
            mono
            rows={8}
            value={source.text}
            placeholder={'{ "type": "FeatureCollection", "features": [ … ] }'}
            onChange={(e) => setSource({ text: e.target.value, file: null })}
          />
        )}
        {showProgress && state.status === 'running' ? (
          <ProgressBar
            progress={state.progress}
            label={state.progress?.label ?? 'Reading…'}
            onCancel={() => cancel()}
          />
        ) : null}
        {state.status === 'cancelled' && source.file ? (
          <Notice tone="warning">Reading {source.file.name} was cancelled.</Notice>
        ) : null}
      </Panel>

      {tooBig ? (
        <Notice tone="danger" title="File not read">
          {tooBig}
        </Notice>
      ) : null}
      {state.status === 'failed' ? (
        <Notice tone="danger" title="Could not read the input">
          {state.error}
        </Notice>
      ) : null}
      {run && !run.ok ? (
        <Notice tone="danger" title="Not valid JSON">
          <span data-testid="geo-parse-error">{run.error}</span>
        </Notice>
      ) : null}
      {doc && doc.issueTotal > 0 ? <IssueList doc={doc} /> : null}
      {doc && doc.issueTotal === 0 ? (
        <Notice tone="success">
          <span data-testid="geo-valid">
            Valid {doc.kind === 'topojson' ? 'TopoJSON' : 'GeoJSON'}: {doc.features.length.toLocaleString('en-US')}{' '}
            feature{doc.features.length === 1 ? '' : 's'}, {doc.vertices.toLocaleString('en-US')} positions.
          </span>
        </Notice>
      ) : null}

      <div className={workbench}>
        <Panel
          title="Map"
          description={
            <span data-testid="geo-summary">
              {doc
                ? `${features.filter((f) => f.drawable).length.toLocaleString('en-US')} of ${features.length.toLocaleString('en-US')} features drawn · ${Object.entries(
                    doc.byType,
                  )
                    .map(([t, n]) => `${n} ${t}`)
                    .join(', ')}`
                : 'World outline: Natural Earth 1:110m (public domain), bundled with the page. No map tiles are fetched.'}
            </span>
          }
          actions={
            <>
              <DownloadButton
                label="Download SVG"
                filename="map.svg"
                mime="image/svg+xml"
                data={doc || basemap ? () => mapRef.current?.toSvg() ?? '' : null}
                success={{ title: 'Downloaded!', description: 'Map saved as SVG' }}
              />
              <DownloadButton
                label="Download PNG"
                filename="map.png"
                data={doc || basemap ? () => mapRef.current?.toPng() ?? Promise.reject(new Error('No map')) : null}
                success={{ title: 'Downloaded!', description: 'Map saved as PNG' }}
              />
            </>
          }
        >
          <Segmented label="Projection" value={projection} options={PROJECTIONS} onChange={setProjection} />
          {doc?.simplified ? (
            <Notice tone="info">
              Drawn with fewer points for speed: {doc.simplified.from.toLocaleString('en-US')} →{' '}
              {doc.simplified.to.toLocaleString('en-US')} positions (the checks ran on all of them).
            </Notice>
          ) : null}
          {basemapError ? <Notice tone="warning">The world outline could not be loaded.</Notice> : null}
          <MapCanvas
            handle={mapRef}
            projection={projection}
            features={features}
            bounds={doc?.bounds ?? null}
            basemap={basemap}
            theme={theme}
            selected={selected}
            onSelect={setSelected}
            onHover={setHovered}
            focus={focus}
          />
        </Panel>
        <div className={sideColumn}>
          <Panel
            title="Properties"
            description={
              shown ? (
                <span>
                  {selected ? 'Selected' : 'Under the pointer'}: {shown.type}
                  {shown.path ? ` at ${shown.path}` : ''} · {shown.vertices.toLocaleString('en-US')} positions
                </span>
              ) : undefined
            }
            actions={
              shown ? (
                <CopyButton
                  value={JSON.stringify(shown.feature.properties, null, 2)}
                  what="Properties"
                  label="Copy JSON"
                />
              ) : undefined
            }
          >
            {shown ? (
              <div data-testid="geo-properties">
                <p
                  className={css({ fontWeight: 'semibold', mb: '2', overflowWrap: 'anywhere' })}
                  data-testid="geo-selected-label"
                >
                  {shown.label}
                </p>
                {rows.length ? (
                  <table className={propTable}>
                    <tbody>
                      {rows.map((r) => (
                        <tr key={r.key}>
                          <th scope="row">{r.key}</th>
                          <td>{r.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p className={looks.mutedText}>This feature has no properties.</p>
                )}
              </div>
            ) : (
              <EmptyState title="Nothing selected">
                Click or hover a shape on the map, or pick one from the list.
              </EmptyState>
            )}
          </Panel>
          <Panel
            title="Features"
            description={
              doc ? (
                <span data-testid="geo-feature-count">
                  {matches.length.toLocaleString('en-US')} of {features.length.toLocaleString('en-US')} features
                </span>
              ) : undefined
            }
          >
            {features.length ? (
              <>
                <TextField
                  label="Search features"
                  type="search"
                  value={query}
                  placeholder="Name, property value or type"
                  onChange={(e) => setQuery(e.target.value)}
                />
                <ul className={scrollList} aria-label="Features">
                  {matches.slice(0, LIST_LIMIT).map((f) => (
                    <li key={f.index}>
                      <button
                        type="button"
                        className={featureButton}
                        aria-pressed={selected === f}
                        onClick={() => {
                          setSelected(f)
                          if (f.drawable) setFocus({ feature: f })
                        }}
                      >
                        <span
                          className={css({
                            minW: 0,
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                            whiteSpace: 'nowrap',
                          })}
                        >
                          {f.label}
                        </span>
                        <span className={badge()}>{f.drawable ? f.type : `${f.type} · not drawn`}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                {matches.length > LIST_LIMIT ? (
                  <p className={looks.mutedText}>
                    Showing the first {LIST_LIMIT} of {matches.length.toLocaleString('en-US')}; refine the search to see
                    others.
                  </p>
                ) : null}
                {!matches.length ? <p className={looks.mutedText}>No feature matches.</p> : null}
              </>
            ) : (
              <EmptyState title="No features yet">Paste GeoJSON, open a file or load the sample.</EmptyState>
            )}
          </Panel>
        </div>
      </div>
    </div>
  )
}

function IssueList({ doc }: { doc: GeoDocument }) {
  const tone = doc.errorCount ? 'danger' : 'warning'
  const title = [
    doc.errorCount ? `${doc.errorCount.toLocaleString('en-US')} error${doc.errorCount === 1 ? '' : 's'}` : '',
    doc.warningCount ? `${doc.warningCount.toLocaleString('en-US')} warning${doc.warningCount === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' and ')
  return (
    <Notice tone={tone} title={`${title} found`}>
      {doc.issueTotal > doc.issues.length ? <p>The first {doc.issues.length} are listed.</p> : null}
      <ul
        className={css({ maxH: '260px', overflowY: 'auto', mt: '2', bg: 'bg.surface', borderRadius: 'md' })}
        tabIndex={0}
        aria-label="Problems"
        data-testid="geo-issues"
      >
        {doc.issues.map((issue, i) => (
          <li key={i} className={issueRow}>
            <span className={css({ display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' })}>
              <span
                className={css({
                  fontWeight: 'semibold',
                  color: issue.severity === 'error' ? 'danger.fg' : 'warning.fg',
                })}
              >
                {issue.severity === 'error' ? 'Error' : 'Warning'}
              </span>
              <code
                className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.default', overflowWrap: 'anywhere' })}
              >
                {issue.path || '(document)'}
              </code>
            </span>
            <span className={css({ color: 'fg.default' })}>{issue.message}</span>
          </li>
        ))}
      </ul>
    </Notice>
  )
}
