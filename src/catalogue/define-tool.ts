// The shape of one catalogue entry (its page's code is found by src/catalogue/views.ts).
import type { IconName } from 'lucide-react/dynamic'
import type { CategoryId } from './categories'

export interface ToolEntry {
  slug: string
  name: string
  description: string
  category: CategoryId
  /** A Lucide icon's name, drawn from the build's icon sprite (src/catalogue/vite-tool-icons.ts, src/app/tool-icon.tsx). */
  icon: IconName
  keywords: readonly string[]
  /**
   * What "Copy link" may carry (src/kit/link-state.tsx). Unset: the options, and the input when the user ticks
   * "Include my input". `{ secret }`: the input is a secret and never goes in a link, and the page shows `secret` as
   * the reason; with `shareInput`, only the secret field (a key, kept out of useLinkState) stays out and the rest of
   * the input may go. 'none': the tool has no text input or options to share (file-only tools): no "Copy link".
   */
  link?: 'none' | { secret: string; shareInput?: boolean }
  // What its page states about its tested scale and its limits ("Tested up to", "Limits") is in tool-facts.ts, read
  // by the tool page only, so home's JavaScript does not carry it.
}

export type Tool = ToolEntry
