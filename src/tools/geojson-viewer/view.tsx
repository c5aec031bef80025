import { useSetAtom } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import { MAX_GEO_BYTES, type ViewFeature } from '../../jobs/geo'
import { DownloadButton, Notice, Panel } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { resolvedThemeAtom } from '../../state/theme'
import { useAtomValue } from '../../state/use-atom'
import { css } from '../../styled-system/css'
import { geoJob } from './atoms'
import { FeaturesPanel } from './features-panel'
import { filterFeatures, PROJECTIONS, type ProjectionName, SAMPLE_GEOJSON } from './geojson-viewer'
import { IssueList } from './issue-list'
import { MapCanvas, type MapHandle } from './map-canvas'
import { PropertiesPanel } from './properties-panel'
import { type Source, SourcePanel } from './source-panel'
import { mapSummary, validSummary } from './summary'
import { useBasemap } from './use-basemap'

/** Files above this are read straight from disk by the worker and not shown as text. */
const TEXT_LIMIT = 1_000_000

/** The map and, beside it on wide screens, what was picked and the feature list; stacked on phones. */
const workbench = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem', xl: 'minmax(0, 1fr) 24rem' },
  gap: '4',
  alignItems: 'start',
})

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
  const { basemap, failed: basemapError } = useBasemap()
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
  const pick = (f: ViewFeature) => {
    setSelected(f)
    if (f.drawable) setFocus({ feature: f })
  }

  return (
    <div className={looks.stackFill}>
      <SourcePanel
        source={source}
        state={state}
        onSource={setSource}
        onFile={load}
        onSample={() => {
          clear()
          setSource({ text: SAMPLE_GEOJSON, file: null })
        }}
        onClear={clear}
        onCancel={() => cancel()}
      />

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
          <span data-testid="geo-valid">{validSummary(doc)}</span>
        </Notice>
      ) : null}

      <div className={workbench}>
        <Panel
          title="Map"
          description={<span data-testid="geo-summary">{mapSummary(doc, features)}</span>}
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
        <div className={looks.stackFill}>
          <PropertiesPanel shown={selected ?? hovered} selected={selected !== null} />
          <FeaturesPanel
            loaded={doc !== null}
            features={features}
            matches={matches}
            query={query}
            onQuery={setQuery}
            selected={selected}
            onPick={pick}
          />
        </div>
      </div>
    </div>
  )
}
