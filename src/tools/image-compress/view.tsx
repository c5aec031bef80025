import { useState } from 'react'
import { previewImage } from '../../jobs/image'
import { FileDrop, Panel } from '../../kit'
import { notifyBatchCancelled, useImageBatch } from '../../kit/image-batch'
import { BatchBar, BatchEstimateLine } from '../../kit/image-batch-bar'
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
import { useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { Comparison } from './comparison'
import { COMPRESS_CHOICES, COMPRESS_PATTERN, COMPRESS_QUALITY, COMPRESS_ZIP, compressionToast } from './image-compress'

export default function ImageCompressView() {
  const [files, setFiles] = useState<File[]>([])
  const steps = useBatchSteps({
    output: { format: 'auto', quality: COMPRESS_QUALITY.default },
    pattern: COMPRESS_PATTERN,
  })
  const output = steps.output
  const target = useFolderTarget()
  const batch = useImageBatch()
  // One chosen image gets a preview of the original beside the result.
  const previewJob = useJob((file: File, { signal }) => previewImage(file, 900, signal))
  const original = previewJob.state.status === 'done' ? previewJob.state.result.blob : null
  const hasAlpha = previewJob.state.status === 'done' ? previewJob.state.result.hasAlpha : null

  const single = files.length === 1
  const result = single ? batch.only : null

  const onFiles = async (chosen: File[]) => {
    batch.clear()
    setFiles(chosen)
    // Many files: how long they will take, said before Compress is pressed.
    batch.estimateFor(chosen, transformSpecOf(steps.settings))
    if (chosen.length !== 1) return previewJob.reset()
    const outcome = await previewJob.start(chosen[0])
    if (outcome.status !== 'failed') return
    setFiles([])
    const big = (outcome.cause as Error)?.name === 'TooLargeError'
    notify({ type: 'error', title: 'Error', description: big ? outcome.error : 'Failed to load image' })
  }

  const compress = async () => {
    if (!files.length) return
    batch.clear()
    const spec = transformSpecOf(steps.settings)
    const outcome = await batch.run(
      files.map((file, i) => ({ file, spec, name: namerFor(steps.settings, file, i + 1, files.length) })),
      { sink: target.sink },
    )
    if (outcome.cancelled) return notifyBatchCancelled('Compression cancelled', outcome)
    const toast = compressionToast(outcome, single)
    if (toast) notify(toast)
  }

  return (
    <div className={looks.stack}>
      <Panel
        title="Compress images"
        description="JPEG for photos by default (WebP when the image is transparent); AVIF is smallest, PNG keeps every pixel."
      >
        <FileDrop
          multiple
          folders
          paste
          accept="image/*,.heic,.heif"
          onFiles={onFiles}
          disabled={batch.running}
          label="Drop images here or click to choose"
          hint="One image for a side-by-side comparison, or many at once."
          rejectAll={{ title: 'Invalid file type', description: 'Please select an image file' }}
        />
        {files.length ? (
          <p className={looks.mutedWrap} data-testid="chosen">
            {single ? `${files[0].name} · ${formatBytes(files[0].size)}` : `${files.length} images chosen`}
          </p>
        ) : null}
        {!single ? <BatchEstimateLine batch={batch} /> : null}
        <OutputFields state={output} choices={COMPRESS_CHOICES} hasAlpha={single ? hasAlpha : null} many={!single} />
        <PresetBar steps={steps} />
        <MoreSteps steps={steps} show={['resize', 'metadata', 'naming']} />
        <FolderTargetField target={target} disabled={batch.running} />
        <div>
          <button
            type="button"
            className={button({ variant: 'solid' })}
            disabled={!files.length || batch.running}
            onClick={compress}
          >
            {batch.running ? 'Compressing...' : files.length > 1 ? `Compress ${files.length} Images` : 'Compress Image'}
          </button>
        </div>
      </Panel>
      {single ? (
        <Comparison
          file={files[0] ?? null}
          original={original}
          sourceFormat={previewJob.state.status === 'done' ? previewJob.state.result.format : null}
          result={result}
          running={batch.running}
        />
      ) : null}
      {!single || batch.running ? <BatchBar batch={batch} zipName={COMPRESS_ZIP} /> : null}
      {!single ? <ResultGrid batch={batch} /> : null}
    </div>
  )
}
