// The shared batch for the image tools: files run across the image worker pool, each result appears as it
// finishes (thumbnail made in the worker), a sticky bar shows "n of N" with the current file, Cancel stops at
// once, Download All zips in the zip worker, and removing or clearing revokes object URLs and drops the blobs.
import { Download, ImageOff, Loader2, Trash2, X } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isAbortError } from '../jobs/errors'
import { runBatch, type TransformResult, type TransformSpec, transformImage } from '../jobs/image'
import { createZip } from '../jobs/zip'
import { formatBytes } from '../lib/bytes'
import { downloadBlob } from '../lib/download'
import { css, cx } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { notify } from '../ui/toaster'

export interface BatchItem {
  id: string
  name: string
  originalSize: number
  status: 'queued' | 'processing' | 'done' | 'failed'
  outName?: string
  blob?: Blob
  thumbUrl?: string
  width?: number
  height?: number
  originalWidth?: number
  originalHeight?: number
  error?: string
  errorName?: string
}

export interface BatchJob {
  file: File
  spec: TransformSpec
  /** The download name, once the result is known. */
  name: (result: TransformResult) => string
}

export interface BatchOutcome {
  ok: number
  failed: number
  cancelled: boolean
  errors: { name: string; message: string; errorName: string }[]
  originalBytes: number
  resultBytes: number
}

export interface BatchProgress {
  done: number
  total: number
  current: string
}

let nextId = 0
const THUMB = 240

function describeError(error: unknown): { message: string; errorName: string } {
  const e = error as { message?: string; name?: string } | null
  return { message: e?.message || 'Unknown error', errorName: e?.name || 'Error' }
}

/** Batch state for one tool page; results accumulate until removed or cleared. */
export function useImageBatch() {
  const [items, setItems] = useState<BatchItem[]>([])
  const [progress, setProgress] = useState<BatchProgress | null>(null)
  const [zipping, setZipping] = useState(false)
  const controller = useRef<AbortController | null>(null)
  const zipController = useRef<AbortController | null>(null)
  const itemsRef = useRef(items)
  itemsRef.current = items

  const patch = useCallback((id: string, change: Partial<BatchItem>) => {
    setItems((list) => list.map((it) => (it.id === id ? { ...it, ...change } : it)))
  }, [])

  // Revoke every thumbnail URL when the page goes away.
  useEffect(
    () => () => {
      controller.current?.abort()
      zipController.current?.abort()
      for (const it of itemsRef.current) if (it.thumbUrl) URL.revokeObjectURL(it.thumbUrl)
    },
    [],
  )

  const run = useCallback(
    async (jobs: BatchJob[]): Promise<BatchOutcome> => {
      controller.current?.abort()
      const ctrl = new AbortController()
      controller.current = ctrl
      const added = jobs.map<BatchItem>((job) => ({
        id: `img-${++nextId}`,
        name: job.file.name,
        originalSize: job.file.size,
        status: 'queued',
      }))
      setItems((list) => [...list, ...added])
      const outcome: BatchOutcome = {
        ok: 0,
        failed: 0,
        cancelled: false,
        errors: [],
        originalBytes: 0,
        resultBytes: 0,
      }
      let done = 0
      const running = new Set<number>()
      const show = () => {
        const current = running.size ? jobs[[...running][running.size - 1]].file.name : ''
        setProgress({ done, total: jobs.length, current })
      }
      show()
      try {
        await runBatch(
          jobs,
          (job, signal) => transformImage(job.file, { ...job.spec, thumbnail: THUMB }, signal),
          ctrl.signal,
          {
            onStart: (i) => {
              running.add(i)
              patch(added[i].id, { status: 'processing' })
              show()
            },
            onDone: (i, result) => {
              running.delete(i)
              done++
              outcome.ok++
              outcome.originalBytes += jobs[i].file.size
              outcome.resultBytes += result.blob.size
              patch(added[i].id, {
                status: 'done',
                blob: result.blob,
                outName: jobs[i].name(result),
                thumbUrl: result.thumbnail ? URL.createObjectURL(result.thumbnail) : undefined,
                width: result.width,
                height: result.height,
                originalWidth: result.originalWidth,
                originalHeight: result.originalHeight,
              })
              show()
            },
            onError: (i, error) => {
              running.delete(i)
              done++
              outcome.failed++
              const { message, errorName } = describeError(error)
              outcome.errors.push({ name: jobs[i].file.name, message, errorName })
              patch(added[i].id, { status: 'failed', error: message, errorName })
              show()
            },
          },
        )
      } catch (error) {
        if (!isAbortError(error)) throw error
        outcome.cancelled = true
        // Unfinished files leave the list: the batch stopped at once.
        const unfinished = new Set(added.map((a) => a.id))
        setItems((list) =>
          list.filter((it) => !(unfinished.has(it.id) && (it.status === 'queued' || it.status === 'processing'))),
        )
      } finally {
        if (controller.current === ctrl) {
          controller.current = null
          setProgress(null)
        }
      }
      return outcome
    },
    [patch],
  )

  const cancel = useCallback(() => {
    controller.current?.abort()
    zipController.current?.abort()
  }, [])

  const remove = useCallback((id: string) => {
    setItems((list) => {
      const it = list.find((x) => x.id === id)
      if (it?.thumbUrl) URL.revokeObjectURL(it.thumbUrl)
      return list.filter((x) => x.id !== id)
    })
  }, [])

  const clear = useCallback(() => {
    controller.current?.abort()
    zipController.current?.abort()
    for (const it of itemsRef.current) if (it.thumbUrl) URL.revokeObjectURL(it.thumbUrl)
    setItems([])
    setProgress(null)
  }, [])

  /** Zips every finished result in the zip worker and downloads it. Returns false on failure. */
  const downloadAll = useCallback(async (zipName: string): Promise<boolean> => {
    const done = itemsRef.current.filter((it) => it.status === 'done' && it.blob)
    if (!done.length) return false
    zipController.current?.abort()
    const ctrl = new AbortController()
    zipController.current = ctrl
    setZipping(true)
    try {
      const zip = await createZip(
        done.map((it) => ({ name: it.outName ?? it.name, data: it.blob as Blob })),
        { signal: ctrl.signal },
      )
      downloadBlob(zip, zipName)
      return true
    } catch (error) {
      if (isAbortError(error)) return false
      throw error
    } finally {
      if (zipController.current === ctrl) zipController.current = null
      setZipping(false)
    }
  }, [])

  const running = progress !== null
  const finished = items.filter((it) => it.status === 'done')
  return { items, finished, progress, running, zipping, run, cancel, remove, clear, downloadAll }
}

export type ImageBatch = ReturnType<typeof useImageBatch>

const stickyBar = css({
  position: 'sticky',
  bottom: '3',
  zIndex: 5,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'lg',
})

/** Progress (n of N, current file) with Cancel while running; totals, Download All and Clear All otherwise. */
export function BatchBar({
  batch,
  onDownloadAll,
  downloadLabel = 'Download All',
}: {
  batch: ImageBatch
  onDownloadAll: () => void
  downloadLabel?: string
}) {
  const { progress, items, finished, zipping } = batch
  if (!items.length && !progress) return null
  const before = finished.reduce((n, it) => n + it.originalSize, 0)
  const after = finished.reduce((n, it) => n + (it.blob?.size ?? 0), 0)
  const fraction = progress?.total ? progress.done / progress.total : 0
  return (
    <div className={stickyBar} data-testid="batch-bar">
      {progress ? (
        <div className={css({ flex: '1 1 240px', minW: 0, display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'sm' })}>
            <span
              data-testid="batch-progress"
              className={css({ color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
            >
              Processing {Math.min(progress.done + 1, progress.total)} of {progress.total}
              {progress.current ? `: ${progress.current}` : ''}
            </span>
            <span className={css({ fontVariantNumeric: 'tabular-nums', color: 'fg.muted' })}>
              {progress.done}/{progress.total}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label="Batch progress"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            className={css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}
          >
            <div
              className={css({ h: '100%', bg: 'accent.solid', borderRadius: 'full', transition: 'width 150ms' })}
              style={{ width: `${Math.max(3, fraction * 100)}%` }}
            />
          </div>
        </div>
      ) : (
        <p
          className={css({ flex: '1 1 200px', minW: 0, fontSize: 'sm', color: 'fg.muted' })}
          data-testid="batch-summary"
        >
          {finished.length} of {items.length} ready
          {finished.length ? ` · ${formatBytes(before)} → ${formatBytes(after)}` : ''}
        </p>
      )}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {progress || zipping ? (
          <button type="button" className={button({ size: 'sm' })} onClick={batch.cancel}>
            <X aria-hidden /> Cancel
          </button>
        ) : null}
        <button
          type="button"
          className={button({ size: 'sm', variant: 'solid' })}
          onClick={onDownloadAll}
          disabled={!finished.length || zipping || Boolean(progress)}
        >
          {zipping ? (
            <Loader2 aria-hidden className={css({ animation: 'spin 1s linear infinite' })} />
          ) : (
            <Download aria-hidden />
          )}
          {zipping ? 'Zipping…' : downloadLabel}
        </button>
        <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={batch.clear}>
          <Trash2 aria-hidden /> Clear All
        </button>
      </div>
    </div>
  )
}

function sizeChange(before: number, after: number): string {
  if (!before) return ''
  const pct = Math.round(((after - before) / before) * 100)
  return pct === 0 ? '±0%' : pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`
}

/** Result cards: thumbnail, name, sizes before/after, dimensions, per-item download and remove. */
export function ResultGrid({ batch, onDownload }: { batch: ImageBatch; onDownload?: (item: BatchItem) => void }) {
  if (!batch.items.length) return null
  return (
    <ul
      aria-label="Results"
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      })}
    >
      {batch.items.map((it) => (
        <li
          key={it.id}
          data-testid="result-card"
          data-status={it.status}
          className={css({
            display: 'flex',
            gap: '3',
            p: '3',
            minW: 0,
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: it.status === 'failed' ? 'danger.border' : 'border.default',
            borderRadius: 'lg',
          })}
        >
          <div
            className={css({
              w: '16',
              h: '16',
              flexShrink: 0,
              borderRadius: 'md',
              bg: 'bg.subtle',
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
            })}
          >
            {it.thumbUrl ? (
              <img src={it.thumbUrl} alt="" className={css({ maxW: '100%', maxH: '100%', objectFit: 'contain' })} />
            ) : it.status === 'failed' ? (
              <ImageOff aria-hidden className={css({ color: 'danger.fg', w: '6', h: '6' })} />
            ) : (
              <Loader2
                aria-hidden
                className={css({ color: 'fg.muted', w: '6', h: '6', animation: 'spin 1s linear infinite' })}
              />
            )}
          </div>
          <div className={css({ flex: 1, minW: 0, display: 'flex', flexDirection: 'column', gap: '1' })}>
            <p
              className={css({
                fontWeight: 'medium',
                fontSize: 'sm',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              })}
              title={it.outName ?? it.name}
            >
              {it.outName ?? it.name}
            </p>
            {it.status === 'done' && it.blob ? (
              <>
                <p
                  className={cx(css({ fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }))}
                  data-testid="result-sizes"
                >
                  {formatBytes(it.originalSize)} → {formatBytes(it.blob.size)} (
                  {sizeChange(it.originalSize, it.blob.size)})
                </p>
                <p className={css({ fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
                  {it.originalWidth}×{it.originalHeight} → {it.width}×{it.height}
                </p>
              </>
            ) : it.status === 'failed' ? (
              <p className={css({ fontSize: 'xs', color: 'danger.fg', overflowWrap: 'anywhere' })} role="alert">
                {it.name}: {it.error}
              </p>
            ) : (
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                {it.status === 'processing' ? 'Processing…' : 'Waiting…'} {formatBytes(it.originalSize)}
              </p>
            )}
            <div className={css({ display: 'flex', gap: '1.5', mt: 'auto', flexWrap: 'wrap' })}>
              {it.status === 'done' && it.blob ? (
                <button
                  type="button"
                  className={button({ size: 'xs', variant: 'outline' })}
                  aria-label={`Download ${it.outName}`}
                  onClick={() => {
                    if (onDownload) onDownload(it)
                    else if (it.blob) {
                      downloadBlob(it.blob, it.outName ?? it.name)
                      notify({ type: 'success', title: 'Downloaded!', description: it.outName })
                    }
                  }}
                >
                  <Download aria-hidden /> Download
                </button>
              ) : null}
              <button
                type="button"
                className={button({ size: 'xs', variant: 'ghost' })}
                aria-label={`Remove ${it.name}`}
                onClick={() => batch.remove(it.id)}
                disabled={it.status === 'queued' || it.status === 'processing'}
              >
                <Trash2 aria-hidden /> Remove
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
