// Inputs of a gigabyte are written to disk by Node (once, into the temp folder) rather than made in the page: a Blob
// of that size built in the page lives in Chromium's blob storage, which an off-the-record context (every Playwright
// context) cannot page to disk, and reading it fails ("The requested file could not be read"). A user's big file is
// a file on disk, so that is what the page gets: set on a file input of our own by path (no bytes cross the DevTools
// protocol for a local browser), then dropped on the tool's drop zone like any other file.
import { randomFillSync } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, renameSync, statSync, writeSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'

const MB = 2 ** 20
const dir = join(os.tmpdir(), 'localkit-scale')

function cached(name, size, write) {
  mkdirSync(dir, { recursive: true })
  const path = join(dir, name)
  if (existsSync(path) && (size === null || statSync(path).size === size)) return path
  console.log(`  writing ${name} to ${dir}…`)
  const fd = openSync(`${path}.part`, 'w')
  try {
    write(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(`${path}.part`, path)
  return path
}

/** `bytes` random bytes, written in 64 MiB pieces. */
export function randomFile(bytes) {
  return cached(`random-${bytes}.bin`, bytes, (fd) => {
    const piece = Buffer.alloc(64 * MB)
    for (let done = 0; done < bytes; ) {
      const n = Math.min(piece.length, bytes - done)
      randomFillSync(piece, 0, n)
      writeSync(fd, piece, 0, n)
      done += n
    }
  })
}

/** A ZIP of `bytes` random bytes in STOREd entries of 64 MiB; returns its path and entry count. */
export function storeZipFile(bytes) {
  const per = 64 * MB
  const count = Math.ceil(bytes / per)
  const path = cached(`stored-${bytes}.zip`, null, (fd) => {
    const central = []
    let offset = 0
    const data = Buffer.alloc(per)
    for (let i = 0; i < count; i++) {
      const size = Math.min(per, bytes - i * per)
      randomFillSync(data, 0, size)
      const body = data.subarray(0, size)
      const name = Buffer.from(`big/part-${String(i + 1).padStart(2, '0')}.bin`)
      const crc = crc32(body)
      const local = Buffer.alloc(30)
      local.writeUInt32LE(0x04034b50, 0)
      local.writeUInt16LE(10, 4)
      local.writeUInt16LE(0x0800, 6)
      local.writeUInt16LE(0, 8)
      local.writeUInt16LE((13 << 11) | (45 << 5), 10)
      local.writeUInt16LE(((2024 - 1980) << 9) | (5 << 5) | 17, 12)
      local.writeUInt32LE(crc, 14)
      local.writeUInt32LE(size, 18)
      local.writeUInt32LE(size, 22)
      local.writeUInt16LE(name.length, 26)
      writeSync(fd, local)
      writeSync(fd, name)
      writeSync(fd, body)
      const c = Buffer.alloc(46)
      c.writeUInt32LE(0x02014b50, 0)
      c.writeUInt16LE(20, 4)
      c.writeUInt16LE(10, 6)
      c.writeUInt16LE(0x0800, 8)
      local.copy(c, 12, 10, 30) // time, date, crc, sizes, name length
      c.writeUInt32LE(offset, 42)
      central.push(c, name)
      offset += 30 + name.length + size
    }
    const dirBytes = Buffer.concat(central)
    const end = Buffer.alloc(22)
    end.writeUInt32LE(0x06054b50, 0)
    end.writeUInt16LE(count, 8)
    end.writeUInt16LE(count, 10)
    end.writeUInt32LE(dirBytes.length, 12)
    end.writeUInt32LE(offset, 16)
    writeSync(fd, dirBytes)
    writeSync(fd, end)
  })
  return { path, entries: count }
}
