// "Save to a folder…": results written one by one into a folder the visitor picks (File System Access API), each as
// soon as it is made, so the page can let its bytes go. Sub-folders of the result's path are made as needed; a name
// already in the folder is never overwritten: the file gets "name (2).ext", "name (3).ext"… instead.
import { splitPath } from '../lib/image/batch-settings'

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
  /** Writes the blob at `path` (folders made as needed); resolves to the path used (renamed on a clash). */
  write(path: string, blob: Blob): Promise<string>
}

async function exists(dir: FileSystemDirectoryHandle, name: string): Promise<boolean> {
  try {
    await dir.getFileHandle(name)
    return true
  } catch (error) {
    if ((error as Error)?.name === 'NotFoundError') return false
    // A folder of that name (TypeMismatchError) is as taken as a file.
    return true
  }
}

export function folderSink(root: FileSystemDirectoryHandle): FolderSink {
  const dirs = new Map<string, Promise<FileSystemDirectoryHandle>>([['', Promise.resolve(root)]])
  /** Names given out by this sink and not yet on disk (two writes at once never pick the same free name). */
  const pending = new Set<string>()
  const dirOf = (path: string): Promise<FileSystemDirectoryHandle> => {
    const known = dirs.get(path)
    if (known) return known
    const parts = path.split('/').filter(Boolean)
    const parent = parts.slice(0, -1).join('/')
    const made = dirOf(parent).then((p) => p.getDirectoryHandle(parts[parts.length - 1], { create: true }))
    dirs.set(path, made)
    return made
  }
  return {
    // The origin-private folder's root has no name.
    name: root.name || 'the chosen folder',
    async write(path, blob) {
      const { dir, base, ext } = splitPath(path)
      const folder = await dirOf(dir.replace(/\/$/, ''))
      const dot = ext ? `.${ext}` : ''
      let name = `${base}${dot}`
      for (let k = 2; pending.has(`${dir}${name}`.toLowerCase()) || (await exists(folder, name)); k++)
        name = `${base} (${k})${dot}`
      const key = `${dir}${name}`.toLowerCase()
      pending.add(key)
      try {
        const handle = await folder.getFileHandle(name, { create: true })
        const writable = await handle.createWritable()
        try {
          await writable.write(blob)
          await writable.close()
        } catch (error) {
          await writable.abort().catch(() => {})
          throw error
        }
      } finally {
        pending.delete(key)
      }
      return `${dir}${name}`
    },
  }
}
