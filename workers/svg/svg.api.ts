// SVGO off the page's thread (issue 35): a big or deeply nested SVG took seconds of SVGO on the main thread, frozen.
// Errors come back as data, so the page can show the limit's or the parser's own words.
import { optimize } from 'svgo/browser'
import { InvalidSvgError, type MinifyResult, minifySvg } from '../../src/lib/svg/svg-minify'

export type SvgMinifyOutcome = { ok: true; result: MinifyResult } | { ok: false; message: string; limit: boolean }

export const svgApi = {
  async minify(input: string): Promise<SvgMinifyOutcome> {
    try {
      return { ok: true, result: minifySvg(input, optimize) }
    } catch (e) {
      if (e instanceof InvalidSvgError) return { ok: false, message: e.message, limit: true }
      const reason = (e as { reason?: unknown } | null)?.reason
      return {
        ok: false,
        message:
          typeof reason === 'string' && reason ? `Invalid SVG: ${reason}` : 'Invalid SVG code or processing error',
        limit: false,
      }
    }
  },
}

export type SvgApi = typeof svgApi
