// A small image's bytes as a data: URL, made in the worker: the page shows a thumbnail from it with no object URL
// (URL.createObjectURL is a synchronous call into the browser process, a few ms of the main thread per result, and
// its blob: URL is fetched through the browser again when the card draws it).

/** `data:<type>;base64,<bytes>`; the bytes go to btoa in slices (a spread of a whole image would overflow the stack). */
export function dataUrlOf(bytes: Uint8Array, type: string): string {
  let binary = ''
  const SLICE = 0x8000
  for (let i = 0; i < bytes.length; i += SLICE)
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + SLICE) as unknown as number[])
  return `data:${type || 'application/octet-stream'};base64,${btoa(binary)}`
}
