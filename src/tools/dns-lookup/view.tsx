import { useSetAtom } from 'jotai'
import { Search, ShieldAlert, ShieldCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { CopyButton, EmptyState, Notice, Panel, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { useAtomValue } from '../../state/use-atom'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { lookupJob } from './atoms'
import {
  describeResult,
  formatTtl,
  prepareQuery,
  RECORD_TYPES,
  RESOLVERS,
  type RecordRow,
  type RecordType,
  type Resolver,
  recordsAsText,
} from './dns-lookup'

const EXAMPLES: { name: string; type: RecordType }[] = [
  { name: 'example.com', type: 'A' },
  { name: 'gmail.com', type: 'MX' },
  { name: 'bücher.de', type: 'A' },
  { name: '1.1.1.1', type: 'PTR' },
  { name: '_xmpp-server._tcp.jabber.org', type: 'SRV' },
]

function RecordList({ rows, label }: { rows: readonly RecordRow[]; label: string }) {
  return (
    <ul aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
      {rows.map((r, i) => (
        <li
          key={`${i}-${r.type}-${r.data}`}
          data-testid="dns-record"
          className={css({ bg: 'bg.subtle', borderRadius: 'lg', px: '3', py: '2', minW: 0 })}
        >
          <div
            className={css({
              display: 'flex',
              gap: '2',
              alignItems: 'center',
              flexWrap: 'wrap',
              fontSize: 'xs',
              color: 'fg.muted',
            })}
          >
            <span className={badge({ tone: 'accent' })}>{r.type}</span>
            <span className={css({ fontFamily: 'mono', overflowWrap: 'anywhere', minW: 0 })}>{r.name}</span>
            <span data-testid="dns-ttl" title={`${r.ttl} seconds`}>
              TTL {r.ttl} s{r.ttl >= 60 ? ` (${formatTtl(r.ttl)})` : ''}
            </span>
          </div>
          <output
            data-testid="dns-data"
            className={css({ display: 'block', fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere', mt: '1' })}
          >
            {r.data}
          </output>
        </li>
      ))}
    </ul>
  )
}

export default function DnsLookupView() {
  const [name, setName] = useLinkState('name', '', 'input')
  const [type, setType] = useLinkState<RecordType>('type', 'A')
  const [resolverId, setResolverId] = useLinkState<Resolver['id']>('resolver', 'cloudflare')
  const [touched, setTouched] = useState(false)
  const job = useAtomValue(lookupJob.stateAtom)
  const start = useSetAtom(lookupJob.startAtom)
  const cancel = useSetAtom(lookupJob.cancelAtom)

  const resolver = RESOLVERS.find((r) => r.id === resolverId) ?? RESOLVERS[0]
  const prepared = name.trim() ? prepareQuery(name, type) : null
  const fieldError = prepared && !prepared.ok && touched ? prepared.error : undefined

  const submit = (e?: FormEvent) => {
    e?.preventDefault()
    setTouched(true)
    const p = prepareQuery(name, type)
    if (!p.ok) return
    start({ resolver, query: p.query })
  }

  const result = job.status === 'done' ? job.result : null
  const verdict = result ? describeResult(result) : null

  return (
    <div className={looks.stack}>
      <Panel title="Query">
        <form onSubmit={submit} className={looks.stack} noValidate>
          <TextField
            label="Domain name or IP address"
            mono
            placeholder="example.com"
            value={name}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            onChange={(e) => {
              setName(e.target.value)
              setTouched(false)
            }}
            onBlur={() => setTouched(true)}
            error={fieldError}
            hint={
              prepared?.ok
                ? prepared.query.original || prepared.query.type !== type
                  ? `Will ask for ${prepared.query.type} records of ${prepared.query.name}`
                  : 'An IP address gives a reverse (PTR) lookup; international names are sent as punycode.'
                : 'An IP address gives a reverse (PTR) lookup; international names are sent as punycode.'
            }
          />
          <Segmented
            label="Record type"
            value={type}
            options={RECORD_TYPES.map((t) => ({ value: t, label: t }))}
            onChange={setType}
          />
          <Segmented
            label="Resolver (DNS-over-HTTPS)"
            value={resolverId}
            options={RESOLVERS.map((r) => ({ value: r.id, label: r.name }))}
            onChange={setResolverId}
          />
          <div className={looks.rowCentered}>
            <button type="submit" className={button({ variant: 'solid' })} disabled={job.status === 'running'}>
              <Search aria-hidden />
              {job.status === 'running' ? 'Looking up…' : 'Look up'}
            </button>
            {job.status === 'running' ? (
              <button type="button" className={button({ variant: 'ghost' })} onClick={() => cancel()}>
                Cancel
              </button>
            ) : null}
          </div>
          <p data-testid="privacy-note" className={looks.mutedSmall}>
            Look up sends the name and record type to {resolver.name} ({resolver.host}) over DNS-over-HTTPS. Nothing is
            sent before you press it, and no other server is contacted.
          </p>
        </form>
        <div className={looks.rowCentered}>
          <span className={looks.mutedSmall}>Try:</span>
          {EXAMPLES.map((ex) => (
            <button
              key={ex.name}
              type="button"
              className={button({ size: 'xs', variant: 'outline' })}
              onClick={() => {
                setName(ex.name)
                setType(ex.type)
                setTouched(false)
              }}
            >
              {ex.name} {ex.type}
            </button>
          ))}
        </div>
      </Panel>

      {prepared?.ok && prepared.query.notes.length ? (
        <Notice tone="info">
          {prepared.query.notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </Notice>
      ) : null}

      {job.status === 'failed' ? (
        <Notice tone="danger" title="Lookup failed">
          {job.error}
        </Notice>
      ) : null}
      {job.status === 'cancelled' ? <Notice tone="info">Lookup cancelled.</Notice> : null}
      {job.status === 'idle' ? (
        <EmptyState title="No lookup yet">Type a name, pick a record type and resolver, then press Look up.</EmptyState>
      ) : null}

      {result && verdict ? (
        <Panel
          title={`${result.query.name} · ${result.query.type}`}
          description={`Answered by ${result.resolver.name} (${result.resolver.host}) in ${result.elapsedMs} ms${
            result.query.original ? ` · asked for ${result.query.original}` : ''
          }`}
          actions={
            result.answers.length ? (
              <CopyButton value={recordsAsText(result.answers)} what="Records" aria-label="Copy records" />
            ) : null
          }
        >
          <div className={looks.rowCentered}>
            <span
              data-testid="dns-rcode"
              className={badge({ tone: result.rcode === 'NOERROR' ? 'success' : 'accent' })}
            >
              {result.rcode}
            </span>
            <span
              data-testid="dns-ad"
              className={css({
                display: 'inline-flex',
                gap: '1',
                alignItems: 'center',
                fontSize: 'sm',
                '& svg': { w: '4', h: '4' },
              })}
            >
              {result.authenticated ? <ShieldCheck aria-hidden /> : <ShieldAlert aria-hidden />}
              {result.authenticated ? 'DNSSEC validated (AD flag set)' : 'Not DNSSEC-validated (AD flag clear)'}
            </span>
          </div>
          <Notice tone={verdict.tone} title={verdict.title}>
            {verdict.detail || undefined}
          </Notice>
          {result.answers.length ? <RecordList rows={result.answers} label="Answer records" /> : null}
          {result.authorities.length ? (
            <div className={looks.stackTight}>
              <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>Authority section</h3>
              <RecordList rows={result.authorities} label="Authority records" />
            </div>
          ) : null}
        </Panel>
      ) : null}
    </div>
  )
}
