import { FileDrop, Panel } from '../../kit'
import { notifyBatchCancelled, useImageBatch } from '../../kit/image-batch'
import { BatchBar } from '../../kit/image-batch-bar'
import { ResultGrid } from '../../kit/image-batch-grid'
import {
  FolderTargetField,
  MoreSteps,
  namerFor,
  PresetBar,
  transformSpecOf,
  useBatchSteps,
  useFolderTarget,
} from '../../kit/image-batch-steps'
import { OutputFields } from '../../kit/image-output-fields'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { notify } from '../../ui/toaster'
import {
  CONVERT_FORMATS,
  convertedMessage,
  convertZipName,
  FORMAT_TABLE,
  formatLabel,
  isSameFormat,
  QUALITY,
  sourceFormat,
} from './image-convert'

export default function ImageConvertView() {
  const steps = useBatchSteps({ output: { format: 'webp', quality: QUALITY.default }, pattern: '{name}' })
  const output = steps.output
  const target = output.settings.format
  const folder = useFolderTarget()
  const batch = useImageBatch()

  const onFiles = async (files: File[]) => {
    const settings = steps.settings
    const spec = transformSpecOf(settings)
    // A file already in the (lossy) target format is skipped, unless a resize makes the pass worth it.
    const kept: File[] = []
    const skipped: File[] = []
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, 64).arrayBuffer())
      if (!settings.resize.enabled && isSameFormat(sourceFormat(head, file.type), target)) skipped.push(file)
      else kept.push(file)
    }
    if (skipped.length)
      notify({
        type: 'info',
        title: 'Format already matches',
        description:
          skipped.length === 1
            ? `${skipped[0].name} is already in ${formatLabel(target)} format`
            : `${skipped.length} files are already in ${formatLabel(target)} format: ${skipped
                .slice(0, 3)
                .map((f) => f.name)
                .join(', ')}${skipped.length > 3 ? '…' : ''}`,
      })
    if (!kept.length) return
    const jobs = kept.map((file, i) => ({ file, spec, name: namerFor(settings, file, i + 1, kept.length) }))
    const outcome = await batch.run(jobs, { sink: folder.sink })
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
        <PresetBar steps={steps} />
        <MoreSteps steps={steps} show={['resize', 'metadata', 'naming']} />
        <FolderTargetField target={folder} disabled={batch.running} />
        <FileDrop
          multiple
          folders
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
