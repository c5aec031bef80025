import { useSetAtom } from 'jotai'
import { Fingerprint } from 'lucide-react'
import { jobAtom } from '../../jobs/job-atom'
import { generateUuidsInWorker } from '../../jobs/uuid'
import { CopyButton, DownloadButton, Notice, NumberField, Panel, ProgressBar, Stack } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import {
  countProblem,
  DEFAULT_FORMAT,
  EXPORT_MIME,
  type ExportKind,
  exportUuids,
  type GenerateOptions,
  MAX_UUIDS,
  type UuidFormat,
  type UuidVersion,
} from '../../lib/uuid/batch'
import { useAtomValue } from '../../state/use-atom'
import { css, cx } from '../../styled-system/css'
import { button, input } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { notify } from '../../ui/toaster'

interface Batch {
  options: GenerateOptions
  uuids: string[]
}

const uuidJob = jobAtom<GenerateOptions, Batch>(async (options, ctx) => {
  const uuids = await generateUuidsInWorker(options, ctx.signal, (done, total) =>
    ctx.onProgress({ done, total, label: `${done.toLocaleString('en')} of ${total.toLocaleString('en')} generated` }),
  )
  return { options, uuids }
})

const VERSIONS = [
  { value: '4', label: 'v4 (random)' },
  { value: '7', label: 'v7 (time-ordered)' },
] as const
const QUICK_COUNTS = [10, 100, 1000, 10_000, 100_000]
const PREVIEW_LINES = 1000
const EXPORTS: ExportKind[] = ['txt', 'csv', 'json']

const sameOptions = (a: GenerateOptions, b: GenerateOptions) =>
  a.count === b.count &&
  a.version === b.version &&
  a.format.uppercase === b.format.uppercase &&
  a.format.hyphens === b.format.hyphens &&
  a.format.braces === b.format.braces

export default function UuidBatchView() {
  const state = useAtomValue(uuidJob.stateAtom)
  const start = useSetAtom(uuidJob.startAtom)
  const cancel = useSetAtom(uuidJob.cancelAtom)
  const [countRaw, setCountRaw] = useLinkState('count', '1000')
  const [version, setVersion] = useLinkState<UuidVersion>('version', 4)
  const [format, setFormat] = useLinkState<UuidFormat>('format', DEFAULT_FORMAT)

  const count = countRaw.trim() === '' ? Number.NaN : Number(countRaw)
  const problem = countProblem(count)
  const running = state.status === 'running'
  const batch = state.status === 'done' ? state.result : null
  const options: GenerateOptions = { count, version, format }
  const stale = batch && !sameOptions(batch.options, options)

  const generate = async () => {
    if (problem || running) return
    const result = await start(options)
    if (result.status === 'done') {
      const n = result.result.uuids.length
      notify({
        type: 'success',
        title: 'Generated!',
        description: `${n.toLocaleString('en')} v${result.result.options.version} UUID${n === 1 ? '' : 's'} ready`,
      })
    } else if (result.status === 'failed') {
      notify({ type: 'error', title: 'Generation failed', description: result.error })
    }
  }

  const preview = batch ? batch.uuids.slice(0, PREVIEW_LINES).join('\n') : ''

  return (
    <Stack>
      <Panel title="Options">
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'minmax(0, 14rem) minmax(0, 1fr)' },
            alignItems: 'start',
          })}
        >
          <NumberField
            label="How many"
            value={countRaw}
            min={1}
            max={MAX_UUIDS}
            step={1}
            onChange={(e) => setCountRaw(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') generate()
            }}
            error={problem ?? undefined}
            hint={`1 to ${MAX_UUIDS.toLocaleString('en')}`}
          />
          <Segmented
            label="Version"
            value={String(version) as '4' | '7'}
            options={VERSIONS}
            onChange={(v) => setVersion(Number(v) as UuidVersion)}
          />
        </div>
        <div className={looks.row} role="group" aria-label="Quick counts">
          {QUICK_COUNTS.map((n) => (
            <button
              key={n}
              type="button"
              className={button({ variant: 'outline', size: 'xs' })}
              aria-pressed={count === n}
              onClick={() => setCountRaw(String(n))}
            >
              {n.toLocaleString('en')}
            </button>
          ))}
        </div>
        <fieldset className={looks.rowWide}>
          <legend className={looks.labelAbove}>Format</legend>
          <CheckboxField
            label="Uppercase"
            checked={format.uppercase}
            onChange={(v) => setFormat({ ...format, uppercase: v })}
          />
          <CheckboxField
            label="Hyphens"
            checked={format.hyphens}
            onChange={(v) => setFormat({ ...format, hyphens: v })}
          />
          <CheckboxField
            label="Braces { }"
            checked={format.braces}
            onChange={(v) => setFormat({ ...format, braces: v })}
          />
        </fieldset>
        <p className={looks.mutedSmall}>
          {version === 4
            ? 'Version 4: 122 random bits from your browser’s cryptographic generator.'
            : 'Version 7: a millisecond timestamp, then a counter, then random bits, so a batch sorts in the order it was made (strictly increasing, even within one millisecond).'}{' '}
          Generated in a background worker; nothing leaves your device.
        </p>
        {running ? (
          <ProgressBar
            progress={state.progress}
            label={state.progress?.label ?? 'Starting…'}
            onCancel={() => cancel()}
          />
        ) : (
          <button
            type="button"
            className={cx(button({ variant: 'solid', size: 'md' }), css({ alignSelf: 'flex-start' }))}
            onClick={generate}
            disabled={Boolean(problem)}
          >
            <Fingerprint aria-hidden /> Generate
          </button>
        )}
        {state.status === 'cancelled' ? <Notice tone="warning">Cancelled: no UUIDs were generated.</Notice> : null}
        {state.status === 'failed' ? (
          <Notice tone="danger" title="Generation failed">
            {state.error}
          </Notice>
        ) : null}
      </Panel>

      <Panel
        title="UUIDs"
        description={
          batch
            ? `${batch.uuids.length.toLocaleString('en')} v${batch.options.version} UUIDs${
                batch.uuids.length > PREVIEW_LINES
                  ? `; showing the first ${PREVIEW_LINES.toLocaleString('en')}, Copy and Download include all`
                  : ''
              }`
            : undefined
        }
        actions={
          <>
            <CopyButton value={batch ? batch.uuids.join('\n') : ''} label="Copy all" what="UUIDs" />
            {EXPORTS.map((kind) => (
              <DownloadButton
                key={kind}
                label={`.${kind}`}
                aria-label={`Download .${kind}`}
                filename={`uuids.${kind}`}
                mime={EXPORT_MIME[kind]}
                data={batch ? () => exportUuids(batch.uuids, kind) : null}
              />
            ))}
          </>
        }
      >
        {stale ? (
          <Notice tone="info">The options changed since this batch was made: press Generate to apply them.</Notice>
        ) : null}
        {batch ? (
          <textarea
            readOnly
            aria-label="Generated UUIDs"
            data-testid="uuid-preview"
            value={preview}
            rows={14}
            spellCheck={false}
            className={cx(
              input({ kind: 'textarea', mono: true }),
              css({ fontSize: 'sm', whiteSpace: 'pre', overflowX: 'auto' }),
            )}
          />
        ) : (
          <p className={looks.mutedText}>Choose how many and press Generate.</p>
        )}
      </Panel>
    </Stack>
  )
}
