import { useEffect, useRef, useState } from 'react'
import { isAbortError } from '../../jobs/errors'
import { previewImage } from '../../jobs/image'
import { FileDrop, Panel, Stats } from '../../kit'
import { BatchBar, ResultGrid, useImageBatch } from '../../kit/image-batch'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { SliderField } from '../../ui/slider'
import { notify } from '../../ui/toaster'
import {
  COMPRESS_FORMATS,
  COMPRESS_QUALITY,
  COMPRESS_ZIP,
  compressedName,
  reducedMessage,
  reductionPercent,
} from './image-compress'

/** An object URL that lives as long as its blob is shown. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) {
      setUrl(null)
      return
    }
    const u = URL.createObjectURL(blob)
    setUrl(u)
    return () => URL.revokeObjectURL(u)
  }, [blob])
  return url
}

const previewBox = css({
  bg: 'bg.subtle',
  borderRadius: 'lg',
  minH: '40',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  '& img': { maxW: '100%', maxH: '80', objectFit: 'contain' },
})

export default function ImageCompressView() {
  const [files, setFiles] = useState<File[]>([])
  const [quality, setQuality] = useLinkState<number>('quality', COMPRESS_QUALITY.default)
  const [format, setFormat] = useLinkState<'jpeg' | 'webp'>('format', 'jpeg')
  const [original, setOriginal] = useState<Blob | null>(null)
  const batch = useImageBatch()
  const previewCtrl = useRef<AbortController | null>(null)

  const single = files.length === 1
  const result = single && batch.finished.length === 1 ? batch.finished[0] : null
  const originalUrl = useObjectUrl(original)
  const resultUrl = useObjectUrl(result?.blob)

  const onFiles = (chosen: File[]) => {
    batch.clear()
    setFiles(chosen)
    setOriginal(null)
    previewCtrl.current?.abort()
    if (chosen.length !== 1) return
    const ctrl = new AbortController()
    previewCtrl.current = ctrl
    previewImage(chosen[0], 900, ctrl.signal).then(
      (p) => !ctrl.signal.aborted && setOriginal(p.blob),
      (error) => {
        if (isAbortError(error) || ctrl.signal.aborted) return
        setFiles([])
        const big = (error as Error)?.name === 'TooLargeError'
        notify({ type: 'error', title: 'Error', description: big ? (error as Error).message : 'Failed to load image' })
      },
    )
  }

  const compress = async () => {
    if (!files.length) return
    batch.clear()
    const outcome = await batch.run(
      files.map((file) => ({
        file,
        spec: { output: { format, quality: quality / 100, background: format === 'jpeg' ? '#ffffff' : undefined } },
        name: () => compressedName(file.name, format),
      })),
    )
    if (outcome.cancelled) {
      notify({ type: 'info', title: 'Compression cancelled', description: `Stopped after ${outcome.ok} image(s)` })
      return
    }
    // One toast per run (toasts queue one at a time): the saving, plus what failed if anything did.
    const loadFailures = outcome.errors.filter((e) => e.errorName === 'DecodeError')
    const failure = !outcome.failed
      ? null
      : loadFailures.length === outcome.errors.length
        ? {
            title: 'Error',
            description: single
              ? 'Failed to load image'
              : `Failed to load image: ${loadFailures.map((e) => e.name).join(', ')}`,
          }
        : (() => {
            const first = outcome.errors.find((e) => e.errorName !== 'DecodeError') ?? outcome.errors[0]
            return {
              title: 'Compression failed',
              description: single ? first.message : `${first.name}: ${first.message}`,
            }
          })()
    if (outcome.ok) {
      const saving = reducedMessage(outcome.originalBytes, outcome.resultBytes)
      notify({
        type: failure ? 'warning' : 'success',
        title: 'Compression complete!',
        description: failure ? `${saving}. ${failure.description}` : saving,
      })
    } else if (failure) {
      notify({ type: 'error', ...failure })
    }
  }

  const onDownloadAll = async () => {
    try {
      if (await batch.downloadAll(COMPRESS_ZIP))
        notify({ type: 'success', title: 'Downloaded!', description: COMPRESS_ZIP })
    } catch {
      notify({ type: 'error', title: 'Download failed', description: 'Could not create ZIP file' })
    }
  }

  return (
    <div className={looks.stack}>
      <Panel title="Compress images" description="JPEG by default; WebP is usually smaller still.">
        <FileDrop
          multiple
          paste
          accept="image/*"
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
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'end',
          })}
        >
          <SliderField
            label="Quality"
            value={quality}
            onChange={setQuality}
            min={COMPRESS_QUALITY.min}
            max={COMPRESS_QUALITY.max}
            step={COMPRESS_QUALITY.step}
            valueText={`${quality}%`}
          />
          <SelectField label="Output format" value={format} options={COMPRESS_FORMATS} onChange={setFormat} />
        </div>
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
        <Panel
          title="Comparison"
          actions={
            result?.blob ? (
              <button
                type="button"
                className={button({ size: 'sm', variant: 'solid' })}
                onClick={() => {
                  if (!result.blob || !result.outName) return
                  downloadBlob(result.blob, result.outName)
                  notify({ type: 'success', title: 'Downloaded!', description: result.outName })
                }}
              >
                Download {result.outName}
              </button>
            ) : null
          }
        >
          {result?.blob ? (
            <Stats
              columns={3}
              items={[
                { label: 'Original size', value: formatBytes(result.originalSize), testId: 'original-size' },
                { label: 'Compressed size', value: formatBytes(result.blob.size), testId: 'compressed-size' },
                {
                  label: 'Reduction',
                  value: `${reductionPercent(result.originalSize, result.blob.size)}%`,
                  testId: 'reduction',
                },
              ]}
            />
          ) : null}
          <div
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            })}
          >
            <figure className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
              <figcaption className={looks.mutedText}>Original</figcaption>
              <div className={previewBox}>
                {originalUrl ? (
                  <img src={originalUrl} alt="Original preview" />
                ) : (
                  <span className={looks.mutedText}>Loading preview…</span>
                )}
              </div>
            </figure>
            <figure className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
              <figcaption className={looks.mutedText}>Compressed</figcaption>
              <div className={previewBox}>
                {resultUrl ? (
                  <img src={resultUrl} alt="Compressed preview" />
                ) : (
                  <span className={css({ fontSize: 'sm', color: 'fg.muted', p: '4', textAlign: 'center' })}>
                    {batch.running ? 'Compressing...' : 'Press Compress Image to see the result'}
                  </span>
                )}
              </div>
            </figure>
          </div>
        </Panel>
      ) : null}
      {!single || batch.running ? <BatchBar batch={batch} onDownloadAll={onDownloadAll} /> : null}
      {!single ? <ResultGrid batch={batch} /> : null}
    </div>
  )
}
