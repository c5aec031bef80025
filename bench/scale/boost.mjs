// This benchmark's own processes, and a way to give them a larger share of a machine shared with other work:
// boost(n) raises this script's and its browser's sessions (autogroups) n nice levels, so other programs on the machine get a smaller
// share of the cores while it runs; the page, its workers and the rest of the browser still compete with each
// other exactly as Chromium set their threads' nice values. Needs root (a negative nice).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'

/** Every process below this one. */
export function myProcesses() {
  const parent = new Map()
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8')
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {}
  }
  const mine = new Set([process.pid])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, ppid] of parent)
      if (!mine.has(pid) && mine.has(ppid)) {
        mine.add(pid)
        grew = true
      }
  }
  mine.delete(process.pid)
  return [...mine]
}

export function threadsOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number)
  } catch {
    return []
  }
}

/**
 * Starts the boost; returns stop(). With the kernel's autogroup scheduling (/proc/sys/kernel/sched_autogroup_enabled),
 * the cores are shared between sessions first and by nice only within one: a thread's nice does not reach past its
 * session. So the boost is the nice of the autogroups this script's processes are in (its own session with the preview
 * server, and the browser's: Playwright starts Chromium in a session of its own), `levels` up, set through
 * /proc/<pid>/autogroup and put back at stop(). A boost of 0 does nothing.
 */
export function boost(levels) {
  if (!levels) return () => {}
  const groups = new Map() // autogroup name → { pid, nice before }
  for (const pid of [process.pid, ...myProcesses()]) {
    try {
      const [, name, nice] = /^(\S+) nice (-?\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8')) ?? []
      if (name && !groups.has(name)) groups.set(name, { pid, nice: Number(nice) })
    } catch {}
  }
  for (const { pid, nice } of groups.values())
    writeFileSync(`/proc/${pid}/autogroup`, String(Math.max(-20, nice - levels)))
  return () => {
    for (const { pid, nice } of groups.values())
      try {
        writeFileSync(`/proc/${pid}/autogroup`, String(nice))
      } catch {}
  }
}
