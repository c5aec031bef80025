// The strength engine (zxcvbn-ts and its dictionaries, in a worker loaded on this page only) and the check of what
// is typed: one check at a time; while it runs, only the newest input waits, so typing never queues up.
import { useEffect, useRef, useState } from 'react'
import { checkStrengthInWorker, loadStrengthEngine } from '../../jobs/password-strength'
import type { Analysis } from '../../lib/password/strength'
import { personalWords } from './strength-text'

export interface Checked {
  password: string
  personal: string
  analysis: Analysis
}

export function useStrength(password: string, personal: string) {
  const [engine, setEngine] = useState(false)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [result, setResult] = useState<Checked | null>(null)

  // The dictionaries are large: a worker loads them only on this page, once, while a loading state shows.
  useEffect(() => {
    let live = true
    loadStrengthEngine()
      .then(() => live && setEngine(true))
      .catch((e: unknown) => live && setLoadError(e instanceof Error ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [])

  // One check at a time in the worker; while it runs, only the newest input waits, so typing never queues up.
  const busy = useRef(false)
  const latest = useRef({ password: '', personal: '' })
  latest.current = { password, personal }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the personal words must trigger a new check
  useEffect(() => {
    if (!engine || !password) return
    const run = () => {
      if (busy.current) return
      const input = latest.current
      if (!input.password) return
      busy.current = true
      checkStrengthInWorker(input.password, personalWords(input.personal))
        .then((analysis) => setResult({ ...input, analysis }))
        .catch((e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)))
        .finally(() => {
          busy.current = false
          const now = latest.current
          if (now.password && (now.password !== input.password || now.personal !== input.personal)) run()
        })
    }
    run()
  }, [engine, password, personal])

  return { engine, loadError, result }
}
