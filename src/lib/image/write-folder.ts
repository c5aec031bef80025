// Writes one result into a folder handle (File System Access API): sub-folders made as needed, and a name already
// there never overwritten: the file gets "name (2).ext", "name (3).ext"… instead. The bytes are written in the image
// worker, so they go from the worker to the disk and never through the page.
//
// Two results of the same target name written at once (a pool of workers, each awaiting the disk) must not both see
// the name free and both create it: each candidate name is reserved in the folder's `taken` set synchronously, before
// the await that asks the disk whether it is there, so the second writer moves on to "name (2).ext" at once. The set
// is case-folded (a Windows or macOS disk takes "IMG.jpg" and "img.jpg" for the same file).
import { splitPath } from './batch-settings'

/** Paths (relative to one root, case-folded) written or being written by this page: see claimFolderPath. */
export type FolderNames = Set<string>

const keyOf = (path: string) => path.normalize('NFC').toLowerCase()

async function exists(dir: FileSystemDirectoryHandle, name: string): Promise<boolean> {
  try {
    await dir.getFileHandle(name)
    return true
  } catch (error) {
    // NotFoundError: free. A folder of that name (TypeMismatchError) is as taken as a file.
    return (error as Error)?.name !== 'NotFoundError'
  }
}

export interface ClaimedPath {
  /** The sub-folder the file goes in (made if it was not there). */
  folder: FileSystemDirectoryHandle
  /** The path to write, relative to the root ("trip/IMG_1 (2).webp"). */
  path: string
  /** Its file name. */
  name: string
}

/**
 * The first free path at or beside `path` under `root` (neither on disk nor in `taken`), reserved in `taken` before
 * this resolves. Each candidate is reserved synchronously before the disk is asked about it, so concurrent claims of
 * one name never get the same answer. Release a path (`releaseFolderPath`) when its write fails.
 */
export async function claimFolderPath(
  root: FileSystemDirectoryHandle,
  path: string,
  taken: FolderNames,
): Promise<ClaimedPath> {
  const { dir, base, ext } = splitPath(path)
  let folder = root
  for (const part of dir.split('/').filter(Boolean)) folder = await folder.getDirectoryHandle(part, { create: true })
  const dot = ext ? `.${ext}` : ''
  for (let k = 1; ; k++) {
    const name = k === 1 ? `${base}${dot}` : `${base} (${k})${dot}`
    const key = keyOf(`${dir}${name}`)
    if (taken.has(key)) continue
    // Reserved now, before the await: a claim running meanwhile skips it. A name found on disk stays reserved (it is
    // taken either way).
    taken.add(key)
    if (!(await exists(folder, name))) return { folder, path: `${dir}${name}`, name }
  }
}

/** Gives a claimed path back (its write failed, so nothing is there). */
export function releaseFolderPath(taken: FolderNames, path: string): void {
  taken.delete(keyOf(path))
}

/** Marks a path as taken (a file another writer put there). */
export function reserveFolderPath(taken: FolderNames, path: string): void {
  taken.add(keyOf(path))
}

/**
 * Writes `blob` at `path` under `root`; resolves to the path used (renamed on a clash). Writes sharing one `taken`
 * set never pick the same name, however they interleave.
 */
export async function writeIntoFolder(
  root: FileSystemDirectoryHandle,
  path: string,
  blob: Blob,
  taken: FolderNames = new Set(),
): Promise<string> {
  const claimed = await claimFolderPath(root, path, taken)
  try {
    const handle = await claimed.folder.getFileHandle(claimed.name, { create: true })
    const writable = await handle.createWritable()
    try {
      await writable.write(blob)
      await writable.close()
    } catch (error) {
      await writable.abort().catch(() => {})
      throw error
    }
  } catch (error) {
    // The name was free, so the (empty or partial) file there is this write's own: it goes, and the name is free again.
    await claimed.folder.removeEntry(claimed.name).catch(() => {})
    releaseFolderPath(taken, claimed.path)
    throw error
  }
  return claimed.path
}
