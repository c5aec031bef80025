// The Matches panel's content for one finished run: a summary line, the text with its matches highlighted, and
// the list of matches with positions and capture groups. Both long views are virtualised, so a 50,000-match run
// renders only the rows on screen.
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useMemo, useRef } from 'react'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import type { MatchRun } from './atoms'
import { chunkText, clip, groupLabel, groupValueLabel, matchDetail, positionLabel, segmentRange } from './regex-tester'

const scrollBox = css({
  maxH: '320px',
  overflowY: 'auto',
  overflowX: 'hidden',
  bg: 'bg.subtle',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
})

const markEven = css({
  bg: 'accent.subtle',
  color: 'fg.default',
  borderRadius: 'sm',
  boxShadow: 'inset 0 -2px 0 0 {colors.accent.solid}',
})
const markOdd = css({
  bg: 'warning.subtle',
  color: 'fg.default',
  borderRadius: 'sm',
  boxShadow: 'inset 0 -2px 0 0 {colors.warning.fg}',
})
const caret = css({
  display: 'inline-block',
  w: '0',
  h: '1.1em',
  verticalAlign: 'text-bottom',
  borderLeftWidth: '2px',
  borderColor: 'accent.solid',
  mx: '-1px',
})

export function Results({ run, stale }: { run: MatchRun; stale: boolean }) {
  return (
    <div className={cx(looks.stackFill, stale ? css({ opacity: 0.6 }) : undefined)}>
      <p className={looks.mutedSmall}>
        {run.count === 0
          ? 'No matches.'
          : `Matched in ${run.elapsedMs < 1 ? '<1' : Math.round(run.elapsedMs)} ms${run.truncated ? `; the first ${run.count.toLocaleString('en-US')} matches are kept` : ''}.`}
      </p>
      <section aria-label="Highlighted text" className={looks.stackTight}>
        <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>Highlighted text</h3>
        <HighlightedText run={run} />
      </section>
      {run.count > 0 ? (
        <section aria-label="Match list" className={looks.stackTight}>
          <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
            Match list{' '}
            <span className={css({ fontWeight: 'normal', color: 'fg.muted' })}>
              ({run.count.toLocaleString('en-US')} {run.count === 1 ? 'entry' : 'entries'}, scroll to see more)
            </span>
          </h3>
          <MatchList run={run} />
        </section>
      ) : null}
    </div>
  )
}

const HighlightedText = memo(function HighlightedText({ run }: { run: MatchRun }) {
  const text = run.args.text
  const bounds = useMemo(() => chunkText(text), [text])
  const parentRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: bounds.length - 1,
    getScrollElement: () => parentRef.current,
    estimateSize: (i) => Math.max(22, Math.ceil((bounds[i + 1] - bounds[i]) / 60) * 22),
    overscan: 3,
  })
  return (
    <div ref={parentRef} className={scrollBox} role="region" aria-label="Highlighted matches" tabIndex={0}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={css({
              fontFamily: 'mono',
              fontSize: 'sm',
              lineHeight: '1.6',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              px: '3',
            })}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
            data-testid="highlight-chunk"
          >
            {segmentRange(text, run, bounds[item.index], bounds[item.index + 1]).map((seg, i) =>
              seg.match < 0 ? (
                seg.text
              ) : seg.empty ? (
                <span key={i} className={caret} title={`Empty match ${seg.match + 1}`} />
              ) : (
                <mark key={i} className={seg.match % 2 ? markOdd : markEven} data-match={seg.match + 1}>
                  {seg.text}
                </mark>
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  )
})

const ROW_LINE = 20
const rowHeight = (groups: number) => 16 + ROW_LINE * (2 + groups)
const oneLine = css({ whiteSpace: 'pre', overflow: 'hidden', textOverflow: 'ellipsis', minW: 0 })

/** Fixed-height rows (one line each for header, text and every group), so 50,000 rows never need measuring. */
const MatchList = memo(function MatchList({ run }: { run: MatchRun }) {
  const parentRef = useRef<HTMLDivElement>(null)
  const size = rowHeight(run.groupCount)
  const virtualizer = useVirtualizer({
    count: run.count,
    getScrollElement: () => parentRef.current,
    estimateSize: () => size,
    overscan: 6,
  })
  return (
    <div
      ref={parentRef}
      className={cx(scrollBox, css({ maxH: '480px' }))}
      role="region"
      aria-label="Matches found"
      tabIndex={0}
    >
      <ol style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const d = matchDetail(run, run.args.text, item.index)
          return (
            <li
              key={item.key}
              data-testid="match-item"
              className={css({
                px: '3',
                py: '2',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
                fontSize: 'sm',
                lineHeight: '20px',
                minW: 0,
                overflow: 'hidden',
              })}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: size,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <div className={css({ display: 'flex', gap: '3', alignItems: 'baseline', minW: 0 })}>
                <span className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>Match {item.index + 1}</span>
                <span className={cx(oneLine, css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }))}>
                  {positionLabel(d)}
                </span>
              </div>
              <code className={cx(oneLine, css({ display: 'block', fontFamily: 'mono' }))} title={clip(d.text, 1000)}>
                {d.text === '' ? '(empty)' : clip(d.text)}
              </code>
              {d.groups.map((g) => (
                <div key={g.number} className={css({ display: 'flex', gap: '2', minW: 0 })}>
                  <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>{groupLabel(g)}:</span>
                  <span className={cx(oneLine, looks.monoText)}>{clip(groupValueLabel(g))}</span>
                </div>
              ))}
            </li>
          )
        })}
      </ol>
    </div>
  )
})
