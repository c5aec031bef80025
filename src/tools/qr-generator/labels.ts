// The QR Generator's lines of text (pure, unit-tested): the hint under the text box and the line under the code.
import type { QrMatrix } from './qr-generator'

/** "42 bytes (UTF-8)", and which preset's fields built the text when one did. */
export function encodeHint(bytes: number, presetLabel: string | null): string {
  const built = presetLabel ? ` · built from the ${presetLabel} fields; edit freely` : ''
  return `${bytes.toLocaleString('en')} bytes (UTF-8)${built}`
}

/** "Version 2 (25 × 25 modules) · error correction M · 20 bytes". */
export function qrInfoText(m: Pick<QrMatrix, 'version' | 'size' | 'level' | 'bytes'>): string {
  return `Version ${m.version} (${m.size} × ${m.size} modules) · error correction ${m.level} · ${m.bytes.toLocaleString('en')} bytes`
}
