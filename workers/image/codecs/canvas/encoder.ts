// The browser's encoder: the canvas's pixels written by OffscreenCanvas.convertToBlob. Null when this browser
// cannot write the format (it hands back PNG instead, as Chromium does for AVIF and Safari for WebP).
export async function encode(canvas: OffscreenCanvas, type: string, quality?: number): Promise<Blob | null> {
  const blob = await canvas.convertToBlob({ type, quality })
  return blob.type === type ? blob : null
}
