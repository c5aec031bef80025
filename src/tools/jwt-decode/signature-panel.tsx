// The Signature panel: the raw signature, and a check of it with the secret or public key the user gives
// (WebCrypto, on this page), which answers only for the token and key on screen.
import { ShieldCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { CodeOutput, CopyButton, Notice, Panel, TextAreaField } from '../../kit'
import { Segmented } from '../../kit/segmented'
import {
  isHmacAlg,
  type ParsedJwt,
  type SecretEncoding,
  SUPPORTED_ALGS,
  type VerifyResult,
  verifyJwt,
} from '../../lib/jwt'
import { css } from '../../styled-system/css'

const ENCODINGS = [
  { value: 'utf8', label: 'Text (UTF-8)' },
  { value: 'base64', label: 'Base64 / base64url' },
] as const

export function SignaturePanel({
  parsed,
  keyText: key,
  setKey,
  encoding,
  setEncoding,
}: {
  parsed: ParsedJwt
  keyText: string
  setKey: (value: string) => void
  encoding: SecretEncoding
  setEncoding: (value: SecretEncoding) => void
}) {
  const [verify, setVerify] = useState<VerifyResult | null>(null)
  const hmac = isHmacAlg(parsed.alg)
  const canVerify = Boolean(parsed.alg && parsed.alg !== 'none' && SUPPORTED_ALGS[parsed.alg])

  useEffect(() => {
    if (!canVerify || !key.trim()) {
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

  return (
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
              Enter the {hmac ? 'secret' : 'public key'} to check the signature. Decoding alone proves nothing: anyone
              can make a token with any payload.
            </p>
          )}
        </>
      ) : parsed.alg && parsed.alg !== 'none' ? (
        <Notice tone="info">Algorithm {parsed.alg} cannot be checked here.</Notice>
      ) : null}
    </Panel>
  )
}
