import { ArrowDown, Hash } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { bcryptHash } from '../../jobs/bcrypt'
import { JobStatus, Notice, Panel, SplitLayout, TextField } from '../../kit'
import { HashResultRow } from '../../kit/hash-result-row'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { SliderNumberField } from '../../kit/slider-number-field'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
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
  MIN_COST,
  passwordBytes,
  randomSalt,
  withPrefix,
} from './bcrypt-hash'
import { CheckPanel } from './check-panel'
import { ByteHint, LengthWarning } from './password-hints'

const PREFIX_OPTIONS = [
  { value: '2b', label: '$2b$' },
  { value: '2a', label: '$2a$' },
  { value: '2y', label: '$2y$' },
] as const

interface HashResult {
  hash: string
  ms: number
  cost: number
  password: string
}
const rowClass = looks.rowCentered

export default function BcryptHashView() {
  const [show, setShow] = useLinkState('show', false)
  const [password, setPassword] = useState('')
  const [cost, setCost] = useLinkState('cost', DEFAULT_COST)
  const [prefix, setPrefix] = useLinkState<BcryptPrefix>('prefix', '2b')
  const [hashError, setHashError] = useState<string | null>(null)

  const [checkPassword, setCheckPassword] = useState('')
  const [checkHash, setCheckHash] = useState('')

  const hashJob = useJob(
    async ({ pw, used }: { pw: string; used: number }, { signal }): Promise<HashResult> => ({
      ...(await bcryptHash(passwordBytes(pw).bytes, randomSalt(), used, signal)),
      cost: used,
      password: pw,
    }),
  )
  const hashRun = hashJob.state

  const lastTiming = hashRun.status === 'done' ? hashRun.result : null

  const onHash = (e: FormEvent) => {
    e.preventDefault()
    if (!password) {
      setHashError('Enter a password to hash.')
      return
    }
    setHashError(null)
    void hashJob.start({ pw: password, used: clampCost(cost) })
  }

  const shownHash = hashRun.status === 'done' ? withPrefix(hashRun.result.hash, prefix) : ''
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
              <button type="submit" className={button({ variant: 'solid' })} disabled={hashJob.running}>
                <Hash aria-hidden /> Hash
              </button>
            </div>
          </form>
          <JobStatus job={hashJob} label={`Hashing at cost ${clampCost(cost)}…`} />
          {hashRun.status === 'cancelled' ? <Notice tone="info">Cancelled</Notice> : null}
          {hashRun.status === 'failed' ? <Notice tone="danger">Could not hash: {hashRun.error}</Notice> : null}
          {hashRun.status === 'done' ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
              <HashResultRow
                label="bcrypt hash"
                value={shownHash}
                what="Hash"
                copyLabel="Copy hash"
                testId="bcrypt-output"
              />
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

        <CheckPanel
          show={show}
          checkPassword={checkPassword}
          setCheckPassword={setCheckPassword}
          checkHash={checkHash}
          setCheckHash={setCheckHash}
        />
      </SplitLayout>
    </div>
  )
}
