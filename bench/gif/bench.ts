// Measures, in the page, the tool's GIF split (worker reads every frame once, streams thumbnails) against plain gifuct-js
// decompressFrames + canvas compositing on the main thread: first frame shown, total, longest frame gap, JS heap.
import { decompressFrames, parseGIF } from 'gifuct-js'
import { type GifDecoderChoice, gifFirstFrame, openGif, prewarmGif } from '../../src/jobs/gif'

interface Figures {
  firstFrameMs: number
  totalMs: number
  longestGapMs: number
  heapAddedMB: number | null
  frames: number
}

const heap = () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? null

function frameProbe() {
  let max = 0
  let last = performance.now()
  let running = true
  const tick = (t: number) => {
    if (!running) return
    max = Math.max(max, t - last)
    last = t
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  return () => {
    running = false
    return Math.max(max, performance.now() - last)
  }
}

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))

async function runTool(url: string, decoder: GifDecoderChoice = 'auto'): Promise<Figures> {
  const blob = await (await fetch(url)).blob()
  await nextFrame()
  const heap0 = heap()
  const stop = frameProbe()
  const t0 = performance.now()
  let firstFrameMs = -1
  const kept: Blob[] = []
  const canvas = document.getElementById('shown') as HTMLCanvasElement
  // As on the tool page: frame 1 is decoded on its own, drawn, and counts as shown after the next paint; the worker
  // starts reading then.
  const shown = gifFirstFrame(blob)
    .then((p) => {
      if (!p) return
      canvas.width = p.width
      canvas.height = p.height
      canvas.getContext('2d')?.drawImage(p.bitmap, 0, 0)
      p.bitmap.close()
      return new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
    })
    .then(() => {
      firstFrameMs = performance.now() - t0
    })
  const gif = openGif(blob, {
    signal: new AbortController().signal,
    startAfter: shown,
    decoder,
    onInfo: () => {},
    onThumbs: ({ strip }) => {
      kept.push(strip)
    },
  })
  const summary = await gif.done
  const totalMs = performance.now() - t0
  const longestGapMs = stop()
  const heap1 = heap()
  ;(window as unknown as { keep: unknown }).keep = kept
  return {
    firstFrameMs,
    totalMs,
    longestGapMs,
    heapAddedMB: heap0 !== null && heap1 !== null ? (heap1 - heap0) / 2 ** 20 : null,
    frames: summary.decoded,
  }
}

async function runBaseline(url: string): Promise<Figures> {
  const buffer = await (await fetch(url)).arrayBuffer()
  await nextFrame()
  const heap0 = heap()
  const stop = frameProbe()
  const t0 = performance.now()
  const gif = parseGIF(buffer)
  const frames = decompressFrames(gif, true)
  const canvas = document.getElementById('baseline') as HTMLCanvasElement
  canvas.width = gif.lsd.width
  canvas.height = gif.lsd.height
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D
  const patchCanvas = document.createElement('canvas')
  const patchCtx = patchCanvas.getContext('2d') as CanvasRenderingContext2D
  const kept: ImageData[] = []
  let firstFrameMs = -1
  let previous: ImageData | null = null
  let last: (typeof frames)[number] | null = null
  for (const frame of frames) {
    if (last?.disposalType === 2) ctx.clearRect(last.dims.left, last.dims.top, last.dims.width, last.dims.height)
    if (last?.disposalType === 3 && previous) ctx.putImageData(previous, 0, 0)
    previous = frame.disposalType === 3 ? ctx.getImageData(0, 0, canvas.width, canvas.height) : null
    const { width, height, left, top } = frame.dims
    patchCanvas.width = width
    patchCanvas.height = height
    patchCtx.putImageData(new ImageData(frame.patch as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0)
    ctx.drawImage(patchCanvas, left, top)
    kept.push(ctx.getImageData(0, 0, canvas.width, canvas.height))
    if (firstFrameMs < 0) firstFrameMs = performance.now() - t0
    last = frame
  }
  const totalMs = performance.now() - t0
  await nextFrame()
  const longestGapMs = stop()
  const heap1 = heap()
  ;(window as unknown as { keep: unknown }).keep = kept
  return {
    firstFrameMs,
    totalMs,
    longestGapMs,
    heapAddedMB: heap0 !== null && heap1 !== null ? (heap1 - heap0) / 2 ** 20 : null,
    frames: kept.length,
  }
}

// As on the tool page, the worker is started when the page opens.
prewarmGif()
Object.assign(window, { gifBench: { runTool, runBaseline } })
document.body.dataset.ready = 'true'
