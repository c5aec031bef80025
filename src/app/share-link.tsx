// "Copy link" beside "Copy URL": a link whose fragment carries the tool's options (and its input, when ticked), and
// the notice shown when a link's data cannot be read. The fields come from the page's LinkScope (src/kit/link-state).
import { Share2 } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Tool } from '../catalogue/define-tool'
import type { LinkScope } from '../kit/link-state'
import { Notice } from '../kit/notice'
import { copyText } from '../lib/clipboard'
import {
  DAMAGED_LINK_MESSAGE,
  LINK_LIMIT_BYTES,
  linkFragment,
  packLink,
  withoutLinkState,
} from '../lib/share/link-state'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { CheckboxField } from '../ui/checkbox'
import { notify } from '../ui/toaster'

/** Input this long (in characters) is over the limit however well it compresses; it is not compressed to find out. */
const HOPELESS_CHARS = 4 * 1024 * 1024

function useScopeValue<T>(scope: LinkScope, read: () => T): T {
  return useSyncExternalStore(scope.subscribe, read, read)
}

function roughLength(value: unknown): number {
  if (typeof value === 'string') return value.length
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + roughLength(v), 0)
  if (value && typeof value === 'object') return Object.values(value).reduce((n: number, v) => n + roughLength(v), 0)
  return 8
}

/** The compressed size of a link with the input, kept up to date (debounced) while the input changes. */
function useInputLinkBytes(scope: LinkScope, active: boolean): number | null {
  const [bytes, setBytes] = useState<number | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => scope.subscribe(() => setVersion((v) => v + 1)), [scope])
  useEffect(() => {
    // version: measured again after any field changed.
    if (!active || version < 0) return
    let live = true
    const t = setTimeout(() => {
      const payload = scope.payload(true)
      if (roughLength(payload.input) > HOPELESS_CHARS) {
        setBytes(Number.POSITIVE_INFINITY)
        return
      }
      void packLink(payload).then((packed) => live && setBytes(Math.floor((packed.length * 3) / 4)))
    }, 300)
    return () => {
      live = false
      clearTimeout(t)
    }
  }, [scope, active, version])
  return active ? bytes : null
}

/** Whether the tool's input may go in a link at all (never for a secret; the rest of it with `shareInput`). */
const inputMayGo = (tool: Tool) => tool.link === undefined || (typeof tool.link === 'object' && !!tool.link.shareInput)

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`

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

const note = css({ fontSize: 'xs', color: 'fg.muted', maxW: '22rem' })

/** Under the frame's buttons: "Include my input" (with why it is off when it must be), or why input never goes. */
export function LinkInputChoice({ tool, scope }: { tool: Tool; scope: LinkScope }) {
  const hasInput = useScopeValue(scope, () => scope.has('input'))
  const [checked, setChecked] = useState(false)
  const mayGo = inputMayGo(tool)
  const bytes = useInputLinkBytes(scope, hasInput && mayGo)
  const tooLarge = bytes !== null && bytes > LINK_LIMIT_BYTES
  useEffect(() => {
    scope.includeInput = checked && !tooLarge
  }, [scope, checked, tooLarge])
  const secret = typeof tool.link === 'object' ? <p className={note}>{tool.link.secret}</p> : null
  if (!hasInput || !mayGo) return secret
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: { md: 'flex-end' } })}>
      <CheckboxField
        label="Include my input"
        checked={checked && !tooLarge}
        disabled={tooLarge}
        onChange={setChecked}
      />
      {secret}
      {tooLarge ? (
        <p className={note} data-testid="link-too-large">
          Your input is too large for a link ({Number.isFinite(bytes) ? `${kb(bytes)} compressed` : 'many MB'}; a link
          holds up to {kb(LINK_LIMIT_BYTES)}). Copy link shares the options only.
        </p>
      ) : null}
    </div>
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
