import { Lock, LockOpen, RefreshCw, Sparkles } from 'lucide-react'
import { useRef, useState } from 'react'
import { CopyButton, DownloadButton, Panel, Stack } from '../../kit'
import { type HistoryItem, HistoryPanel, pushHistory } from '../../kit/history-panel'
import { looks } from '../../kit/styles'
import { useVisitorState } from '../../kit/visitor-state'
import { randomInt } from '../../lib/random'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import {
  combinations,
  composePrompt,
  LISTS,
  type Locks,
  NO_LOCKS,
  PART_LABELS,
  PARTS,
  type Part,
  type Prompt,
  pickDifferent,
  rollPrompt,
} from './story-prompt'

const iconButton = css({
  w: '8',
  h: '8',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  flexShrink: 0,
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '&[aria-pressed=true]': { bg: 'accent.subtle', color: 'accent.fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '1px' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
  '& svg': { w: '4', h: '4' },
})

interface Shown {
  prompt: Prompt
  history: HistoryItem[]
}

/** The page's HTML holds the lists' first entries and no history; the visitor's random prompt replaces them at once. */
const STAND_IN: Shown = { prompt: rollPrompt(null, NO_LOCKS, () => 0), history: [] }

export default function StoryPromptView() {
  const nextId = useRef(1)
  const makeItem = (p: Prompt): HistoryItem => {
    const text = composePrompt(p)
    return { id: nextId.current++, primary: text, text, time: new Date() }
  }
  const [{ prompt, history }, setShown] = useVisitorState<Shown>(() => {
    const first = rollPrompt(null)
    return { prompt: first, history: [makeItem(first)] }
  }, STAND_IN)
  const [locks, setLocks] = useState<Locks>(NO_LOCKS)

  const show = (p: Prompt) => {
    const item = makeItem(p)
    setShown((s) => ({ prompt: p, history: pushHistory(s.history, item) }))
  }
  const allLocked = PARTS.every((p) => locks[p])
  const lockedCount = PARTS.filter((p) => locks[p]).length
  const text = composePrompt(prompt)
  const historyText = history
    .slice()
    .reverse()
    .map((h) => h.text)
    .join('\n\n')

  return (
    <Stack>
      <Panel
        title="Your prompt"
        actions={
          <>
            <CopyButton value={text} what="Prompt" />
            <button
              type="button"
              className={button({ variant: 'solid', size: 'sm' })}
              onClick={() => show(rollPrompt(prompt, locks))}
              disabled={allLocked}
            >
              <Sparkles aria-hidden /> New prompt
            </button>
          </>
        }
      >
        <p
          data-testid="prompt-text"
          aria-live="polite"
          className={css({
            fontSize: { base: 'lg', md: '2xl' },
            lineHeight: '1.5',
            fontWeight: 'medium',
            textWrap: 'pretty',
          })}
        >
          {text}
        </p>
        <p className={looks.mutedSmall}>
          {lockedCount
            ? `${lockedCount} of 5 parts locked: New prompt changes only the others.`
            : 'Lock the parts you like; New prompt changes the rest.'}{' '}
          {combinations().toLocaleString('en')} possible combinations.
        </p>
      </Panel>

      <Panel title="Parts">
        {/* The locks hold parts of a generated prompt, which a link does not carry: not state to share. */}
        <ul data-link-ignore className={css({ display: 'flex', flexDirection: 'column' })}>
          {PARTS.map((part: Part) => (
            <li
              key={part}
              data-testid={`part-${part}`}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                py: '2',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
                _last: { borderBottomWidth: '0' },
                minW: 0,
              })}
            >
              <span className={css({ fontSize: 'xs', color: 'fg.muted', w: { base: '16', md: '24' }, flexShrink: 0 })}>
                {PART_LABELS[part]}
              </span>
              <span
                data-testid="part-value"
                className={css({ flex: '1', minW: 0, fontSize: 'sm', overflowWrap: 'anywhere' })}
              >
                {prompt[part]}
              </span>
              <button
                type="button"
                className={iconButton}
                aria-label={`New ${PART_LABELS[part].toLowerCase()}`}
                title={`New ${PART_LABELS[part].toLowerCase()}`}
                disabled={locks[part]}
                onClick={() => show({ ...prompt, [part]: pickDifferent(LISTS[part], prompt[part], randomInt) })}
              >
                <RefreshCw aria-hidden />
              </button>
              <button
                type="button"
                className={cx(iconButton)}
                aria-pressed={locks[part]}
                aria-label={`Lock ${PART_LABELS[part].toLowerCase()}`}
                title={locks[part] ? 'Unlock' : 'Lock'}
                onClick={() => setLocks({ ...locks, [part]: !locks[part] })}
              >
                {locks[part] ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
              </button>
            </li>
          ))}
        </ul>
      </Panel>

      <HistoryPanel
        items={history}
        onClear={() => setShown((s) => ({ ...s, history: [] }))}
        what="Prompts"
        actions={
          <DownloadButton
            filename="writing-prompts.txt"
            data={history.length ? `${historyText}\n` : null}
            aria-label="Download history"
          />
        }
      />
    </Stack>
  )
}
