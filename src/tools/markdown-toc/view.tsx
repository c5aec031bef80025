import { useDeferredValue, useMemo } from 'react'
import { CodeOutput, CopyButton, DownloadButton, Notice, Panel, SplitLayout, Stats, TextAreaField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import {
  buildToc,
  DEFAULT_OPTIONS,
  extractHeadings,
  SAMPLE_MARKDOWN,
  selectHeadings,
  type TocOptions,
} from './markdown-toc'

const LEVELS = [1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: `H${n}` }))
const STYLES = [
  { value: 'bullet', label: 'Bullets (-)' },
  { value: 'numbered', label: 'Numbered (1.)' },
] as const

export default function MarkdownTocView() {
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  const [options, setOptions] = useLinkState<TocOptions>('settings', DEFAULT_OPTIONS)
  const deferred = useDeferredValue(text)
  const headings = useMemo(() => extractHeadings(deferred), [deferred])
  const toc = useMemo(() => buildToc(headings, options), [headings, options])
  const kept = selectHeadings(headings, options).length
  const set = <K extends keyof TocOptions>(key: K, value: TocOptions[K]) => setOptions((o) => ({ ...o, [key]: value }))
  const setLevel = (key: 'minLevel' | 'maxLevel', raw: string) => {
    const n = Number(raw)
    // The range stays valid: moving one end past the other moves both.
    setOptions((o) =>
      key === 'minLevel'
        ? { ...o, minLevel: n, maxLevel: Math.max(n, o.maxLevel) }
        : { ...o, maxLevel: n, minLevel: Math.min(n, o.minLevel) },
    )
  }

  return (
    <div className={looks.stackFill}>
      <Panel title="Options">
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
            gap: '3',
            alignItems: 'end',
          })}
        >
          <SelectField
            label="From level"
            value={String(options.minLevel)}
            options={LEVELS}
            onChange={(v) => setLevel('minLevel', v)}
          />
          <SelectField
            label="To level"
            value={String(options.maxLevel)}
            options={LEVELS}
            onChange={(v) => setLevel('maxLevel', v)}
          />
          <SelectField label="List style" value={options.style} options={STYLES} onChange={(v) => set('style', v)} />
          <SwitchField label="Link to the headings" checked={options.links} onChange={(v) => set('links', v)} />
          <SwitchField
            label="Leave out the title (first H1)"
            checked={options.skipTitle}
            onChange={(v) => set('skipTitle', v)}
          />
        </div>
      </Panel>

      <SplitLayout>
        <Panel
          title="Markdown"
          actions={
            <SampleClearActions
              onSample={() => setText(SAMPLE_MARKDOWN)}
              onClear={() => setText('')}
              canClear={text !== ''}
            />
          }
        >
          <TextAreaField
            label="Markdown document"
            mono
            rows={16}
            value={text}
            placeholder={'# Title\n\n## Section'}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
          />
        </Panel>

        <Panel
          title="Table of contents"
          actions={
            <>
              <CopyButton label="Copy TOC" value={toc} what="Table of contents" size="sm" />
              <DownloadButton
                label="Download TOC"
                filename="toc.md"
                data={toc || null}
                mime="text/markdown"
                size="sm"
                variant="solid"
              />
            </>
          }
        >
          {deferred.trim() ? (
            <Stats
              items={[
                { label: 'Headings found', value: headings.length, testId: 'toc-found' },
                { label: 'In the TOC', value: kept, testId: 'toc-kept' },
              ]}
            />
          ) : null}
          {deferred.trim() && !headings.length ? (
            <Notice tone="warning">
              No headings found. Headings start with # (or are underlined with === or ---).
            </Notice>
          ) : null}
          {headings.length > 0 && !kept ? (
            <Notice tone="warning">No heading is within the chosen levels.</Notice>
          ) : null}
          <CodeOutput label="TOC Markdown" value={toc} placeholder="The table of contents appears here" />
        </Panel>
      </SplitLayout>
    </div>
  )
}
