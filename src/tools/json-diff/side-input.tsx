// One side of the comparison: typed or pasted JSON, or a file; a document too big to edit in the box is held aside.

import { Panel } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { OpenFileButton } from '../../kit/open-file-button'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { WORKER_THRESHOLD } from '../../lib/json/json-diff'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'

export interface Side {
  text: string
  /** Set when a document too big to edit in the box is held aside (a big file or paste). */
  heldAs: string | null
}

export const emptySide: Side = { text: '', heldAs: null }

export function SideInput({
  side,
  label,
  onChange,
}: {
  side: Side
  label: 'Left' | 'Right'
  onChange: (side: Side) => void
}) {
  const load = (text: string, source: string | null) =>
    onChange({ text, heldAs: text.length > WORKER_THRESHOLD / 2 ? source : null })
  const openFile = async (file: File | undefined) => {
    if (!file) return
    try {
      load(await file.text(), file.name)
    } catch {
      notify({ type: 'error', title: 'File Error', description: 'Failed to read file' })
    }
  }
  const testId = label.toLowerCase()
  return (
    <Panel
      title={label === 'Left' ? 'Left (original)' : 'Right (changed)'}
      actions={
        <>
          <OpenFileButton
            accept=".json,application/json,text/plain"
            buttonDetail={`for the ${testId} side`}
            inputLabel={`${label} JSON file`}
            testId={`${testId}-file-input`}
            onFile={(f) => void openFile(f)}
          />
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            disabled={!side.text}
            onClick={() => onChange(emptySide)}
            aria-label={`Clear the ${testId} side`}
          >
            Clear
          </button>
        </>
      }
    >
      {side.heldAs ? (
        <div
          data-testid={`${testId}-held`}
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '1',
            bg: 'bg.subtle',
            borderRadius: 'lg',
            p: '4',
            fontSize: 'sm',
          })}
        >
          <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
            {side.heldAs} · {formatBytes(side.text.length)}
          </span>
          <span className={looks.muted}>
            Too large to edit comfortably in the page; it is compared in the background. Clear to start again.
          </span>
        </div>
      ) : (
        <LargeTextField
          label={`${label} JSON`}
          mono
          rows={12}
          placeholder={label === 'Left' ? '{"name": "Ada", "age": 36}' : '{"name": "Ada", "age": 37}'}
          value={side.text}
          onValueChange={(v) => onChange({ text: v, heldAs: null })}
          onPaste={(e) => {
            const text = e.clipboardData.getData('text/plain')
            if (text.length > WORKER_THRESHOLD / 2) {
              e.preventDefault()
              load(text, 'Pasted JSON')
            }
          }}
        />
      )}
    </Panel>
  )
}
