import { ShieldCheck } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { CodeOutput, CopyButton, EmptyState, Notice, Panel, SplitLayout, TextAreaField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { isHmacAlg, parseJwt, type SecretEncoding, SUPPORTED_ALGS, type VerifyResult, verifyJwt } from '../../lib/jwt'
import { css, cx } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import {
  analyseClaims,
  CLAIM_NAMES,
  EXAMPLE_ES256,
  EXAMPLE_HS256,
  EXAMPLE_RS256,
  HEADER_NAMES,
  pretty,
} from './jwt-decode'

const EXAMPLES = [
  { label: 'HS256 (RFC 7515 A.1)', ...EXAMPLE_HS256 },
  { label: 'RS256 (RFC 7515 A.2)', ...EXAMPLE_RS256 },
  { label: 'ES256 (RFC 7515 A.3)', ...EXAMPLE_ES256 },
]

const ENCODINGS = [
  { value: 'utf8', label: 'Text (UTF-8)' },
  { value: 'base64', label: 'Base64 / base64url' },
] as const

const cell = css({
  textAlign: 'left',
  px: '2',
  py: '1.5',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  verticalAlign: 'top',
  fontSize: 'sm',
  overflowWrap: 'anywhere',
})
const headCell = css({
  textAlign: 'left',
  px: '2',
  py: '1.5',
  fontSize: 'xs',
  color: 'fg.muted',
  fontWeight: 'semibold',
})

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(id)
  }, [intervalMs])
  return now
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

const utcFormat = (d: Date) => d.toISOString().replace('T', ' ').replace('.000Z', ' UTC')

function ClaimTable({ value, names, label }: { value: unknown; names: Record<string, string>; label: string }) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length === 0) return null
  return (
    <div className={looks.scrollX}>
      <table className={css({ w: '100%', borderCollapse: 'collapse' })} aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              Claim
            </th>
            <th scope="col" className={headCell}>
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([k, v]) => (
            <tr key={k}>
              <td className={cell}>
                <code className={looks.monoText}>{k}</code>
                {names[k] ? <div className={looks.mutedSmall}>{names[k]}</div> : null}
              </td>
              <td className={cx(cell, css({ fontFamily: 'mono', whiteSpace: 'pre-wrap' }))}>
                {typeof v === 'string' ? v : JSON.stringify(v)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default function JwtDecodeView() {
  // The JWT generator links here with #token=…; the fragment never reaches a server.
  const [text, setText] = useLinkState(
    'token',
    () =>
      typeof window !== 'undefined' && window.location.hash.startsWith('#token=')
        ? safeDecode(window.location.hash.slice(7))
        : '',
    'input',
  )
  const [key, setKey] = useState('')
  useHandoffText(setText)
  const [encoding, setEncoding] = useLinkState<SecretEncoding>('encoding', 'utf8')
  const [verify, setVerify] = useState<VerifyResult | null>(null)
  const token = useDeferredValue(text)
  const now = useNow(15_000)
  const parsed = useMemo(() => (token.trim() ? parseJwt(token) : null), [token])
  const claims = useMemo(() => (parsed ? analyseClaims(parsed.payload.json, now) : null), [parsed, now])
  const hmac = isHmacAlg(parsed?.alg)
  const canVerify = Boolean(parsed?.alg && parsed.alg !== 'none' && SUPPORTED_ALGS[parsed.alg])

  useEffect(() => {
    if (!parsed || !canVerify || !key.trim()) {
      setVerify(null)
      return
    }
    let live = true
    verifyJwt(parsed, key, { secretEncoding: encoding }).then(
      (r) => live && setVerify(r),
      (e: unknown) => live && setVerify({ ok: false, reason: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      live = false
    }
  }, [parsed, key, encoding, canVerify])

  const [rawH = '', rawP = '', ...rest] = parsed?.token.split('.') ?? []
  const rawRest = rest.join('.')

  return (
    <div className={looks.stack}>
      <Panel
        title="Token"
        actions={
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            disabled={!text}
            onClick={() => {
              setText('')
              setKey('')
            }}
          >
            Clear
          </button>
        }
      >
        <TextAreaField
          label="JSON Web Token"
          placeholder="Paste a token: eyJhbGciOi…  (a “Bearer ” prefix is fine)"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          mono
          hint="Decoded here in your browser; the token is never sent anywhere."
        />
        <div className={looks.rowCentered}>
          <span className={looks.mutedText}>Examples:</span>
          {EXAMPLES.map((ex) => (
            <button
              key={ex.label}
              type="button"
              className={button({ size: 'xs' })}
              onClick={() => {
                setText(ex.token)
                setKey(ex.key)
                setEncoding('utf8')
              }}
            >
              {ex.label}
            </button>
          ))}
        </div>
        {parsed ? (
          <p
            data-testid="jwt-coloured"
            className={css({
              fontFamily: 'mono',
              fontSize: 'sm',
              overflowWrap: 'anywhere',
              bg: 'bg.subtle',
              p: '3',
              borderRadius: 'lg',
            })}
          >
            <span className={css({ color: 'danger.fg' })} title="Header">
              {rawH}
            </span>
            {parsed.token.includes('.') ? '.' : ''}
            <span className={css({ color: 'accent.fg' })} title="Payload">
              {rawP}
            </span>
            {rest.length ? '.' : ''}
            <span className={css({ color: 'success.fg' })} title="Signature">
              {rawRest}
            </span>
          </p>
        ) : null}
      </Panel>

      {!parsed ? (
        <EmptyState title="No token yet">Paste a JWT above, or load one of the examples.</EmptyState>
      ) : (
        <>
          {parsed.errors.map((e) => (
            <Notice key={e} tone="danger" title="Malformed token">
              {e}
            </Notice>
          ))}
          {parsed.warnings.map((w) => (
            <Notice key={w} tone="warning">
              {w}
            </Notice>
          ))}
          {claims?.validity && !parsed.payload.error ? (
            <div
              data-testid="jwt-validity"
              className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}
            >
              <span
                className={badge({
                  tone:
                    claims.validity.state === 'valid'
                      ? 'success'
                      : claims.validity.state === 'no-exp'
                        ? 'warning'
                        : 'danger',
                })}
              >
                {claims.validity.state === 'valid'
                  ? 'Not expired'
                  : claims.validity.state === 'expired'
                    ? 'Expired'
                    : claims.validity.state === 'not-yet'
                      ? 'Not yet valid'
                      : 'No expiry'}
              </span>
              <span className={css({ fontSize: 'sm' })}>{claims.validity.text}</span>
              {parsed.alg ? <span className={badge({ tone: 'accent' })}>{parsed.alg}</span> : null}
            </div>
          ) : null}
          <SplitLayout>
            <Panel
              title="Header"
              actions={<CopyButton value={parsed.header.json ? pretty(parsed.header.json) : ''} what="Header" />}
            >
              {parsed.header.error ? (
                <Notice tone="danger" title="Header">
                  {parsed.header.error}
                </Notice>
              ) : null}
              <CodeOutput
                label="Header JSON"
                value={parsed.header.json ? pretty(parsed.header.json) : (parsed.header.text ?? '')}
                placeholder="No readable header"
              />
              <ClaimTable value={parsed.header.json} names={HEADER_NAMES} label="Header parameters" />
            </Panel>
            <Panel
              title="Payload"
              actions={
                <CopyButton
                  value={parsed.payload.json !== undefined ? pretty(parsed.payload.json) : (parsed.payload.text ?? '')}
                  what="Payload"
                />
              }
            >
              {parsed.payload.error ? (
                <Notice tone="danger" title="Payload">
                  {parsed.payload.error}
                </Notice>
              ) : null}
              <CodeOutput
                label="Payload JSON"
                value={parsed.payload.json !== undefined ? pretty(parsed.payload.json) : (parsed.payload.text ?? '')}
                placeholder="No readable payload"
              />
              {claims && claims.times.length > 0 ? (
                <div className={looks.scrollX}>
                  <table className={css({ w: '100%', borderCollapse: 'collapse' })} aria-label="Time claims">
                    <thead>
                      <tr>
                        <th scope="col" className={headCell}>
                          Claim
                        </th>
                        <th scope="col" className={headCell}>
                          Date
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {claims.times.map((t) => (
                        <tr key={t.claim} data-testid={`time-${t.claim}`}>
                          <td className={cell}>
                            <code className={looks.monoText}>{t.claim}</code>
                            <div className={looks.mutedSmall}>{CLAIM_NAMES[t.claim]}</div>
                          </td>
                          <td className={cell}>
                            <div>{t.date.toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'long' })}</div>
                            <div className={looks.mutedSmall}>
                              {utcFormat(t.date)} · {t.relative} · {t.seconds}
                            </div>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
              {claims?.problems.map((p) => (
                <Notice key={p} tone="warning">
                  {p}
                </Notice>
              ))}
              <ClaimTable value={parsed.payload.json} names={CLAIM_NAMES} label="All claims" />
            </Panel>
          </SplitLayout>

          <Panel
            title="Signature"
            description={
              parsed.alg && SUPPORTED_ALGS[parsed.alg]
                ? `${parsed.alg}: ${hmac ? 'checked with the shared secret' : 'checked with the issuer’s public key'}.`
                : undefined
            }
            actions={<CopyButton value={parsed.signature.raw} what="Signature" />}
          >
            {parsed.signature.error ? (
              <Notice tone="danger" title="Signature">
                {parsed.signature.error}
              </Notice>
            ) : null}
            <CodeOutput label="Signature (base64url)" value={parsed.signature.raw} placeholder="No signature" />
            {canVerify ? (
              <>
                <TextAreaField
                  label={hmac ? 'Secret' : 'Public key (PEM, certificate, JWK or JWK Set)'}
                  placeholder={
                    hmac
                      ? 'The HMAC secret, or a JWK {"kty":"oct","k":…}'
                      : '-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----'
                  }
                  value={key}
                  onChange={(e) => setKey(e.target.value)}
                  rows={hmac ? 2 : 6}
                  mono
                  hint="Optional. Stays on this page; nothing is sent."
                />
                {hmac && !key.trim().startsWith('{') ? (
                  <Segmented label="Secret is" value={encoding} options={ENCODINGS} onChange={setEncoding} />
                ) : null}
                {verify ? (
                  verify.ok ? (
                    <Notice tone="success" title="Signature verified">
                      This token was signed with this key and has not been changed.
                    </Notice>
                  ) : (
                    <Notice tone="danger" title="Signature not verified">
                      {verify.reason}
                    </Notice>
                  )
                ) : (
                  <p className={css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', gap: '2' })}>
                    <ShieldCheck aria-hidden className={css({ w: '4', h: '4', flexShrink: 0, mt: '0.5' })} />
                    Enter the {hmac ? 'secret' : 'public key'} to check the signature. Decoding alone proves nothing:
                    anyone can make a token with any payload.
                  </p>
                )}
              </>
            ) : parsed.alg && parsed.alg !== 'none' ? (
              <Notice tone="info">Algorithm {parsed.alg} cannot be checked here.</Notice>
            ) : null}
          </Panel>
        </>
      )}
    </div>
  )
}
