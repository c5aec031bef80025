// The URL's parts, each editable (the URL is rebuilt as they are typed), and the values derived from it.
import { CopyButton, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { ValueRows } from '../../kit/value-rows'
import { css } from '../../styled-system/css'
import { PartField } from './part-field'
import { derivedRows, portHint } from './part-labels'
import { editPart, type Field, safeDecode, type UrlParts } from './url-parser'

/** A URL longer than this is not laid out as text (a 2 MB line blocks the page): its copy buttons take it whole. */
export const SHOWN_URL_CHARS = 20_000

export function PartsPanel({ parts, onHref }: { parts: UrlParts; onHref: (href: string) => void }) {
  const edit = (field: Field) => (v: string) => editPart(parts.href, field, v)
  return (
    <Panel title="Parts" description="Shown decoded; edits are encoded back into the URL.">
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        <PartField label="Protocol" value={parts.protocol} apply={edit('protocol')} onHref={onHref} />
        <PartField label="Host" value={parts.hostname} apply={edit('hostname')} onHref={onHref} />
        <PartField
          label="Port"
          value={parts.port}
          placeholder={parts.defaultPort !== null ? String(parts.defaultPort) : 'none'}
          hint={portHint(parts)}
          apply={edit('port')}
          onHref={onHref}
        />
        <PartField label="Path" value={parts.pathname} apply={edit('pathname')} onHref={onHref} />
        <PartField label="Username" value={parts.username} apply={edit('username')} onHref={onHref} />
        <PartField label="Password" value={parts.password} apply={edit('password')} onHref={onHref} />
        <PartField label="Fragment" value={parts.hash} placeholder="none" apply={edit('hash')} onHref={onHref} />
      </div>
      {parts.href.length > SHOWN_URL_CHARS ? (
        <>
          <ValueRows label="Derived values" rows={derivedRows(parts).filter((r) => r.key === 'origin')} />
          <div
            data-testid="url-long"
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}
          >
            <span className={looks.mutedText}>
              The normalised URL has {parts.href.length.toLocaleString('en-US')} characters, too many to show here.
            </span>
            <CopyButton label="Copy normalised URL" value={() => parts.href} what="Normalised URL" />
            <CopyButton label="Copy decoded URL" value={() => safeDecode(parts.href)} what="Decoded URL" />
          </div>
        </>
      ) : (
        <ValueRows label="Derived values" rows={derivedRows(parts)} />
      )}
    </Panel>
  )
}
