// The rows as shown, exported: the format, formula defusing (CSV and TSV), Copy and Download, and a preview.

import type { TableExport } from '../../jobs/table'
import { CodeOutput, CopyButton, DownloadButton, Panel } from '../../kit'
import { Segmented } from '../../kit/segmented'
import { SwitchField } from '../../ui/switch'
import { EXPORTS, type ExportFormat } from './table-sorter'

export function ExportPanel({
  exported,
  out,
  onOut,
  defuse,
  onDefuse,
}: {
  exported: TableExport | null
  out: ExportFormat
  onOut: (out: ExportFormat) => void
  defuse: boolean
  onDefuse: (on: boolean) => void
}) {
  return (
    <Panel
      title="Export"
      description="The rows as shown: sorted and filtered."
      actions={
        <>
          <CopyButton value={exported?.text ?? ''} what={EXPORTS[out].label} disabled={!exported?.text} />
          <DownloadButton
            filename={`table.${EXPORTS[out].ext}`}
            data={exported ? new Blob([exported.blob], { type: EXPORTS[out].mime }) : null}
            mime={EXPORTS[out].mime}
            label={`Download .${EXPORTS[out].ext}`}
          />
        </>
      }
    >
      <Segmented
        label="Export format"
        value={out}
        onChange={onOut}
        options={(Object.keys(EXPORTS) as ExportFormat[]).map((f) => ({ value: f, label: EXPORTS[f].label }))}
      />
      {out === 'csv' || out === 'tsv' ? (
        <SwitchField
          label="Defuse spreadsheet formulas (=, +, -, @, tab, CR), header too"
          checked={defuse}
          onChange={onDefuse}
        />
      ) : null}
      <CodeOutput label="Exported table" value={exported?.preview ?? ''} maxHeight="320px" />
      {exported && !exported.text ? (
        <p>Too long to copy or show whole: the preview shows the start, Download gives all of it.</p>
      ) : null}
    </Panel>
  )
}
