import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { CodeOutput, CopyButton, DownloadButton, Notice, Panel, SplitLayout, TextAreaField, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { UuidFormatOptions } from '../../kit/uuid-format-options'
import { DEFAULT_FORMAT, type FormatOptions, formatUuid } from '../../lib/uuid/uuid'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import {
  generateNamed,
  MAX_NAMES,
  NAMESPACES,
  type NamedUuid,
  type NamespaceId,
  type NameVersion,
  resolveNamespace,
  splitNames,
  toCsv,
} from './uuid-namespace'

const VERSIONS = [
  { value: '5', label: 'v5 (SHA-1)' },
  { value: '3', label: 'v3 (MD5)' },
] as const

const NS_OPTIONS = [
  ...Object.entries(NAMESPACES).map(([value, n]) => ({ value: value as NamespaceId, label: n.label })),
  { value: 'custom' as NamespaceId, label: 'Custom' },
]

const OUTPUTS = [
  { value: 'uuids', label: 'UUIDs only' },
  { value: 'csv', label: 'name,uuid (CSV)' },
] as const

export default function UuidNamespaceView() {
  const [version, setVersion] = useLinkState<'5' | '3'>('version', '5')
  const [nsId, setNsId] = useLinkState<NamespaceId>('namespace', 'dns')
  const [custom, setCustom] = useLinkState('custom', '')
  const [namesText, setNamesText] = useLinkState('names', 'www.example.com', 'input')
  const [trim, setTrim] = useLinkState('trim', true)
  const [format, setFormat] = useLinkState<FormatOptions>('format', DEFAULT_FORMAT)
  const [output, setOutput] = useLinkState<'uuids' | 'csv'>('output', 'uuids')
  const [rows, setRows] = useState<NamedUuid[]>([])
  const names = useDeferredValue(namesText)

  const ns = useMemo(() => resolveNamespace(nsId, custom), [nsId, custom])
  const list = useMemo(() => splitNames(names, trim), [names, trim])
  const tooMany = names.split('\n').filter((l) => l.trim()).length > MAX_NAMES

  useEffect(() => {
    if (!ns.ok || list.length === 0) {
      setRows([])
      return
    }
    let live = true
    generateNamed(Number(version) as NameVersion, ns.bytes, list).then((r) => live && setRows(r))
    return () => {
      live = false
    }
  }, [ns, list, version])

  const formatted = useMemo(() => rows.map((r) => ({ name: r.name, uuid: formatUuid(r.uuid, format) })), [rows, format])
  const text = output === 'csv' ? (formatted.length ? toCsv(formatted) : '') : formatted.map((r) => r.uuid).join('\n')
  const nsInfo = nsId === 'custom' ? null : NAMESPACES[nsId]

  return (
    <SplitLayout>
      <Panel title="Namespace and names">
        <Segmented label="Version" value={version} options={VERSIONS} onChange={setVersion} />
        <p className={looks.mutedSmall}>
          {version === '5'
            ? 'v5 hashes with SHA-1 and is the one to use for new work.'
            : 'v3 hashes with MD5; use it only to match ids made elsewhere with v3.'}{' '}
          The same namespace and name always give the same UUID.
        </p>
        <Segmented label="Namespace" value={nsId} options={NS_OPTIONS} onChange={setNsId} />
        {nsInfo ? (
          <p className={looks.mutedWrap}>
            {nsInfo.label} namespace:{' '}
            <code className={css({ fontFamily: 'mono', color: 'fg.default' })} data-testid="namespace-uuid">
              {nsInfo.uuid}
            </code>
          </p>
        ) : (
          <TextField
            label="Namespace UUID"
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            placeholder="e.g. 1b671a64-40d5-491e-99b0-da01ff1f3341"
            mono
            error={ns.ok ? undefined : ns.error}
          />
        )}
        <TextAreaField
          label="Names (one per line)"
          value={namesText}
          onChange={(e) => setNamesText(e.target.value)}
          rows={8}
          mono
          placeholder={nsInfo?.example ?? 'any text'}
          hint={`Names are hashed as UTF-8. Blank lines are skipped; up to ${MAX_NAMES.toLocaleString('en')} names.`}
        />
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
          <SwitchField label="Trim spaces around names" checked={trim} onChange={setTrim} />
          {nsInfo ? (
            <button type="button" className={button({ size: 'xs' })} onClick={() => setNamesText(nsInfo.example)}>
              Example name
            </button>
          ) : null}
        </div>
        {tooMany ? (
          <Notice tone="warning">Only the first {MAX_NAMES.toLocaleString('en')} names are used.</Notice>
        ) : null}
      </Panel>
      <Panel
        title="UUIDs"
        actions={
          <>
            <CopyButton value={text} label="Copy" what={rows.length === 1 ? 'UUID' : `${rows.length} UUIDs`} />
            <DownloadButton
              filename={output === 'csv' ? `uuid-v${version}.csv` : `uuid-v${version}.txt`}
              data={text ? (output === 'csv' ? text : `${text}\n`) : ''}
              mime={output === 'csv' ? 'text/csv;charset=utf-8' : 'text/plain;charset=utf-8'}
            />
          </>
        }
      >
        <UuidFormatOptions value={format} onChange={setFormat} />
        <Segmented label="Output" value={output} options={OUTPUTS} onChange={setOutput} />
        <CodeOutput
          label="Name-based UUIDs"
          value={text}
          placeholder={ns.ok ? 'Enter at least one name.' : 'Enter a valid namespace UUID.'}
          maxHeight="420px"
        />
        <p className={looks.mutedSmall} data-testid="named-count">
          {rows.length} {rows.length === 1 ? 'name' : 'names'} → v{version} UUID{rows.length === 1 ? '' : 's'}
        </p>
      </Panel>
    </SplitLayout>
  )
}
