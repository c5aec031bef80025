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
  /**
   * The largest input the scaling benchmark ran this tool with to the end on a 2-core machine (bench/scale; time,
   * longest frame gap and memory per size in bench/results/scale.md): shown on its page as "Tested up to …". Set only
   * from a measured run; csv-preview stops at the size whose page stayed smooth (1M rows ran, with a 0.65 s freeze).
   */
  testedUpTo?: string
  /**
   * The limits the tool checks before its work (bytes, rows, columns, depth …), as one line shown on its page beside
   * "Tested up to": what it refuses, with a message naming the limit, rather than crash, freeze or come out empty.
   */
  limits?: string
}

export type Tool = ToolEntry
