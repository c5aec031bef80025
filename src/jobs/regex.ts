// Client of the regex worker: every match runs under a time limit; a runaway pattern's worker is terminated and
// a warm spare (already loaded) serves the next edit at once.
import type { MatchResult, RegexApi, RegexFlags } from '../../workers/regex/regex.api'
import { defineWorkerClient } from './worker-pool'

export type { MatchResult, RegexFlags }

export const DEFAULT_REGEX_TIMEOUT_MS = 1000
const SPARE_AFTER_MS = 20

const regexPool = defineWorkerClient<RegexApi>(
  () => new Worker(new URL('../../workers/regex/regex.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, warm: 1, idleMs: 60_000 },
)

/** Starts the worker and its spare ahead of the first match. */
export function prewarmRegex(): void {
  regexPool().prewarm()
}

export interface MatchOptions {
  signal: AbortSignal
  timeoutMs?: number
}

/** Runs the pattern over the text in the worker; rejects with TimeoutError / AbortError when stopped. */
export function matchInWorker(
  pattern: string,
  flags: RegexFlags,
  text: string,
  { signal, timeoutMs = DEFAULT_REGEX_TIMEOUT_MS }: MatchOptions,
): Promise<MatchResult> {
  const p = regexPool()
  const call = p.call('match', [pattern, flags, text], { signal, timeoutMs })
  // The call has taken the idle worker. Most matches end within a few ms, and a spare started meanwhile would only
  // compete for the CPU with them (and with painting their result); a match still running after SPARE_AFTER_MS may
  // be a runaway, so then a spare starts loading and is ready by the time limit (50 ms at least) or a cancel.
  const spare = setTimeout(() => p.prewarm(), SPARE_AFTER_MS)
  const settled = () => clearTimeout(spare)
  call.then(settled, settled)
  return call
}
