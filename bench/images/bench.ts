// Benchmark page: the image tools' real pipeline (WorkerPool + image worker + runBatch, as the batch UI calls it)
// against a plain main-thread canvas loop, with a requestAnimationFrame probe measuring the longest frame gap.
import { runBatch, type TransformSpec, transformImage } from '../../src/jobs/image'
import { createZip } from '../../src/jobs/zip'
import { downloadBlob } from '../../src/lib/download'

type Job = 'convert' | 'resize'

let sources: Blob[] = []
let results: Blob[] = []

function startProbe() {
  const probe = { max: 0, last: performance.now(), running: true, frames: 0 }
  const tick = (t: number) => {
    if (!probe.running) return
    probe.max = Math.max(probe.max, t - probe.last)
    probe.last = t
    probe.frames++
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  return () => {
    probe.running = false
    return { maxGapMs: Math.round(probe.max * 10) / 10, frames: probe.frames }
  }
}

/** Photo-like 12 MP JPEGs: smooth colour fields plus fine grain, each different. Made once, before timing. */
async function generate(count: number, width = 4000, height = 3000): Promise<{ count: number; totalMB: number }> {
  const grain = new OffscreenCanvas(256, 256)
  const g = grain.getContext('2d') as OffscreenCanvasRenderingContext2D
  const data = g.createImageData(256, 256)
  const rnd = new Uint32Array(data.data.length / 4)
  for (let i = 0; i < rnd.length; i += 16384) crypto.getRandomValues(rnd.subarray(i, i + 16384))
  for (let i = 0; i < rnd.length; i++) {
    const v = rnd[i] & 0xff
    data.data.set([v, (rnd[i] >> 8) & 0xff, (rnd[i] >> 16) & 0xff, 40], i * 4)
  }
  g.putImageData(data, 0, 0)
  sources = []
  for (let n = 0; n < count; n++) {
    const small = new OffscreenCanvas(40, 30)
    const s = small.getContext('2d') as OffscreenCanvasRenderingContext2D
    const cells = s.createImageData(40, 30)
    crypto.getRandomValues(cells.data)
    for (let i = 3; i < cells.data.length; i += 4) cells.data[i] = 255
    s.putImageData(cells, 0, 0)
    const canvas = new OffscreenCanvas(width, height)
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    ctx.imageSmoothingQuality = 'high'
    ctx.drawImage(small, 0, 0, width, height)
    ctx.fillStyle = ctx.createPattern(grain, 'repeat') as CanvasPattern
    ctx.translate(n * 7, n * 13)
    ctx.fillRect(-n * 7, -n * 13, width, height)
    sources.push(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 }))
  }
  return { count, totalMB: Math.round(sources.reduce((a, b) => a + b.size, 0) / 1e5) / 10 }
}

const specFor = (job: Job): TransformSpec =>
  job === 'convert'
    ? { output: { format: 'webp', quality: 0.9 } }
    : { resize: { width: 1920, height: 1, keepAspect: true, mode: 'width' }, output: { format: 'jpeg', quality: 0.9 } }

/** Our pipeline, exactly as the batch UI runs it (one lane per worker, 240 px thumbnails included). */
async function ours(job: Job) {
  const spec = { ...specFor(job), thumbnail: 240 }
  results = new Array(sources.length)
  const stop = startProbe()
  const t0 = performance.now()
  const ctrl = new AbortController()
  const { ok, failed } = await runBatch(sources, (file, signal) => transformImage(file, spec, signal), ctrl.signal, {
    onDone: (i, r) => {
      results[i] = r.blob
    },
  })
  const ms = performance.now() - t0
  return {
    ms: Math.round(ms),
    ok,
    failed,
    outMB: Math.round(results.reduce((a, b) => a + (b?.size ?? 0), 0) / 1e5) / 10,
    ...stop(),
  }
}

/** The baseline: a main-thread loop over one <canvas> (decode, draw, toBlob), one image at a time. */
async function baseline(job: Job) {
  const stop = startProbe()
  const t0 = performance.now()
  const canvas = document.createElement('canvas')
  let outBytes = 0
  for (const blob of sources) {
    const bitmap = await createImageBitmap(blob)
    const w = job === 'resize' ? 1920 : bitmap.width
    const h = job === 'resize' ? Math.round((bitmap.height * 1920) / bitmap.width) : bitmap.height
    canvas.width = w
    canvas.height = h
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
    ctx.imageSmoothingQuality = 'high'
    ctx.drawImage(bitmap, 0, 0, w, h)
    bitmap.close()
    const out = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, job === 'convert' ? 'image/webp' : 'image/jpeg', 0.9),
    )
    outBytes += out?.size ?? 0
  }
  const ms = performance.now() - t0
  return { ms: Math.round(ms), outMB: Math.round(outBytes / 1e5) / 10, ...stop() }
}

/** 'Download All' of the last results: ZIP in the zip worker, then the download. */
async function downloadAll() {
  const stop = startProbe()
  const t0 = performance.now()
  const zip = await createZip(results.map((blob, i) => ({ name: `image-${i + 1}.webp`, data: blob })))
  downloadBlob(zip, 'bench.zip')
  const ms = performance.now() - t0
  return { ms: Math.round(ms), zipMB: Math.round(zip.size / 1e5) / 10, entries: results.length, ...stop() }
}

Object.assign(window, { bench: { generate, ours, baseline, downloadAll, sources: () => sources } })
document.body.dataset.ready = 'true'
