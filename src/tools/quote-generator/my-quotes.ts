// The user's own quotes, kept in this browser's localStorage under one versioned key.
import { useVisitorState } from '../../kit/visitor-state'
import { notify } from '../../ui/toaster'
import { MY_QUOTES_KEY, parseMyQuotes, serializeMyQuotes, type UserQuote } from './quote-generator'

function loadMine(): UserQuote[] {
  try {
    return parseMyQuotes(localStorage.getItem(MY_QUOTES_KEY))
  } catch {
    return []
  }
}

/** A random id for a new quote (16 hex digits). */
export function newQuoteId(): string {
  const b = new Uint8Array(8)
  crypto.getRandomValues(b)
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
}

/** None in the page's prerendered HTML: the stored ones come once the page runs. */
const NONE: UserQuote[] = []

/** The stored quotes and `save`, which replaces them (saying so when the browser refuses to store them). */
export function useMyQuotes() {
  const [mine, setMine] = useVisitorState<UserQuote[]>(loadMine, NONE)
  const save = (next: UserQuote[]) => {
    setMine(next)
    try {
      localStorage.setItem(MY_QUOTES_KEY, serializeMyQuotes(next))
    } catch {
      notify({ type: 'error', title: 'Not saved', description: 'The browser refused to store your quotes' })
    }
  }
  return { mine, save }
}
