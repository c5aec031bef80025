// Checks a PDF's bytes before a PDF library parses them: is it encrypted (an /Encrypt entry in a trailer or a
// cross-reference stream), and do its object streams (which a parser must inflate whole to read any object)
// unpack to more than a stated limit. Pure (no DOM); runs in the PDF worker and in Node tests.
import { inflateBounded } from '../inflate'

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
    if (dict.type === 'XRef' && /\/Encrypt[\s/<\d]/.test(dict.text)) return true
  }
  return false
}

interface StreamDict {
  text: string
  type: 'ObjStm' | 'XRef'
  /** Where the stream's data starts and ends (before "endstream"). */
  dataStart: number
  dataEnd: number
}

/** A PDF name as a parser reads it: #xx escapes decoded (/Obj#53tm is /ObjStm). */
const decodeName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/**
 * The dictionaries of streams typed /ObjStm or /XRef (the streams a parser inflates while it opens the file), with
 * where their data lies: /Length when it is a direct number, as the parser reads it, else up to "endstream".
 */
function* streamDicts(text: string): Generator<StreamDict> {
  for (const m of text.matchAll(/\/Type\s*\/((?:[A-Za-z0-9]|#[0-9A-Fa-f]{2})+)/g)) {
    const type = decodeName(m[1])
    if (type !== 'ObjStm' && type !== 'XRef') continue
    let objStart = text.lastIndexOf('obj', m.index)
    while (objStart >= 3 && text.slice(objStart - 3, objStart) === 'end')
      objStart = text.lastIndexOf('obj', objStart - 4)
    const keyword = text.indexOf('stream', m.index)
    if (objStart < 0 || keyword < 0) continue
    let dataStart = keyword + 6
    if (text[dataStart] === '\r') dataStart++
    if (text[dataStart] === '\n') dataStart++
    const dict = text.slice(objStart, keyword)
    // A direct number only: "/Length 12 0 R" is a reference, and then the parser looks for "endstream" too.
    const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict)
    const end = text.indexOf('endstream', dataStart)
    const dataEnd = length ? Math.min(text.length, dataStart + Number(length[1])) : end < 0 ? text.length : end
    yield { text: dict, type, dataStart, dataEnd }
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
    const filter = decodeName(/\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dict.text)?.[1] ?? '')
    if (!/^(\/FlateDecode|\[\s*\/FlateDecode\s*\])$/.test(filter)) continue
    const outcome = await inflateBounded(bytes.subarray(dict.dataStart, dict.dataEnd), 'deflate', limit - total)
    total += outcome.produced
    if (total > limit) break
  }
  return total
}
