// What was picked on the map or in the list (or is under the pointer): its label and its properties as a table.
import type { ViewFeature } from '../../jobs/geo'
import { CopyButton, EmptyState, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { propertyRows } from './geojson-viewer'

const propTable = css({
  w: '100%',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    px: '2',
    py: '1.5',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& th': { color: 'fg.muted', fontWeight: 'medium', w: '36%', overflowWrap: 'anywhere' },
  '& td': { fontFamily: 'mono', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'fg.default' },
})

export function PropertiesPanel({ shown, selected }: { shown: ViewFeature | null; selected: boolean }) {
  const rows = shown ? propertyRows(shown.feature.properties) : []
  return (
    <Panel
      title="Properties"
      description={
        shown ? (
          <span>
            {selected ? 'Selected' : 'Under the pointer'}: {shown.type}
            {shown.path ? ` at ${shown.path}` : ''} · {shown.vertices.toLocaleString('en-US')} positions
          </span>
        ) : undefined
      }
      actions={
        shown ? (
          <CopyButton value={JSON.stringify(shown.feature.properties, null, 2)} what="Properties" label="Copy JSON" />
        ) : undefined
      }
    >
      {shown ? (
        <div data-testid="geo-properties">
          <p
            className={css({ fontWeight: 'semibold', mb: '2', overflowWrap: 'anywhere' })}
            data-testid="geo-selected-label"
          >
            {shown.label}
          </p>
          {rows.length ? (
            <table className={propTable}>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key}>
                    <th scope="row">{r.key}</th>
                    <td>{r.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={looks.mutedText}>This feature has no properties.</p>
          )}
        </div>
      ) : (
        <EmptyState title="Nothing selected">Click or hover a shape on the map, or pick one from the list.</EmptyState>
      )}
    </Panel>
  )
}
