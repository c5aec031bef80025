// Reading an atom in a component: Jotai's own hooks, except for one re-render. Jotai's useAtomValue re-renders every
// component that reads an atom once more after it mounts, whether or not the atom changed. When a prerendered page
// hydrates, those re-renders all land in one long, uninterruptible task right after it (on a tool page: the header,
// the footer, the frame and the tool's view; on home: a hundred cards), which blocked a slow laptop for 50 ms and
// more. These hooks re-render only when the atom's value did change between the render and the subscription.
// The site's atoms hold plain values (no promises), so Jotai's support for async atoms is not carried over.
import { type Atom, type SetStateAction, useSetAtom, useStore, type WritableAtom } from 'jotai'
import { useEffect, useReducer, useRef } from 'react'

type Store = ReturnType<typeof useStore>
type Read<Value> = readonly [value: Value, store: Store, atom: Atom<Value>]

export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore()
  const [[read, readFrom, readAtom], rerender] = useReducer(
    (previous: Read<Value>): Read<Value> => {
      const next = store.get(atom)
      return Object.is(previous[0], next) && previous[1] === store && previous[2] === atom
        ? previous
        : [next, store, atom]
    },
    undefined,
    (): Read<Value> => [store.get(atom), store, atom],
  )
  let value = read
  if (readFrom !== store || readAtom !== atom) {
    rerender()
    value = store.get(atom)
  }
  const rendered = useRef(value)
  rendered.current = value
  useEffect(() => {
    const unsubscribe = store.sub(atom, rerender)
    // Subscribing mounts the atom (its onMount may set it): catch any change since the render, and only a change.
    if (!Object.is(store.get(atom), rendered.current)) rerender()
    return unsubscribe
  }, [store, atom])
  return value
}

export function useAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result]
export function useAtom<Value>(
  atom: WritableAtom<Value, [SetStateAction<Value>], void>,
): [Value, (update: SetStateAction<Value>) => void]
export function useAtom<Value, Args extends unknown[], Result>(atom: WritableAtom<Value, Args, Result>) {
  return [useAtomValue(atom), useSetAtom(atom)] as const
}
