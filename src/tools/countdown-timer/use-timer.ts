// The timer's state, kept in local storage so a running countdown survives a reload and is shared by every tab: it
// ticks while running, settles to done at zero (once, with the alarm), shows the time left in the tab's title and
// follows changes made in another tab.
import { useEffect, useRef, useState } from 'react'
import { notify } from '../../ui/toaster'
import { beep } from './beep'
import { IDLE, readStored, STORAGE_KEY, settle, type TimerState, titleFor } from './countdown-timer'

const TICK_MS = 200

function loadState(): TimerState {
  try {
    return settle(readStored(localStorage.getItem(STORAGE_KEY)), Date.now())
  } catch {
    return IDLE
  }
}

function saveState(s: TimerState) {
  try {
    if (s.status === 'idle') localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(s))
  } catch {
    // storage full or blocked: the timer still runs in this tab
  }
}

export function useTimer() {
  const [state, setState] = useState<TimerState>(loadState)
  const [now, setNow] = useState(() => Date.now())
  const baseTitle = useRef<string | null>(null)
  const announced = useRef(state.status === 'done')

  const update = (next: TimerState) => {
    setState(next)
    saveState(next)
  }

  // Tick while running; settle to done at zero (once), with the alert.
  useEffect(() => {
    if (state.status !== 'running') return
    const id = setInterval(() => {
      const t = Date.now()
      setNow(t)
      const next = settle(state, t)
      if (next !== state) {
        setState(next)
        saveState(next)
      }
    }, TICK_MS)
    return () => clearInterval(id)
  }, [state])

  useEffect(() => {
    if (state.status === 'done' && !announced.current) {
      announced.current = true
      beep()
      notify({ type: 'info', title: "Time's up!", description: state.label || 'The countdown has finished' })
    }
    if (state.status !== 'done') announced.current = false
  }, [state])

  // The tab title shows the time left; the page's own title comes back on leaving.
  useEffect(() => {
    baseTitle.current ??= document.title
    document.title = titleFor(state, now, baseTitle.current)
  }, [state, now])
  useEffect(
    () => () => {
      if (baseTitle.current !== null) document.title = baseTitle.current
    },
    [],
  )

  // Another tab changing the timer is followed here.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY) setState(settle(readStored(e.newValue), Date.now()))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  return { state, now, setNow, update }
}
