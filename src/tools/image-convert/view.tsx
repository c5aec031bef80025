import { FileDrop, Panel } from '../../kit'
import { notifyBatchCancelled, useImageBatch } from '../../kit/image-batch'
import { BatchBar } from '../../kit/image-batch-bar'
import { ResultGrid } from '../../kit/image-batch-grid'
import { OutputFields, useOutputSettings } from '../../kit/image-output-fields'
import { looks } from '../../kit/styles'
import { encodeSpecOf } from '../../lib/image/formats'
import type { OutputFormat } from '../../lib/image/image-core'
import { css } from '../../styled-system/css'
import { notify } from '../../ui/toaster'
import {
  CONVERT_FORMATS,
  convertedMessage,
  convertedName,
  convertZipName,
  FORMAT_TABLE,
  formatLabel,
  isSameFormat,
  QUALITY,
  sourceFormat,
} from './image-convert'

export default function ImageConvertView() {
  const output = useOutputSettings({ format: 'webp', quality: QUALITY.default })
  const target = output.settings.format
  const batch = useImageBatch()

  const onFiles = async (files: File[]) => {
    const jobs = []
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, 64).arrayBuffer())
      if (isSameFormat(sourceFormat(head, file.type), target)) {
        notify({
          type: 'info',
          title: 'Format already matches',
          description: `${file.name} is already in ${formatLabel(target)} format`,
        })
        continue
      }
      jobs.push({
        file,
        spec: { output: encodeSpecOf(output.settings) },
        name: (result: { format: OutputFormat }) => convertedName(file.name, result.format),
      })
    }
    if (!jobs.length) return
    const outcome = await batch.run(jobs)
    if (outcome.cancelled) return notifyBatchCancelled('Conversion cancelled', outcome)
    if (outcome.failed) {
      const names = outcome.errors.map((e) => e.name).join(', ')
      notify({ type: 'error', title: 'Conversion failed', description: `Failed to convert some images: ${names}` })
    } else {
      notify({ type: 'success', title: 'Images converted', description: convertedMessage(outcome.ok, target) })
    }
  }

  return (
    <div className={looks.stack}>
      <Panel title="Convert images" description="Choose the target format first; files convert as you add them.">
        <OutputFields state={output} choices={CONVERT_FORMATS} formatLabel="Target format" hasAlpha={null} many />
        <FileDrop
          multiple
          paste
          accept="image/*,.heic,.heif"
          onFiles={onFiles}
          disabled={batch.running}
          label={batch.running ? 'Processing...' : 'Drop images here or click to choose'}
          hint="PNG, JPEG, WebP, AVIF, HEIC (iPhone photos), GIF or BMP; as many as you like."
          reject={(file) => ({ title: 'Invalid file', description: `${file.name} is not an image file` })}
        />
      </Panel>
      <BatchBar batch={batch} zipName={convertZipName(target)} />
      <ResultGrid batch={batch} />
      <Panel title="Format comparison">
        <div className={css({ overflowX: 'auto' })} role="region" aria-label="Format comparison table" tabIndex={0}>
          <table
            className={css({
              w: '100%',
              minW: '34rem',
              fontSize: 'sm',
              borderCollapse: 'collapse',
              '& th, & td': { textAlign: 'left', p: '2', borderBottomWidth: '1px', borderColor: 'border.default' },
              '& th': { color: 'fg.muted', fontWeight: 'medium' },
            })}
          >
            <thead>
              <tr>
                <th scope="col">Format</th>
                <th scope="col">Compression</th>
                <th scope="col">Transparency</th>
                <th scope="col">Best for</th>
              </tr>
            </thead>
            <tbody>
              {FORMAT_TABLE.map((row) => (
                <tr key={row.format}>
                  <th scope="row" className={css({ color: 'fg.default!' })}>
                    {row.format}
                  </th>
                  <td>{row.compression}</td>
                  <td>{row.transparency}</td>
                  <td>{row.bestFor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </div>
  )
}
