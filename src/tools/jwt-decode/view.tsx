import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { CodeOutput, CopyButton, EmptyState, Notice, Panel, SplitLayout } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { parseJwt, type SecretEncoding } from '../../lib/jwt'
import { textLimitProblem } from '../../lib/text/text-limit'
import { button } from '../../styled-system/recipes'
import { ClaimTable, TimeClaimTable } from './claim-tables'
import { safeDecode } from './display'
import {
  analyseClaims,
  CLAIM_NAMES,
  EXAMPLE_ES256,
  EXAMPLE_HS256,
  EXAMPLE_RS256,
  HEADER_NAMES,
  pretty,
} from './jwt-decode'
import { SignaturePanel } from './signature-panel'
import { ColouredToken, ValidityLine } from './token-summary'

const EXAMPLES = [
  { label: 'HS256 (RFC 7515 A.1)', ...EXAMPLE_HS256 },
  { label: 'RS256 (RFC 7515 A.2)', ...EXAMPLE_RS256 },
  { label: 'ES256 (RFC 7515 A.3)', ...EXAMPLE_ES256 },
]

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(id)
  }, [intervalMs])
  return now
}

/** Tokens travel in HTTP headers (8 KB is common); this decoder reads up to 100,000 characters. */
const JWT_MAX_CHARS = 100_000

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
  const token = useDeferredValue(text)
  const now = useNow(15_000)
  const tooLong = textLimitProblem(token.length, JWT_MAX_CHARS, 'JWT Decoder')
  const parsed = useMemo(() => (token.trim() && !tooLong ? parseJwt(token) : null), [token, tooLong])
  const claims = useMemo(() => (parsed ? analyseClaims(parsed.payload.json, now) : null), [parsed, now])

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
        <LargeTextField
          label="JSON Web Token"
          placeholder="Paste a token: eyJhbGciOi…  (a “Bearer ” prefix is fine)"
          value={text}
          onValueChange={setText}
          rows={5}
          mono
          hint="Decoded here in your browser; the token is never sent anywhere."
          error={tooLong ?? undefined}
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
        {parsed ? <ColouredToken token={parsed.token} /> : null}
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
            <ValidityLine validity={claims.validity} alg={parsed.alg} />
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
              <TimeClaimTable times={claims?.times ?? []} />
              {claims?.problems.map((p) => (
                <Notice key={p} tone="warning">
                  {p}
                </Notice>
              ))}
              <ClaimTable value={parsed.payload.json} names={CLAIM_NAMES} label="All claims" />
            </Panel>
          </SplitLayout>

          <SignaturePanel parsed={parsed} keyText={key} setKey={setKey} encoding={encoding} setEncoding={setEncoding} />
        </>
      )}
    </div>
  )
}
