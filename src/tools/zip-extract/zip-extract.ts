// The zip-extract page's own rules: which entries a filter shows, the listing's counts, how dates are written and
// what "Download all" reports when it ends.
import type { ZipEntryInfo } from '../../lib/zip/zip-extract'

/** Rows drawn per step: 100,000 entries never become 100,000 table rows in one frame. */
export const PAGE_ROWS = 200
/**
 * Rows added to the table per frame while it fills up to its page: a fresh table of 200 rows (icons, buttons) takes
 * the browser 80 ms or more to style and lay out in one frame; 50 more rows at a time take 10-25 ms.
 */
export const FRAME_ROWS = 50

/** "2024-03-05 14:07" in local time, or a dash when the entry has no valid date. */
export function formatDate(ms: number | null): string {
  if (ms === null) return '—'
  const d = new Date(ms)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}

/** The entries whose path holds the filter text (any case); all of them for an empty filter. */
export function filterEntries(entries: ZipEntryInfo[], filter: string): ZipEntryInfo[] {
  const q = filter.trim().toLowerCase()
  return q ? entries.filter((e) => e.path.toLowerCase().includes(q)) : entries
}

export function countEntries(entries: ZipEntryInfo[]) {
  const folders = entries.filter((e) => e.isFolder).length
  return { files: entries.length - folders, folders, encrypted: entries.filter((e) => e.encrypted).length }
}

export const encryptedNote = (count: number) =>
  `${count === 1 ? '1 entry is' : `${count} entries are`} encrypted (password-protected) and cannot be extracted here; the others can.`

export interface SaveReport {
  type: 'success' | 'warning' | 'error'
  title: string
  description: string
}

/** The toast after "Download all" ran to its end: what was saved and how many were skipped. */
export function saveAllReport(saved: number, skipped: number): SaveReport {
  if (!saved)
    return { type: 'error', title: 'Cannot extract', description: 'No entry in this ZIP can be extracted here.' }
  const files = `${saved} ${saved === 1 ? 'file' : 'files'} saved`
  return {
    type: skipped ? 'warning' : 'success',
    title: 'Downloaded!',
    description: skipped ? `${files}, ${skipped} skipped (encrypted, unsupported or damaged)` : files,
  }
}
