// Loads mime-db's list on demand (a separate chunk of about 200 KB), once per page.
import { type MimeDbRecord, type MimeEntry, toEntries } from './mime-search'

let loading: Promise<MimeEntry[]> | null = null

export function loadMimeEntries(): Promise<MimeEntry[]> {
  loading ??= import('mime-db/db.json')
    .then((m) => toEntries(m.default as Record<string, MimeDbRecord>))
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}
