import { FileDrop, Panel } from '../../kit'
import { notifyBatchCancelled, useImageBatch } from '../../kit/image-batch'
import { BatchBar } from '../../kit/image-batch-bar'
import { ResultGrid } from '../../kit/image-batch-grid'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import type { OutputFormat } from '../../lib/image/image-core'
import { css } from '../../styled-system/css'
import { SelectField } from '../../ui/select'
import { SliderField } from '../../ui/slider'
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
  usesQuality,
} from './image-convert'

const formatOptions = CONVERT_FORMATS.map((f) => ({ value: f, label: formatLabel(f) }))

export default function ImageConvertView() {
  const [target, setTarget] = useLinkState<OutputFormat>('format', 'webp')
  const [quality, setQuality] = useLinkState<number>('quality', QUALITY.default)
  const batch = useImageBatch()

  const onFiles = async (files: File[]) => {
    const jobs = []
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, 64).arrayBuffer())
      if (isSameFormat(sourceFormat(head, file.type), target)) {
        notify({
          type: 'info',
          title: 'Format already matches',
          description: `${file.name} is already in ${target.toUpperCase()} format`,
        })
        continue
      }
      jobs.push({
        file,
        spec: {
          output: {
            format: target,
            quality: usesQuality(target) ? quality / 100 : undefined,
            background: target === 'jpeg' ? '#ffffff' : undefined,
          },
        },
        name: () => convertedName(file.name, target),
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
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'end',
          })}
        >
          <SelectField label="Target format" value={target} options={formatOptions} onChange={setTarget} />
          {usesQuality(target) ? (
            <SliderField
              label="Quality"
              value={quality}
              onChange={setQuality}
              min={QUALITY.min}
              max={QUALITY.max}
              step={QUALITY.step}
              valueText={`${quality}%`}
            />
          ) : (
            <p className={looks.mutedText}>PNG is lossless: no quality setting.</p>
          )}
        </div>
        <FileDrop
          multiple
          paste
          accept="image/*"
          onFiles={onFiles}
          disabled={batch.running}
          label={batch.running ? 'Processing...' : 'Drop images here or click to choose'}
          hint="PNG, JPEG, WebP, GIF, BMP or AVIF; as many as you like."
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
