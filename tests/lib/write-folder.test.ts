import { describe, expect, it } from 'vitest'
import { folderSink } from '../../src/kit/folder-sink'
import { writeIntoFolder } from '../../src/lib/image/write-folder'

// A folder handle whose every call awaits a timer, as a real disk does: two writers that interleave their awaits see
// the same state of the folder unless the names are reserved before the first await.
const later = <T>(value: () => T) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(value())
      } catch (error) {
        reject(error)
      }
    }, 5),
  )

const notFound = () => Object.assign(new Error('not found'), { name: 'NotFoundError' })

class FakeFile {
  bytes = ''
  writes = 0
}

class FakeDir {
  readonly files = new Map<string, FakeFile>()
  readonly dirs = new Map<string, FakeDir>()
  constructor(readonly name = '') {}

  getFileHandle(name: string, options: { create?: boolean } = {}) {
    return later(() => {
      let file = this.files.get(name)
      if (!file) {
        if (!options.create) throw notFound()
        file = new FakeFile()
        this.files.set(name, file)
      }
      const target = file
      return {
        createWritable: () =>
          later(() => {
            let pending = ''
            return {
              write: async (blob: Blob) => {
                pending = await blob.text()
              },
              close: () =>
                later(() => {
                  target.bytes = pending
                  target.writes++
                }),
              abort: async () => {},
            }
          }),
      }
    })
  }

  removeEntry(name: string) {
    return later(() => {
      if (!this.files.delete(name)) throw notFound()
    })
  }

  getDirectoryHandle(name: string, options: { create?: boolean } = {}) {
    return later(() => {
      let dir = this.dirs.get(name)
      if (!dir) {
        if (!options.create) throw notFound()
        dir = new FakeDir(name)
        this.dirs.set(name, dir)
      }
      return dir
    })
  }
}

const asHandle = (dir: FakeDir) => dir as unknown as FileSystemDirectoryHandle
const contents = (dir: FakeDir) => Object.fromEntries([...dir.files].map(([name, f]) => [name, f.bytes]))

describe('writeIntoFolder: name clashes', () => {
  it('gives the second of two concurrent writes of one name "name (2).ext", both files kept', async () => {
    const root = new FakeDir()
    const taken = new Set<string>()
    const paths = await Promise.all([
      writeIntoFolder(asHandle(root), 'trip/a.jpg', new Blob(['first']), taken),
      writeIntoFolder(asHandle(root), 'trip/a.jpg', new Blob(['second']), taken),
    ])
    expect(paths).toEqual(['trip/a.jpg', 'trip/a (2).jpg'])
    const trip = root.dirs.get('trip') as FakeDir
    expect(contents(trip)).toEqual({ 'a.jpg': 'first', 'a (2).jpg': 'second' })
    for (const f of trip.files.values()) expect(f.writes).toBe(1)
  })

  it('skips names already on disk, and a case-only difference counts as the same name', async () => {
    const root = new FakeDir()
    const old = new FakeFile()
    old.bytes = 'old'
    root.files.set('a.jpg', old)
    const taken = new Set<string>()
    const paths = await Promise.all([
      writeIntoFolder(asHandle(root), 'a.jpg', new Blob(['one']), taken),
      writeIntoFolder(asHandle(root), 'A.jpg', new Blob(['two']), taken),
      writeIntoFolder(asHandle(root), 'a.jpg', new Blob(['three']), taken),
    ])
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(3)
    expect(contents(root)['a.jpg']).toBe('old')
    expect(Object.values(contents(root)).sort()).toEqual(['old', 'one', 'three', 'two'])
  })

  it('gives a failed write its name back and leaves no empty file behind', async () => {
    const root = new FakeDir()
    const taken = new Set<string>()
    const broken = { text: () => Promise.reject(new Error('disk full')) } as unknown as Blob
    await expect(writeIntoFolder(asHandle(root), 'a.jpg', broken, taken)).rejects.toThrow('disk full')
    expect(root.files.size).toBe(0)
    expect(await writeIntoFolder(asHandle(root), 'a.jpg', new Blob(['ok']), taken)).toBe('a.jpg')
  })
})

describe('folderSink: names claimed on the page, bytes written elsewhere', () => {
  it('never lets two workers (each with its own view of the folder) overwrite each other', async () => {
    const root = new FakeDir('out')
    const old = new FakeFile()
    old.bytes = 'old'
    root.files.set('a.jpg', old)
    // As the image worker does: a fresh name set per call, so only the page's claim keeps the writes apart.
    const sink = folderSink(asHandle(root), (r, path, blob) => writeIntoFolder(r, path, blob))
    const paths = await Promise.all([
      sink.write('a.jpg', new Blob(['one'])),
      sink.write('a.jpg', new Blob(['two'])),
      sink.write('a (2).jpg', new Blob(['three'])),
    ])
    expect(new Set(paths).size).toBe(3)
    expect(paths).not.toContain('a.jpg')
    const files = contents(root)
    expect(Object.keys(files)).toHaveLength(4)
    expect(files['a.jpg']).toBe('old')
    expect(paths.map((p) => files[p])).toEqual(['one', 'two', 'three'])
    expect(sink.name).toBe('out')
  })
})

describe('folderSink: Cancel', () => {
  it('writes nothing once cancelled, and a write cancelled on its way leaves no file and frees its name', async () => {
    const root = new FakeDir('out')
    const before = new AbortController()
    before.abort()
    const sink = folderSink(asHandle(root), (r, path, blob) => writeIntoFolder(r, path, blob))
    await expect(sink.write('a.jpg', new Blob(['x']), before.signal)).rejects.toMatchObject({ name: 'AbortError' })
    expect(root.files.size).toBe(0)

    // The worker wrote (or began to) and then the batch was cancelled: the pool rejects with an AbortError.
    const during = new AbortController()
    const cancelled = folderSink(asHandle(root), async (r, path, blob, signal) => {
      await writeIntoFolder(r, path, blob)
      during.abort()
      if (signal?.aborted) throw new DOMException('aborted', 'AbortError')
      return path
    })
    await expect(cancelled.write('a.jpg', new Blob(['late']), during.signal)).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(root.files.size).toBe(0)
    expect(await cancelled.write('a.jpg', new Blob(['next']))).toBe('a.jpg')
    expect(contents(root)).toEqual({ 'a.jpg': 'next' })
  })
})
