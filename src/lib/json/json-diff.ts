// Structural JSON comparison for json-diff: both sides are parsed, then walked together (keys by name, arrays by
// index) to list added, removed, changed and type-changed paths. Iterative, so deep documents cannot overflow the
// stack; the same function runs on the page and, for big inputs, in the worker.
import { type JsonErrorInfo, limitError, tooDeepAt, validateJson } from './json-format'

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null'
export type DiffKind = 'added' | 'removed' | 'changed' | 'type'
export type PathPart = string | number

export interface DiffEntry {
  kind: DiffKind
  parts: PathPart[]
  /** Left value (removed, changed, type). */
  before?: unknown
  /** Right value (added, changed, type). */
  after?: unknown
}

export interface ContainerInfo {
  type: 'object' | 'array'
  /** Keys or indexes on both sides together. */
  size: number
}

export interface JsonDiff {
  entries: DiffEntry[]
  /** Containers present on both sides with the same type, by path key (see pathKey). */
  containers: Record<string, ContainerInfo>
  counts: Record<DiffKind, number>
}

export type CompareResult =
  | { ok: true; diff: JsonDiff }
  | { ok: false; left: JsonErrorInfo | null; right: JsonErrorInfo | null }

/**
 * The deepest nesting compared. Each changed path is written out in full, and a changed value goes to the page
 * whole: 100,000 levels made paths of quadratic size and a value too deep to send from the worker.
 */
export const MAX_DIFF_DEPTH = 3000

/** The refusal of a side that nests deeper than MAX_DIFF_DEPTH, at the bracket that passes it; null when within. */
export function depthError(text: string): JsonErrorInfo | null {
  const at = tooDeepAt(text, MAX_DIFF_DEPTH)
  if (at === -1) return null
  const fmt = (n: number) => n.toLocaleString('en')
  return limitError(
    text,
    at,
    `This JSON nests more than ${fmt(MAX_DIFF_DEPTH)} levels deep; JSON Diff compares up to ${fmt(MAX_DIFF_DEPTH)} levels.`,
  )
}

/** Above this many characters (both sides together) the page diffs in a worker. */
export const WORKER_THRESHOLD = 200_000

export function jsonType(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const t = typeof value
  if (t === 'object') return 'object'
  if (t === 'string' || t === 'number' || t === 'boolean') return t
  return 'null'
}

const IDENT = /^[A-Za-z_$][\w$]*$/

/** `$.user.tags[0]["first name"]`: a JSONPath a reader can paste into jq-like tools. */
export function formatPath(parts: readonly PathPart[]): string {
  let out = '$'
  for (const p of parts) {
    if (typeof p === 'number') out += `[${p}]`
    else if (IDENT.test(p)) out += `.${p}`
    else out += `[${JSON.stringify(p)}]`
  }
  return out
}

/** RFC 6901 JSON Pointer, for JSON Patch. */
export function formatPointer(parts: readonly PathPart[]): string {
  return parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')
}

/** A collision-free key for a path (used to look containers up). */
export function pathKey(parts: readonly PathPart[]): string {
  return JSON.stringify(parts)
}

const own = Object.prototype.hasOwnProperty

type Frame = { a: unknown; b: unknown; parts: PathPart[] } | { emit: DiffEntry }

function isContainer(v: unknown): boolean {
  return v !== null && typeof v === 'object'
}

/** Compares two parsed JSON values. Arrays are compared index by index; object key order is ignored. */
export function diffValues(left: unknown, right: unknown): JsonDiff {
  const entries: DiffEntry[] = []
  const containers: Record<string, ContainerInfo> = {}
  const counts: Record<DiffKind, number> = { added: 0, removed: 0, changed: 0, type: 0 }
  const push = (e: DiffEntry) => {
    entries.push(e)
    counts[e.kind]++
  }
  // Depth-first with an explicit stack; children go on in reverse so entries come out in document order.
  const stack: Frame[] = [{ a: left, b: right, parts: [] }]
  const schedule = (local: Frame[]) => {
    for (let i = local.length - 1; i >= 0; i--) stack.push(local[i] as Frame)
  }
  while (stack.length > 0) {
    const frame = stack.pop() as Frame
    if ('emit' in frame) {
      push(frame.emit)
      continue
    }
    const { a, b, parts } = frame
    const ta = jsonType(a)
    const tb = jsonType(b)
    if (ta !== tb) {
      push({ kind: 'type', parts, before: a, after: b })
      continue
    }
    if (ta === 'array') {
      const xa = a as unknown[]
      const xb = b as unknown[]
      const n = Math.max(xa.length, xb.length)
      containers[pathKey(parts)] = { type: 'array', size: n }
      const local: Frame[] = []
      for (let i = 0; i < n; i++) {
        const va = xa[i]
        const vb = xb[i]
        if (i >= xa.length) local.push({ emit: { kind: 'added', parts: [...parts, i], after: vb } })
        else if (i >= xb.length) local.push({ emit: { kind: 'removed', parts: [...parts, i], before: va } })
        else if (isContainer(va) || isContainer(vb) || va !== vb) local.push({ a: va, b: vb, parts: [...parts, i] })
      }
      schedule(local)
    } else if (ta === 'object') {
      const oa = a as Record<string, unknown>
      const ob = b as Record<string, unknown>
      const keys = Object.keys(oa)
      for (const k of Object.keys(ob)) if (!own.call(oa, k)) keys.push(k)
      containers[pathKey(parts)] = { type: 'object', size: keys.length }
      const local: Frame[] = []
      for (const k of keys) {
        const va = oa[k]
        const vb = ob[k]
        if (!own.call(oa, k)) local.push({ emit: { kind: 'added', parts: [...parts, k], after: vb } })
        else if (!own.call(ob, k)) local.push({ emit: { kind: 'removed', parts: [...parts, k], before: va } })
        else if (isContainer(va) || isContainer(vb) || va !== vb) local.push({ a: va, b: vb, parts: [...parts, k] })
      }
      schedule(local)
    } else if (a !== b) {
      push({ kind: 'changed', parts, before: a, after: b })
    }
  }
  return { entries, containers, counts }
}

/** Parses both sides (reporting each side's error) and diffs them. */
export function compareJsonTexts(left: string, right: string): CompareResult {
  const l = validateJson(left)
  const r = validateJson(right)
  if (!l.ok || !r.ok) return { ok: false, left: l.ok ? null : l.error, right: r.ok ? null : r.error }
  const deepLeft = depthError(left)
  const deepRight = depthError(right)
  if (deepLeft || deepRight) return { ok: false, left: deepLeft, right: deepRight }
  return { ok: true, diff: diffValues(l.value, r.value) }
}

export interface DiffTreeNode {
  key: PathPart | null
  parts: PathPart[]
  /** The change at exactly this path, if any. */
  entry?: DiffEntry
  /** Changed descendants, in document order. */
  children: DiffTreeNode[]
  /** Set when this path is a container on both sides. */
  container?: ContainerInfo
  /** Keys or items of this container with no change inside. */
  unchanged: number
}

/** Folds the flat list into a tree of changed paths only; unchanged siblings are counted, not listed. */
export function buildDiffTree(diff: JsonDiff): DiffTreeNode | null {
  if (diff.entries.length === 0) return null
  const index = new Map<DiffTreeNode, Map<PathPart, DiffTreeNode>>()
  const make = (key: PathPart | null, parts: PathPart[]): DiffTreeNode => {
    const node: DiffTreeNode = { key, parts, children: [], unchanged: 0 }
    const info = diff.containers[pathKey(parts)]
    if (info) node.container = info
    index.set(node, new Map())
    return node
  }
  const root = make(null, [])
  for (const entry of diff.entries) {
    let node = root
    for (let i = 0; i < entry.parts.length; i++) {
      const key = entry.parts[i] as PathPart
      const children = index.get(node) as Map<PathPart, DiffTreeNode>
      let child = children.get(key)
      if (!child) {
        child = make(key, entry.parts.slice(0, i + 1))
        children.set(key, child)
        node.children.push(child)
      }
      node = child
    }
    node.entry = entry
  }
  for (const node of index.keys()) {
    if (node.container) node.unchanged = Math.max(0, node.container.size - node.children.length)
  }
  return root
}

/** One line of JSON, cut to `max` characters. */
export function previewValue(value: unknown, max = 80): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

export const KIND_LABEL: Record<DiffKind, string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  type: 'Type changed',
}

/** `+ $.a: 1`, `- $.b: 2`, `~ $.c: 1 → 2`, `~ $.d: number 1 → string "1"`. */
export function describeEntry(entry: DiffEntry, max = 80): string {
  const path = formatPath(entry.parts)
  switch (entry.kind) {
    case 'added':
      return `+ ${path}: ${previewValue(entry.after, max)}`
    case 'removed':
      return `- ${path}: ${previewValue(entry.before, max)}`
    case 'changed':
      return `~ ${path}: ${previewValue(entry.before, max)} → ${previewValue(entry.after, max)}`
    case 'type':
      return `~ ${path}: ${jsonType(entry.before)} ${previewValue(entry.before, max)} → ${jsonType(entry.after)} ${previewValue(entry.after, max)}`
  }
}

export function summaryText(counts: Record<DiffKind, number>): string {
  const total = counts.added + counts.removed + counts.changed + counts.type
  if (total === 0) return 'No differences: the documents are equal'
  const parts: string[] = []
  if (counts.added) parts.push(`${counts.added} added`)
  if (counts.removed) parts.push(`${counts.removed} removed`)
  if (counts.changed) parts.push(`${counts.changed} changed`)
  if (counts.type) parts.push(`${counts.type} type ${counts.type === 1 ? 'change' : 'changes'}`)
  return `${total} ${total === 1 ? 'difference' : 'differences'}: ${parts.join(', ')}`
}

/** The diff as a JSON document (what Copy and Download give). */
export function diffToJson(diff: JsonDiff): string {
  const changes = diff.entries.map((e) => {
    const path = formatPath(e.parts)
    switch (e.kind) {
      case 'added':
        return { op: 'added', path, value: e.after }
      case 'removed':
        return { op: 'removed', path, value: e.before }
      case 'changed':
        return { op: 'changed', path, from: e.before, to: e.after }
      default:
        return {
          op: 'type-changed',
          path,
          fromType: jsonType(e.before),
          toType: jsonType(e.after),
          from: e.before,
          to: e.after,
        }
    }
  })
  return JSON.stringify({ summary: { ...diff.counts }, changes }, null, 2)
}

/** RFC 6902 JSON Patch that turns the left document into the right one. */
export function diffToPatch(diff: JsonDiff): string {
  const ops: object[] = []
  const entries = diff.entries
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as DiffEntry
    const last = e.parts[e.parts.length - 1]
    if (e.kind === 'removed' && typeof last === 'number') {
      // Trailing array items: remove from the end, so earlier indexes stay valid.
      const parent = pathKey(e.parts.slice(0, -1))
      let j = i
      while (j + 1 < entries.length) {
        const n = entries[j + 1] as DiffEntry
        if (n.kind !== 'removed' || typeof n.parts[n.parts.length - 1] !== 'number') break
        if (pathKey(n.parts.slice(0, -1)) !== parent) break
        j++
      }
      for (let k = j; k >= i; k--) ops.push({ op: 'remove', path: formatPointer((entries[k] as DiffEntry).parts) })
      i = j
      continue
    }
    const path = formatPointer(e.parts)
    if (e.kind === 'added') ops.push({ op: 'add', path, value: e.after })
    else if (e.kind === 'removed') ops.push({ op: 'remove', path })
    else ops.push({ op: 'replace', path, value: e.after })
  }
  return JSON.stringify(ops, null, 2)
}

export const DIFF_EXAMPLE = {
  left: JSON.stringify(
    { name: 'Localkit', version: '1.0.0', private: true, tags: ['tools', 'offline'], owner: { id: 7, email: null } },
    null,
    2,
  ),
  right: JSON.stringify(
    {
      version: '1.1.0',
      name: 'Localkit',
      tags: ['tools', 'offline', 'privacy'],
      owner: { id: '7', email: null },
      license: 'MIT',
    },
    null,
    2,
  ),
}
