import { ArrowDown, Hash, ShieldCheck } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { bcryptHash, bcryptVerify } from '../../jobs/bcrypt'
import { errorMessage, isAbortError } from '../../jobs/errors'
import { CopyButton, Notice, Panel, ProgressBar, SplitLayout, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { SliderNumberField } from '../../kit/slider-number-field'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import {
  type BcryptPrefix,
  clampCost,
  DEFAULT_COST,
  estimateMs,
  formatDuration,
  MAX_COST,
  MAX_PASSWORD_BYTES,
  MIN_COST,
  parseBcryptHash,
  passwordBytes,
  randomSalt,
  withPrefix,
} from './bcrypt-hash'

const PREFIX_OPTIONS = [
  { value: '2b', label: '$2b$' },
  { value: '2a', label: '$2a$' },
  { value: '2y', label: '$2y$' },
] as const

type Run<R> =
  | { status: 'idle' }
  | { status: 'running'; controller: AbortController }
  | { status: 'done'; result: R }
  | { status: 'failed'; error: string }
  | { status: 'cancelled' }

interface HashResult {
  hash: string
  ms: number
  cost: number
  password: string
}
interface VerifyResult {
  match: boolean
  ms: number
  password: string
  hash: string
}

const rowClass = looks.rowCentered

function ByteHint({ password }: { password: string }) {
  const p = passwordBytes(password)
  if (!p.truncated)
    return (
      <>
        {p.byteLength} of {MAX_PASSWORD_BYTES} bytes (UTF-8) used.
      </>
    )
  return null
}

function LengthWarning({ password }: { password: string }) {
  const p = passwordBytes(password)
  if (!p.truncated) return null
  const chars = Array.from(p.ignored).length
  return (
    <Notice tone="warning">
      <span data-testid="length-warning">
        This password is {p.byteLength} bytes in UTF-8, but bcrypt reads only the first {MAX_PASSWORD_BYTES}: the last{' '}
        {chars === 1 ? 'character does' : `${chars} characters do`} not change the hash
        {p.splitsCharacter ? ' (the first of them only partly)' : ''}.
      </span>
    </Notice>
  )
}

export default function BcryptHashView() {
  const [show, setShow] = useLinkState('show', false)
  const [password, setPassword] = useState('')
  const [cost, setCost] = useLinkState('cost', DEFAULT_COST)
  const [prefix, setPrefix] = useLinkState<BcryptPrefix>('prefix', '2b')
  const [hashRun, setHashRun] = useState<Run<HashResult>>({ status: 'idle' })
  const [hashError, setHashError] = useState<string | null>(null)

  const [checkPassword, setCheckPassword] = useState('')
  const [checkHash, setCheckHash] = useState('')
  const [checkRun, setCheckRun] = useState<Run<VerifyResult>>({ status: 'idle' })
  const [checkError, setCheckError] = useState<string | null>(null)

  const controllers = useRef<{ hash?: AbortController; check?: AbortController }>({})
  useEffect(() => {
    const c = controllers.current
    return () => {
      c.hash?.abort()
      c.check?.abort()
    }
  }, [])

  const lastTiming = hashRun.status === 'done' ? hashRun.result : null
  const parsed = parseBcryptHash(checkHash)

  const onHash = (e: FormEvent) => {
    e.preventDefault()
    if (!password) {
      setHashError('Enter a password to hash.')
      return
    }
    setHashError(null)
    controllers.current.hash?.abort()
    const controller = new AbortController()
    controllers.current.hash = controller
    const used = clampCost(cost)
    const pw = password
    setHashRun({ status: 'running', controller })
    bcryptHash(passwordBytes(pw).bytes, randomSalt(), used, controller.signal).then(
      (r) => {
        if (controllers.current.hash === controller)
          setHashRun({ status: 'done', result: { ...r, cost: used, password: pw } })
      },
      (err: unknown) => {
        if (controllers.current.hash !== controller) return
        setHashRun(
          isAbortError(err)
            ? { status: 'cancelled' }
            : { status: 'failed', error: `Could not hash: ${errorMessage(err)}` },
        )
      },
    )
  }

  const onCheck = (e: FormEvent) => {
    e.preventDefault()
    if (parsed.kind === 'empty') {
      setCheckError('Paste the bcrypt hash to check against.')
      return
    }
    if (parsed.kind === 'malformed') {
      setCheckError(null)
      return
    }
    if (!checkPassword) {
      setCheckError('Enter the password to check.')
      return
    }
    setCheckError(null)
    controllers.current.check?.abort()
    const controller = new AbortController()
    controllers.current.check = controller
    const pw = checkPassword
    const hash = parsed.hash
    setCheckRun({ status: 'running', controller })
    bcryptVerify(passwordBytes(pw).bytes, hash, controller.signal).then(
      (r) => {
        if (controllers.current.check === controller)
          setCheckRun({ status: 'done', result: { ...r, password: pw, hash } })
      },
      (err: unknown) => {
        if (controllers.current.check !== controller) return
        setCheckRun(
          isAbortError(err)
            ? { status: 'cancelled' }
            : { status: 'failed', error: `Could not check: ${errorMessage(err)}` },
        )
      },
    )
  }

  const shownHash = hashRun.status === 'done' ? withPrefix(hashRun.result.hash, prefix) : ''
  const verdict =
    checkRun.status === 'done' &&
    checkRun.result.password === checkPassword &&
    parsed.kind === 'ok' &&
    checkRun.result.hash === parsed.hash
      ? checkRun.result
      : null
  const estimate = lastTiming && cost !== lastTiming.cost ? estimateMs(lastTiming.ms, lastTiming.cost, cost) : null

  return (
    <div className={looks.stackFill}>
      <SwitchField label="Show passwords" checked={show} onChange={setShow} />
      <SplitLayout>
        <Panel
          title="Hash a password"
          description="A new random salt every time, so the same password never gives the same hash."
        >
          <form onSubmit={onHash} className={looks.stack}>
            <TextField
              label="Password"
              type={show ? 'text' : 'password'}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value)
                setHashError(null)
              }}
              autoComplete="off"
              spellCheck={false}
              error={hashError}
              hint={<ByteHint password={password} />}
            />
            <LengthWarning password={password} />
            <SliderNumberField
              label="Cost"
              value={cost}
              onChange={(v) => setCost(clampCost(v))}
              min={MIN_COST}
              max={MAX_COST}
              fallback={DEFAULT_COST}
            />
            <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '-2' })}>
              2<sup>{cost}</sup> rounds; each step doubles the time.
              {estimate !== null ? ` About ${formatDuration(estimate)} here, from the last hash.` : ''}
            </p>
            <Segmented label="Prefix" value={prefix} options={PREFIX_OPTIONS} onChange={setPrefix} />
            <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '-2' })}>
              $2b$ is today's standard; $2y$ is PHP's name and $2a$ the older one for the same hash.
            </p>
            <div className={rowClass}>
              <button type="submit" className={button({ variant: 'solid' })} disabled={hashRun.status === 'running'}>
                <Hash aria-hidden /> Hash
              </button>
            </div>
          </form>
          {hashRun.status === 'running' ? (
            <ProgressBar
              progress={null}
              label={`Hashing at cost ${clampCost(cost)}…`}
              onCancel={() => hashRun.controller.abort()}
            />
          ) : null}
          {hashRun.status === 'cancelled' ? <Notice tone="info">Cancelled</Notice> : null}
          {hashRun.status === 'failed' ? <Notice tone="danger">{hashRun.error}</Notice> : null}
          {hashRun.status === 'done' ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
              <div
                className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}
              >
                <span className={looks.labelText}>bcrypt hash</span>
                <CopyButton value={shownHash} what="Hash" size="xs" aria-label="Copy hash" />
              </div>
              <code
                data-testid="bcrypt-output"
                className={css({
                  fontFamily: 'mono',
                  fontSize: 'sm',
                  bg: 'bg.subtle',
                  borderRadius: 'md',
                  p: '2',
                  overflowWrap: 'anywhere',
                })}
              >
                {shownHash}
              </code>
              <p data-testid="bcrypt-time" className={looks.mutedText}>
                Hashed in {formatDuration(hashRun.result.ms)} at cost {hashRun.result.cost}.
              </p>
              <div className={rowClass}>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'outline' })}
                  onClick={() => {
                    setCheckHash(shownHash)
                    setCheckPassword(hashRun.result.password)
                  }}
                >
                  <ArrowDown aria-hidden /> Check it below
                </button>
              </div>
            </div>
          ) : null}
        </Panel>

        <Panel
          title="Check a password"
          description="Does this password give this hash? The cost and salt come from the hash."
        >
          <form onSubmit={onCheck} className={looks.stack}>
            <TextField
              label="Password to check"
              type={show ? 'text' : 'password'}
              value={checkPassword}
              onChange={(e) => {
                setCheckPassword(e.target.value)
                setCheckError(null)
              }}
              autoComplete="off"
              spellCheck={false}
              error={checkError && !checkPassword ? checkError : null}
            />
            <LengthWarning password={checkPassword} />
            <TextField
              label="bcrypt hash"
              value={checkHash}
              onChange={(e) => {
                setCheckHash(e.target.value)
                setCheckError(null)
              }}
              placeholder="$2b$10$…"
              mono
              autoComplete="off"
              spellCheck={false}
              error={
                parsed.kind === 'malformed'
                  ? `Malformed hash: ${parsed.reason}`
                  : checkError && parsed.kind === 'empty'
                    ? checkError
                    : null
              }
              hint={
                parsed.kind === 'ok'
                  ? `Prefix $${parsed.prefix}$ · cost ${parsed.cost} · salt ${parsed.salt}`
                  : '60 characters: $2a$, $2b$ or $2y$, the cost, then 53 characters of salt and hash.'
              }
            />
            {parsed.kind === 'ok' && parsed.cost > MAX_COST ? (
              <Notice tone="warning">
                Cost {parsed.cost} is slow: the check may take {parsed.cost > 18 ? 'minutes' : 'a while'}. You can
                cancel it.
              </Notice>
            ) : null}
            <div className={rowClass}>
              <button type="submit" className={button({ variant: 'solid' })} disabled={checkRun.status === 'running'}>
                <ShieldCheck aria-hidden /> Check
              </button>
            </div>
          </form>
          {checkRun.status === 'running' ? (
            <ProgressBar progress={null} label="Checking…" onCancel={() => checkRun.controller.abort()} />
          ) : null}
          {checkRun.status === 'cancelled' ? <Notice tone="info">Cancelled</Notice> : null}
          {checkRun.status === 'failed' ? <Notice tone="danger">{checkRun.error}</Notice> : null}
          {verdict ? (
            <Notice tone={verdict.match ? 'success' : 'danger'}>
              <span data-testid="bcrypt-verdict">
                {verdict.match
                  ? 'Match: this password gives this hash.'
                  : 'No match: this password does not give this hash.'}
              </span>{' '}
              <span>Checked in {formatDuration(verdict.ms)}.</span>
            </Notice>
          ) : null}
        </Panel>
      </SplitLayout>
    </div>
  )
}
