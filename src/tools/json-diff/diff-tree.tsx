// The colour tree of a JSON diff: only changed paths are drawn, unchanged siblings are summed up; each change
// carries a sign (+ − ~) as well as its colour, so the colour is never the only cue.
import type { ReactNode } from 'react'
import { looks } from '../../kit/styles'
import { type DiffEntry, type DiffTreeNode, jsonType, KIND_LABEL, previewValue } from '../../lib/json/json-diff'
import { css, cx } from '../../styled-system/css'

/** Most rows drawn; Copy and Download always carry the whole diff. */
export const TREE_ROW_LIMIT = 1500

const rowClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '2',
  rowGap: '0.5',
  py: '0.5',
  px: '1.5',
  borderRadius: 'sm',
  minW: 0,
})
const kindClass = {
  added: css({ bg: 'success.subtle', color: 'success.fg' }),
  removed: css({ bg: 'danger.subtle', color: 'danger.fg' }),
  changed: css({ bg: 'warning.subtle', color: 'warning.fg' }),
  type: css({ bg: 'accent.subtle', color: 'accent.fg' }),
}
const signClass = css({ fontWeight: 'bold', w: '3', flexShrink: 0, textAlign: 'center' })
const keyClass = css({ fontWeight: 'semibold', color: 'fg.default' })
const valueClass = css({ overflowWrap: 'anywhere', minW: 0 })
const mutedClass = looks.mutedSmall
const listClass = css({ listStyle: 'none', pl: '4', ml: '1.5', borderLeftWidth: '1px', borderColor: 'border.default' })

const SIGN = { added: '+', removed: '−', changed: '~', type: '~' }

function keyLabel(key: DiffTreeNode['key']): string {
  if (key === null) return '$'
  return typeof key === 'number' ? `[${key}]` : JSON.stringify(key)
}

function EntryValue({ entry }: { entry: DiffEntry }) {
  if (entry.kind === 'added') return <span className={valueClass}>{previewValue(entry.after, 160)}</span>
  if (entry.kind === 'removed') return <span className={valueClass}>{previewValue(entry.before, 160)}</span>
  const typed = entry.kind === 'type'
  return (
    <span className={valueClass}>
      {typed ? `${jsonType(entry.before)} ` : ''}
      {previewValue(entry.before, 120)}
      {' → '}
      {typed ? `${jsonType(entry.after)} ` : ''}
      {previewValue(entry.after, 120)}
    </span>
  )
}

export function DiffTree({ root }: { root: DiffTreeNode }) {
  let budget = TREE_ROW_LIMIT
  let cut = false
  const render = (node: DiffTreeNode): ReactNode => {
    if (budget <= 0) {
      cut = true
      return null
    }
    budget--
    const entry = node.entry
    if (entry) {
      return (
        <li key={String(node.key)} data-kind={entry.kind}>
          <div className={cx(rowClass, kindClass[entry.kind])}>
            <span aria-hidden className={signClass}>
              {SIGN[entry.kind]}
            </span>
            <span className={css({ fontWeight: 'semibold' })}>{keyLabel(node.key)}</span>
            <span className={looks.visuallyHidden}>{KIND_LABEL[entry.kind]}:</span>
            <EntryValue entry={entry} />
          </div>
        </li>
      )
    }
    const open = node.container?.type === 'array' ? '[' : '{'
    const close = node.container?.type === 'array' ? ']' : '}'
    return (
      <li key={String(node.key)}>
        <div className={rowClass}>
          <span aria-hidden className={signClass} />
          <span className={keyClass}>{keyLabel(node.key)}</span>
          <span className={mutedClass}>
            {open}
            {node.unchanged > 0
              ? ` ${node.unchanged} unchanged ${node.container?.type === 'array' ? 'item' : 'key'}${node.unchanged === 1 ? '' : 's'} `
              : ' '}
            {close}
          </span>
        </div>
        <ul className={listClass}>{node.children.map(render)}</ul>
      </li>
    )
  }
  const tree = render(root)
  return (
    <div
      role="region"
      aria-label="Difference tree"
      tabIndex={0}
      data-testid="diff-tree"
      className={css({
        fontFamily: 'mono',
        fontSize: 'sm',
        bg: 'bg.subtle',
        borderRadius: 'lg',
        p: '3',
        maxH: '640px',
        overflow: 'auto',
      })}
    >
      <ul className={css({ listStyle: 'none' })}>{tree}</ul>
      {cut ? (
        <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '2', fontFamily: 'body' })}>
          Showing the first {TREE_ROW_LIMIT.toLocaleString('en')} rows. Copy and Download give the whole diff.
        </p>
      ) : null}
    </div>
  )
}
