// A tool's first value that only the visitor's browser knows: a random pick, the time or the time zone, the browser
// itself. The build prerenders the tool's page in Node and the browser hydrates that HTML, whose first render must
// give the same markup; so the prerender and the hydrating render show a stand-in of the same shape, and the
// visitor's own value replaces it right after hydration, in the same elements (so the page's largest text is painted
// with the HTML, not a second later). A view rendered in the browser from the start (opened from home) begins with
// the visitor's value.
import { type Dispatch, type SetStateAction, useState } from 'react'
import { useHydrated } from '../state/hydration'
import { type LinkFieldKind, useLinkScope, useLinkState } from './link-state'

/**
 * Replaces the stand-in with the visitor's value in the render where the page turns hydrated, unless it was changed
 * before or a shared link gave it (`kept`): an update during render, so React renders again before committing and the
 * page never shows the stand-in beside the visitor's other values. `standIn` must keep its identity (a constant or a
 * primitive).
 */
function useReplaceStandIn<T>(
  hydrated: boolean,
  value: T,
  setValue: (value: T) => void,
  create: () => T,
  standIn: T,
  kept = false,
) {
  const [standing, setStanding] = useState(!hydrated)
  if (hydrated && standing) {
    setStanding(false)
    if (!kept && Object.is(value, standIn)) setValue(create())
  }
}

/** Whether the page runs in the browser: false in the prerendered HTML and while hydrating it. */
export function useLive(): boolean {
  return useHydrated()
}

/** `value` (read only in the browser) once the page runs; `standIn` in the prerendered HTML and while hydrating. */
export function useVisitorValue<T>(value: () => T, standIn: T): T {
  return useHydrated() ? value() : standIn
}

/** useState whose first value is the visitor's own (`create`), with `standIn` in the prerendered HTML. */
export function useVisitorState<T>(create: () => T, standIn: T): [T, Dispatch<SetStateAction<T>>] {
  const hydrated = useHydrated()
  const [value, setValue] = useState<T>(() => (hydrated ? create() : standIn))
  useReplaceStandIn(hydrated, value, setValue, create, standIn)
  return [value, setValue]
}

/** useLinkState whose default is the visitor's own (`create`), with `standIn` in the prerendered HTML. */
export function useVisitorLinkState<T>(
  name: string,
  create: () => T,
  standIn: T,
  kind: LinkFieldKind = 'option',
): [T, Dispatch<SetStateAction<T>>] {
  const hydrated = useHydrated()
  const [value, setValue] = useLinkState<T>(name, hydrated ? create : () => standIn, kind)
  // A link's value stays even where it equals the stand-in (a shared "UTC", say).
  const linked = useLinkScope()?.carries(name, kind) ?? false
  useReplaceStandIn(hydrated, value, setValue, create, standIn, linked)
  return [value, setValue]
}
