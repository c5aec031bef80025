// "Download all" as a job: each entry that can be extracted is unpacked in the worker and saved in turn; the tally
// says how far it got, also when the job is cancelled part-way.

import type { JobContext } from '../../jobs/job-atom'
import { extractZipEntry } from '../../jobs/unzip'
import { downloadBlob } from '../../lib/download'
import { saveName, type ZipEntryInfo } from '../../lib/zip/zip-extract'

export interface SaveAllArgs {
  file: File
  entries: ZipEntryInfo[]
  /** Filled in as the job goes: files saved, and paths that failed. */
  tally: { saved: number; failed: string[] }
}

/** Browsers drop downloads started in the same instant. */
const DOWNLOAD_GAP_MS = 150

export async function saveEntries({ file, entries, tally }: SaveAllArgs, { signal, onProgress }: JobContext) {
  const total = entries.length
  const report = (done: number) => onProgress({ done, total, label: `Saving ${done} of ${total} files` })
  report(0)
  for (const [done, entry] of entries.entries()) {
    signal.throwIfAborted()
    try {
      const blob = await extractZipEntry(file, entry, signal)
      downloadBlob(blob, saveName(entry.path))
      tally.saved++
      await new Promise((r) => setTimeout(r, DOWNLOAD_GAP_MS))
    } catch (error) {
      if (signal.aborted) throw error
      tally.failed.push(entry.path)
    }
    report(done + 1)
  }
  return tally
}
