// Shared by every benchmark: options, a `vite preview` we hold the real process id of, and Debian Chromium.
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'

export { chromiumArgs, chromiumPath }

/** Reads `--name value` from the command line. */
export function option(name, fallback) {
  const args = process.argv.slice(2)
  const i = args.indexOf(name)
  return i === -1 ? fallback : args[i + 1]
}

/** Starts `vite preview` on `port` serving `outDir`; resolves once `probePath` answers 200. */
export async function startPreview({ port, outDir = process.env.LK_OUT ?? 'dist', probePath = '/' }) {
  const server = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
      '--outDir',
      outDir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM')
  }
  process.on('exit', stop)
  const deadline = Date.now() + 30_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode}); is port ${port} free?`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}${probePath}`)
      if (res.ok) break
      throw new Error(
        `HTTP ${res.status} for ${probePath}: build the bench page first (see the script's header; npm run bench does it)`,
      )
    } catch (error) {
      if (String(error).includes('HTTP')) {
        stop()
        throw error
      }
      if (Date.now() > deadline) {
        stop()
        throw new Error('vite preview did not start')
      }
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  return { url: `http://127.0.0.1:${port}`, stop }
}

export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...extraArgs],
  })
}
