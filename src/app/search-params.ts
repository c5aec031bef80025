// Home's ?q= and ?category= are written from two places (the header's search box and the category chips), often
// within one tick. Each write starts from the address bar as it is now, not from a render's copy, so one never undoes
// the other (react-router's functional update reads the last rendered params, which a pending navigation may not
// have reached yet).
import type { SetURLSearchParams } from 'react-router-dom'

export function updateSearchParams(setParams: SetURLSearchParams, change: (params: URLSearchParams) => void): void {
  const next = new URLSearchParams(window.location.search)
  change(next)
  setParams(next, { replace: true })
}
