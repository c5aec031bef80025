// The one settings model of the image batch (image-compress, image-convert, image-resize): a resize step (longest
// side or an exact size; fit, fill or contain; never enlarged unless asked), the output step (format and quality, a
// size target or "smallest that looks the same": formats.ts), a metadata step (strip everything, the default; keep
// the colour profile; keep all the format can carry, GPS removable on its own) and a file-name pattern ({name},
// {width}, {height}, {format}, {n}) with clash-safe names. Plus the presets (built in, and the user's own, saved
// versioned in localStorage with anything unreadable ignored). Pure: the worker, the views and Node tests share it.
import {
  DEFAULT_BACKGROUND,
  MAX_KB,
  OUTPUT_CHOICES,
  OUTPUT_EXT,
  type OutputChoice,
  type OutputFormat,
  type OutputSettings,
  type QualityModeKind,
} from './formats'
import type { Size } from './image-header'

/** Largest side a resize may ask for (a canvas side past 16,384 fails in Chromium). */
export const MAX_RESIZE_SIDE = 16_384

export type ResizeFit = 'fit' | 'fill' | 'contain'

export interface BatchResize {
  /** Off: every image keeps its size. */
  enabled: boolean
  /** 'longest': the longer side at most `longest`; 'exact': a width × height box. */
  by: 'longest' | 'exact'
  longest: number
  width: number
  height: number
  /**
   * For an exact box: 'fit' scales the image to fit inside it (the result may be smaller on one side); 'fill' covers
   * the box and crops what overflows (centred); 'contain' fits it inside and pads the rest (transparent, or the
   * background colour in JPEG) so the result is exactly the box.
   */
  fit: ResizeFit
  /** Let a smaller image grow to the size asked (off by default: enlarging only blurs). */
  enlarge: boolean
}

export type MetadataKeep = 'none' | 'profile' | 'all'

export interface BatchMetadata {
  /**
   * 'none' strips everything (the default); 'profile' keeps the colour profile (orientation is applied to the pixels,
   * so every result is upright); 'all' keeps EXIF, XMP and the colour profile where the output format can carry them
   * (JPEG, PNG, WebP; not AVIF here), the EXIF orientation reset to upright.
   */
  keep: MetadataKeep
  /** Remove GPS position (EXIF GPS and XMP exif:GPS…) even when keeping all. */
  removeGps: boolean
}

export interface BatchNaming {
  /** Without the extension, which the format adds: "{name}", "compressed_{name}", "{name}-{width}w", "{n}". */
  pattern: string
}

export interface BatchSettings {
  resize: BatchResize
  output: OutputSettings
  metadata: BatchMetadata
  naming: BatchNaming
}

export const DEFAULT_RESIZE: BatchResize = {
  enabled: false,
  by: 'longest',
  longest: 1920,
  width: 1920,
  height: 1080,
  fit: 'fit',
  enlarge: false,
}

export const DEFAULT_METADATA: BatchMetadata = { keep: 'none', removeGps: true }

export const METADATA_LABEL: Record<MetadataKeep, string> = {
  none: 'Strip everything',
  profile: 'Keep colour profile',
  all: 'Keep all (where the format can carry it)',
}

export const FIT_LABEL: Record<ResizeFit, string> = {
  fit: 'Fit inside',
  fill: 'Fill (crop to the box)',
  contain: 'Contain (pad to the box)',
}

export function defaultSettings(output: Partial<OutputSettings> = {}, pattern = '{name}'): BatchSettings {
  return {
    resize: { ...DEFAULT_RESIZE },
    output: {
      format: 'auto',
      mode: 'fixed',
      quality: 80,
      maxKb: MAX_KB.default,
      background: DEFAULT_BACKGROUND,
      ...output,
    },
    metadata: { ...DEFAULT_METADATA },
    naming: { pattern },
  }
}

// ---------- Resize ----------

/** How one image is drawn: the part of the source taken, the size it is drawn at, where, on a canvas of what size. */
export interface ResizePlan {
  /** Source rectangle (upright pixels). */
  source: { x: number; y: number; width: number; height: number }
  /** Size the source rectangle is drawn at. */
  drawn: Size
  /** Offset of the drawing on the canvas (contain pads around it). */
  offset: { x: number; y: number }
  canvas: Size
}

const side = (n: number) => Math.max(1, Math.min(MAX_RESIZE_SIDE, Math.round(n)))

/** The whole image at its own size: what a disabled resize, or a box it already fits in, gives. */
function unchanged(original: Size): ResizePlan {
  return {
    source: { x: 0, y: 0, ...original },
    drawn: { ...original },
    offset: { x: 0, y: 0 },
    canvas: { ...original },
  }
}

/** The plan for one image of `original` size (upright). */
export function planResize(original: Size, r: BatchResize): ResizePlan {
  if (!r.enabled) return unchanged(original)
  const W = side(r.by === 'longest' ? r.longest : r.width)
  const H = side(r.by === 'longest' ? r.longest : r.height)
  const fit = r.by === 'longest' ? 'fit' : r.fit
  const cap = r.enlarge ? Number.POSITIVE_INFINITY : 1
  if (fit === 'fit' || fit === 'contain') {
    const scale = Math.min(cap, W / original.width, H / original.height)
    const drawn = { width: side(original.width * scale), height: side(original.height * scale) }
    if (fit === 'fit')
      return scale === 1 ? unchanged(original) : { ...unchanged(original), drawn, canvas: { ...drawn } }
    // contain: the box, unless the image is smaller and may not grow (then the box shrinks to fit what is there).
    const canvas = r.enlarge
      ? { width: W, height: H }
      : { width: Math.min(W, original.width), height: Math.min(H, original.height) }
    canvas.width = Math.max(canvas.width, drawn.width)
    canvas.height = Math.max(canvas.height, drawn.height)
    return {
      source: { x: 0, y: 0, ...original },
      drawn,
      offset: { x: Math.floor((canvas.width - drawn.width) / 2), y: Math.floor((canvas.height - drawn.height) / 2) },
      canvas,
    }
  }
  // fill: cover the box, crop the centre. Without enlarging, a box larger than the image keeps its shape at the
  // largest size the image can give.
  let bw = W
  let bh = H
  if (!r.enlarge && (bw > original.width || bh > original.height)) {
    const shrink = Math.min(original.width / bw, original.height / bh)
    bw = side(bw * shrink)
    bh = side(bh * shrink)
  }
  const scale = Math.max(bw / original.width, bh / original.height)
  const sw = Math.min(original.width, Math.round(bw / scale))
  const sh = Math.min(original.height, Math.round(bh / scale))
  return {
    source: {
      x: Math.floor((original.width - sw) / 2),
      y: Math.floor((original.height - sh) / 2),
      width: sw,
      height: sh,
    },
    drawn: { width: bw, height: bh },
    offset: { x: 0, y: 0 },
    canvas: { width: bw, height: bh },
  }
}

/** The plan is a plain scale of the whole image (what the JPEG reduced decode can serve). */
export function isPlainScale(plan: ResizePlan, original: Size): boolean {
  return (
    plan.source.x === 0 &&
    plan.source.y === 0 &&
    plan.source.width === original.width &&
    plan.source.height === original.height &&
    plan.offset.x === 0 &&
    plan.offset.y === 0 &&
    plan.canvas.width === plan.drawn.width &&
    plan.canvas.height === plan.drawn.height
  )
}

/** The resize step in a sentence, for the page: "Longest side at most 1920 px (never enlarged)". */
export function describeResize(r: BatchResize): string {
  if (!r.enabled) return 'Original size'
  const grow = r.enlarge ? '' : ' (never enlarged)'
  if (r.by === 'longest') return `Longest side at most ${side(r.longest)} px${grow}`
  return `${FIT_LABEL[r.fit]} ${side(r.width)}×${side(r.height)} px${grow}`
}

// ---------- Names ----------

/** The name's folder, base and extension: "trip/day 1/IMG_1.JPG" → "trip/day 1/", "IMG_1", "JPG". */
export function splitPath(path: string): { dir: string; base: string; ext: string } {
  const slash = path.lastIndexOf('/')
  const dir = slash >= 0 ? path.slice(0, slash + 1) : ''
  const file = path.slice(slash + 1)
  const dot = file.lastIndexOf('.')
  if (dot <= 0) return { dir, base: file || 'image', ext: '' }
  return { dir, base: file.slice(0, dot), ext: file.slice(dot + 1) }
}

/** Characters no file system takes in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]/g

export interface NameFacts {
  /** The file's path as given (a relative path inside a dropped folder, or its name). */
  path: string
  width: number
  height: number
  format: OutputFormat
  /** 1-based position in the batch. */
  n: number
  /** Files in the batch (pads {n} to the same width: 001 … 500). */
  count: number
}

/** The output path for one file: its folder kept, the pattern applied, the format's extension added. */
export function applyPattern(pattern: string, f: NameFacts): string {
  const { dir, base } = splitPath(f.path)
  const digits = String(Math.max(1, f.count)).length
  const filled = (pattern.trim() || '{name}').replace(/\{(name|width|height|format|n)\}/g, (_, key: string) => {
    if (key === 'name') return base
    if (key === 'width') return String(f.width)
    if (key === 'height') return String(f.height)
    if (key === 'format') return OUTPUT_EXT[f.format]
    return String(f.n).padStart(digits, '0')
  })
  const safe = filled.replace(UNSAFE, '_').replace(/^\.+/, '').trim() || base
  return `${dir}${safe}.${OUTPUT_EXT[f.format]}`
}

/** The pattern names nothing that tells files apart ({name} or {n}): every file of a batch would clash. */
export function patternClashes(pattern: string): boolean {
  return !/\{(name|n)\}/.test(pattern)
}

/**
 * Clash-safe names: the first "a.webp" stays, the next is "a (2).webp", and so on; case-insensitive (as Windows and
 * macOS file systems compare). `taken` collects what is given out, so one set serves a whole batch.
 */
export class NameRegistry {
  private readonly taken = new Set<string>()

  /** Marks a name as already there (a file in the chosen folder). */
  reserve(path: string): void {
    this.taken.add(path.toLowerCase())
  }

  has(path: string): boolean {
    return this.taken.has(path.toLowerCase())
  }

  /** The path, or the first free "base (k).ext" beside it; reserved at once. */
  claim(path: string): string {
    let out = path
    if (this.has(out)) {
      const { dir, base, ext } = splitPath(path)
      const dot = ext ? `.${ext}` : ''
      let k = 2
      while (this.has(`${dir}${base} (${k})${dot}`)) k++
      out = `${dir}${base} (${k})${dot}`
    }
    this.reserve(out)
    return out
  }
}

// ---------- Normalising (links, saved presets) ----------

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback

const num = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(min, Math.min(max, Math.round(value))) : fallback

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback)

const rec = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const QUALITY_MODES: readonly QualityModeKind[] = ['fixed', 'max-bytes', 'same-look']

/** Any value (a link's, a saved preset's) made into valid settings: what is unreadable takes the default. */
export function normaliseSettings(value: unknown, base: BatchSettings = defaultSettings()): BatchSettings {
  const v = rec(value)
  const r = rec(v.resize)
  const o = rec(v.output)
  const m = rec(v.metadata)
  const n = rec(v.naming)
  const br = base.resize
  const bo = base.output
  return {
    resize: {
      enabled: bool(r.enabled, br.enabled),
      by: oneOf(r.by, ['longest', 'exact'] as const, br.by),
      longest: num(r.longest, 1, MAX_RESIZE_SIDE, br.longest),
      width: num(r.width, 1, MAX_RESIZE_SIDE, br.width),
      height: num(r.height, 1, MAX_RESIZE_SIDE, br.height),
      fit: oneOf(r.fit, ['fit', 'fill', 'contain'] as const, br.fit),
      enlarge: bool(r.enlarge, br.enlarge),
    },
    output: {
      format: oneOf<OutputChoice>(o.format, OUTPUT_CHOICES, bo.format),
      mode: oneOf(o.mode, QUALITY_MODES, bo.mode),
      quality: num(o.quality, 10, 100, bo.quality),
      maxKb: num(o.maxKb, MAX_KB.min, MAX_KB.max, bo.maxKb),
      background:
        typeof o.background === 'string' && /^#[0-9a-f]{6}$/i.test(o.background) ? o.background : bo.background,
    },
    metadata: {
      keep: oneOf(m.keep, ['none', 'profile', 'all'] as const, base.metadata.keep),
      removeGps: bool(m.removeGps, base.metadata.removeGps),
    },
    naming: {
      pattern: typeof n.pattern === 'string' && n.pattern.length <= 200 ? n.pattern : base.naming.pattern,
    },
  }
}

// ---------- Presets ----------

export interface Preset {
  name: string
  settings: BatchSettings
  builtIn?: boolean
}

/** The built-in presets: one pass each. */
export const BUILT_IN_PRESETS: readonly Preset[] = [
  {
    name: 'Web 1920 WebP',
    builtIn: true,
    settings: {
      resize: { ...DEFAULT_RESIZE, enabled: true, by: 'longest', longest: 1920 },
      output: { ...defaultSettings().output, format: 'webp', mode: 'fixed', quality: 80 },
      metadata: { keep: 'none', removeGps: true },
      naming: { pattern: '{name}' },
    },
  },
  {
    name: 'Email: at most 500 KB',
    builtIn: true,
    settings: {
      resize: { ...DEFAULT_RESIZE, enabled: true, by: 'longest', longest: 2560 },
      output: { ...defaultSettings().output, format: 'jpeg', mode: 'max-bytes', maxKb: 500 },
      metadata: { keep: 'none', removeGps: true },
      naming: { pattern: '{name}' },
    },
  },
  {
    name: 'Thumbnails 400 px',
    builtIn: true,
    settings: {
      resize: { ...DEFAULT_RESIZE, enabled: true, by: 'longest', longest: 400 },
      output: { ...defaultSettings().output, format: 'webp', mode: 'fixed', quality: 75 },
      metadata: { keep: 'none', removeGps: true },
      naming: { pattern: '{name}-thumb' },
    },
  },
]

export const PRESETS_KEY = 'localkit:image-batch-presets'
export const PRESETS_VERSION = 1
export const MAX_PRESETS = 50

/** The user's presets from their saved text: a wrong version, bad JSON or a bad entry is ignored, never thrown. */
export function readPresets(text: string | null | undefined): Preset[] {
  if (!text) return []
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return []
  }
  const d = rec(data)
  if (d.v !== PRESETS_VERSION || !Array.isArray(d.presets)) return []
  const out: Preset[] = []
  for (const p of d.presets.slice(0, MAX_PRESETS)) {
    const e = rec(p)
    const name = typeof e.name === 'string' ? e.name.trim().slice(0, 80) : ''
    if (!name || out.some((x) => x.name === name)) continue
    out.push({ name, settings: normaliseSettings(e.settings) })
  }
  return out
}

/** The text to save for the user's presets. */
export function writePresets(presets: readonly Preset[]): string {
  return JSON.stringify({
    v: PRESETS_VERSION,
    presets: presets.slice(0, MAX_PRESETS).map((p) => ({ name: p.name, settings: p.settings })),
  })
}

/** Adds or replaces (same name) a user preset. */
export function upsertPreset(presets: readonly Preset[], name: string, settings: BatchSettings): Preset[] {
  const clean = name.trim().slice(0, 80)
  if (!clean) return [...presets]
  const rest = presets.filter((p) => p.name !== clean)
  return [...rest, { name: clean, settings: normaliseSettings(settings) }]
}

/** Same settings (the preset that is "on"). */
export function sameSettings(a: BatchSettings, b: BatchSettings): boolean {
  return JSON.stringify(normaliseSettings(a)) === JSON.stringify(normaliseSettings(b))
}

// ---------- Time ----------

/** "about 3 min 20 s", "about 45 s", "a few seconds". */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000)
  if (s < 5) return 'a few seconds'
  if (s < 60) return `about ${s} s`
  const m = Math.floor(s / 60)
  const rest = s % 60
  if (m < 60) return rest ? `about ${m} min ${rest} s` : `about ${m} min`
  const h = Math.floor(m / 60)
  return `about ${h} h ${m % 60} min`
}
