import { useDeferredValue, useEffect, useMemo } from 'react'
import { tocInWorker } from '../../jobs/markdown-toc'
import { CodeOutput, CopyButton, DownloadButton, Notice, Panel, SplitLayout, Stats } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { clipText } from '../../kit/long-text'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { css } from '../../styled-system/css'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import {
  DEFAULT_OPTIONS,
  MAX_CHARS,
  SAMPLE_MARKDOWN,
  SHOWN_TOC_CHARS,
  type TocOptions,
  type TocResult,
  tocOf,
  tooLongMessage,
  WORKER_THRESHOLD,
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
  const tooLong = deferred.length > MAX_CHARS
  const large = !tooLong && deferred.length > WORKER_THRESHOLD
  // A short document is read at once; a long one in the worker (typing again or a new option aborts the stale run).
  const small = useMemo(() => (large || tooLong ? null : tocOf(deferred, options)), [deferred, options, large, tooLong])
  const job = useJob((args: { text: string; options: TocOptions }, { signal }) =>
    tocInWorker(args.text, args.options, signal).then((result) => ({ ...args, result })),
  )
  const { start, reset } = job
  useEffect(() => {
    if (large) void start({ text: deferred, options })
    else reset()
  }, [large, deferred, options, start, reset])
  const done = job.state.status === 'done' && job.state.result.text === deferred ? job.state.result : null
  const result: TocResult | null = large ? (done?.options === options ? done.result : (done?.result ?? null)) : small
  const busy = large && job.running
  const failed = tooLong
    ? tooLongMessage(deferred.length)
    : large && job.state.status === 'failed'
      ? job.state.error
      : null
  const toc = result?.toc ?? ''
  const headings = result?.found ?? 0
  const kept = result?.kept ?? 0
  const shownToc = clipText(toc, SHOWN_TOC_CHARS)

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
          <LargeTextField
            label="Markdown document"
            mono
            rows={16}
            value={text}
            placeholder={'# Title\n\n## Section'}
            onValueChange={setText}
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
          {busy && (
            <p data-testid="toc-busy" role="status" className={looks.mutedText}>
              Reading the headings of {formatBytes(deferred.length)} of Markdown…
            </p>
          )}
          {failed && (
            <Notice tone="danger" title="Cannot read this document">
              <span data-testid="toc-error">{failed}</span>
            </Notice>
          )}
          {deferred.trim() && result ? (
            <Stats
              items={[
                { label: 'Headings found', value: headings.toLocaleString('en-US'), testId: 'toc-found' },
                { label: 'In the TOC', value: kept.toLocaleString('en-US'), testId: 'toc-kept' },
              ]}
            />
          ) : null}
          {deferred.trim() && result && !headings ? (
            <Notice tone="warning">
              No headings found. Headings start with # (or are underlined with === or ---).
            </Notice>
          ) : null}
          {headings > 0 && !kept ? <Notice tone="warning">No heading is within the chosen levels.</Notice> : null}
          <CodeOutput label="TOC Markdown" value={shownToc} placeholder="The table of contents appears here" />
          {shownToc.length < toc.length ? (
            <p data-testid="toc-clipped" className={looks.mutedText}>
              Showing the first {shownToc.length.toLocaleString('en-US')} of {toc.length.toLocaleString('en-US')}{' '}
              characters; Copy and Download take all of them.
            </p>
          ) : null}
        </Panel>
      </SplitLayout>
    </div>
  )
}
