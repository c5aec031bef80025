// currency-convert's state: one versioned local-storage key (saved ECB rates, the user's own rates, from/to), read
// defensively, and the rate fetch as a job so a second press or leaving the page cancels the first.
import { atom, type PrimitiveAtom, type SetStateAction } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { jobAtom } from '../../jobs/job-atom'
import {
  EMPTY_STATE,
  fetchEcbRates,
  readStoredState,
  STORAGE_KEY,
  type StoredState,
  toStored,
} from './currency-convert'

const json = createJSONStorage<unknown>(() => localStorage)

const storedAtom = atomWithStorage<unknown>(
  STORAGE_KEY,
  toStored(EMPTY_STATE),
  {
    ...json,
    getItem: (key, initial) => {
      try {
        return json.getItem(key, initial)
      } catch {
        return initial
      }
    },
  },
  { getOnInit: true },
)

export const currencyStateAtom = atom(
  (get): StoredState => readStoredState(get(storedAtom)),
  (get, set, update: Partial<StoredState>) => {
    set(storedAtom, toStored({ ...readStoredState(get(storedAtom)), ...update }))
  },
)

/** One field of the saved state as an atom of its own, for a shared link to carry (useLinkAtom). */
function fieldAtom(key: 'from' | 'to' | 'custom'): PrimitiveAtom<string> {
  return atom(
    (get) => get(currencyStateAtom)[key],
    (get, set, next: SetStateAction<string>) =>
      set(currencyStateAtom, { [key]: typeof next === 'function' ? next(get(currencyStateAtom)[key]) : next }),
  )
}

export const fromAtom = fieldAtom('from')
export const toAtom = fieldAtom('to')
export const customRatesAtom = fieldAtom('custom')

export const ratesJob = jobAtom<void, Awaited<ReturnType<typeof fetchEcbRates>>>((_, { signal }) =>
  fetchEcbRates((url, init) => fetch(url, init), signal),
)
