// Mermaid's SVG goes through the site's one SVG sanitiser (src/lib/html/sanitize-svg.ts) before it touches the page.
export { sanitizeSvg } from '../../lib/html/sanitize-svg'
