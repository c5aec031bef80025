import { useSetAtom } from 'jotai'
import { Globe } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { CopyButton, EmptyState, Notice, Panel, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { type ValueRow, ValueRows } from '../../kit/value-rows'
import { useAtomValue } from '../../state/use-atom'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { publicIpJob } from './atoms'
import {
  cidr,
  classify,
  embeddedIPv4,
  expandIPv6,
  formatAddress,
  formatCount,
  IpError,
  PUBLIC_IP_HOST,
  parseInput,
  reverseDns,
  toBinary,
  toHex,
} from './ip-info'

const EXAMPLES = [
  '192.168.1.77/24',
  '100.64.12.3',
  '10.0.0.0 255.255.252.0',
  '2001:db8:abcd:12::5/64',
  'fe80::1%eth0',
  '::ffff:203.0.113.5',
]

export default function IpInfoView() {
  const [text, setText] = useLinkState('ip', '', 'input')
  const publicIp = useAtomValue(publicIpJob.stateAtom)
  const startPublicIp = useSetAtom(publicIpJob.startAtom)
  const cancelPublicIp = useSetAtom(publicIpJob.cancelAtom)
  const showPublicIp = async () => {
    const r = await startPublicIp()
    if (r.status === 'done') setText(r.result)
  }
  const deferred = useDeferredValue(text)
  const result = useMemo(() => {
    if (!deferred.trim()) return null
    try {
      const input = parseInput(deferred)
      return { input, classes: classify(input.ip), range: cidr(input.ip, input.prefix), error: null }
    } catch (e) {
      return { error: e instanceof IpError ? e.message : 'This is not an IP address.' }
    }
  }, [deferred])

  const addressRows = (): ValueRow[] => {
    if (!result || result.error !== null) return []
    const { ip } = result.input
    const rows: ValueRow[] = [
      {
        key: 'address',
        label: ip.family === 6 ? 'Compressed (RFC 5952)' : 'Address',
        value: formatAddress(ip.family, ip.value) + (ip.zone ? `%${ip.zone}` : ''),
        what: 'address',
      },
    ]
    if (ip.family === 6)
      rows.push({ key: 'expanded', label: 'Expanded', value: expandIPv6(ip.value), what: 'expanded form' })
    const embedded = embeddedIPv4(ip)
    if (embedded)
      rows.push({
        key: 'embedded',
        label: `Embedded IPv4 (${embedded.how})`,
        value: embedded.address,
        what: 'embedded IPv4',
      })
    if (ip.family === 4)
      rows.push({
        key: 'mapped',
        label: 'As IPv4-mapped IPv6',
        value: `::ffff:${formatAddress(4, ip.value)}`,
        what: 'IPv4-mapped form',
      })
    rows.push(
      { key: 'integer', label: 'Integer', value: ip.value.toString(), what: 'integer' },
      { key: 'hex', label: 'Hexadecimal', value: toHex(ip.family, ip.value), what: 'hexadecimal' },
      { key: 'binary', label: 'Binary', value: toBinary(ip.family, ip.value), what: 'binary' },
      { key: 'ptr', label: 'Reverse DNS name', value: reverseDns(ip), what: 'reverse DNS name' },
    )
    return rows
  }

  const rangeRows = (): ValueRow[] => {
    if (!result || result.error !== null) return []
    const r = result.range
    const f = r.family
    const a = (v: bigint) => formatAddress(f, v)
    const rows: ValueRow[] = [
      { key: 'cidr', label: 'Block', value: `${a(r.network)}/${r.prefix}`, what: 'block' },
      { key: 'network', label: 'Network address', value: a(r.network), what: 'network address' },
    ]
    if (f === 4)
      rows.push({
        key: 'broadcast',
        label: 'Broadcast address',
        value: r.broadcast === null ? '' : a(r.broadcast),
        hint: r.broadcast === null ? `none in a /${r.prefix}` : undefined,
        what: 'broadcast address',
      })
    else rows.push({ key: 'lastaddr', label: 'Last address', value: a(r.last), what: 'last address' })
    rows.push(
      { key: 'first', label: 'First host', value: a(r.firstHost), what: 'first host' },
      { key: 'last', label: 'Last host', value: a(r.lastHost), what: 'last host' },
      {
        key: 'hosts',
        label: f === 4 ? 'Usable hosts' : 'Usable addresses',
        value: formatCount(r.hosts),
        hint:
          f === 4
            ? r.prefix >= 31
              ? r.prefix === 31
                ? 'point-to-point link, RFC 3021'
                : 'a single address'
              : 'network and broadcast excluded'
            : r.prefix <= 126
              ? 'Subnet-Router anycast (first) excluded'
              : undefined,
        what: 'host count',
      },
      {
        key: 'addresses',
        label: 'Addresses in block',
        value: formatCount(r.addresses),
        hint: `2^${(f === 4 ? 32 : 128) - r.prefix}`,
        what: 'address count',
      },
      {
        key: 'mask',
        label: 'Netmask',
        value: a(r.mask),
        what: 'netmask',
      },
      { key: 'wildcard', label: 'Wildcard (host mask)', value: a(r.wildcard), what: 'wildcard mask' },
    )
    return rows
  }

  const ok = result && result.error === null ? result : null

  return (
    <div className={looks.stack}>
      <Panel
        title="Address"
        actions={
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            disabled={!text}
            onClick={() => setText('')}
          >
            Clear
          </button>
        }
      >
        <TextField
          label="IP address or CIDR block"
          mono
          placeholder="192.168.1.10/24 or 2001:db8::1/64"
          value={text}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
          error={result?.error ?? undefined}
          hint="IPv4 or IPv6, optionally with /prefix or an IPv4 netmask (10.0.0.0 255.255.252.0)."
        />
        <div className={looks.rowCentered}>
          <span className={looks.mutedSmall}>Try:</span>
          {EXAMPLES.map((ex) => (
            <button
              key={ex}
              type="button"
              className={button({ size: 'xs', variant: 'outline' })}
              onClick={() => setText(ex)}
            >
              {ex}
            </button>
          ))}
        </div>
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            borderTopWidth: '1px',
            borderColor: 'border.default',
            pt: '3',
          })}
        >
          <div className={looks.rowCentered}>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'solid' })}
              disabled={publicIp.status === 'running'}
              onClick={showPublicIp}
            >
              <Globe aria-hidden />
              {publicIp.status === 'running' ? 'Asking…' : 'Show my public IP'}
            </button>
            {publicIp.status === 'running' ? (
              <button
                type="button"
                className={button({ size: 'sm', variant: 'ghost' })}
                onClick={() => cancelPublicIp()}
              >
                Cancel
              </button>
            ) : null}
          </div>
          <p className={looks.mutedSmall}>
            Asks {PUBLIC_IP_HOST} which address your requests come from (IPv6 where your network has it, else IPv4).
            Nothing is sent until you press the button, and only this request is made.
          </p>
          {publicIp.status === 'failed' ? (
            <Notice tone="danger" title="Could not get your public IP">
              {publicIp.error}
            </Notice>
          ) : null}
          {publicIp.status === 'done' ? (
            <p data-testid="public-ip" className={css({ fontSize: 'sm' })}>
              {PUBLIC_IP_HOST} sees you as <span className={looks.monoText}>{publicIp.result}</span>.
            </p>
          ) : null}
        </div>
      </Panel>

      {!ok ? (
        result?.error ? null : (
          <EmptyState title="No address yet">Type an IPv4 or IPv6 address, or pick an example above.</EmptyState>
        )
      ) : (
        <>
          <Panel
            title={`IPv${ok.input.ip.family} address`}
            actions={<CopyButton value={formatAddress(ok.input.ip.family, ok.input.ip.value)} what="Address" />}
          >
            <ul aria-label="Classification" className={looks.stackTight}>
              {ok.classes.map((c) => (
                <li
                  key={c.label}
                  data-testid="ip-class"
                  className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}
                >
                  <span className={badge({ tone: c.globallyRoutable ? 'success' : 'accent' })}>{c.kind}</span>
                  <span className={css({ fontSize: 'sm' })}>{c.label}</span>
                  {c.block ? (
                    <span className={css({ fontSize: 'xs', color: 'fg.muted', fontFamily: 'mono' })}>{c.block}</span>
                  ) : null}
                </li>
              ))}
            </ul>
            {ok.input.ip.zone ? (
              <p className={looks.mutedText}>
                Zone index “{ok.input.ip.zone}”: which interface the link-local address belongs to on this host.
              </p>
            ) : null}
            <ValueRows label="Address forms" rows={addressRows()} />
          </Panel>
          <Panel
            title={`Range /${ok.range.prefix}`}
            description={
              ok.input.hasPrefix
                ? ok.range.hostBitsSet
                  ? `${formatAddress(ok.input.ip.family, ok.input.ip.value)} is inside this block; its network address is shown below.`
                  : undefined
                : `No prefix given, so this is the single address. Add one (such as /${ok.input.ip.family === 4 ? 24 : 64}) to compute a range.`
            }
          >
            {ok.input.ip.family === 4 && ok.input.hasPrefix && ok.range.prefix < 8 ? (
              <Notice tone="info">A block this large spans many special-purpose ranges.</Notice>
            ) : null}
            <ValueRows label="Range" rows={rangeRows()} />
          </Panel>
        </>
      )}
    </div>
  )
}
