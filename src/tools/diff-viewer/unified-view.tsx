// The unified diff: one column of lines, removed and added marked, with both line numbers.
import { memo, useMemo } from 'react'
import { cx } from '../../styled-system/css'
import type { DiffRun } from './atoms'
import { addedBg, numCell, ROW_HEIGHT, removedBg, rowBase, scrollBox, signCell, textCell } from './diff-styles'
import { ADDED, clipLine, displayLine, REMOVED, unifiedRows } from './diff-viewer'
import { rowPlace, useRows } from './virtual-rows'

export const UnifiedView = memo(function UnifiedView({ run }: { run: DiffRun }) {
  const rows = useMemo(() => unifiedRows(run), [run])
  const { parentRef, virtualizer } = useRows(rows.length, ROW_HEIGHT)
  const { oldText, newText } = run.args
  return (
    <div ref={parentRef} className={scrollBox} role="region" aria-label="Unified diff" tabIndex={0}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const t = rows.type[item.index]
          const o = rows.oldIndex[item.index]
          const n = rows.newIndex[item.index]
          const text = t === ADDED ? displayLine(newText, run.new, n) : displayLine(oldText, run.old, o)
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              data-testid="diff-row"
              data-type={t === ADDED ? 'added' : t === REMOVED ? 'removed' : 'equal'}
              className={cx(rowBase, t === ADDED ? addedBg : t === REMOVED ? removedBg : undefined)}
              style={{ ...rowPlace(item.start), gridTemplateColumns: '6ch 6ch 2ch minmax(0, 1fr)' }}
            >
              <span className={numCell}>{o >= 0 ? o + 1 : ''}</span>
              <span className={numCell}>{n >= 0 ? n + 1 : ''}</span>
              <span className={signCell}>{t === ADDED ? '+' : t === REMOVED ? '-' : ' '}</span>
              <span className={textCell}>{clipLine(text)}</span>
            </div>
          )
        })}
      </div>
    </div>
  )
})
