// Client of the barcode worker (bwip-js). A drawing in progress is aborted with its job, which ends that worker; the
// worker's first load never is (a keystroke while the encoders load would otherwise start the load over, and a visitor
// typing on a slow connection would never see a barcode).
import type { RenderOptions } from 'bwip-js/browser'
import type { BarcodeApi, DrawnPng } from '../../workers/barcode/barcode.api'
import { defineWorkerClient, raceAbort } from './worker-pool'

export type { DrawnPng }

const barcodePool = defineWorkerClient<BarcodeApi>(
  () => new Worker(new URL('../../workers/barcode/barcode.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 5 * 60_000 },
)

/**
 * Waits (as long as `signal` allows) for a worker with bwip-js loaded; the load itself goes on regardless, within a
 * time limit (a worker that never loads fails the drawing instead of holding every later one back).
 */
function loaded(signal: AbortSignal): Promise<true> {
  return raceAbort(barcodePool().call('ready', [], { timeoutMs: 30_000 }), signal)
}

export async function drawBarcodePng(options: RenderOptions, signal: AbortSignal): Promise<DrawnPng> {
  await loaded(signal)
  return barcodePool().call('png', [options], { signal })
}

export async function drawBarcodeSvg(options: RenderOptions, signal: AbortSignal): Promise<string> {
  await loaded(signal)
  return barcodePool().call('svg', [options], { signal })
}
