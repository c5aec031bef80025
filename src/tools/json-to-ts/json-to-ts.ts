// TypeScript declarations from a JSON sample for json-to-ts: every value is folded into a shape (what types were
// seen at each place, how often each key appeared), then each object shape becomes a named interface. Array items
// are merged into one shape, so keys missing from some items become optional and mixed values become unions.
import { type JsonErrorInfo, validateJson } from '../../lib/json/json-format'

export type Declaration = 'interface' | 'type'

export interface TsOptions {
  rootName: string
  declaration: Declaration
  exported: boolean
  readonly: boolean
}

export const DEFAULT_OPTIONS: TsOptions = {
  rootName: 'Root',
  declaration: 'interface',
  exported: true,
  readonly: false,
}

interface Shape {
  string: boolean
  number: boolean
  boolean: boolean
  null: boolean
  object: ObjectShape | null
  /** Item shape of every array seen here (all items merged). */
  array: Shape | null
}

interface ObjectShape {
  fields: Map<string, { shape: Shape; count: number }>
  /** How many objects were folded in. */
  samples: number
}

const emptyShape = (): Shape => ({
  string: false,
  number: false,
  boolean: false,
  null: false,
  object: null,
  array: null,
})

function addValue(shape: Shape, value: unknown): void {
  if (value === null) shape.null = true
  else if (Array.isArray(value)) {
    shape.array ??= emptyShape()
    for (const item of value) addValue(shape.array, item)
  } else if (typeof value === 'object') {
    shape.object ??= { fields: new Map(), samples: 0 }
    const obj = shape.object
    obj.samples++
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      let field = obj.fields.get(key)
      if (!field) {
        field = { shape: emptyShape(), count: 0 }
        obj.fields.set(key, field)
      }
      field.count++
      addValue(field.shape, v)
    }
  } else if (typeof value === 'string') shape.string = true
  else if (typeof value === 'number') shape.number = true
  else if (typeof value === 'boolean') shape.boolean = true
}

const IDENT = /^[A-Za-z_$][\w$]*$/

/** A property name as TypeScript accepts it: bare when it is an identifier, quoted otherwise. */
export function propertyName(key: string): string {
  return IDENT.test(key) ? key : JSON.stringify(key)
}

/** Global names a generated type must not shadow. */
const RESERVED = new Set([
  'Array',
  'Boolean',
  'Date',
  'Error',
  'Function',
  'JSON',
  'Map',
  'Math',
  'Number',
  'Object',
  'Omit',
  'Partial',
  'Pick',
  'Promise',
  'Readonly',
  'Record',
  'RegExp',
  'Required',
  'Set',
  'String',
  'Symbol',
  'Element',
  'Event',
  'Node',
  'Response',
  'Request',
  'Document',
  'Window',
  'Location',
  'File',
  'Blob',
  'URL',
  'Text',
  'Image',
  'Option',
  'Range',
])

/** `first_name` → `FirstName`, `userID` → `UserID`, `2fa` → `Type2fa`; never empty. */
export function pascalCase(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  let name = words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('')
  if (!name) return ''
  if (/^\d/.test(name)) name = `Type${name}`
  if (RESERVED.has(name)) name = `${name}Type`
  return name
}

const IRREGULAR: Record<string, string> = {
  people: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
  mice: 'mouse',
  geese: 'goose',
  feet: 'foot',
  teeth: 'tooth',
  indices: 'index',
  matrices: 'matrix',
  vertices: 'vertex',
  criteria: 'criterion',
  analyses: 'analysis',
  statuses: 'status',
  aliases: 'alias',
  addresses: 'address',
  buses: 'bus',
}

/** English singular of the last word of a name: `categories` → `category`, `userAddresses` → `userAddress`. */
export function singular(word: string): string {
  const m = word.match(/^(.*?)([A-Za-z][a-z]*)$/)
  if (!m) return word
  const head = m[1] as string
  const last = m[2] as string
  const lower = last.toLowerCase()
  const keepCase = (s: string) => (last[0] === last[0]?.toUpperCase() ? s[0]?.toUpperCase() + s.slice(1) : s)
  if (IRREGULAR[lower]) return head + keepCase(IRREGULAR[lower] as string)
  let out = last
  if (/[^aeiou]ies$/i.test(last)) out = `${last.slice(0, -3)}y`
  else if (/(ss|sh|ch|x|z)es$/i.test(last)) out = last.slice(0, -2)
  else if (/[^su]s$/i.test(last) && !/(is|ous)$/i.test(last)) out = last.slice(0, -1)
  return head + out
}

export type TsResult =
  | { ok: true; code: string; names: string[] }
  | { ok: false; error: JsonErrorInfo }
  | { ok: false; tooDeep: true }

export type RootNameCheck = { ok: true; name: string } | { ok: false; message: string }

/** The root type's name: letters, digits, `_` and `$`, not starting with a digit. */
export function checkRootName(raw: string): RootNameCheck {
  const name = raw.trim()
  if (!name) return { ok: false, message: 'Enter a name for the root type' }
  if (!IDENT.test(name)) return { ok: false, message: 'Use letters, digits, _ or $, not starting with a digit' }
  return { ok: true, name }
}

/** Parses JSON text and generates declarations. */
export function jsonToTs(text: string, options: TsOptions): TsResult {
  const parsed = validateJson(text)
  if (!parsed.ok) return parsed
  try {
    return { ok: true, ...generateTs(parsed.value, options) }
  } catch (error) {
    // Thousands of nested levels exhaust the call stack; no one writes types that deep.
    if (error instanceof RangeError) return { ok: false, tooDeep: true }
    throw error
  }
}

/** Generates declarations for a parsed JSON value. */
export function generateTs(value: unknown, options: TsOptions): { code: string; names: string[] } {
  const root = emptyShape()
  addValue(root, value)
  const rootName = checkRootName(options.rootName).ok ? options.rootName.trim() : 'Root'
  const used = new Set<string>([rootName])
  const decls: ({ name: string; body: string } | null)[] = []
  const bySignature = new Map<string, string>()
  const ro = options.readonly ? 'readonly ' : ''

  const unique = (hint: string): string => {
    const base = hint || 'Item'
    if (!used.has(base)) {
      used.add(base)
      return base
    }
    for (let n = 2; ; n++) {
      const candidate = `${base}${n}`
      if (!used.has(candidate)) {
        used.add(candidate)
        return candidate
      }
    }
  }

  const declareObject = (obj: ObjectShape, name: string, reservedAlready: boolean): string => {
    if (obj.fields.size === 0) {
      if (!reservedAlready) return 'Record<string, unknown>'
    }
    const own = reservedAlready ? name : unique(name)
    const slot = decls.length
    decls.push(null)
    const lines: string[] = []
    for (const [key, field] of obj.fields) {
      const optional = field.count < obj.samples ? '?' : ''
      const hint = pascalCase(key) || `${own}Field`
      lines.push(`  ${ro}${propertyName(key)}${optional}: ${typeOf(field.shape, hint)};`)
    }
    const body = lines.join('\n')
    const existing = bySignature.get(body)
    if (existing && !reservedAlready) {
      used.delete(own)
      decls[slot] = null
      return existing
    }
    bySignature.set(body, own)
    decls[slot] = { name: own, body }
    return own
  }

  const arrayOf = (item: string): string => (/[ |&]/.test(item) ? `(${item})[]` : `${item}[]`)

  const typeOf = (shape: Shape, hint: string): string => {
    const parts: string[] = []
    if (shape.object) parts.push(declareObject(shape.object, hint, false))
    if (shape.array) {
      const itemHint = singular(hint)
      parts.push(arrayOf(typeOf(shape.array, itemHint === hint ? `${hint}Item` : itemHint)))
    }
    if (shape.string) parts.push('string')
    if (shape.number) parts.push('number')
    if (shape.boolean) parts.push('boolean')
    if (shape.null) parts.push('null')
    return parts.length ? parts.join(' | ') : 'unknown'
  }

  const exp = options.exported ? 'export ' : ''
  let rootAlias: string | null = null
  if (root.object && !root.array && !root.string && !root.number && !root.boolean && !root.null) {
    declareObject(root.object, rootName, true)
  } else {
    const alias = typeOf(root, rootName)
    rootAlias = `${exp}type ${rootName} = ${alias};`
  }
  const out: string[] = []
  const names: string[] = []
  if (rootAlias) {
    out.push(rootAlias)
    names.push(rootName)
  }
  for (const d of decls) {
    if (!d) continue
    names.push(d.name)
    const body = d.body ? `{\n${d.body}\n}` : '{}'
    out.push(
      options.declaration === 'interface'
        ? `${exp}interface ${d.name} ${d.body ? body : '{\n  [key: string]: unknown;\n}'}`
        : `${exp}type ${d.name} = ${d.body ? body : 'Record<string, unknown>'};`,
    )
  }
  return { code: `${out.join('\n\n')}\n`, names }
}

/** `UserProfile` → `user-profile.ts`. */
export function tsFileName(rootName: string): string {
  const check = checkRootName(rootName)
  const name = check.ok ? check.name : 'Root'
  const kebab = name
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
  return `${kebab || 'types'}.ts`
}

export const TS_EXAMPLE = JSON.stringify(
  {
    id: 42,
    title: 'Hello, world',
    published: true,
    rating: null,
    author: { name: 'Ada Lovelace', 'e-mail': 'ada@example.com' },
    tags: ['intro', 'news'],
    comments: [
      { id: 1, text: 'Nice!', likes: 3 },
      { id: 2, text: 'Thanks', edited: true, replies: [{ id: 3, text: 'You are welcome' }] },
    ],
  },
  null,
  2,
)
