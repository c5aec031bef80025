import { useEffect, useState } from 'react'
import { previewImage, transformImage } from '../../jobs/image'
import { EmptyState, FileDrop, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { notifyUnfinished, useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import type { ImageFormat, Size } from '../../lib/image/image-core'
import { css } from '../../styled-system/css'
import { notify } from '../../ui/toaster'
import { CropFrame } from './crop-frame'
import { CropSettings } from './crop-settings'
import { CROP_QUALITY, type CropBox, clampBox, cropOutput, croppedName, defaultBox } from './image-crop'

interface Loaded {
  file: File
  size: Size
  format: ImageFormat | null
  url: string
}

export default function ImageCropView() {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [box, setBox] = useState<CropBox>({ x: 0, y: 0, width: 1, height: 1 })
  const [ratio, setRatio] = useState<number | null>(null)
  // Loading an image (a screen-sized preview) and cropping it are the tool's two jobs; each stops the other.
  const loadJob = useJob((file: File, { signal }) => previewImage(file, 1400, signal))
  const cropJob = useJob((source: Loaded & { box: CropBox }, { signal }) => {
    const format = cropOutput(source.format)
    const output = { format, quality: format === 'png' ? undefined : CROP_QUALITY }
    return transformImage(source.file, { crop: source.box, output }, signal)
  })

  useEffect(() => {
    if (!loaded) return
    return () => URL.revokeObjectURL(loaded.url)
  }, [loaded])

  const onFiles = async ([file]: File[]) => {
    cropJob.cancel()
    const outcome = await loadJob.start(file)
    if (outcome.status === 'done') {
      const preview = outcome.result
      const size = { width: preview.width, height: preview.height }
      setLoaded({ file, size, format: preview.format, url: URL.createObjectURL(preview.blob) })
      setBox(defaultBox(size))
      setRatio(null)
    } else if (outcome.status === 'failed') {
      const big = (outcome.cause as Error)?.name === 'TooLargeError'
      notify({ type: 'error', title: 'Error', description: big ? outcome.error : 'Failed to load image' })
    }
  }

  const size = loaded?.size ?? { width: 1, height: 1 }
  const update = (next: CropBox, r = ratio) => setBox(clampBox(next, size, r))

  const cropAndDownload = async () => {
    if (!loaded) return
    loadJob.cancel()
    const outcome = await cropJob.start({ ...loaded, box })
    if (outcome.status !== 'done') return notifyUnfinished(outcome, { failed: 'Crop failed' })
    const result = outcome.result
    const name = croppedName(loaded.file.name, cropOutput(loaded.format))
    downloadBlob(result.blob, name)
    notify({
      type: 'success',
      title: 'Image cropped',
      description: `${name} (${result.width}×${result.height}, ${formatBytes(result.blob.size)})`,
    })
  }

  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      })}
    >
      <Panel title="Image" description={loaded ? `${loaded.file.name} · ${size.width}×${size.height}` : undefined}>
        <FileDrop
          compact={Boolean(loaded)}
          paste
          accept="image/*"
          onFiles={onFiles}
          label={loaded ? 'Choose another image' : 'Drop an image here or click to choose'}
          hint="PNG, JPEG, WebP, GIF, BMP or AVIF."
          rejectAll={{ title: 'Invalid file type', description: 'Please select an image file' }}
        />
        {loadJob.running ? <p className={looks.mutedText}>Loading image…</p> : null}
        {loaded ? (
          <CropFrame url={loaded.url} name={loaded.file.name} size={size} box={box} ratio={ratio} onBox={setBox} />
        ) : !loadJob.running ? (
          <EmptyState title="No image yet">Choose an image to place the crop box.</EmptyState>
        ) : null}
      </Panel>
      <CropSettings
        enabled={loaded !== null}
        size={size}
        box={box}
        ratio={ratio}
        cropJob={cropJob}
        onBox={update}
        onRatio={(r) => {
          setRatio(r)
          update(box, r)
        }}
        onCrop={cropAndDownload}
        onReset={() => {
          setRatio(null)
          setBox(defaultBox(size))
        }}
      />
    </div>
  )
}
