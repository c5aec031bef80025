// The Content-Security-Policy served by `vite preview` and written into dist/_headers for static hosts.
export const networkToolHosts = [
  'https://cloudflare-dns.com',
  'https://dns.google',
  'https://dns.quad9.net',
  'https://api.ipify.org',
  'https://api64.ipify.org',
  'https://api.frankfurter.app',
]

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  `connect-src 'self' ${networkToolHosts.join(' ')}`,
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

/**
 * HTML Live Preview's sandbox page (public/sandbox/html-preview.html) is the one page that runs user code, framed as
 * <iframe sandbox="allow-scripts"> by the tool. It alone allows inline script; it reaches no network at all (not even
 * this site), submits no form, is framed only by this site, and is sandboxed (opaque origin, no popups, no top
 * navigation) even when opened on its own. Every other path keeps `contentSecurityPolicy`.
 */
export const SANDBOX_PAGE_PATH = '/sandbox/html-preview.html'

export const sandboxContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'media-src data: blob:',
  'font-src data:',
  "connect-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts',
].join('; ')

export const sandboxSecurityHeaders: Record<string, string> = {
  ...securityHeaders,
  'Content-Security-Policy': sandboxContentSecurityPolicy,
}

/**
 * dist/_headers for Netlify and Cloudflare Pages. Both apply EVERY rule whose path matches, so the sandbox rule must
 * not leave the strict policy in force beside its own (two CSP headers are both enforced, the strict one would block
 * the preview's inline script). Hence the sandbox rule comes AFTER `/*` and starts with a detach line:
 * - Cloudflare Pages applies matching rules in file order: `! Content-Security-Policy` removes the value `/*` set,
 *   then the sandbox value is set: one policy.
 * - Netlify skips the `!` line (a header line without a colon is ignored by its parser) and, for one path, a header
 *   set by a later matching rule replaces the earlier rule's value: one policy.
 * `/sandbox/*` also covers `/sandbox/html-preview` (hosts that drop `.html` from URLs). tests/tools/html-preview.test.ts
 * replays both hosts' merge rules on this file.
 */
export function headersFileText(): string {
  const rule = (headers: Record<string, string>) => Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)
  return [
    '/*',
    ...rule(securityHeaders),
    '',
    '# HTML Live Preview sandbox page: its own CSP replaces the one above (see src/app/csp.ts).',
    '/sandbox/*',
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${sandboxContentSecurityPolicy}`,
    '',
  ].join('\n')
}
