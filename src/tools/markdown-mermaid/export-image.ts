// The drawn diagram as a file: a standalone SVG sized from its viewBox, or a PNG at twice the size on the page's
// background.
import { type DiagramTheme, pngSize, svgSize } from './markdown-mermaid'

export const PAGE_BG: Record<DiagramTheme, string> = { light: '#ffffff', dark: '#131316' }

/** The rendered SVG as a standalone file with its size set from the viewBox. */
export function standaloneSvg(svg: SVGSVGElement): { text: string; width: number; height: number } {
  const clone = svg.cloneNode(true) as SVGSVGElement
  const size = svgSize(clone.outerHTML) ?? { width: svg.clientWidth || 400, height: svg.clientHeight || 300 }
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  clone.setAttribute('width', String(size.width))
  clone.setAttribute('height', String(size.height))
  clone.style.removeProperty('max-width')
  return { text: new XMLSerializer().serializeToString(clone), ...size }
}

export async function svgToPng(svg: SVGSVGElement, background: string): Promise<Blob> {
  const { text, width, height } = standaloneSvg(svg)
  const out = pngSize({ width, height }, 2)
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }))
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = out.width
    canvas.height = out.height
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('No canvas')
    ctx.fillStyle = background
    ctx.fillRect(0, 0, out.width, out.height)
    ctx.drawImage(img, 0, 0, out.width, out.height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG failed'))), 'image/png'),
    )
  } finally {
    URL.revokeObjectURL(url)
  }
}
