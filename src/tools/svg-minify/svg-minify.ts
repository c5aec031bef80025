// The SVG Minifier's page data: the sample and the technique notes. The minifying itself (SVGO, the nesting limit)
// is in src/lib/svg/svg-minify.ts and runs in the svg worker, so a big or deep SVG never freezes the page.
export {
  byteLength,
  InvalidSvgError,
  MAX_SVG_DEPTH,
  type MinifyResult,
  minifySvg,
  type Optimize,
  SVGO_CONFIG,
  svgDepth,
} from '../../lib/svg/svg-minify'

export const SAMPLE_SVG = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" id="Layer_1" x="0px" y="0px" width="120px" height="120px" viewBox="0 0 120 120" xml:space="preserve">
  <title>Sunny badge</title>
  <metadata>
    <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description about="sample"/></rdf:RDF>
  </metadata>
  <defs>
    <linearGradient id="sky" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" style="stop-color:#3B82F6;stop-opacity:1.000000" />
      <stop offset="100%" style="stop-color:#93C5FD;stop-opacity:1.000000" />
    </linearGradient>
    <linearGradient id="unused"><stop offset="0" stop-color="#000000"/></linearGradient>
  </defs>
  <g id="Background">
    <rect x="0.000000" y="0.000000" width="120.000000" height="120.000000" rx="16.000000" ry="16.000000" fill="url(#sky)" />
  </g>
  <g id="Sun" transform="translate(0.000000, 0.000000)">
    <circle cx="60.000000" cy="52.000000" r="22.000000" fill="#FACC15" stroke="#EAB308" stroke-width="2.000000" />
    <path d="M 60.000000 18.000000 L 60.000000 24.000000 M 60.000000 80.000000 L 60.000000 86.000000 M 26.000000 52.000000 L 32.000000 52.000000 M 88.000000 52.000000 L 94.000000 52.000000" stroke="#EAB308" stroke-width="4.000000" stroke-linecap="round" fill="none" />
  </g>
  <g id="Ground">
    <path d="M 0.000000 96.000000 C 30.000000 86.000000 90.000000 86.000000 120.000000 96.000000 L 120.000000 104.000000 C 120.000000 112.836556 112.836556 120.000000 104.000000 120.000000 L 16.000000 120.000000 C 7.163444 120.000000 0.000000 112.836556 0.000000 104.000000 Z" fill="#22C55E" />
  </g>
</svg>
`

/** What the minifier does, for the page's technique notes. */
export const TECHNIQUES = [
  'Removes editor metadata, comments, XML declarations and unused definitions.',
  'Rounds numbers and shortens path data (relative commands, no repeated letters).',
  'Shortens colours (#FFFFFF → #fff) and merges styles into attributes.',
  'Collapses useless groups and transforms, removes empty elements and default attribute values.',
  'Keeps the viewBox, so the image still scales exactly as before.',
]
