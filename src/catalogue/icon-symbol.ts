/** An icon's symbol id in the page's sprite: prefixed, so that no SVG a tool shows (icon-spriter's previews) can take its place. */
export const iconSymbolId = (name: string) => `lk-icon-${name}`
