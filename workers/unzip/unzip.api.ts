// Opening ZIPs off the main thread: the central directory is read in slices (the archive is never loaded whole),
// and each entry is inflated as a stream with the zip-bomb limits of src/tools/zip-extract/zip-extract.ts.
import {
  archiveProblem,
  extractEntry,
  type ReadAt,
  readListing,
  type ZipEntryInfo,
  type ZipListing,
} from '../../src/tools/zip-extract/zip-extract'

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
}

export type UnzipApi = typeof unzipApi
