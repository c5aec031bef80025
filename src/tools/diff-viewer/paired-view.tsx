// The side-by-side and inline diffs: removed line k of a change block paired with added line k, the words that
// changed between them marked.
import { memo, useMemo, useRef } from 'react'
import { css, cx } from '../../styled-system/css'
import type { DiffRun } from './atoms'
import {
  addedBg,
  addedWord,
  emptyCell,
  numCell,
  ROW_HEIGHT,
  removedBg,
  removedWord,
  rowBase,
  scrollBox,
  textCell,
} from './diff-styles'
import {
  clipLine,
  diffWords,
  displayLine,
  PAIR_ADDED,
  PAIR_CHANGED,
  PAIR_EQUAL,
  PAIR_REMOVED,
  pairedRows,
  pairKindName,
  type WordDiff,
  type WordPiece,
} from './diff-viewer'
import { rowPlace, useRows } from './virtual-rows'

function Pieces({ pieces, kind }: { pieces: WordPiece[]; kind: 'added' | 'removed' }) {
  return (
    <>
      {pieces.map((p, i) =>
        p.changed ? (
          <span key={i} className={kind === 'added' ? addedWord : removedWord}>
            {p.text}
          </span>
        ) : (
          p.text
        ),
      )}
    </>
  )
}

function MergedPieces({ words }: { words: WordDiff }) {
  return (
    <>
      {words.merged.map((p, i) =>
        p.op === 'equal' ? (
          p.text
        ) : p.op === 'removed' ? (
          <del key={i} className={removedWord}>
            {p.text}
          </del>
        ) : (
          <ins key={i} className={cx(addedWord, css({ textDecoration: 'none' }))}>
            {p.text}
          </ins>
        ),
      )}
    </>
  )
}

export const PairedView = memo(function PairedView({ run, inline }: { run: DiffRun; inline: boolean }) {
  const rows = useMemo(() => pairedRows(run), [run])
  // Word diffs of the rows on screen, computed once per row of this result.
  const cache = useRef<{ run: DiffRun; map: Map<number, WordDiff> } | null>(null)
  if (cache.current?.run !== run) cache.current = { run, map: new Map() }
  const words = cache.current.map
  const { parentRef, virtualizer } = useRows(rows.length, ROW_HEIGHT)
  const { oldText, newText } = run.args
  const oldLine = (l: number) => displayLine(oldText, run.old, l)
  const newLine = (r: number) => displayLine(newText, run.new, r)
  const wordsOf = (row: number, l: number, r: number) => {
    let w = words.get(row)
    if (!w) {
      w = diffWords(oldLine(l), newLine(r))
      words.set(row, w)
    }
    return w
  }
  return (
    <div
      ref={parentRef}
      className={scrollBox}
      role="region"
      aria-label={inline ? 'Inline diff' : 'Side by side diff'}
      tabIndex={0}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const kind = rows.kind[item.index]
          const l = rows.left[item.index]
          const r = rows.right[item.index]
          const w = kind === PAIR_CHANGED ? wordsOf(item.index, l, r) : null
          const common = {
            'data-index': item.index,
            ref: virtualizer.measureElement,
            'data-testid': 'diff-row',
            'data-type': pairKindName(kind),
          }
          if (inline) {
            return (
              <div
                {...common}
                key={item.key}
                className={cx(rowBase, kind === PAIR_ADDED ? addedBg : kind === PAIR_REMOVED ? removedBg : undefined)}
                style={{ ...rowPlace(item.start), gridTemplateColumns: '6ch 6ch minmax(0, 1fr)' }}
              >
                <span className={numCell}>{l >= 0 ? l + 1 : ''}</span>
                <span className={numCell}>{r >= 0 ? r + 1 : ''}</span>
                <span className={textCell}>
                  {w ? <MergedPieces words={w} /> : clipLine(kind === PAIR_ADDED ? newLine(r) : oldLine(l))}
                </span>
              </div>
            )
          }
          const leftClass = l < 0 ? emptyCell : kind === PAIR_EQUAL ? undefined : removedBg
          const rightClass = r < 0 ? emptyCell : kind === PAIR_EQUAL ? undefined : addedBg
          return (
            <div
              {...common}
              key={item.key}
              className={rowBase}
              style={{ ...rowPlace(item.start), gridTemplateColumns: '5ch minmax(0, 1fr) 5ch minmax(0, 1fr)' }}
            >
              <span className={cx(numCell, leftClass)}>{l >= 0 ? l + 1 : ''}</span>
              <span className={cx(textCell, leftClass)}>
                {w ? <Pieces pieces={w.old} kind="removed" /> : l >= 0 ? clipLine(oldLine(l)) : ''}
              </span>
              <span className={cx(numCell, rightClass, css({ borderLeftWidth: '1px', borderColor: 'border.default' }))}>
                {r >= 0 ? r + 1 : ''}
              </span>
              <span className={cx(textCell, rightClass)}>
                {w ? <Pieces pieces={w.new} kind="added" /> : r >= 0 ? clipLine(newLine(r)) : ''}
              </span>
            </div>
          )
        })}
      </div>
    </div>
  )
})
