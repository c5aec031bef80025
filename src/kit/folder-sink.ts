// "Save to a folder…": results written one by one into a folder the visitor picks (File System Access API), each as
// soon as it is made, so the page can let its bytes go. Sub-folders of the result's path are made as needed; a name
// already in the folder is never overwritten: the file gets "name (2).ext", "name (3).ext"… instead.
import { abortError, isAbortError } from '../jobs/errors'
import { saveIntoFolder } from '../jobs/image'
import { claimFolderPath, type FolderNames, releaseFolderPath, reserveFolderPath } from '../lib/image/write-folder'

type DirectoryPicker = (options?: { id?: string; mode?: 'read' | 'readwrite' }) => Promise<FileSystemDirectoryHandle>

/** This browser can give a page a folder to write into (Chromium on desktop; not Firefox or Safari). */
export function canSaveToFolder(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof (window as { showDirectoryPicker?: unknown }).showDirectoryPicker === 'function'
  )
}

/** Asks for a folder; null when the visitor closes the picker. */
export async function pickFolder(): Promise<FileSystemDirectoryHandle | null> {
  const picker = (window as unknown as { showDirectoryPicker: DirectoryPicker }).showDirectoryPicker
  try {
    return await picker({ id: 'localkit-images', mode: 'readwrite' })
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') return null
    throw error
  }
}

export interface FolderSink {
  /** The folder's name, for the page. */
  name: string
  /**
   * Writes the blob at `path` (folders made as needed); resolves to the path used (renamed on a clash). Once `signal`
   * has aborted (Cancel), nothing more is written: a write that has not reached the disk rejects with an AbortError.
   */
  write(path: string, blob: Blob, signal?: AbortSignal): Promise<string>
}

/**
 * A folder to save into. Each name is claimed here, on the page, in the folder's one set of taken names (synchronously
 * before any await, see claimFolderPath), so results written at once by different workers never pick the same name;
 * the bytes are then written in the image worker (writeIntoFolder): they go from there to the disk, and the page's
 * main thread never touches them. A name already in the folder is never overwritten.
 */
export function folderSink(
  root: FileSystemDirectoryHandle,
  save: (
    root: FileSystemDirectoryHandle,
    path: string,
    blob: Blob,
    signal?: AbortSignal,
  ) => Promise<string> = saveIntoFolder,
): FolderSink {
  const taken: FolderNames = new Set()
  return {
    // The origin-private folder's root has no name.
    name: root.name || 'the chosen folder',
    write: async (path, blob, signal) => {
      if (signal?.aborted) throw abortError()
      const claimed = await claimFolderPath(root, path, taken)
      // Cancelled while the name was being claimed: the bytes never reach the folder.
      if (signal?.aborted) {
        releaseFolderPath(taken, claimed.path)
        throw abortError()
      }
      let written: string
      try {
        written = await save(root, claimed.path, blob, signal)
      } catch (error) {
        // Cancelled while waiting for a worker or while writing: the name was free when claimed, so whatever is there
        // now (an empty or finished file) is this write's, and goes: the folder holds only what the list says saved.
        if (isAbortError(error)) await claimed.folder.removeEntry(claimed.name).catch(() => {})
        releaseFolderPath(taken, claimed.path)
        throw error
      }
      // The worker renames too if something else put a file there meanwhile.
      if (written !== claimed.path) reserveFolderPath(taken, written)
      return written
    },
  }
}
