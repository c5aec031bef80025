// The text-or-file hashing page shared by md5-hash and sha256-hash: live digests of typed text, a file hashed in
// slices in the worker with progress and Cancel, hex or Base64 in either case, an optional HMAC key, and a check
// against an expected digest.
import { useEffect, useState } from 'react'
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
import { FileDrop, JobStatus, Notice, Panel, SplitLayout, TextField } from '.'
import { HashResultRow } from './hash-result-row'
import { LargeTextField } from './large-text-field'
import { useLinkState } from './link-state'
import { Segmented } from './segmented'
import { looks } from './styles'
import { useJob } from './use-job'

type Source = 'text' | 'file'

interface HashArgs<T> {
  input: T
  key: string | null
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
  const [file, setFile] = useState<File | null>(null)
  const hmacKey = hmac && key !== '' ? key : null

  // Text: re-hashed on every change; a newer start drops the stale one, and the last digests stay until then.
  const textJob = useJob(({ input, key }: HashArgs<string>, { signal }) => hashText(input, algorithms, key, signal))
  const startText = textJob.start
  useEffect(() => {
    void startText({ input: text, key: hmacKey }).then((outcome) => {
      if (outcome.status === 'done') {
        setTextDigests(outcome.result)
        setTextError(null)
      } else if (outcome.status === 'failed') setTextError(outcome.error)
    })
  }, [text, hmacKey, startText])

  // A file: hashed in slices, with its progress and Cancel.
  const fileJob = useJob(({ input, key }: HashArgs<File>, { signal, onProgress }) => {
    const total = input.size
    const report = (done: number) =>
      onProgress({ done, total, label: `Hashing: ${formatBytes(done)} of ${formatBytes(total)}` })
    report(0)
    return hashBlob(input, algorithms, key, signal, report)
  })
  const startFile = (next: File) => {
    setFile(next)
    void fileJob.start({ input: next, key: hmacKey })
  }

  // A new HMAC key applies to the file too: hash it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a key change re-runs the file
  useEffect(() => {
    if (file && !fileJob.running) startFile(file)
  }, [hmacKey])

  const fileState = fileJob.state
  const fileDigests = fileState.status === 'done' ? fileState.result : null
  const digests = source === 'text' ? textDigests : fileDigests
  const shown = (a: HashAlgorithm) => (digests?.[a] ? formatDigest(digests[a] as string, encoding, upper) : '')
  const match = expected.trim() && digests ? matchDigest(expected, digests) : null
  const title = algorithms.length === 1 ? `${ALGORITHM_LABELS[algorithms[0]]} hash` : 'Hashes'

  return (
    <div className={looks.stackFill}>
      <SplitLayout>
        <Panel title="Input">
          <Segmented label="Hash" value={source} options={SOURCES} onChange={setSource} />
          {source === 'text' ? (
            <LargeTextField
              label="Text (hashed as UTF-8)"
              rows={8}
              value={text}
              onValueChange={setText}
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
              {file ? (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}>
                  <span data-testid="hash-file-name">
                    {file.name} · {formatBytes(file.size)}
                  </span>
                  <JobStatus job={fileJob} />
                  {fileState.status === 'cancelled' ? <Notice tone="info">Cancelled</Notice> : null}
                  {fileState.status === 'failed' ? (
                    <Notice tone="danger">Could not read this file: {fileState.error}</Notice>
                  ) : null}
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
                <HashResultRow
                  label={ALGORITHM_LABELS[a]}
                  value={shown(a)}
                  what={ALGORITHM_LABELS[a]}
                  copyLabel={`Copy ${ALGORITHM_LABELS[a]}`}
                  testId={`digest-${a}`}
                />
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
