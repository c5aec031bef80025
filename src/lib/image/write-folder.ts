// Writes one result into a folder handle (File System Access API): sub-folders made as needed, and a name already
// there never overwritten: the file gets "name (2).ext", "name (3).ext"… instead. Runs in the image worker, so the
// result's bytes go from the worker to the disk and never through the page.
import { splitPath } from './batch-settings'

async function exists(dir: FileSystemDirectoryHandle, name: string): Promise<boolean> {
  try {
    await dir.getFileHandle(name)
    return true
  } catch (error) {
    // NotFoundError: free. A folder of that name (TypeMismatchError) is as taken as a file.
    return (error as Error)?.name !== 'NotFoundError'
  }
}

/** Writes `blob` at `path` under `root`; resolves to the path used (renamed on a clash). */
export async function writeIntoFolder(root: FileSystemDirectoryHandle, path: string, blob: Blob): Promise<string> {
  const { dir, base, ext } = splitPath(path)
  let folder = root
  for (const part of dir.split('/').filter(Boolean)) folder = await folder.getDirectoryHandle(part, { create: true })
  const dot = ext ? `.${ext}` : ''
  let name = `${base}${dot}`
  for (let k = 2; await exists(folder, name); k++) name = `${base} (${k})${dot}`
  const handle = await folder.getFileHandle(name, { create: true })
  const writable = await handle.createWritable()
  try {
    await writable.write(blob)
    await writable.close()
  } catch (error) {
    await writable.abort().catch(() => {})
    throw error
  }
  return `${dir}${name}`
}
