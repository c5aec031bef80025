// The text-or-file hashing page shared by md5-hash and sha256-hash: live digests of typed text, a file hashed in
// slices in the worker with progress and Cancel, hex or Base64 in either case, an optional HMAC key, and a check
// against an expected digest.
import { useEffect, useRef, useState } from 'react'
import { errorMessage, isAbortError } from '../jobs/errors'
import { type Digests, hashBlob, hashText } from '../jobs/hash'
import { formatBytes } from '../lib/bytes'
import {
  ALGORITHM_LABELS,
  type DigestEncoding,
  formatDigest,
  type HashAlgorithm,
  matchDigest,
} from '../lib/hash-format'
import { css } from '../styled-system/css'
import { SwitchField } from '../ui/switch'
import { CopyButton, FileDrop, Notice, Panel, ProgressBar, SplitLayout, TextAreaField, TextField } from '.'
import { useLinkState } from './link-state'
import { Segmented } from './segmented'

type Source = 'text' | 'file'

interface FileRun {
  file: File
  done: number
  digests: Digests | null
  error: string | null
  controller: AbortController | null
}

const SOURCES = [
  { value: 'text', label: 'Text' },
  { value: 'file', label: 'File' },
] as const
const ENCODINGS = [
  { value: 'hex', label: 'Hex' },
  { value: 'base64', label: 'Base64' },
] as const

/** `algorithms` must be a constant (a new array each render would re-hash each render). */
export function HashTool({ algorithms, hmac = false }: { algorithms: readonly HashAlgorithm[]; hmac?: boolean }) {
  const [source, setSource] = useLinkState<Source>('source', 'text')
  const [text, setText] = useLinkState('text', '', 'input')
  const [key, setKey] = useState('')
  const [encoding, setEncoding] = useLinkState<DigestEncoding>('encoding', 'hex')
  const [upper, setUpper] = useLinkState('upper', false)
  const [expected, setExpected] = useLinkState('expected', '', 'input')
  const [textDigests, setTextDigests] = useState<Digests | null>(null)
  const [textError, setTextError] = useState<string | null>(null)
  const [run, setRun] = useState<FileRun | null>(null)
  const hmacKey = hmac && key !== '' ? key : null

  // Text: re-hashed on every change; a stale answer is dropped by aborting its call.
  useEffect(() => {
    const controller = new AbortController()
    hashText(text, algorithms, hmacKey, controller.signal).then(
      (d) => {
        setTextDigests(d)
        setTextError(null)
      },
      (e: unknown) => {
        if (!isAbortError(e)) setTextError(errorMessage(e))
      },
    )
    return () => controller.abort()
  }, [text, algorithms, hmacKey])

  const startFile = (file: File) => {
    run?.controller?.abort()
    const controller = new AbortController()
    setRun({ file, done: 0, digests: null, error: null, controller })
    hashBlob(file, algorithms, hmacKey, controller.signal, (done) =>
      setRun((r) => (r && r.file === file ? { ...r, done } : r)),
    ).then(
      (digests) => setRun((r) => (r && r.file === file ? { ...r, digests, done: file.size, controller: null } : r)),
      (e: unknown) =>
        setRun((r) =>
          r && r.file === file
            ? {
                ...r,
                controller: null,
                error: isAbortError(e) ? 'Cancelled' : `Could not read this file: ${errorMessage(e)}`,
              }
            : r,
        ),
    )
  }

  // A new HMAC key applies to the file too: hash it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a key change re-runs the file
  useEffect(() => {
    if (run?.file && !run.controller) startFile(run.file)
  }, [hmacKey])
  const latest = useRef(run)
  latest.current = run
  useEffect(() => () => latest.current?.controller?.abort(), [])

  const digests = source === 'text' ? textDigests : (run?.digests ?? null)
  const shown = (a: HashAlgorithm) => (digests?.[a] ? formatDigest(digests[a] as string, encoding, upper) : '')
  const match = expected.trim() && digests ? matchDigest(expected, digests) : null
  const title = algorithms.length === 1 ? `${ALGORITHM_LABELS[algorithms[0]]} hash` : 'Hashes'

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
      <SplitLayout>
        <Panel title="Input">
          <Segmented label="Hash" value={source} options={SOURCES} onChange={setSource} />
          {source === 'text' ? (
            <TextAreaField
              label="Text (hashed as UTF-8)"
              rows={8}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Type or paste text"
              spellCheck={false}
            />
          ) : (
            <>
              <FileDrop
                onFiles={(files) => startFile(files[0])}
                label="Drop a file or click to choose"
                hint="Any type and size: read in slices, never uploaded."
              />
              {run ? (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}>
                  <span data-testid="hash-file-name">
                    {run.file.name} · {formatBytes(run.file.size)}
                  </span>
                  {run.controller ? (
                    <ProgressBar
                      progress={{ done: run.done, total: run.file.size }}
                      label={`Hashing: ${formatBytes(run.done)} of ${formatBytes(run.file.size)}`}
                      onCancel={() => run.controller?.abort()}
                    />
                  ) : null}
                  {run.error ? <Notice tone={run.error === 'Cancelled' ? 'info' : 'danger'}>{run.error}</Notice> : null}
                </div>
              ) : null}
            </>
          )}
          {hmac ? (
            <TextField
              label="HMAC key (optional)"
              value={key}
              onChange={(e) => setKey(e.target.value)}
              hint="With a key, the results are HMACs of the input (the key is used as UTF-8)."
              autoComplete="off"
              spellCheck={false}
            />
          ) : null}
        </Panel>

        <Panel title={hmacKey ? `HMAC (${title})` : title}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'end' })}>
            <Segmented label="Encoding" value={encoding} options={ENCODINGS} onChange={setEncoding} />
            {encoding === 'hex' ? <SwitchField label="Upper case" checked={upper} onChange={setUpper} /> : null}
          </div>
          {textError && source === 'text' ? <Notice tone="danger">{textError}</Notice> : null}
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {algorithms.map((a) => (
              <li key={a} className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })}>
                <div
                  className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}
                >
                  <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{ALGORITHM_LABELS[a]}</span>
                  <CopyButton
                    value={shown(a)}
                    what={ALGORITHM_LABELS[a]}
                    size="xs"
                    aria-label={`Copy ${ALGORITHM_LABELS[a]}`}
                  />
                </div>
                <code
                  data-testid={`digest-${a}`}
                  className={css({
                    fontFamily: 'mono',
                    fontSize: 'sm',
                    bg: 'bg.subtle',
                    borderRadius: 'md',
                    p: '2',
                    overflowWrap: 'anywhere',
                    minH: '9',
                  })}
                >
                  {shown(a)}
                </code>
              </li>
            ))}
          </ul>
          <TextField
            label="Compare with an expected hash"
            value={expected}
            onChange={(e) => setExpected(e.target.value)}
            placeholder="Paste a hex or Base64 digest"
            mono
            spellCheck={false}
          />
          {match ? (
            <Notice tone={match.kind === 'match' ? 'success' : match.kind === 'mismatch' ? 'danger' : 'warning'}>
              <span data-testid="hash-compare">
                {match.kind === 'match'
                  ? `Match: the ${ALGORITHM_LABELS[match.algorithm]} is the expected value.`
                  : match.kind === 'mismatch'
                    ? 'No match: the expected value differs from every hash above.'
                    : 'Not a hex or Base64 digest.'}
              </span>
            </Notice>
          ) : null}
        </Panel>
      </SplitLayout>
    </div>
  )
}
