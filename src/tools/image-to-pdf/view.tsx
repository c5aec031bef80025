import { FileImage } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { imagesToPdf } from '../../jobs/pdf'
import { FileDrop, NumberField, Panel, ProgressBar, Stats } from '../../kit'
import { FileOrderList } from '../../kit/file-order-list'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { notifyUnfinished, useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { clampNumber, readNumber } from '../../lib/number-input'
import {
  DEFAULT_OPTIONS,
  imageHeaderProblem,
  MAX_MARGIN_MM,
  type Orientation,
  type PageOptions,
  type PageSize,
  readHead,
} from '../../lib/pdf/image-to-pdf'
import { pluralPages } from '../../lib/pdf/merge'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'

interface ImageItem {
  id: string
  name: string
  file: File
  url: string
}

const SIZES = [
  { value: 'fit', label: 'Fit image' },
  { value: 'a4', label: 'A4' },
  { value: 'letter', label: 'Letter' },
] as const
const ORIENTATIONS = [
  { value: 'auto', label: 'Auto' },
  { value: 'portrait', label: 'Portrait' },
  { value: 'landscape', label: 'Landscape' },
] as const

const ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp'
let nextId = 0

export default function ImageToPdfView() {
  const [items, setItems] = useState<ImageItem[]>([])
  const [size, setSize] = useLinkState<PageSize>('size', DEFAULT_OPTIONS.size)
  const [orientation, setOrientation] = useLinkState<Orientation>('orientation', DEFAULT_OPTIONS.orientation)
  const [marginText, setMarginText] = useLinkState('margin', String(DEFAULT_OPTIONS.marginMm))
  const urls = useRef(new Set<string>())
  const buildJob = useJob(({ list, options }: { list: ImageItem[]; options: PageOptions }, { signal, onProgress }) =>
    imagesToPdf(
      list.map((item) => ({ name: item.name, data: item.file })),
      options,
      (done) => onProgress({ done, total: list.length }),
      signal,
    ),
  )

  useEffect(() => {
    const live = urls.current
    return () => {
      for (const url of live) URL.revokeObjectURL(url)
    }
  }, [])

  const margin = clampNumber(readNumber(marginText, DEFAULT_OPTIONS.marginMm), 0, MAX_MARGIN_MM)
  const marginError =
    marginText.trim() &&
    (!Number.isFinite(Number(marginText)) || Number(marginText) < 0 || Number(marginText) > MAX_MARGIN_MM)
      ? `Enter a margin from 0 to ${MAX_MARGIN_MM} mm.`
      : undefined

  const add = async (chosen: File[]) => {
    // The header is read first: an image over the pixel limit is refused before any thumbnail or PDF decodes it.
    const problems = await Promise.all(chosen.map(async (file) => imageHeaderProblem(file.name, await readHead(file))))
    const refused = problems.filter((p): p is string => p !== null)
    if (refused.length)
      notify({
        type: 'error',
        title: refused.length === 1 ? 'Image too large' : `${refused.length} images too large`,
        description: refused.join(' '),
      })
    const files = chosen.filter((_, i) => problems[i] === null)
    const added = files.map((file) => {
      const url = URL.createObjectURL(file)
      urls.current.add(url)
      return { id: `img-${nextId++}`, name: file.name, file, url }
    })
    setItems((list) => [...list, ...added])
  }

  const change = (next: ImageItem[]) => {
    const keep = new Set(next.map((i) => i.url))
    for (const item of items) {
      if (!keep.has(item.url)) {
        URL.revokeObjectURL(item.url)
        urls.current.delete(item.url)
      }
    }
    setItems(next)
  }

  const build = async () => {
    if (!items.length || marginError) return
    const total = items.length
    const outcome = await buildJob.start({ list: items, options: { size, orientation, marginMm: margin } })
    if (outcome.status !== 'done')
      return notifyUnfinished(outcome, { failed: 'PDF not created', cancelled: 'PDF cancelled' })
    downloadBlob(outcome.result, 'images.pdf')
    notify({
      type: 'success',
      title: 'PDF created!',
      description: `images.pdf: ${pluralPages(total)} (${formatBytes(outcome.result.size)})`,
    })
  }

  const running = buildJob.running
  const totalSize = items.reduce((sum, item) => sum + item.file.size, 0)

  return (
    <div className={looks.stack}>
      <Panel title="Images" description="PNG, JPEG or WebP. Each image becomes one page, in this order.">
        <FileDrop
          onFiles={add}
          accept={ACCEPT}
          multiple
          paste
          compact={items.length > 0}
          label={items.length ? 'Add more images' : 'Drop images here, paste, or click to choose'}
          hint="Images stay on your device."
          reject={(file) => ({
            title: 'Not a supported image',
            description: `"${file.name}" is not a PNG, JPEG or WebP image.`,
          })}
          disabled={running}
        />
        {items.length ? (
          <FileOrderList
            label="Images in page order"
            items={items}
            onChange={change}
            disabled={running}
            detail={(item) => formatBytes(item.file.size)}
            thumb={(item) => (
              <img
                src={item.url}
                alt=""
                className={css({
                  w: '10',
                  h: '10',
                  objectFit: 'cover',
                  borderRadius: 'md',
                  flexShrink: 0,
                  bg: 'bg.subtle',
                })}
              />
            )}
          />
        ) : null}
      </Panel>
      <Panel
        title="Pages"
        actions={
          items.length ? (
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              disabled={running}
              onClick={() => change([])}
            >
              Clear all
            </button>
          ) : null
        }
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
          <Segmented label="Page size" value={size} options={SIZES} onChange={setSize} />
          {size === 'fit' ? null : (
            <Segmented label="Orientation" value={orientation} options={ORIENTATIONS} onChange={setOrientation} />
          )}
          <NumberField
            label="Margin (mm)"
            value={marginText}
            onChange={(e) => setMarginText(e.target.value)}
            min={0}
            max={MAX_MARGIN_MM}
            step={1}
            error={marginError}
            className={css({ w: '36' })}
          />
        </div>
        <p className={looks.mutedText}>
          {size === 'fit'
            ? 'Each page takes the size of its image (at 96 dpi) plus the margin.'
            : orientation === 'auto'
              ? 'Wide images get landscape pages, tall ones portrait. Images are scaled to fit inside the margins.'
              : 'Images are scaled to fit inside the margins, centred.'}
        </p>
        <Stats
          columns={2}
          items={[
            { label: 'Pages', value: items.length, testId: 'stat-pages' },
            { label: 'Images size', value: formatBytes(totalSize), testId: 'stat-size' },
          ]}
        />
        {running ? (
          <ProgressBar
            progress={buildJob.progress ?? { done: 0, total: items.length }}
            label={`Building the PDF… ${buildJob.progress?.done ?? 0} of ${items.length} images`}
            onCancel={buildJob.cancel}
          />
        ) : (
          <div>
            <button
              type="button"
              className={button({ variant: 'solid' })}
              disabled={!items.length || Boolean(marginError)}
              onClick={build}
            >
              <FileImage aria-hidden /> Create PDF and download
            </button>
          </div>
        )}
      </Panel>
    </div>
  )
}
