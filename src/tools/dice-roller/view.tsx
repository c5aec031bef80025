import { Dices } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { computeDistributionInWorker } from '../../jobs/dice'
import { CopyButton, DownloadButton, Notice, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { type HistoryItem, HistoryPanel, pushHistory } from '../../kit/history-panel'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import {
  applyRollMode,
  type DistributionStats,
  describeRoll,
  distributionTooLarge,
  formatTerms,
  parseDice,
  type Roll,
  type RollMode,
  rollTerms,
  type Term,
} from '../../lib/dice'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { distributionCsv } from './dice-roller'
import { Distribution } from './distribution'
import { RollResult } from './roll-result'

const PRESETS = ['1d4', '1d6', '1d8', '1d10', '1d12', '1d20', '1d100', '2d6', '3d6', '4d6kh3', '1d20+5', '8d6']
const MODES = [
  { value: 'normal', label: 'Normal' },
  { value: 'advantage', label: 'Advantage' },
  { value: 'disadvantage', label: 'Disadvantage' },
] as const

interface Computed {
  key: string
  stats?: DistributionStats
  reason?: string
}

export default function DiceRollerView() {
  const [expression, setExpression] = useLinkState('dice', '2d6+3')
  const [mode, setMode] = useLinkState<RollMode>('mode', 'normal')
  const [roll, setRoll] = useState<Roll | null>(null)
  const [history, setHistory] = useState<HistoryItem[]>([])
  const nextId = useRef(1)

  const parsed = useMemo(() => parseDice(expression), [expression])
  const applied = useMemo(() => (parsed.ok ? applyRollMode(parsed.terms, mode) : null), [parsed, mode])
  const deferred = useDeferredValue(applied)
  const key = applied ? formatTerms(applied.terms) : ''
  const [computed, setComputed] = useState<Computed | null>(null)
  // Each new expression starts the statistics afresh; the job stops the previous run.
  const { start: startStats, cancel: cancelStats } = useJob((terms: Term[], { signal }) =>
    computeDistributionInWorker(terms, signal),
  )
  useEffect(() => {
    if (!deferred) return
    const k = formatTerms(deferred.terms)
    const reason = distributionTooLarge(deferred.terms)
    if (reason) {
      cancelStats()
      setComputed({ key: k, reason })
      return
    }
    startStats(deferred.terms).then((outcome) => {
      if (outcome.status === 'done') setComputed({ key: k, stats: outcome.result })
      else if (outcome.status === 'failed') setComputed({ key: k, reason: `Statistics failed: ${outcome.error}` })
    })
  }, [deferred, startStats, cancelStats])
  const statsOrReason = computed && computed.key === key ? computed : null
  const stats = statsOrReason?.stats ?? null

  const doRoll = (text = expression) => {
    const p = text === expression ? parsed : parseDice(text)
    if (!p.ok) return
    const { terms } = applyRollMode(p.terms, mode)
    const r = rollTerms(terms)
    setRoll(r)
    const line = describeRoll(r)
    setHistory((h) =>
      pushHistory(h, {
        id: nextId.current++,
        primary: (
          <>
            {r.expression} → <strong data-testid="history-total">{r.total}</strong>
          </>
        ),
        secondary: line,
        text: `${r.expression}: ${r.total}  (${line})`,
        time: new Date(),
      }),
    )
  }

  const resultText = roll ? `${roll.expression}: ${roll.total}\n${describeRoll(roll)}` : ''

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Dice" description="RPG notation: 3d6+2, 4d6kh3 (keep highest 3), 2d20kl1, 2d6+1d4-1, d%.">
          <form
            className={looks.stack}
            onSubmit={(e) => {
              e.preventDefault()
              doRoll()
            }}
          >
            <TextField
              label="Dice expression"
              mono
              value={expression}
              onChange={(e) => setExpression(e.target.value)}
              error={parsed.ok ? undefined : `${parsed.error} (at character ${parsed.position})`}
              hint="Press Enter to roll. kh/kl keep highest/lowest, dh/dl drop highest/lowest."
              autoComplete="off"
              spellCheck={false}
            />
            <Segmented label="d20 rolls" value={mode} options={MODES} onChange={setMode} />
            {applied && mode !== 'normal' ? (
              applied.changed ? (
                <p className={looks.mutedSmall} data-testid="mode-note">
                  {mode === 'advantage' ? 'Advantage' : 'Disadvantage'}: rolling {formatTerms(applied.terms)}
                </p>
              ) : (
                <Notice tone="warning">
                  {mode === 'advantage' ? 'Advantage' : 'Disadvantage'} applies to a single d20 (1d20); this expression
                  has none, so it rolls as written.
                </Notice>
              )
            ) : null}
            <button
              type="submit"
              className={cx(button({ variant: 'solid', size: 'md' }), css({ alignSelf: 'flex-start' }))}
              disabled={!parsed.ok}
            >
              <Dices aria-hidden /> Roll
            </button>
          </form>
          <div>
            <p className={looks.labelAbove}>Quick rolls</p>
            <div className={looks.row}>
              {PRESETS.map((p) => (
                <button
                  key={p}
                  type="button"
                  className={button({ variant: 'outline', size: 'xs' })}
                  aria-label={`Roll ${p}`}
                  onClick={() => {
                    setExpression(p)
                    doRoll(p)
                  }}
                >
                  {p}
                </button>
              ))}
            </div>
          </div>
        </Panel>

        <Panel title="Result" actions={<CopyButton value={resultText} what="Roll" />}>
          {roll ? (
            <RollResult roll={roll} stats={stats} />
          ) : (
            <p className={looks.mutedText}>Press Roll to throw the dice.</p>
          )}
        </Panel>
      </SplitLayout>

      <Panel
        title="Distribution"
        description={applied ? `Exact probabilities of every total of ${formatTerms(applied.terms)}` : undefined}
        actions={
          <DownloadButton
            filename="dice-distribution.csv"
            mime="text/csv;charset=utf-8"
            data={stats ? () => distributionCsv(stats) : null}
            label="Download CSV"
          />
        }
      >
        {!parsed.ok ? (
          <p className={looks.mutedText}>Fix the expression to see its statistics.</p>
        ) : statsOrReason?.reason ? (
          <Notice tone="info">{statsOrReason.reason}</Notice>
        ) : stats ? (
          <Distribution stats={stats} rolled={roll?.total} />
        ) : (
          <p className={looks.mutedText} role="status">
            Computing the exact distribution…
          </p>
        )}
      </Panel>

      <HistoryPanel
        items={history}
        onClear={() => setHistory([])}
        what="Roll history"
        empty="Your rolls will be listed here."
      />
    </Stack>
  )
}
