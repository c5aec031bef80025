// The frame's "Include my input" (with why it is off when it must be); the frame itself says why a secret never goes.
// Part of the tool route's code (not home's): it renders with the page, so the box is there when the page is live.
import { startTransition, useEffect, useState } from 'react'
import type { Tool } from '../catalogue/define-tool'
import type { LinkScope } from '../kit/link-state'
import { LINK_LIMIT_BYTES, packedSize } from '../lib/share/link-state'
import { css } from '../styled-system/css'
import { CheckboxField } from '../ui/checkbox'
import { inputMayGo, useScopeValue } from './share-link'

/** Input this long (in characters) is over the limit however well it compresses; it is not compressed to find out. */
const HOPELESS_CHARS = 4 * 1024 * 1024

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
  // A transition: every field the view registers as it mounts counts, and none of it is urgent.
  useEffect(() => scope.subscribe(() => startTransition(() => setVersion((v) => v + 1))), [scope])
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
      void packedSize(payload, MEASURE_CAP_BYTES).then((size) => live && setBytes(size))
    }, 300)
    return () => {
      live = false
      clearTimeout(t)
    }
  }, [scope, active, version])
  return active ? bytes : null
}

/** Compressed input is measured up to this size; past it the page says "over" it rather than compressing on. */
const MEASURE_CAP_BYTES = 4 * LINK_LIMIT_BYTES

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`

const note = css({ fontSize: 'xs', color: 'fg.muted', maxW: '22rem' })

/** Under the frame's buttons: "Include my input", with why it is off when it must be. */
export default function LinkInputChoice({ tool, scope }: { tool: Tool; scope: LinkScope }) {
  const hasInput = useScopeValue(scope, () => scope.has('input'))
  const [checked, setChecked] = useState(false)
  const mayGo = inputMayGo(tool)
  const bytes = useInputLinkBytes(scope, hasInput && mayGo)
  const tooLarge = bytes !== null && bytes > LINK_LIMIT_BYTES
  useEffect(() => {
    scope.includeInput = checked && !tooLarge
  }, [scope, checked, tooLarge])
  if (!hasInput || !mayGo) return null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: { md: 'flex-end' } })}>
      <CheckboxField
        label="Include my input"
        checked={checked && !tooLarge}
        disabled={tooLarge}
        onChange={setChecked}
      />
      {tooLarge ? (
        <p className={note} data-testid="link-too-large">
          Your input is too large for a link ({Number.isFinite(bytes) ? kb(bytes) : `over ${kb(MEASURE_CAP_BYTES)}`}{' '}
          compressed; a link holds up to {kb(LINK_LIMIT_BYTES)}). Copy link shares the options only.
        </p>
      ) : null}
    </div>
  )
}
