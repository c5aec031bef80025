// The list of files and their hash jobs: add, start again with other algorithms, cancel, remove, clear. Every job
// still running is stopped when the page goes away.
import { atom, useStore } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { HashAlgorithm } from '../../lib/hash-format'
import { useAtomValue } from '../../state/use-atom'
import { type Entry, fileEntry } from './atoms'

export function useFileJobs() {
  const store = useStore()
  const [entries, setEntries] = useState<Entry[]>([])
  const statesAtom = useMemo(() => atom((get) => entries.map((e) => get(e.job.stateAtom))), [entries])
  const states = useAtomValue(statesAtom)

  /** No algorithm chosen: nothing to compute, so the file is left stopped. */
  const start = (entry: Entry, algorithms: readonly HashAlgorithm[]) => {
    if (algorithms.length) void store.set(entry.job.startAtom, algorithms)
    else store.set(entry.job.resetAtom)
  }
  const stop = (list: readonly Entry[]) => {
    for (const e of list) store.set(e.job.resetAtom)
  }

  const latest = useRef(entries)
  latest.current = entries
  // biome-ignore lint/correctness/useExhaustiveDependencies: on unmount only, with the list as it is then
  useEffect(() => () => stop(latest.current), [])

  return {
    entries,
    states,
    add: (files: File[], algorithms: readonly HashAlgorithm[]) => {
      const added = files.map(fileEntry)
      setEntries((list) => [...list, ...added])
      for (const e of added) start(e, algorithms)
    },
    start,
    restartAll: (algorithms: readonly HashAlgorithm[]) => {
      for (const e of entries) start(e, algorithms)
    },
    cancel: (entry: Entry) => store.set(entry.job.cancelAtom),
    cancelAll: () => {
      for (const e of entries) store.set(e.job.cancelAtom)
    },
    remove: (entry: Entry) => {
      stop([entry])
      setEntries((list) => list.filter((e) => e.id !== entry.id))
    },
    clear: () => {
      stop(entries)
      setEntries([])
    },
  }
}
