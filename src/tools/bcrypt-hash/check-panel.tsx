// The "Check a password" panel: does this password give this bcrypt hash? The verify runs in the worker as a job
// (progress, Cancel); the verdict shows only while it still answers the password and hash on screen.
import { ShieldCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { bcryptVerify } from '../../jobs/bcrypt'
import { JobStatus, Notice, Panel, TextField } from '../../kit'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { button } from '../../styled-system/recipes'
import { formatDuration, MAX_COST, parseBcryptHash, passwordBytes } from './bcrypt-hash'
import { LengthWarning } from './password-hints'

interface VerifyResult {
  match: boolean
  ms: number
  password: string
  hash: string
}

export function CheckPanel({
  show,
  checkPassword,
  setCheckPassword,
  checkHash,
  setCheckHash,
}: {
  show: boolean
  checkPassword: string
  setCheckPassword: (value: string) => void
  checkHash: string
  setCheckHash: (value: string) => void
}) {
  const [checkError, setCheckError] = useState<string | null>(null)
  const checkJob = useJob(
    async ({ pw, hash }: { pw: string; hash: string }, { signal }): Promise<VerifyResult> => ({
      ...(await bcryptVerify(passwordBytes(pw).bytes, hash, signal)),
      password: pw,
      hash,
    }),
  )
  const checkRun = checkJob.state
  const parsed = parseBcryptHash(checkHash)

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
    void checkJob.start({ pw: checkPassword, hash: parsed.hash })
  }

  const verdict =
    checkRun.status === 'done' &&
    checkRun.result.password === checkPassword &&
    parsed.kind === 'ok' &&
    checkRun.result.hash === parsed.hash
      ? checkRun.result
      : null
  return (
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
            Cost {parsed.cost} is slow: the check may take {parsed.cost > 18 ? 'minutes' : 'a while'}. You can cancel
            it.
          </Notice>
        ) : null}
        <div className={looks.rowCentered}>
          <button type="submit" className={button({ variant: 'solid' })} disabled={checkJob.running}>
            <ShieldCheck aria-hidden /> Check
          </button>
        </div>
      </form>
      <JobStatus job={checkJob} label="Checking…" />
      {checkRun.status === 'cancelled' ? <Notice tone="info">Cancelled</Notice> : null}
      {checkRun.status === 'failed' ? <Notice tone="danger">Could not check: {checkRun.error}</Notice> : null}
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
  )
}
