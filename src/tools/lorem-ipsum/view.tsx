import { RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { CopyButton, DownloadButton, NumberField, Panel } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { SelectField } from '../../ui/select'
import { countWords, DEFAULT_LOREM_OPTIONS, generateLorem, type LoremType, PRESETS, parseCount } from './lorem-ipsum'

const TYPES: readonly { value: LoremType; label: string }[] = [
  { value: 'words', label: 'Words' },
  { value: 'sentences', label: 'Sentences' },
  { value: 'paragraphs', label: 'Paragraphs' },
]

export default function LoremIpsumView() {
  const [type, setType] = useLinkState<LoremType>('type', DEFAULT_LOREM_OPTIONS.type)
  const [countRaw, setCountRaw] = useLinkState('count', String(DEFAULT_LOREM_OPTIONS.count))
  const [startWithLorem, setStartWithLorem] = useLinkState('startWithLorem', DEFAULT_LOREM_OPTIONS.startWithLorem)
  const [text, setText] = useState('')

  const generate = (next: { type?: LoremType; count?: number } = {}) => {
    const count = next.count ?? parseCount(countRaw)
    setCountRaw(String(count))
    setText(generateLorem({ type: next.type ?? type, count, startWithLorem }))
  }

  // Generates once on arrival, so the page never opens empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design
  useEffect(() => {
    if (!text) generate()
  }, [])

  const paragraphs = text ? text.split('\n\n') : []

  return (
    <div className={looks.stack}>
      <Panel title="Options">
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1fr 1fr 2fr auto' },
            gap: '3',
            alignItems: 'end',
          })}
        >
          <SelectField label="Type" value={type} options={TYPES} onChange={setType} />
          <NumberField
            label="Count"
            min={1}
            max={100}
            step={1}
            value={countRaw}
            onChange={(e) => setCountRaw(e.target.value)}
            onBlur={() => setCountRaw(String(parseCount(countRaw)))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') generate()
            }}
          />
          <div className={css({ pb: '2' })}>
            <CheckboxField
              label="Start with 'Lorem ipsum dolor sit amet'"
              checked={startWithLorem}
              onChange={setStartWithLorem}
            />
          </div>
          <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => generate()}>
            <RefreshCw aria-hidden />
            Generate
          </button>
        </div>
        <div className={looks.rowCentered}>
          <span className={looks.mutedText}>Presets:</span>
          {PRESETS.map((p) => (
            <button
              key={p.label}
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={() => {
                setType(p.type)
                generate({ type: p.type, count: p.count })
              }}
            >
              {p.label}
            </button>
          ))}
        </div>
      </Panel>
      <Panel
        title="Generated text"
        description={text ? `${countWords(text)} words, ${text.length} characters` : undefined}
        actions={
          <>
            <CopyButton value={text} what="Lorem ipsum text" />
            <DownloadButton
              filename="lorem-ipsum.txt"
              data={text}
              success={{ title: 'Downloaded!', description: 'Lorem ipsum text saved as file' }}
            />
          </>
        }
      >
        <div
          role="region"
          aria-label="Generated text"
          data-testid="lorem-output"
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            lineHeight: '1.7',
            color: 'fg.default',
            overflowWrap: 'anywhere',
          })}
        >
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </Panel>
    </div>
  )
}
