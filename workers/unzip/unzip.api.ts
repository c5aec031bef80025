// Opening ZIPs off the main thread: the central directory is read in slices (the archive is never loaded whole),
// and each entry is inflated as a stream with the zip-bomb limits of src/tools/zip-extract/zip-extract.ts.
import {
  archiveProblem,
  type EntryPreview,
  extractEntry,
  previewEntry,
  type ReadAt,
  readListing,
  type ZipEntryInfo,
  type ZipListing,
} from '../../src/lib/zip/zip-extract'

const readerFor =
  (blob: Blob): ReadAt =>
  async (offset, length) =>
    new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer())

export const unzipApi = {
  async list(file: Blob): Promise<ZipListing & { problem: string | null }> {
    const listing = await readListing(file.size, readerFor(file))
    return { ...listing, problem: archiveProblem(listing) }
  },

  async extract(file: Blob, entry: ZipEntryInfo, onProgress?: (done: number) => void): Promise<Blob> {
    return extractEntry(entry, readerFor(file), (start, end) => file.slice(start, end), onProgress)
  },

  /** A preview that unpacks only what it shows (cancelling ends the worker, and with it the stream). */
  async preview(file: Blob, entry: ZipEntryInfo): Promise<EntryPreview> {
    return previewEntry(entry, readerFor(file), (start, end) => file.slice(start, end))
  },
}

export type UnzipApi = typeof unzipApi
