// The barcode's drawings, made in the worker: the PNG preview is redrawn whenever the request changes, the last
// drawing stays on show while the next is made (no blink as the visitor types), and a download always gets the drawing
// of what the page asks for now. Until the worker has drawn anything, the page's default barcode comes from
// default-preview.ts, so the prerendered HTML shows it before any script has run.
import { useCallback, useEffect, useRef, useState } from 'react'
import { drawBarcodePng, drawBarcodeSvg } from '../../jobs/barcode'
import type { JobState } from '../../jobs/job-atom'
import { useJob } from '../../kit/use-job'
import { downloadBlob } from '../../lib/download'
import { notify } from '../../ui/toaster'
import { libraryMessage, type RenderPlan, setPngDpi, sizeSvg } from './barcode-generator'
import { DEFAULT_PREVIEW } from './default-preview'
import type { PngRequest, SvgRequest } from './render'

export interface Drawing {
  key: string
  /** The PNG without its resolution chunk; null for the built-in default until the worker has drawn it. */
  png: Blob | null
  /** The built-in default's data URL (the worker's drawings are shown through blob URLs). */
  src: string | null
  width: number
  height: number
  plan: RenderPlan
  dpi: number
  fileName: string
}

interface Settled {
  /** The last drawing made (kept while a newer one is drawn, or while the value is invalid). */
  drawing: Drawing | null
  /** Why the latest request could not be drawn (bwip-js's message as a sentence), null when it could. */
  error: string | null
}

async function drawPng(request: PngRequest, { signal }: { signal: AbortSignal }): Promise<Drawing> {
  const { png, width, height } = await drawBarcodePng(request.options, signal)
  return { ...pick(request), png, src: null, width, height }
}

const pick = ({ key, plan, dpi, fileName }: PngRequest) => ({ key, plan, dpi, fileName })

/** The default barcode as the build drew it, when the page opens on the defaults. */
function builtIn(request: PngRequest | null): Drawing | null {
  if (!request || request.key !== DEFAULT_PREVIEW.key) return null
  const { src, width, height } = DEFAULT_PREVIEW
  return { ...pick(request), png: null, src, width, height }
}

/** The drawing on show and its image address: a blob URL, revoked once a newer drawing replaces it. */
function useShown(drawing: Drawing | null): { drawing: Drawing; src: string } | null {
  const [shown, setShown] = useState(() => (drawing?.src ? { drawing, src: drawing.src } : null))
  useEffect(() => {
    if (!drawing?.png) return
    const src = URL.createObjectURL(drawing.png)
    setShown({ drawing, src })
    return () => URL.revokeObjectURL(src)
  }, [drawing])
  return shown
}

export function useBarcodeDrawing(request: PngRequest | null) {
  const pngJob = useJob(drawPng)
  const svgJob = useJob(async (r: SvgRequest, { signal }) => {
    const raw = await drawBarcodeSvg(r.options, signal)
    return sizeSvg(raw, r.mmPerUnit, r.title).svg
  })
  const [settled, setSettled] = useState<Settled>(() => ({ drawing: builtIn(request), error: null }))
  const shown = useShown(settled.drawing)
  const pending = useRef<Promise<JobState<Drawing>> | null>(null)
  const latest = useRef(request)
  latest.current = request
  const key = request?.key ?? null
  const { start: startPng, reset: resetPng } = pngJob

  useEffect(() => {
    const next = latest.current
    if (key === null || !next) {
      pending.current = null
      resetPng()
      return
    }
    const run = startPng(next)
    pending.current = run
    run.then((state) => {
      if (pending.current !== run) return
      if (state.status === 'done') setSettled({ drawing: state.result, error: null })
      else if (state.status === 'failed')
        setSettled((s) => ({ drawing: s.drawing, error: libraryMessage(state.cause) }))
    })
  }, [key, startPng, resetPng])

  /** The drawing of the latest request, once drawn (a redraw in flight is waited for); null when it failed. */
  const current = useCallback(async (): Promise<Drawing | null> => {
    for (;;) {
      const run = pending.current
      if (!run) return null
      const state = await run
      if (run === pending.current) return state.status === 'done' ? state.result : null
    }
  }, [])

  const downloadPng = useCallback(async () => {
    const drawing = await current()
    if (!drawing?.png) {
      notify({ type: 'error', title: 'Download failed', description: 'The PNG could not be made' })
      return
    }
    const bytes = setPngDpi(new Uint8Array(await drawing.png.arrayBuffer()), drawing.dpi)
    downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), drawing.fileName)
    notify({ type: 'success', title: 'Downloaded!', description: `PNG at ${drawing.dpi} DPI saved` })
  }, [current])

  const { start: startSvg } = svgJob
  const downloadSvg = useCallback(
    async (svgRequest: SvgRequest) => {
      const state = await startSvg(svgRequest)
      if (state.status === 'done') {
        downloadBlob(new Blob([state.result], { type: 'image/svg+xml' }), svgRequest.fileName)
        notify({ type: 'success', title: 'Downloaded!', description: 'SVG saved' })
      } else if (state.status === 'failed') {
        notify({ type: 'error', title: 'Download failed', description: libraryMessage(state.cause) })
      }
    },
    [startSvg],
  )

  return { shown, error: settled.error, downloadPng, downloadSvg }
}
