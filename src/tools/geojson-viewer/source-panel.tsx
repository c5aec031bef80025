// The input: pasted or typed GeoJSON, or a file (one too big to show as text is read straight from disk).
import type { ReactNode } from 'react'
import type { JobState } from '../../jobs/job-atom'
import { FileDrop, Notice, Panel, ProgressBar } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { SampleClearActions } from '../../kit/sample-clear'
import { formatBytes } from '../../lib/bytes'
import type { GeoRun } from './atoms'

const ACCEPT = '.geojson,.json,.topojson,application/geo+json,application/json'

export interface Source {
  text: string
  file: File | null
}

export interface SourcePanelProps {
  source: Source
  state: JobState<GeoRun>
  onSource: (next: Source) => void
  onFile: (file: File) => void
  onSample: () => void
  onClear: () => void
  onCancel: () => void
}

export function SourcePanel({ source, state, onSource, onFile, onSample, onClear, onCancel }: SourcePanelProps) {
  const hasInput = Boolean(source.text.trim() || source.file)
  const showProgress = source.file !== null || source.text.length > 200_000
  let status: ReactNode = null
  if (state.status === 'running' && showProgress)
    status = <ProgressBar progress={state.progress} label={state.progress?.label ?? 'Reading…'} onCancel={onCancel} />
  else if (state.status === 'cancelled' && source.file)
    status = <Notice tone="warning">Reading {source.file.name} was cancelled.</Notice>
  return (
    <Panel
      title="GeoJSON or TopoJSON"
      description="Paste or type, or open a .geojson, .json or .topojson file (up to 50 MB). Nothing leaves your browser."
      actions={<SampleClearActions onSample={onSample} onClear={onClear} canClear={hasInput} />}
    >
      <FileDrop
        compact
        onFiles={(files) => onFile(files[0])}
        accept={ACCEPT}
        label="Drop a GeoJSON or TopoJSON file, or click to choose"
        hint=".geojson, .json or .topojson, up to 50 MB; read and checked in the background."
        rejectAll={{ title: 'Invalid file', description: 'Please choose a .geojson, .json or .topojson file' }}
      />
      {source.file ? (
        <Notice tone="info">
          <span data-testid="geo-file">
            {source.file.name} ({formatBytes(source.file.size)}) is read straight from the file; it is not shown as text
            to keep the page fast.
          </span>
        </Notice>
      ) : (
        <LargeTextField
          label="GeoJSON text"
          mono
          rows={8}
          value={source.text}
          placeholder={'{ "type": "FeatureCollection", "features": [ … ] }'}
          onValueChange={(v) => onSource({ text: v, file: null })}
        />
      )}
      {status}
    </Panel>
  )
}
