// External addresses the frame links to (navigation only; nothing is fetched from them). They all come from one
// configured repository URL — package.json's `repository`, read at build time (src/pwa/vite-offline.ts). When none is
// configured the site shows no source, issue or "request feature" link rather than one to a repository that does not exist.
declare const __LK_REPOSITORY_URL__: string | undefined

export const SOURCE_URL: string | null =
  typeof __LK_REPOSITORY_URL__ === 'string' && __LK_REPOSITORY_URL__ ? __LK_REPOSITORY_URL__ : null
export const sourceUrlFor = (slug: string) => (SOURCE_URL ? `${SOURCE_URL}/tree/main/src/tools/${slug}` : null)
export const ISSUES_URL = SOURCE_URL?.startsWith('https://github.com/') ? `${SOURCE_URL}/issues` : null
export const requestFeatureUrl = (slug: string) =>
  ISSUES_URL ? `${ISSUES_URL}/new?title=${encodeURIComponent(`Tool request: ${slug}`)}` : null
