// The image batch's steps beside each tool's own part (image-compress, image-convert, image-resize): resize, output,
// metadata and file names from one settings model (lib/image/batch-settings), kept in the page's link, plus the
// presets (built in, and the visitor's own saved in this browser). A tool shows its own step where the seed had it
// and passes the others to <MoreSteps>, so one pass does all of it and no field appears twice on a page.
import { ChevronRight, FolderOpen, Save, Trash2 } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import type { TransformResult, TransformSpec } from '../jobs/image'
import {
  applyPattern,
  type BatchMetadata,
  type BatchNaming,
  type BatchResize,
  type BatchSettings,
  BUILT_IN_PRESETS,
  DEFAULT_METADATA,
  DEFAULT_RESIZE,
  describeResize,
  FIT_LABEL,
  MAX_RESIZE_SIDE,
  METADATA_LABEL,
  type MetadataKeep,
  normaliseSettings,
  PRESETS_KEY,
  type Preset,
  patternClashes,
  type ResizeFit,
  readPresets,
  sameSettings,
  upsertPreset,
  writePresets,
} from '../lib/image/batch-settings'
import { CHOICE_LABEL, encodeSpecOf, type OutputChoice, type OutputSettings } from '../lib/image/formats'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { CheckboxField } from '../ui/checkbox'
import { SelectField } from '../ui/select'
import { notify } from '../ui/toaster'
import { NumberField, TextField } from './field'
import { relativePathOf } from './folder-files'
import { canSaveToFolder, type FolderSink, folderSink, pickFolder } from './folder-sink'
import {
  OutputFields,
  type OutputFieldsProps,
  type OutputSettingsState,
  useOutputSettings,
} from './image-output-fields'
import { useLinkState } from './link-state'
import { looks } from './styles'

/** The worker's transform spec for one file under these settings (resize only when on; the metadata step always). */
export function transformSpecOf(s: BatchSettings): TransformSpec {
  return { output: encodeSpecOf(s.output), fit: s.resize.enabled ? s.resize : undefined, metadata: s.metadata }
}

/** The name function of a task: the pattern applied to the file's path in its folder, its result and its number. */
export function namerFor(s: BatchSettings, file: File, n: number, count: number) {
  return (r: TransformResult) =>
    applyPattern(s.naming.pattern, {
      path: relativePathOf(file),
      width: r.width,
      height: r.height,
      format: r.format,
      n,
      count,
    })
}

export type StepName = 'resize' | 'output' | 'metadata' | 'naming'

export interface BatchStepsDefaults {
  output: Pick<OutputSettings, 'format' | 'quality'>
  /** The tool's own name pattern ("compressed_{name}"). */
  pattern: string
  /** Link-field prefix of the output settings (a page whose own fields use their names). */
  outputPrefix?: string
}

/** The batch settings of a page, every step in its link state. */
export function useBatchSteps(defaults: BatchStepsDefaults) {
  const output = useOutputSettings(defaults.output, defaults.outputPrefix)
  const [rawResize, setResize] = useLinkState<BatchResize>('resize', DEFAULT_RESIZE)
  const [rawMetadata, setMetadata] = useLinkState<BatchMetadata>('metadata', DEFAULT_METADATA)
  const [rawNaming, setNaming] = useLinkState<BatchNaming>('naming', { pattern: defaults.pattern })
  // A link's values are JSON of the right shape (conform); their enums and ranges are checked here.
  const settings = normaliseSettings(
    { resize: rawResize, output: output.settings, metadata: rawMetadata, naming: rawNaming },
    normaliseSettings({ naming: { pattern: defaults.pattern } }),
  )
  const apply = (s: BatchSettings) => {
    const n = normaliseSettings(s)
    setResize(n.resize)
    setMetadata(n.metadata)
    setNaming(n.naming)
    output.setFormat(n.output.format)
    output.setMode(n.output.mode)
    output.setQuality(n.output.quality)
    output.setMaxKb(n.output.maxKb)
    output.setBackground(n.output.background)
  }
  return { settings, output, setResize, setMetadata, setNaming, apply }
}

export type BatchSteps = ReturnType<typeof useBatchSteps>

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'end',
})

const stepTitle = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' })

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={looks.stackTight} aria-label={title}>
      <h3 className={stepTitle}>{title}</h3>
      {children}
    </section>
  )
}

const byOptions = [
  { value: 'longest', label: 'Longest side' },
  { value: 'exact', label: 'Exact size (a box)' },
] as const
const fitOptions = (['fit', 'fill', 'contain'] as const).map((value) => ({ value, label: FIT_LABEL[value] }))
const keepOptions = (['none', 'profile', 'all'] as const).map((value) => ({ value, label: METADATA_LABEL[value] }))

/** A number field that takes what is typed and keeps the last valid side. */
function SideField({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText((t) => (Number(t) === value ? t : String(value))), [value])
  return (
    <NumberField
      label={label}
      min={1}
      max={MAX_RESIZE_SIDE}
      value={text}
      onChange={(e) => {
        setText(e.target.value)
        const n = Math.round(Number(e.target.value))
        if (Number.isFinite(n) && n >= 1 && n <= MAX_RESIZE_SIDE) onChange(n)
      }}
    />
  )
}

export function ResizeStep({ steps }: { steps: BatchSteps }) {
  const r = steps.settings.resize
  const set = (patch: Partial<BatchResize>) => steps.setResize({ ...r, ...patch })
  return (
    <Step title="Resize">
      <CheckboxField label="Resize images" checked={r.enabled} onChange={(enabled) => set({ enabled })} />
      {r.enabled ? (
        <>
          <div className={grid}>
            <SelectField label="Resize by" value={r.by} options={byOptions} onChange={(by) => set({ by })} />
            {r.by === 'longest' ? (
              <SideField label="Longest side, px" value={r.longest} onChange={(longest) => set({ longest })} />
            ) : (
              <SelectField<ResizeFit> label="Fit" value={r.fit} options={fitOptions} onChange={(fit) => set({ fit })} />
            )}
          </div>
          {r.by === 'exact' ? (
            <div className={grid}>
              <SideField label="Box width, px" value={r.width} onChange={(width) => set({ width })} />
              <SideField label="Box height, px" value={r.height} onChange={(height) => set({ height })} />
            </div>
          ) : null}
          <CheckboxField label="Enlarge smaller images" checked={r.enlarge} onChange={(enlarge) => set({ enlarge })} />
          <p className={looks.mutedSmall}>{describeResize(r)}</p>
        </>
      ) : null}
    </Step>
  )
}

export function MetadataStep({ steps }: { steps: BatchSteps }) {
  const m = steps.settings.metadata
  const avif = steps.settings.output.format === 'avif'
  return (
    <Step title="Metadata">
      <div className={grid}>
        <SelectField<MetadataKeep>
          label="Metadata (EXIF, XMP, colour profile)"
          value={m.keep}
          options={keepOptions}
          onChange={(keep) => steps.setMetadata({ ...m, keep })}
        />
        {m.keep === 'all' ? (
          <CheckboxField
            label="Remove GPS position"
            checked={m.removeGps}
            onChange={(removeGps) => steps.setMetadata({ ...m, removeGps })}
          />
        ) : null}
      </div>
      <p className={looks.mutedSmall}>
        {m.keep === 'none'
          ? 'Camera, date, GPS position and colour profile are all removed.'
          : m.keep === 'profile'
            ? 'Only the colour profile stays; every result is turned upright, so no orientation tag is needed.'
            : `EXIF, XMP and the colour profile stay in JPEG, PNG and WebP${m.removeGps ? ', without the GPS position' : ', GPS position included'}; the orientation is set upright. Read from JPEG, PNG, WebP, HEIC and AVIF photos (of HEIC and AVIF: EXIF and colour profile).`}
        {m.keep !== 'none' && avif ? ' AVIF is written without metadata here.' : ''}
      </p>
    </Step>
  )
}

export function NamingStep({ steps }: { steps: BatchSteps }) {
  const pattern = steps.settings.naming.pattern
  return (
    <Step title="File names">
      <TextField
        label="Name pattern"
        value={pattern}
        onChange={(e) => steps.setNaming({ pattern: e.target.value.slice(0, 200) })}
        hint="{name} the original name, {width} {height} the result's size, {format}, {n} its number; the extension is added. Folders are kept; a name already taken gets (2), (3)…"
      />
      {patternClashes(pattern) ? (
        <p className={looks.mutedSmall} role="status">
          Without {'{name}'} or {'{n}'} every file gets the same name: they will be numbered (2), (3)…
        </p>
      ) : null}
    </Step>
  )
}

/** The steps a tool does not show in its own part, folded under "More steps" with a one-line summary. */
export function MoreSteps({
  steps,
  show,
  outputProps,
}: {
  steps: BatchSteps
  show: readonly StepName[]
  outputProps?: Omit<OutputFieldsProps, 'state'>
}) {
  const s = steps.settings
  const summary = [
    show.includes('resize') ? describeResize(s.resize) : null,
    show.includes('output') ? CHOICE_LABEL[s.output.format as OutputChoice] : null,
    show.includes('metadata') ? `metadata: ${METADATA_LABEL[s.metadata.keep].toLowerCase()}` : null,
    show.includes('naming') ? `names: ${s.naming.pattern || '{name}'}` : null,
  ].filter(Boolean)
  return (
    <details
      className={css({
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        '&[open] > summary svg': { transform: 'rotate(90deg)' },
      })}
      data-testid="more-steps"
    >
      <summary
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          p: '3',
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          flexWrap: 'wrap',
        })}
      >
        <ChevronRight aria-hidden className={css({ w: '4', h: '4', transition: 'transform 150ms' })} />
        <span className={css({ fontWeight: 'medium' })}>More steps</span>
        <span className={css({ fontSize: 'xs', color: 'fg.muted', minW: 0, overflowWrap: 'anywhere' })}>
          {summary.join(' · ')}
        </span>
      </summary>
      <div className={css({ p: '3', pt: '0', display: 'flex', flexDirection: 'column', gap: '5' })}>
        {show.includes('resize') ? <ResizeStep steps={steps} /> : null}
        {show.includes('output') ? (
          <Step title="Format">
            <OutputFields
              state={steps.output as OutputSettingsState}
              choices={outputProps?.choices ?? []}
              hasAlpha={outputProps?.hasAlpha ?? null}
              many={outputProps?.many ?? true}
              formatLabel={outputProps?.formatLabel}
            />
          </Step>
        ) : null}
        {show.includes('metadata') ? <MetadataStep steps={steps} /> : null}
        {show.includes('naming') ? <NamingStep steps={steps} /> : null}
      </div>
    </details>
  )
}

/** The visitor's saved presets (read after hydration: the prerendered page knows none). */
function useSavedPresets(): [Preset[], (next: Preset[]) => void] {
  const [saved, setSaved] = useState<Preset[]>([])
  useEffect(() => {
    try {
      setSaved(readPresets(localStorage.getItem(PRESETS_KEY)))
    } catch {
      setSaved([])
    }
  }, [])
  const save = (next: Preset[]) => {
    setSaved(next)
    try {
      localStorage.setItem(PRESETS_KEY, writePresets(next))
    } catch {
      notify({ type: 'error', title: 'Could not save', description: 'This browser refused to store the preset' })
    }
  }
  return [saved, save]
}

const NONE = '__none__'

/**
 * Presets: pick one (built in or saved) to set every step at once; save the current settings under a name; delete a
 * saved one. `onApply` lets a tool map a preset onto its own part (image-resize's size fields).
 */
export function PresetBar({
  steps,
  onApply,
  current,
}: {
  steps: BatchSteps
  onApply?: (s: BatchSettings) => void
  /** The settings as the tool sees them (image-resize: with its own size fields), to tell which preset is on. */
  current?: BatchSettings
}) {
  const [saved, setSaved] = useSavedPresets()
  const [name, setName] = useState('')
  const all = [...BUILT_IN_PRESETS, ...saved]
  const now = current ?? steps.settings
  const active = all.find((p) => sameSettings(p.settings, now))
  const options = [
    { value: NONE, label: active ? 'Choose a preset…' : 'Custom settings' },
    ...all.map((p) => ({ value: p.name, label: p.builtIn ? p.name : `${p.name} (saved)` })),
  ]
  const choose = (value: string) => {
    const p = all.find((x) => x.name === value)
    if (!p) return
    steps.apply(p.settings)
    onApply?.(p.settings)
    notify({ type: 'info', title: 'Preset applied', description: p.name })
  }
  const saveCurrent = () => {
    const clean = name.trim()
    if (!clean) return
    if (BUILT_IN_PRESETS.some((p) => p.name === clean)) {
      notify({ type: 'error', title: 'Name taken', description: `"${clean}" is a built-in preset` })
      return
    }
    setSaved(upsertPreset(saved, clean, now))
    setName('')
    notify({ type: 'success', title: 'Preset saved', description: clean })
  }
  return (
    // The preset fields are not settings themselves: a link carries the steps, not what was typed here.
    <div
      className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}
      data-testid="preset-bar"
      data-link-ignore
    >
      <div className={css({ flex: '1 1 220px', minW: 0 })}>
        <SelectField label="Settings preset" value={active?.name ?? NONE} options={options} onChange={choose} />
      </div>
      <div className={css({ flex: '1 1 200px', minW: 0 })}>
        <TextField
          label="Save settings as"
          placeholder="Preset name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') saveCurrent()
          }}
        />
      </div>
      <button
        type="button"
        className={button({ size: 'md', variant: 'outline' })}
        onClick={saveCurrent}
        disabled={!name.trim()}
      >
        <Save aria-hidden /> Save preset
      </button>
      {active && !active.builtIn ? (
        <button
          type="button"
          className={button({ size: 'md', variant: 'ghost' })}
          aria-label={`Delete preset ${active.name}`}
          onClick={() => setSaved(saved.filter((p) => p.name !== active.name))}
        >
          <Trash2 aria-hidden /> Delete
        </button>
      ) : null}
    </div>
  )
}

/** Where results go: kept in the page (Download All makes a ZIP) or written into a folder as each is made. */
export function useFolderTarget() {
  const [sink, setSink] = useState<FolderSink | null>(null)
  const [supported, setSupported] = useState(false)
  useEffect(() => setSupported(canSaveToFolder()), [])
  const pick = async () => {
    try {
      const handle = await pickFolder()
      if (handle) setSink(folderSink(handle))
    } catch (error) {
      notify({ type: 'error', title: 'No folder', description: (error as Error)?.message ?? 'The browser refused' })
    }
  }
  return { sink, supported, pick, clear: () => setSink(null) }
}

export type FolderTarget = ReturnType<typeof useFolderTarget>

export function FolderTargetField({ target, disabled }: { target: FolderTarget; disabled?: boolean }) {
  if (!target.supported) return null
  return (
    <div
      className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}
      data-testid="folder-target"
    >
      {target.sink ? (
        <>
          <FolderOpen aria-hidden className={css({ w: '4', h: '4', color: 'accent.fg' })} />
          <span className={css({ fontSize: 'sm' })} data-testid="folder-name">
            Each result is saved into “{target.sink.name}” as soon as it is made (names already there are kept: the new
            file gets (2), (3)…).
          </span>
          <button
            type="button"
            className={button({ size: 'xs', variant: 'ghost' })}
            onClick={target.clear}
            disabled={disabled}
          >
            Keep results in the page instead
          </button>
        </>
      ) : (
        <button
          type="button"
          className={button({ size: 'sm', variant: 'outline' })}
          onClick={target.pick}
          disabled={disabled}
        >
          <FolderOpen aria-hidden /> Save to a folder…
        </button>
      )}
    </div>
  )
}
