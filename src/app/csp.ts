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
