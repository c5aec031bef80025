import { useDeferredValue, useMemo } from 'react'
import { CopyButton, Panel, Stats, TextAreaField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { button } from '../../styled-system/recipes'
import { computeWordStats } from './word-count'

const minutes = (n: number) => `${n} min`

export default function WordCountView() {
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  const deferred = useDeferredValue(text)
  const stats = useMemo(() => computeWordStats(deferred), [deferred])
  const summary = `Words: ${stats.words}\nCharacters: ${stats.characters}\nCharacters (no spaces): ${stats.charactersNoSpaces}\nSentences: ${stats.sentences}\nParagraphs: ${stats.paragraphs}\nReading time: ${minutes(stats.readingTime)}\nSpeaking time: ${minutes(stats.speakingTime)}`
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
        <TextAreaField
          label="Text to count"
          placeholder="Type or paste your text here…"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={10}
        />
      </Panel>
      <Panel title="Statistics" actions={<CopyButton value={text ? summary : ''} what="Statistics" />}>
        <Stats
          items={[
            { label: 'Words', value: stats.words, testId: 'stat-words' },
            { label: 'Characters', value: stats.characters, testId: 'stat-characters' },
            { label: 'Characters (no spaces)', value: stats.charactersNoSpaces, testId: 'stat-characters-no-spaces' },
            { label: 'Sentences', value: stats.sentences, testId: 'stat-sentences' },
            { label: 'Paragraphs', value: stats.paragraphs, testId: 'stat-paragraphs' },
            { label: 'Reading time', value: minutes(stats.readingTime), testId: 'stat-reading' },
            { label: 'Speaking time', value: minutes(stats.speakingTime), testId: 'stat-speaking' },
          ]}
        />
        <p className={looks.mutedSmall}>Reading at 200 words per minute, speaking at 150, rounded up.</p>
      </Panel>
    </div>
  )
}
