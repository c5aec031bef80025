import { RefreshCw } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  CodeOutput,
  CopyButton,
  DownloadButton,
  EmptyState,
  NumberField,
  Panel,
  SplitLayout,
  TextAreaField,
} from '../../kit'
import { limitedTextHandlers } from '../../kit/limited-text'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { UuidFormatOptions } from '../../kit/uuid-format-options'
import {
  DEFAULT_FORMAT,
  type FormatOptions,
  formatUuid,
  type GenVersion,
  generateUuids,
  type UuidInfo,
} from '../../lib/uuid/uuid'
import { css, cx } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { checkLimitProblem, checkPastedUuids, partialNote } from './uuid-check'

const VERSIONS = [
  { value: 'v4', label: 'v4 (random)' },
  { value: 'v7', label: 'v7 (time-ordered)' },
] as const

const VERSION_HINT: Record<GenVersion, string> = {
  v4: '122 random bits from the browser’s cryptographic generator. The usual choice.',
  v7: 'Starts with the current Unix time in milliseconds, so ids sort by creation time (good as database keys). Ids made in the same millisecond still sort in order.',
}

function countError(raw: string): string | null {
  if (!raw.trim()) return 'Enter how many UUIDs to make (1–1000).'
  const n = Number(raw)
  if (!Number.isInteger(n)) return 'The count must be a whole number.'
  if (n < 1 || n > 1000) return 'The count must be between 1 and 1000.'
  return null
}

function InfoRows({ info }: { info: UuidInfo }) {
  const rows: [string, string][] = [
    ['Canonical', info.canonical],
    ['Version', info.versionName],
    ['Variant', info.variant],
  ]
  if (info.time && !Number.isNaN(info.time.getTime()))
    rows.push([
      'Time',
      `${info.time.toISOString()} (${info.time.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' })} local, ${info.timePrecision} precision)`,
    ])
  for (const n of info.notes) rows.push(['Note', n])
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        gap: '1 3',
        fontSize: 'sm',
        '& dt': { color: 'fg.muted' },
        '& dd': { overflowWrap: 'anywhere' },
      })}
    >
      {rows.map(([k, v], i) => (
        <div key={i} className={css({ display: 'contents' })}>
          <dt>{k}</dt>
          <dd className={k === 'Canonical' ? looks.monoText : undefined}>{v}</dd>
        </div>
      ))}
    </dl>
  )
}

export default function UuidGeneratorView() {
  const [version, setVersion] = useLinkState<GenVersion>('version', 'v4')
  const [countRaw, setCountRaw] = useLinkState('count', '5')
  const [format, setFormat] = useLinkState<FormatOptions>('format', DEFAULT_FORMAT)
  const [ids, setIds] = useState<string[]>([])
  const [check, setCheck] = useLinkState('check', '', 'input')
  const error = countError(countRaw)

  const generate = useCallback((v: GenVersion, raw: string) => {
    if (countError(raw)) return
    // Canonical, lower case; the format switches apply on display so they never change the ids.
    setIds(generateUuids(v, Number(raw), DEFAULT_FORMAT))
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a first batch on arrival only
  useEffect(() => generate(version, countRaw), [])

  const shown = useMemo(() => ids.map((id) => formatUuid(id, format)).join('\n'), [ids, format])
  // A paste over the limit is not taken (laying out megabytes in the box would block the page): the box keeps what it
  // held and the panel names the limit and the size found.
  const [refused, setRefused] = useState<string | null>(null)
  const checked = useMemo(() => checkPastedUuids(check), [check])
  const results = checked.results
  const partial = partialNote(checked)

  return (
    <SplitLayout>
      <Panel
        title="Generate"
        actions={
          <>
            <CopyButton value={shown} label="Copy all" what={ids.length === 1 ? 'UUID' : `${ids.length} UUIDs`} />
            <DownloadButton filename={`uuids-${version}.txt`} data={shown ? `${shown}\n` : ''} />
          </>
        }
      >
        <Segmented
          label="Version"
          value={version}
          options={VERSIONS}
          onChange={(v) => {
            setVersion(v)
            generate(v, countRaw)
          }}
        />
        <p className={looks.mutedSmall}>{VERSION_HINT[version]}</p>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' })}>
          <NumberField
            label="How many (1–1000)"
            value={countRaw}
            min={1}
            max={1000}
            step={1}
            onChange={(e) => setCountRaw(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') generate(version, countRaw)
            }}
            error={error}
            className={css({ w: '40' })}
          />
          <button
            type="button"
            className={cx(button({ variant: 'solid' }), css({ mb: error ? '6' : '0' }))}
            onClick={() => generate(version, countRaw)}
            disabled={Boolean(error)}
          >
            <RefreshCw aria-hidden />
            Generate
          </button>
        </div>
        <UuidFormatOptions value={format} onChange={setFormat} />
        <CodeOutput label="Generated UUIDs" value={shown} maxHeight="420px" />
        <p className={looks.mutedSmall} data-testid="uuid-count">
          {ids.length} {version} {ids.length === 1 ? 'UUID' : 'UUIDs'}
        </p>
      </Panel>

      <Panel title="Validate" description="Paste one UUID or several, one per line, to see their version and variant.">
        <TextAreaField
          label="UUIDs to check"
          placeholder="e.g. 017f22e2-79b0-7cc3-98c4-dc0c0c07398f"
          value={check}
          {...limitedTextHandlers(check, setCheck, checkLimitProblem, setRefused)}
          rows={4}
          mono
          hint="Braces, urn:uuid: prefixes, missing hyphens and any letter case are accepted."
        />
        {refused ? (
          <p className={looks.dangerText} role="alert" data-testid="uuid-check-refused">
            {refused}
          </p>
        ) : null}
        {partial ? (
          <p className={looks.mutedSmall} data-testid="uuid-check-partial">
            {partial}
          </p>
        ) : null}
        {results.length === 0 ? (
          <EmptyState title="Nothing to check yet" />
        ) : (
          <ul className={looks.stackSnug} aria-label="Validation results">
            {results.map((r, i) => (
              <li
                key={i}
                className={css({
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'lg',
                  p: '3',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '2',
                  minW: 0,
                })}
              >
                <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', minW: 0 })}>
                  <span
                    className={badge({
                      tone: r.error
                        ? 'danger'
                        : r.info?.special
                          ? 'accent'
                          : r.info?.variant.startsWith('RFC')
                            ? 'success'
                            : 'warning',
                    })}
                  >
                    {r.error
                      ? 'Invalid'
                      : r.info?.special
                        ? 'Special'
                        : r.info?.variant.startsWith('RFC')
                          ? 'Valid'
                          : 'Non-standard'}
                  </span>
                  <code className={css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere', minW: 0 })}>
                    {r.line}
                  </code>
                </div>
                {r.error ? <p className={looks.dangerText}>{r.error}</p> : r.info ? <InfoRows info={r.info} /> : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </SplitLayout>
  )
}
