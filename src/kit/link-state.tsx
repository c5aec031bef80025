// Which of a tool's state a shared link carries. A view declares a field with useLinkState (in place of useState) or
// useLinkAtom (for state kept in a Jotai atom), naming it and saying whether it is an option (always in the link) or
// input (only when the user ticks "Include my input"). The frame's "Copy link" reads the fields from the page's
// LinkScope; a link opened later gives each field its value back on first render. No tool serialises anything itself.
import { type PrimitiveAtom, useStore } from 'jotai'
import {
  createContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react'
import { conform, type LinkFields, type LinkPayload, type LinkRead } from '../lib/share/link-state'

export type LinkFieldKind = 'option' | 'input'

export class LinkScope {
  private readonly fields = new Map<string, { kind: LinkFieldKind; value: unknown }>()
  private readonly listeners = new Set<() => void>()
  /** The state read from the page's link, once read. */
  linked: LinkPayload | null = null
  /** The link's data could not be read, or a value did not fit its field (a foreign or hand-edited link). */
  damaged = false
  /** The frame's "Include my input" (ticked, and the input small enough), read when "Copy link" is pressed. */
  includeInput = false
  /** Pending while the link's fragment is unpacked; the tool's view waits for it (see LinkGate). */
  readonly reading: Promise<void> | null

  constructor(
    readonly tool: string,
    read: Promise<LinkRead> | null,
  ) {
    this.reading =
      read?.then((r) => {
        if (r.status === 'ok') this.linked = r.payload
        else if (r.status === 'damaged') this.damaged = true
        this.emit()
      }) ?? null
  }

  /** Saved input the page kept instead of the link's (see useLinkAtom), by field name. */
  readonly keptOwn: string[] = []

  keepOwn(name: string) {
    if (!this.keptOwn.includes(name)) this.keptOwn.push(name)
    this.emit()
  }

  private emit() {
    for (const l of this.listeners) l()
  }

  /** Whether the page's link holds a value for the field. */
  carries(name: string, kind: LinkFieldKind): boolean {
    const source = kind === 'input' ? this.linked?.input : this.linked?.options
    return source !== undefined && name in source
  }

  /** The linked value for a field, conformed to its default's shape; the default when there is none. */
  initial<T>(name: string, kind: LinkFieldKind, fallback: T): T {
    const source = kind === 'input' ? this.linked?.input : this.linked?.options
    if (!source || !(name in source)) return fallback
    const value = conform(fallback, source[name])
    if (value === undefined) {
      this.damaged = true
      return fallback
    }
    return value
  }

  set(name: string, kind: LinkFieldKind, value: unknown) {
    this.fields.set(name, { kind, value })
    this.emit()
  }

  remove(name: string) {
    this.fields.delete(name)
    this.emit()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  has(kind: LinkFieldKind): boolean {
    for (const f of this.fields.values()) if (f.kind === kind) return true
    return false
  }

  /** The payload of a link: options always, input only when asked. */
  payload(withInput: boolean): LinkPayload {
    const options: LinkFields = {}
    const input: LinkFields = {}
    for (const [name, f] of this.fields) (f.kind === 'input' ? input : options)[name] = f.value
    return withInput && Object.keys(input).length > 0
      ? { tool: this.tool, options, input }
      : { tool: this.tool, options }
  }
}

const LinkScopeContext = createContext<LinkScope | null>(null)

export function LinkScopeProvider({ scope, children }: { scope: LinkScope; children: ReactNode }) {
  return <LinkScopeContext.Provider value={scope}>{children}</LinkScopeContext.Provider>
}

/** Holds the tool's view back (inside its Suspense) until the page's link has been read. */
export function LinkGate({ scope, children }: { scope: LinkScope; children: ReactNode }) {
  if (scope.reading) use(scope.reading)
  return children
}

export function useLinkScope(): LinkScope | null {
  return useContext(LinkScopeContext)
}

function useRegister(scope: LinkScope | null, name: string, kind: LinkFieldKind, value: unknown) {
  useEffect(() => {
    scope?.set(name, kind, value)
  }, [scope, name, kind, value])
  useEffect(() => () => scope?.remove(name), [scope, name])
}

/** useState whose value a shared link carries under `name` (JSON-shaped values only). */
export function useLinkState<T>(
  name: string,
  initial: T | (() => T),
  kind: LinkFieldKind = 'option',
): [T, Dispatch<SetStateAction<T>>] {
  const scope = useLinkScope()
  const [value, setValue] = useState<T>(() => {
    const fallback = typeof initial === 'function' ? (initial as () => T)() : initial
    return scope ? scope.initial(name, kind, fallback) : fallback
  })
  useRegister(scope, name, kind, value)
  return [value, setValue]
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (typeof v === 'object' && Object.keys(v as object).length === 0)

/**
 * Shares a Jotai atom's value under `name`: a linked value is written into the atom before the first paint. Such
 * atoms are usually saved in the browser, so a link's input never replaces input the visitor already saved there:
 * theirs stays, and the page says the link's was not applied (LinkScope.keptOwn).
 */
export function useLinkAtom<T>(name: string, atom: PrimitiveAtom<T>, kind: LinkFieldKind = 'option'): void {
  const scope = useLinkScope()
  const store = useStore()
  const [value, setValue] = useState(() => store.get(atom))
  useLayoutEffect(() => {
    if (scope?.linked) {
      const own = store.get(atom)
      const linked = scope.initial(name, kind, own)
      if (kind === 'input' && !isEmpty(own) && JSON.stringify(linked) !== JSON.stringify(own)) scope.keepOwn(name)
      else if (linked !== own) store.set(atom, linked)
    }
    setValue(store.get(atom))
    return store.sub(atom, () => setValue(store.get(atom)))
  }, [scope, store, atom, name, kind])
  useRegister(scope, name, kind, value)
}
