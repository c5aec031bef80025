import { describe, expect, it } from 'vitest'
import {
  type DirectoryEntryLike,
  type EntryLike,
  type FileEntryLike,
  relativePathOf,
  walkEntries,
} from '../../src/kit/folder-files'

// Fake FileSystemEntry trees as webkitGetAsEntry gives them: a directory's reader hands out its entries at most 100
// per call, asynchronously, and an empty batch once it has given them all (as Chromium's does).
interface Tree {
  [name: string]: Tree | string
}

let readCalls = 0

function entryOf(name: string, node: Tree | string, parent: string): EntryLike {
  const fullPath = `${parent}/${name}`
  if (typeof node === 'string') {
    const entry: FileEntryLike = {
      isFile: true,
      isDirectory: false,
      fullPath,
      file: (ok) => setTimeout(() => ok(new File([node], name, { type: 'image/jpeg' })), 0),
    }
    return entry
  }
  const entry: DirectoryEntryLike = {
    isFile: false,
    isDirectory: true,
    fullPath,
    createReader: () => {
      const children = Object.entries(node).map(([n, child]) => entryOf(n, child, fullPath))
      let at = 0
      return {
        readEntries: (ok) => {
          readCalls++
          const batch = children.slice(at, at + 100)
          at += batch.length
          setTimeout(() => ok(batch), 0)
        },
      }
    },
  }
  return entry
}

/** A holiday folder of 250 photos: 130 at the top, 100 in "day 1", 20 in "day 1/best". */
function holiday(): { tree: Tree; paths: string[] } {
  const paths: string[] = []
  const files = (dir: string, from: number, n: number): Tree => {
    const t: Tree = {}
    for (let i = from; i < from + n; i++) {
      const name = `IMG_${String(i).padStart(4, '0')}.jpg`
      t[name] = `photo ${i}`
      paths.push(`trip/${dir}${name}`)
    }
    return t
  }
  const top = files('', 1, 130)
  const day = files('day 1/', 131, 100)
  const best = files('day 1/best/', 231, 20)
  return { tree: { ...top, 'day 1': { ...day, best } }, paths }
}

describe('walkEntries: a dropped folder', () => {
  it('takes all 250 files of nested folders, reading each directory until it gives nothing, paths kept', async () => {
    const { tree, paths } = holiday()
    readCalls = 0
    const { files, truncated } = await walkEntries([entryOf('trip', tree, '')])
    expect(truncated).toBe(false)
    expect(files).toHaveLength(250)
    expect(files.map(relativePathOf).sort()).toEqual([...paths].sort())
    expect(relativePathOf(files.find((f) => f.name === 'IMG_0240.jpg') as File)).toBe('trip/day 1/best/IMG_0240.jpg')
    expect(await (files.find((f) => f.name === 'IMG_0007.jpg') as File).text()).toBe('photo 7')
    // trip: 131 entries → 100, 31, empty; day 1: 101 → 100, 1, empty; best: 20 → 20, empty.
    expect(readCalls).toBe(8)
  })

  it('takes loose files and several folders of one drop, and stops at the limit saying so', async () => {
    const { tree } = holiday()
    const loose = entryOf('notes.jpg', 'loose', '')
    const other = entryOf('other', { 'a.jpg': 'a' }, '')
    const all = await walkEntries([loose, entryOf('trip', tree, ''), other])
    expect(all.files).toHaveLength(252)
    expect(all.files.map(relativePathOf)).toEqual(expect.arrayContaining(['notes.jpg', 'other/a.jpg']))
    const capped = await walkEntries([entryOf('trip', tree, '')], 200)
    expect(capped).toMatchObject({ truncated: true })
    expect(capped.files).toHaveLength(200)
    const exact = await walkEntries([entryOf('trip', tree, '')], 250)
    expect(exact.truncated).toBe(false)
  })

  it('an empty folder gives nothing, and a reader that fails fails the walk', async () => {
    expect((await walkEntries([entryOf('empty', {}, '')])).files).toEqual([])
    const broken: DirectoryEntryLike = {
      isFile: false,
      isDirectory: true,
      fullPath: '/locked',
      createReader: () => ({ readEntries: (_ok, fail) => setTimeout(() => fail?.(new Error('denied')), 0) }),
    }
    await expect(walkEntries([broken])).rejects.toThrow('denied')
  })
})
