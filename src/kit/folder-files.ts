// Files from a dropped or picked folder, with their paths inside it: a drop's DataTransferItems are walked through
// webkitGetAsEntry (a queue, not recursion, whatever the folder's depth; a directory reader returns its entries a
// batch at a time until it returns none), a webkitdirectory pick carries webkitRelativePath. The path of each file is
// kept beside it (relativePathOf) so the batch can write "trip/day 1/IMG_1.webp" back.

/** Files taken from one drop at most. */
export const MAX_FOLDER_FILES = 10_000

const paths = new WeakMap<File, string>()

/** The file's path inside the folder it came from ("trip/day 1/IMG_1.JPG"), or its name. */
export function relativePathOf(file: File): string {
  return paths.get(file) || file.webkitRelativePath || file.name
}

/** Records a file's path (tests and the handoff use it too). */
export function setRelativePath(file: File, path: string): void {
  paths.set(file, path.replace(/^\/+/, ''))
}

/**
 * What the walk needs of a FileSystemEntry (webkitGetAsEntry's), so it runs on fake entries in tests as on the
 * browser's: a file entry gives its File, a directory entry a reader whose readEntries gives a batch of its entries
 * per call (Chromium: at most 100) and an empty batch once all were given.
 */
export interface EntryLike {
  readonly isFile: boolean
  readonly isDirectory: boolean
  /** "/trip/day 1/IMG_1.JPG": the path inside the drop. */
  readonly fullPath: string
}
export interface FileEntryLike extends EntryLike {
  file(success: (file: File) => void, error?: (error: unknown) => void): void
}
export interface DirectoryEntryLike extends EntryLike {
  createReader(): DirectoryReaderLike
}
export interface DirectoryReaderLike {
  readEntries(success: (entries: EntryLike[]) => void, error?: (error: unknown) => void): void
}

const readBatch = (reader: DirectoryReaderLike) =>
  new Promise<EntryLike[]>((resolve, reject) => reader.readEntries(resolve, reject))
const fileOf = (entry: FileEntryLike) => new Promise<File>((resolve, reject) => entry.file(resolve, reject))

export interface FolderRead {
  files: File[]
  /** More files were there than MAX_FOLDER_FILES. */
  truncated: boolean
  /** The drop held a folder (not only files). */
  hadFolder: boolean
}

/**
 * The files under `entries` (folders walked to any depth, each directory read until its reader gives an empty
 * batch), each with its path recorded (relativePathOf: "trip/day 1/IMG_1.JPG"); at most `limit` files.
 */
export async function walkEntries(
  entries: readonly EntryLike[],
  limit = MAX_FOLDER_FILES,
): Promise<{ files: File[]; truncated: boolean }> {
  const files: File[] = []
  // A queue, not recursion: a folder's depth costs nothing on the stack.
  const queue = [...entries]
  for (let i = 0; i < queue.length; i++) {
    const entry = queue[i]
    if (entry.isFile) {
      if (files.length >= limit) return { files, truncated: true }
      const file = await fileOf(entry as FileEntryLike)
      setRelativePath(file, entry.fullPath)
      files.push(file)
    } else if (entry.isDirectory) {
      const reader = (entry as DirectoryEntryLike).createReader()
      for (let batch = await readBatch(reader); batch.length; batch = await readBatch(reader)) queue.push(...batch)
    }
  }
  return { files, truncated: false }
}

/** The files of a drop: plain files as they are, folders walked, each with its path. */
export async function filesFromDrop(transfer: DataTransfer): Promise<FolderRead> {
  const entries: EntryLike[] = []
  const loose: File[] = []
  for (const item of Array.from(transfer.items ?? [])) {
    if (item.kind !== 'file') continue
    const entry = item.webkitGetAsEntry?.()
    if (entry) entries.push(entry)
    else {
      const f = item.getAsFile()
      if (f) loose.push(f)
    }
  }
  const hadFolder = entries.some((e) => e.isDirectory)
  if (!hadFolder) return { files: Array.from(transfer.files), truncated: false, hadFolder }
  const walked = await walkEntries(entries, MAX_FOLDER_FILES - loose.length)
  return { files: [...loose, ...walked.files], truncated: walked.truncated, hadFolder }
}

/** A webkitdirectory pick's files (already carrying webkitRelativePath), capped like a drop. */
export function filesFromPick(list: FileList | null): FolderRead {
  const all = Array.from(list ?? [])
  return { files: all.slice(0, MAX_FOLDER_FILES), truncated: all.length > MAX_FOLDER_FILES, hadFolder: true }
}
