// The browser's own encoder (OffscreenCanvas.convertToBlob): libjpeg-turbo JPEG and libwebp WebP in Chromium, at
// native speed and nothing to download. Localkit's JPEG encoder, and its WebP encoder where the browser writes WebP
// (libwebp's wasm serves where it does not: Safari). Quality 0..1.
export const label = 'Browser canvas'
