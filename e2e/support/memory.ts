// The browser's memory as the operating system sees it: the resident size of every Chromium process (read from
// /proc, as bench/gif/run.mjs does), so memory a page's workers keep is counted too.
import { readFileSync } from 'node:fs'
import type { Page } from './test'

function rssKB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) : 0
  } catch {
    return 0
  }
}

/** Total resident memory of the browser's processes, in MB. */
export async function browserMemoryMB(page: Page): Promise<number> {
  const browser = page.context().browser()
  if (!browser) throw new Error('no browser')
  const cdp = await browser.newBrowserCDPSession()
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { id: number }[] }
    return processInfo.reduce((sum, p) => sum + rssKB(p.id), 0) / 1024
  } finally {
    await cdp.detach()
  }
}
