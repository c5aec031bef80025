import { ExternalLink, KeyRound, Wand2 } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { CopyButton, Notice, Panel, SplitLayout, TextAreaField, TextField } from '../../kit'
import { limitedTextHandlers } from '../../kit/limited-text'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import {
  HMAC_ALGS,
  type HmacAlg,
  parseJwt,
  type SecretEncoding,
  secretBytes,
  signHmacJwt,
  verifyJwt,
} from '../../lib/jwt'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import {
  buildHeader,
  defaultPayload,
  EXPIRY_PRESETS,
  nowSeconds,
  parsePayload,
  payloadLimitProblem,
  pretty,
  randomSecret,
  secretAdvice,
  setClaim,
} from './jwt-generator'

const ALG_OPTIONS = HMAC_ALGS.map((a) => ({ value: a, label: a }))
const ENCODINGS = [
  { value: 'utf8', label: 'Text (UTF-8)' },
  { value: 'base64', label: 'Base64 / base64url' },
] as const

type Signed = { token: string; verified: boolean } | { error: string } | null

export default function JwtGeneratorView() {
  const [alg, setAlg] = useLinkState<HmacAlg>('alg', 'HS256')
  const [kid, setKid] = useState('')
  const [secret, setSecret] = useState('')
  const [encoding, setEncoding] = useLinkState<SecretEncoding>('encoding', 'utf8')
  const [payloadText, setPayloadText] = useLinkState('payload', () => defaultPayload(), 'input')
  const [signed, setSigned] = useState<Signed>(null)
  const [refused, setRefused] = useState<string | null>(null)
  const payloadDeferred = useDeferredValue(payloadText)

  const payload = useMemo(() => parsePayload(payloadDeferred), [payloadDeferred])
  const secretInfo = useMemo(() => {
    if (!secret) return { bytes: null as Uint8Array | null, error: null as string | null }
    try {
      return { bytes: secretBytes(secret, encoding), error: null }
    } catch (e) {
      return { bytes: null, error: (e as Error).message }
    }
  }, [secret, encoding])
  const advice = secretInfo.bytes ? secretAdvice(secretInfo.bytes.length, alg) : null

  useEffect(() => {
    if (!payload.ok || !secretInfo.bytes || secretInfo.bytes.length === 0) {
      setSigned(null)
      return
    }
    let live = true
    const bytes = secretInfo.bytes
    signHmacJwt(buildHeader(alg, kid), payload.value, bytes, alg)
      .then(async (token) => {
        // Check it with the decoder's own verifier, exactly as jwt-decode would.
        const check = await verifyJwt(parseJwt(token), secret, { secretEncoding: encoding })
        if (live) setSigned({ token, verified: check.ok })
      })
      .catch((e: unknown) => live && setSigned({ error: e instanceof Error ? e.message : String(e) }))
    return () => {
      live = false
    }
  }, [payload, secretInfo, alg, kid, secret, encoding])

  const applyClaim = (claim: string, value: unknown) => {
    const next = setClaim(payloadText, claim, value)
    if (next === null) return
    setRefused(null)
    setPayloadText(next)
  }
  const token = signed && 'token' in signed ? signed.token : ''
  const [h = '', p = '', s = ''] = token.split('.')

  return (
    <div className={looks.stack}>
      <SplitLayout>
        <Panel title="Header and secret">
          <Segmented label="Algorithm" value={alg} options={ALG_OPTIONS} onChange={setAlg} />
          <TextField
            label="Key ID (kid, optional)"
            value={kid}
            onChange={(e) => setKid(e.target.value)}
            placeholder="e.g. 2024-key-1"
            mono
          />
          <TextField
            label="Secret"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            placeholder="The shared HMAC secret"
            mono
            autoComplete="off"
            error={secretInfo.error ?? (!secret ? 'Enter a secret to sign the token.' : undefined)}
          />
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' })}>
            <Segmented label="Secret is" value={encoding} options={ENCODINGS} onChange={setEncoding} />
            <button
              type="button"
              className={button({ size: 'sm' })}
              onClick={() => {
                setSecret(randomSecret(alg))
                setEncoding('base64')
              }}
            >
              <KeyRound aria-hidden />
              Random secret
            </button>
          </div>
          {advice ? <Notice tone="warning">{advice}</Notice> : null}
          <p className={looks.mutedSmall}>Signed in your browser with WebCrypto; the secret never leaves this page.</p>
        </Panel>
        <Panel
          title="Payload"
          actions={
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              disabled={!payload.ok}
              onClick={() => payload.ok && setPayloadText(pretty(payload.value))}
            >
              <Wand2 aria-hidden />
              Format
            </button>
          }
        >
          <TextAreaField
            label="Payload JSON"
            value={payloadText}
            {...limitedTextHandlers(payloadText, setPayloadText, payloadLimitProblem, setRefused)}
            rows={10}
            mono
            error={refused ?? (payload.ok ? undefined : payload.error)}
          />
          <div className={looks.stackTight}>
            <div className={looks.rowCentered}>
              <span className={looks.mutedText}>Times:</span>
              <button type="button" className={button({ size: 'xs' })} onClick={() => applyClaim('iat', nowSeconds())}>
                iat = now
              </button>
              <button type="button" className={button({ size: 'xs' })} onClick={() => applyClaim('nbf', nowSeconds())}>
                nbf = now
              </button>
              <button type="button" className={button({ size: 'xs' })} onClick={() => applyClaim('exp', undefined)}>
                No expiry
              </button>
            </div>
            <div role="group" aria-label="Set expiry" className={looks.rowCentered}>
              <span className={looks.mutedText}>Expires in:</span>
              {EXPIRY_PRESETS.map((p) => (
                <button
                  key={p.label}
                  type="button"
                  className={button({ size: 'xs' })}
                  aria-label={`Expires in ${p.label}`}
                  onClick={() => applyClaim('exp', nowSeconds() + p.seconds)}
                >
                  {p.label}
                </button>
              ))}
            </div>
          </div>
        </Panel>
      </SplitLayout>

      <Panel
        title="Token"
        actions={
          <>
            <a
              className={button({ size: 'sm', variant: 'ghost' })}
              href={token ? `/tools/jwt-decode#token=${token}` : undefined}
              aria-disabled={!token}
              onClick={(e) => !token && e.preventDefault()}
            >
              <ExternalLink aria-hidden />
              Open in JWT Decoder
            </a>
            <CopyButton value={token} what="Token" />
          </>
        }
      >
        {signed && 'error' in signed ? (
          <Notice tone="danger" title="Could not sign">
            {signed.error}
          </Notice>
        ) : null}
        <p
          data-testid="jwt-token"
          className={css({
            fontFamily: 'mono',
            fontSize: 'sm',
            overflowWrap: 'anywhere',
            bg: 'bg.subtle',
            p: '3',
            borderRadius: 'lg',
            minH: '12',
          })}
        >
          {token ? (
            <>
              <span className={css({ color: 'danger.fg' })}>{h}</span>.
              <span className={css({ color: 'accent.fg' })}>{p}</span>.
              <span className={css({ color: 'success.fg' })}>{s}</span>
            </>
          ) : (
            <span className={looks.muted}>
              {payload.ok ? 'Enter a secret to sign the token.' : 'Fix the payload to sign the token.'}
            </span>
          )}
        </p>
        {signed && 'token' in signed ? (
          signed.verified ? (
            <Notice tone="success">Signed with {alg}; the JWT Decoder’s verifier accepts it with this secret.</Notice>
          ) : (
            <Notice tone="danger">The signed token did not verify. Please report this.</Notice>
          )
        ) : null}
        {token ? (
          <p className={looks.mutedSmall}>
            Header <code>{JSON.stringify(buildHeader(alg, kid))}</code> · {token.length.toLocaleString('en')} characters
          </p>
        ) : null}
      </Panel>
    </div>
  )
}
