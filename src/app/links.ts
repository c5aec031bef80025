// External addresses the frame links to (navigation only; nothing is fetched from them).
export const SOURCE_URL = 'https://github.com/localkit-app/localkit'
export const sourceUrlFor = (slug: string) => `${SOURCE_URL}/tree/main/src/tools/${slug}`
export const ISSUES_URL = `${SOURCE_URL}/issues`
export const requestFeatureUrl = (slug: string) =>
  `${ISSUES_URL}/new?title=${encodeURIComponent(`Tool request: ${slug}`)}`
