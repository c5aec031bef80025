// Exposes the real worker pool to the e2e test on a built page (no React, no app code).
import { Comlink, WorkerPool } from '../../src/jobs/worker-pool'
import type { ProbeApi } from '../../workers/probe/probe.api'

const createProbe = () =>
  new Worker(new URL('../../workers/probe/probe.worker.ts', import.meta.url), { type: 'module' })

const harness = {
  WorkerPool,
  Comlink,
  createProbe,
  newPool: (size = 1, warm = 0, idleMs = 30_000) => new WorkerPool<ProbeApi>(createProbe, { size, warm, idleMs }),
}

Object.assign(window, { harness })
document.body.dataset.ready = 'true'
