import { RotateCcw, Trash2, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { errorMessage, isAbortError } from '../../jobs/errors'
import { type Digests, hashBlob } from '../../jobs/hash'
import { CopyButton, DownloadButton, EmptyState, FileDrop, Notice, Panel, ProgressBar, TextAreaField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { ALGORITHM_LABELS, type HashAlgorithm } from '../../lib/hash-format'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import {
  checkExpected,
  checksumsFileName,
  checksumsText,
  DEFAULT_ALGORITHMS,
  FILE_ALGORITHMS,
  type FileAlgorithm,
  type FileCheck,
  orderAlgorithms,
} from './file-hash'

type Status = 'queued' | 'hashing' | 'done' | 'error' | 'cancelled'

interface Entry {
  id: number
  file: File
  done: number
  digests: Digests
  status: Status
  error?: string
}

const CHECK_LABEL: Record<FileCheck, { text: string; tone: 'success' | 'danger' | 'warning' | 'neutral' }> = {
  ok: { text: 'OK', tone: 'success' },
  failed: { text: 'FAILED', tone: 'danger' },
  missing: { text: 'Not in the list', tone: 'warning' },
  'unknown-length': { text: 'Unknown checksum length', tone: 'warning' },
  'not-computed': { text: 'Algorithm not chosen', tone: 'warning' },
}

const digestClass = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  bg: 'bg.subtle',
  borderRadius: 'md',
  px: '2',
  py: '1.5',
  overflowWrap: 'anywhere',
  minW: 0,
  flex: 1,
})

let nextId = 1

export default function FileHashView() {
  const [chosen, setChosen] = useLinkState<FileAlgorithm[]>('algorithms', [...DEFAULT_ALGORITHMS])
  const [entries, setEntries] = useState<Entry[]>([])
  const [expected, setExpected] = useLinkState('expected', '', 'input')
  const controllers = useRef(new Map<number, AbortController>())

  const update = (id: number, patch: Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)))

  const start = (id: number, file: File, algorithms: readonly HashAlgorithm[]) => {
    controllers.current.get(id)?.abort()
    if (!algorithms.length) {
      controllers.current.delete(id)
      update(id, { status: 'cancelled', done: 0, digests: {}, error: undefined })
      return
    }
    const controller = new AbortController()
    controllers.current.set(id, controller)
    const current = () => controllers.current.get(id) === controller
    update(id, { status: 'queued', done: 0, digests: {}, error: undefined })
    hashBlob(file, algorithms, null, controller.signal, (done) => {
      if (current()) update(id, { done, status: 'hashing' })
    }).then(
      (digests) => {
        if (!current()) return
        controllers.current.delete(id)
        update(id, { digests, status: 'done', done: file.size })
      },
      (e: unknown) => {
        if (!current()) return
        controllers.current.delete(id)
        if (isAbortError(e)) update(id, { status: 'cancelled' })
        else update(id, { status: 'error', error: `Could not read this file: ${errorMessage(e)}` })
      },
    )
  }

  const addFiles = (files: File[]) => {
    const added = files.map((file): Entry => ({ id: nextId++, file, done: 0, digests: {}, status: 'queued' }))
    setEntries((list) => [...list, ...added])
    for (const e of added) start(e.id, e.file, chosen)
  }

  const toggle = (algorithm: FileAlgorithm, on: boolean) => {
    const next = orderAlgorithms(on ? [...chosen, algorithm] : chosen.filter((a) => a !== algorithm))
    setChosen(next)
    // Every file is read again with the new set (one pass feeds all the chosen hashers).
    for (const e of entries) start(e.id, e.file, next)
  }

  const cancel = (id: number) => controllers.current.get(id)?.abort()
  const cancelAll = () => {
    for (const c of controllers.current.values()) c.abort()
  }
  const remove = (id: number) => {
    controllers.current.get(id)?.abort()
    controllers.current.delete(id)
    setEntries((list) => list.filter((e) => e.id !== id))
  }
  const clear = () => {
    cancelAll()
    controllers.current.clear()
    setEntries([])
  }

  const map = controllers.current
  useEffect(
    () => () => {
      for (const c of map.values()) c.abort()
    },
    [map],
  )

  const running = entries.filter((e) => e.status === 'queued' || e.status === 'hashing').length
  const finished = entries.filter((e) => e.status === 'done')
  const hashed = finished.map((e) => ({ name: e.file.name, digests: e.digests }))
  const result = checkExpected(
    expected,
    entries.map((e) => ({ name: e.file.name, digests: e.status === 'done' ? e.digests : {} })),
  )
  const matchOf = (index: number, a: HashAlgorithm) =>
    result.kind === 'single' && result.matches.some((m) => m.index === index && m.algorithm === a)

  return (
    <div className={looks.stackFill}>
      <Panel title="Files and algorithms">
        <FileDrop
          multiple
          onFiles={addFiles}
          label="Drop files here or click to choose"
          hint="Any type and size: read in slices, never uploaded. Several files hash in parallel."
        />
        <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
          <legend className={looks.labelAbove}>Algorithms</legend>
          <div className={looks.rowWide}>
            {FILE_ALGORITHMS.map((a) => (
              <CheckboxField
                key={a}
                label={ALGORITHM_LABELS[a]}
                checked={chosen.includes(a)}
                onChange={(on) => toggle(a, on)}
              />
            ))}
          </div>
          {chosen.length === 0 ? <Notice tone="warning">Choose at least one algorithm.</Notice> : null}
        </fieldset>
      </Panel>

      <Panel
        title={entries.length ? `Checksums (${finished.length} of ${entries.length} files)` : 'Checksums'}
        actions={
          entries.length ? (
            <>
              {running ? (
                <button type="button" className={button({ size: 'sm', variant: 'outline' })} onClick={cancelAll}>
                  <X aria-hidden /> Cancel all
                </button>
              ) : null}
              <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={clear}>
                <Trash2 aria-hidden /> Clear
              </button>
            </>
          ) : null
        }
      >
        {entries.length === 0 ? (
          <EmptyState title="No files yet">Add files above to see their checksums.</EmptyState>
        ) : (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
            {entries.map((e, index) => {
              const check = result.kind === 'list' ? result.checks[index] : null
              return (
                <li
                  key={e.id}
                  data-testid="file-row"
                  aria-label={e.file.name}
                  className={css({
                    display: 'flex',
                    flexDirection: 'column',
                    gap: '2',
                    borderWidth: '1px',
                    borderColor: 'border.default',
                    borderRadius: 'lg',
                    p: '3',
                    minW: 0,
                  })}
                >
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
                    <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere', minW: 0 })}>
                      {e.file.name}
                    </span>
                    <span className={looks.mutedText}>{formatBytes(e.file.size)}</span>
                    {check && e.status === 'done' ? (
                      <span data-testid="file-check" className={badge({ tone: CHECK_LABEL[check].tone })}>
                        {CHECK_LABEL[check].text}
                      </span>
                    ) : null}
                    <span className={css({ flex: 1 })} />
                    {e.status === 'cancelled' || e.status === 'error' ? (
                      <button
                        type="button"
                        className={button({ size: 'xs', variant: 'ghost' })}
                        onClick={() => start(e.id, e.file, chosen)}
                        disabled={!chosen.length}
                      >
                        <RotateCcw aria-hidden /> Hash again
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={button({ size: 'xs', variant: 'ghost' })}
                      onClick={() => remove(e.id)}
                      aria-label={`Remove ${e.file.name}`}
                    >
                      <Trash2 aria-hidden />
                    </button>
                  </div>
                  {e.status === 'queued' || e.status === 'hashing' ? (
                    <ProgressBar
                      progress={{ done: e.done, total: e.file.size || 1 }}
                      label={
                        e.status === 'queued'
                          ? 'Waiting for a free worker…'
                          : `Hashing: ${formatBytes(e.done)} of ${formatBytes(e.file.size)}`
                      }
                      onCancel={() => cancel(e.id)}
                    />
                  ) : null}
                  {e.status === 'cancelled' ? <Notice tone="info">Cancelled</Notice> : null}
                  {e.status === 'error' ? <Notice tone="danger">{e.error}</Notice> : null}
                  {e.status === 'done' ? (
                    <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
                      {orderAlgorithms(Object.keys(e.digests) as FileAlgorithm[]).map((a) => (
                        <div
                          key={a}
                          className={css({
                            display: 'grid',
                            gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: '4.5rem minmax(0, 1fr)' },
                            alignItems: 'center',
                            columnGap: '2',
                            rowGap: '0.5',
                            minW: 0,
                          })}
                        >
                          <dt className={looks.labelText}>{ALGORITHM_LABELS[a]}</dt>
                          <dd className={css({ display: 'flex', alignItems: 'center', gap: '2', flex: 1, minW: '0' })}>
                            <code data-testid={`digest-${a}`} className={digestClass}>
                              {e.digests[a]}
                            </code>
                            {matchOf(index, a) ? (
                              <span className={badge({ tone: 'success' })} data-testid="digest-match">
                                Match
                              </span>
                            ) : null}
                            <CopyButton
                              value={e.digests[a] ?? ''}
                              what={ALGORITHM_LABELS[a]}
                              label=""
                              size="xs"
                              variant="ghost"
                              aria-label={`Copy ${ALGORITHM_LABELS[a]} of ${e.file.name}`}
                            />
                          </dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </li>
              )
            })}
          </ul>
        )}
      </Panel>

      <Panel
        title="Verify and save"
        description="Checksums files use the sha256sum format: one “<hex>  <name>” line per file."
      >
        <TextAreaField
          label="Compare with an expected checksum"
          rows={3}
          value={expected}
          onChange={(e) => setExpected(e.target.value)}
          placeholder="Paste one digest (hex or Base64), or the lines of a checksums file"
          hint="One value is looked up in every file and algorithm; the lines of a SHA256SUMS-style file are matched to the files by name."
          mono
        />
        <ExpectedMessage result={result} entries={entries} running={running} />
        <div className={looks.row}>
          {chosen.map((a) => (
            <DownloadButton
              key={a}
              label={checksumsFileName(a)}
              aria-label={`Download ${checksumsFileName(a)}`}
              filename={checksumsFileName(a)}
              mime="application/octet-stream"
              data={running ? '' : checksumsText(hashed, a)}
              disabled={running > 0 || !hashed.some((f) => f.digests[a])}
              success={{ title: 'Downloaded!', description: `${checksumsFileName(a)} saved` }}
            />
          ))}
        </div>
        {running ? (
          <p className={looks.mutedSmall}>The checksums files can be saved when every file is hashed.</p>
        ) : null}
      </Panel>
    </div>
  )
}

function ExpectedMessage({
  result,
  entries,
  running,
}: {
  result: ReturnType<typeof checkExpected>
  entries: Entry[]
  running: number
}) {
  if (result.kind === 'empty' || entries.length === 0) return null
  if (result.kind === 'invalid')
    return (
      <Notice tone="warning">
        <span data-testid="hash-compare">
          Not an MD5, SHA or CRC32 digest (hex or Base64), nor lines of a checksums file.
        </span>
      </Notice>
    )
  if (result.kind === 'single') {
    if (result.matches.length)
      return (
        <Notice tone="success">
          <span data-testid="hash-compare">
            Match:{' '}
            {result.matches
              .map((m) => `the ${ALGORITHM_LABELS[m.algorithm]} of ${entries[m.index].file.name}`)
              .join('; ')}
            .
          </span>
        </Notice>
      )
    return (
      <Notice tone={running ? 'info' : 'danger'}>
        <span data-testid="hash-compare">
          {running
            ? 'No match yet: some files are still being hashed.'
            : 'No match: no file has this checksum under the chosen algorithms.'}
        </span>
      </Notice>
    )
  }
  const count = (k: FileCheck) => result.checks.filter((c, i) => c === k && entries[i]?.status === 'done').length
  const ok = count('ok')
  const failed = count('failed')
  const missing = count('missing')
  const parts = [`${ok} OK`, `${failed} FAILED`]
  if (missing) parts.push(`${missing} not in the list`)
  return (
    <Notice tone={failed ? 'danger' : ok && !missing ? 'success' : 'warning'}>
      <span data-testid="hash-compare">Checksums file: {parts.join(', ')}.</span>
      {result.unlisted.length ? (
        <span className={css({ display: 'block', overflowWrap: 'anywhere' })}>
          Listed but not opened: {result.unlisted.join(', ')}
        </span>
      ) : null}
    </Notice>
  )
}
