// CSS made inert, for SVG from elsewhere (its own module: pages that only clean CSS do not load DOMPurify).

/** CSS with nothing that fetches or runs: @import, url() and image-set() to other documents, expression(), bindings. */
export function cleanCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)(?!#)[^)]*\)/gi, 'none')
    .replace(/image-set\([^)]*\)/gi, 'none')
    .replace(/expression\s*\(/gi, 'invalid(')
    .replace(/(?:-moz-binding|behavior)\s*:[^;}]*/gi, '')
    .replace(/javascript:/gi, '')
}
