import { useDeferredValue, useEffect, useMemo } from 'react'
import { wordStatsInWorker } from '../../jobs/text-stats'
import { CopyButton, Notice, Panel, Stats } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { button } from '../../styled-system/recipes'
import { computeWordStats, WORD_COUNT_LIMITS, wordCountLimitProblem } from './word-count'

const minutes = (n: number) => `${n} min`

export default function WordCountView() {
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  const deferred = useDeferredValue(text)
  const problem = wordCountLimitProblem(deferred.length)
  const large = !problem && deferred.length > WORD_COUNT_LIMITS.workerChars
  // A short text is counted as you type; a long one in the worker (typing again aborts the stale count).
  const small = useMemo(() => (large || problem ? null : computeWordStats(deferred)), [deferred, large, problem])
  const job = useJob((input: string, { signal }) =>
    wordStatsInWorker(input, signal).then((stats) => ({ input, stats })),
  )
  const { start, reset } = job
  useEffect(() => {
    if (large) void start(deferred)
    else reset()
  }, [large, deferred, start, reset])
  const counted = job.state.status === 'done' && job.state.result.input === deferred ? job.state.result.stats : null
  const stats = large ? counted : small
  const failed = problem ?? (large && job.state.status === 'failed' ? job.state.error : null)
  const value = (n: number | undefined, unit?: (n: number) => string) => (n === undefined ? '…' : unit ? unit(n) : n)
  const summary = stats
    ? `Words: ${stats.words}\nCharacters: ${stats.characters}\nCharacters (no spaces): ${stats.charactersNoSpaces}\nSentences: ${stats.sentences}\nParagraphs: ${stats.paragraphs}\nReading time: ${minutes(stats.readingTime)}\nSpeaking time: ${minutes(stats.speakingTime)}`
    : ''
  return (
    <div className={looks.stack}>
      <Panel
        title="Your text"
        actions={
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            disabled={!text}
            onClick={() => setText('')}
          >
            Clear
          </button>
        }
      >
        <LargeTextField
          label="Text to count"
          placeholder="Type or paste your text here…"
          value={text}
          onValueChange={setText}
          rows={10}
        />
        {failed ? <Notice tone="danger">{failed}</Notice> : null}
      </Panel>
      <Panel title="Statistics" actions={<CopyButton value={text ? summary : ''} what="Statistics" />}>
        <Stats
          items={[
            { label: 'Words', value: value(stats?.words), testId: 'stat-words' },
            { label: 'Characters', value: value(stats?.characters), testId: 'stat-characters' },
            {
              label: 'Characters (no spaces)',
              value: value(stats?.charactersNoSpaces),
              testId: 'stat-characters-no-spaces',
            },
            { label: 'Sentences', value: value(stats?.sentences), testId: 'stat-sentences' },
            { label: 'Paragraphs', value: value(stats?.paragraphs), testId: 'stat-paragraphs' },
            { label: 'Reading time', value: value(stats?.readingTime, minutes), testId: 'stat-reading' },
            { label: 'Speaking time', value: value(stats?.speakingTime, minutes), testId: 'stat-speaking' },
          ]}
        />
        <p className={looks.mutedSmall}>
          {large && job.running ? 'Counting a long text off the page… ' : ''}Reading at 200 words per minute, speaking
          at 150, rounded up.
        </p>
      </Panel>
    </div>
  )
}
