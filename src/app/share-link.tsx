// "Copy link" beside "Copy URL": a link whose fragment carries the tool's options (and its input, when ticked), and
// the notice shown when a link's data cannot be read. The fields come from the page's LinkScope (src/kit/link-state).
import { Share2 } from 'lucide-react'
import type { Tool } from '../catalogue/define-tool'
import type { LinkScope } from '../kit/link-state'
import { Notice } from '../kit/notice'
import { copyText } from '../lib/clipboard'
import { DAMAGED_LINK_MESSAGE, linkFragment, withoutLinkState } from '../lib/share/link-state'
import { useSettlingValue } from '../state/use-settling-value'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { notify } from '../ui/toaster'

export function useScopeValue<T>(scope: LinkScope, read: () => T): T {
  return useSettlingValue(scope.subscribe, read)
}

/** Whether the tool's input may go in a link at all (never for a secret; the rest of it with `shareInput`). */
export const inputMayGo = (tool: Tool) =>
  tool.link === undefined || (typeof tool.link === 'object' && !!tool.link.shareInput)

export function CopyLinkButton({ tool, scope }: { tool: Tool; scope: LinkScope }) {
  const copy = async () => {
    const withInput = scope.includeInput && inputMayGo(tool)
    const href = withoutLinkState(window.location.href) + (await linkFragment(scope.payload(withInput)))
    const ok = await copyText(href)
    notify(
      ok
        ? {
            title: 'Link copied',
            description: withInput
              ? 'The link opens this tool with your options and input. They travel in the part after #, which is never sent to a server.'
              : 'The link opens this tool with your options (not your input).',
            type: 'success',
          }
        : { title: 'Failed to copy', description: 'Please try again', type: 'error' },
    )
  }
  return (
    <button type="button" className={button({ size: 'sm' })} onClick={copy}>
      <Share2 aria-hidden /> Copy link
    </button>
  )
}

/** "This link's data could not be read…", when the page was opened from a damaged, truncated or foreign link. */
export function DamagedLinkNotice({ scope }: { scope: LinkScope }) {
  const damaged = useScopeValue(scope, () => scope.damaged)
  const keptOwn = useScopeValue(scope, () => scope.keptOwn.length > 0)
  return (
    <>
      {damaged ? (
        <Notice tone="warning" className={css({ mb: '4' })}>
          {DAMAGED_LINK_MESSAGE}
        </Notice>
      ) : null}
      {keptOwn ? (
        <Notice tone="info" className={css({ mb: '4' })}>
          This link carries its own input, but this browser already holds yours: yours was kept. Clear it and open the
          link again to use the link's.
        </Notice>
      ) : null}
    </>
  )
}
