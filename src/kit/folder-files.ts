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

const readBatch = (reader: FileSystemDirectoryReader) =>
  new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject))
const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject))

export interface FolderRead {
  files: File[]
  /** More files were there than MAX_FOLDER_FILES. */
  truncated: boolean
  /** The drop held a folder (not only files). */
  hadFolder: boolean
}

/** The files of a drop: plain files as they are, folders walked, each with its path. */
export async function filesFromDrop(transfer: DataTransfer): Promise<FolderRead> {
  const entries: FileSystemEntry[] = []
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
  const files: File[] = [...loose]
  const queue = [...entries]
  let truncated = false
  while (queue.length) {
    const entry = queue.shift() as FileSystemEntry
    if (files.length >= MAX_FOLDER_FILES) {
      truncated = true
      break
    }
    if (entry.isFile) {
      const file = await fileOf(entry as FileSystemFileEntry)
      setRelativePath(file, entry.fullPath)
      files.push(file)
    } else if (entry.isDirectory) {
      const reader = (entry as FileSystemDirectoryEntry).createReader()
      for (let batch = await readBatch(reader); batch.length; batch = await readBatch(reader)) queue.push(...batch)
    }
  }
  return { files, truncated, hadFolder }
}

/** A webkitdirectory pick's files (already carrying webkitRelativePath), capped like a drop. */
export function filesFromPick(list: FileList | null): FolderRead {
  const all = Array.from(list ?? [])
  return { files: all.slice(0, MAX_FOLDER_FILES), truncated: all.length > MAX_FOLDER_FILES, hadFolder: true }
}
