import { Download, MapPin, ShieldCheck, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { previewImage, readImageMetadata, transformImage } from '../../jobs/image'
import { CopyButton, EmptyState, FileDrop, Notice, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { downloadBlob } from '../../lib/download'
import { DEFAULT_METADATA } from '../../lib/image/batch-settings'
import {
  type ExifField,
  type ExifReport,
  exifToText,
  fileFacts,
  formatCoordinates,
  hasGpsData,
  shownFields,
  strippedName,
} from '../../lib/image/exif'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'

interface Shown {
  file: File
  previewUrl: string | null
  size: { width: number; height: number } | null
  report: ExifReport
}

export default function ExifViewerView() {
  const [shown, setShown] = useState<Shown | null>(null)
  // Reading an image (its metadata and a preview, either may fail alone) and stripping it are the tool's two jobs.
  const readJob = useJob((file: File, { signal }) =>
    Promise.allSettled([readImageMetadata(file, signal), previewImage(file, 800, signal)]),
  )
  const stripJob = useJob((file: File, { signal }) =>
    // The image batch's metadata step, set to strip everything (EXIF, XMP, GPS, colour profile), on a JPEG re-encode.
    transformImage(
      file,
      { output: { format: 'jpeg', quality: 0.95, background: '#ffffff' }, metadata: DEFAULT_METADATA },
      signal,
    ),
  )
  const reading = readJob.running
  const stripping = stripJob.running
  useEffect(() => {
    const url = shown?.previewUrl
    return () => {
      if (url) URL.revokeObjectURL(url)
    }
  }, [shown?.previewUrl])

  const onFiles = async ([file]: File[]) => {
    stripJob.cancel()
    setShown(null)
    const outcome = await readJob.start(file)
    if (outcome.status !== 'done') return
    const [meta, preview] = outcome.result
    const report: ExifReport = meta.status === 'fulfilled' ? meta.value : { fields: [], gps: null }
    const previewOk = preview.status === 'fulfilled' ? preview.value : null
    setShown({
      file,
      previewUrl: previewOk ? URL.createObjectURL(previewOk.blob) : null,
      size: previewOk ? { width: previewOk.width, height: previewOk.height } : null,
      report,
    })
    if (meta.status === 'rejected') {
      notify({ type: 'error', title: 'Error reading EXIF', description: 'Could not extract metadata from this image' })
    } else if (preview.status === 'rejected' && !report.fields.length) {
      notify({ type: 'error', title: 'Error reading EXIF', description: 'Could not extract metadata from this image' })
    } else {
      notify({
        type: 'success',
        title: 'EXIF data loaded',
        description: `Found ${report.fields.length} metadata fields`,
      })
    }
  }

  const clear = () => {
    readJob.reset()
    stripJob.reset()
    setShown(null)
  }

  const fieldValue = (name: string) => shown?.report.fields.find((f) => f.name === name)?.value
  const facts: ExifField[] = shown
    ? fileFacts(shown.file, shown.size, {
        x: fieldValue('XResolution'),
        y: fieldValue('YResolution'),
        unit: fieldValue('ResolutionUnit'),
      })
    : []
  const allFields = shown ? [...facts, ...shown.report.fields] : []
  const listed = shownFields(allFields)
  const gps = shown ? hasGpsData(shown.report.fields) : false

  const stripAndDownload = async () => {
    if (!shown) return
    const outcome = await stripJob.start(shown.file)
    if (outcome.status === 'failed') notify({ type: 'error', title: 'Error', description: 'Failed to remove metadata' })
    if (outcome.status !== 'done') return
    downloadBlob(outcome.result.blob, strippedName(shown.file.name))
    notify({
      type: 'success',
      title: 'Metadata removed',
      description: `${strippedName(shown.file.name)} has no metadata`,
    })
  }

  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
        alignItems: 'start',
      })}
    >
      <div className={looks.stackFill}>
        <Panel
          title="Image"
          actions={
            shown ? (
              <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={clear}>
                <X aria-hidden /> Clear
              </button>
            ) : null
          }
        >
          <FileDrop
            compact={Boolean(shown)}
            accept="image/*"
            paste
            onFiles={onFiles}
            label={shown ? 'Choose another image' : 'Drop an image here or click to choose'}
            hint="JPEG, PNG, WebP, HEIC/TIFF metadata is read on your device."
            rejectAll={{ title: 'Invalid file type', description: 'Please select an image file' }}
          />
          {reading ? (
            <p className={looks.mutedText} role="status">
              Reading EXIF...
            </p>
          ) : null}
          {shown?.previewUrl ? (
            <div
              className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '2', display: 'grid', placeItems: 'center' })}
            >
              <img
                src={shown.previewUrl}
                alt="Preview"
                className={css({ maxW: '100%', maxH: '80', objectFit: 'contain' })}
              />
            </div>
          ) : null}
          {shown ? (
            <div className={looks.row}>
              <button
                type="button"
                className={button({ size: 'sm', variant: 'solid' })}
                onClick={stripAndDownload}
                disabled={stripping || !shown.size}
              >
                <Download aria-hidden /> {stripping ? 'Removing…' : 'Download Without EXIF'}
              </button>
              <CopyButton
                label="Copy EXIF Data"
                value={() => exifToText(allFields)}
                disabled={!allFields.length}
                success={{ title: 'EXIF data copied', description: `${allFields.length} fields copied to clipboard` }}
                failure={{ title: 'Copy failed', description: 'Could not copy the EXIF data' }}
              />
            </div>
          ) : null}
        </Panel>
        <Panel title="Privacy">
          <div className={css({ display: 'flex', gap: '2', fontSize: 'sm', color: 'fg.muted' })}>
            <ShieldCheck aria-hidden className={css({ w: '5', h: '5', flexShrink: 0, color: 'success.fg' })} />
            <p>
              Photos can carry the camera, the time they were taken and the exact place (GPS). This page reads them on
              your device: nothing is uploaded. 'Download Without EXIF' re-encodes the pixels as a new JPEG, so no EXIF,
              GPS, IPTC or XMP data is carried over.
            </p>
          </div>
        </Panel>
      </div>
      <Panel title="Metadata" description={shown ? `${shown.file.name}` : undefined}>
        {gps && shown ? (
          <Notice tone="warning" title="This image contains GPS location data">
            {shown.report.gps ? (
              <span data-testid="gps-coords">
                <MapPin aria-hidden className={css({ display: 'inline', w: '3.5', h: '3.5', mr: '1' })} />
                {formatCoordinates(shown.report.gps)}
              </span>
            ) : (
              'Remove it before sharing the photo.'
            )}
          </Notice>
        ) : null}
        {shown && !shown.report.fields.length ? (
          <Notice tone="info">No EXIF metadata found in this image</Notice>
        ) : null}
        {listed.note ? (
          <Notice tone="info">
            <span data-testid="exif-fields-note">{listed.note}</span>
          </Notice>
        ) : null}
        {shown ? (
          <dl
            data-testid="exif-list"
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: 'minmax(8rem, 14rem) minmax(0, 1fr)' },
              columnGap: '4',
              fontSize: 'sm',
              '& dt': { color: 'fg.muted', pt: '2', sm: { borderTopWidth: '1px', borderColor: 'border.default' } },
              '& dd': {
                fontFamily: 'mono',
                overflowWrap: 'anywhere',
                pb: '2',
                pt: { base: '0', sm: '2' },
                borderTopWidth: { base: '0', sm: '1px' },
                borderColor: 'border.default',
              },
            })}
          >
            {listed.shown.map((f, i) => (
              <div key={`${f.name}-${i}`} className={css({ display: 'contents' })}>
                <dt>{f.name}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : !reading ? (
          <EmptyState title="No image yet">
            Choose a photo to see its camera, date, location and other metadata.
          </EmptyState>
        ) : null}
      </Panel>
    </div>
  )
}
