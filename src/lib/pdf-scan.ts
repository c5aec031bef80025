// Checks a PDF's bytes before a PDF library parses them: is it encrypted (an /Encrypt entry in a trailer or a
// cross-reference stream), and do its object streams (which a parser must inflate whole to read any object)
// unpack to more than a stated limit. Pure (no DOM); runs in the PDF worker and in Node tests.
import { inflateBounded } from './inflate'

/** Object and cross-reference streams together may unpack to at most this many bytes. */
export const OBJECT_STREAMS_LIMIT = 64 * 2 ** 20

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)

/** True when a trailer dictionary or a cross-reference stream's dictionary has an /Encrypt entry. */
export function hasEncryptEntry(bytes: Uint8Array): boolean {
  const text = latin1(bytes)
  // Classic trailers: "trailer << … >>" up to the next startxref.
  for (const m of text.matchAll(/trailer\s*<</g)) {
    const end = text.indexOf('startxref', m.index)
    const dict = text.slice(m.index, end < 0 ? m.index + 4096 : end)
    if (/\/Encrypt[\s/<\d]/.test(dict)) return true
  }
  // Cross-reference streams (PDF 1.5+): the dictionary before "stream" of an object typed /XRef.
  for (const dict of streamDicts(text)) {
    if (/\/Type\s*\/XRef\b/.test(dict.text) && /\/Encrypt[\s/<\d]/.test(dict.text)) return true
  }
  return false
}

interface StreamDict {
  text: string
  /** Where the stream's data starts and ends (before "endstream"). */
  dataStart: number
  dataEnd: number
}

/** The dictionaries of streams typed /ObjStm or /XRef, with where their data lies. */
function* streamDicts(text: string): Generator<StreamDict> {
  for (const m of text.matchAll(/\/Type\s*\/(?:ObjStm|XRef)\b/g)) {
    let objStart = text.lastIndexOf('obj', m.index)
    while (objStart >= 3 && text.slice(objStart - 3, objStart) === 'end')
      objStart = text.lastIndexOf('obj', objStart - 1)
    const keyword = text.indexOf('stream', m.index)
    if (objStart < 0 || keyword < 0) continue
    let dataStart = keyword + 6
    if (text[dataStart] === '\r') dataStart++
    if (text[dataStart] === '\n') dataStart++
    const end = text.indexOf('endstream', dataStart)
    yield { text: text.slice(objStart, keyword), dataStart, dataEnd: end < 0 ? text.length : end }
  }
}

/**
 * How many bytes the file's object and cross-reference streams unpack to, inflating them in small steps and
 * stopping once the total passes `limit` (so a bomb is measured, never held). Streams that are not Flate-encoded
 * or that fail to inflate are left to the parser.
 */
export async function objectStreamsSize(bytes: Uint8Array, limit = OBJECT_STREAMS_LIMIT): Promise<number> {
  const text = latin1(bytes)
  let total = 0
  for (const dict of streamDicts(text)) {
    const filter = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dict.text)?.[1] ?? ''
    if (!/^(\/FlateDecode|\[\s*\/FlateDecode\s*\])$/.test(filter)) continue
    const outcome = await inflateBounded(bytes.subarray(dict.dataStart, dict.dataEnd), 'deflate', limit - total)
    total += outcome.produced
    if (total > limit) break
  }
  return total
}
