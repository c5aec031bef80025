// The rows as shown, exported: the format, Copy and Download, and a preview of the text.
import { CodeOutput, CopyButton, DownloadButton, Panel } from '../../kit'
import { Segmented } from '../../kit/segmented'
import { EXPORTS, type ExportFormat } from './table-sorter'

export function ExportPanel({
  exported,
  out,
  onOut,
}: {
  exported: string
  out: ExportFormat
  onOut: (out: ExportFormat) => void
}) {
  return (
    <Panel
      title="Export"
      description="The rows as shown: sorted and filtered."
      actions={
        <>
          <CopyButton value={exported} what={EXPORTS[out].label} />
          <DownloadButton
            filename={`table.${EXPORTS[out].ext}`}
            data={exported}
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
      <CodeOutput label="Exported table" value={exported.slice(0, 50_000)} maxHeight="320px" />
    </Panel>
  )
}
