// What hydrating a prerendered page may report. Most tool pages hold their view in the HTML (src/app/prerender.tsx);
// the few left to the browser are prerendered with their loading placeholder, so React renders that one Suspense
// boundary on the client and says so (error 419, "The server could not finish this Suspense boundary… Switched to
// client rendering"): expected on a tool page, not an error. Anything else, such as a real mismatch, is reported as
// React would.
const CLIENT_RENDERED_BOUNDARY = /#419\b|could not finish this Suspense boundary/

export function reportRecoverable(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error)
  if (CLIENT_RENDERED_BOUNDARY.test(message) && window.location.pathname.startsWith('/tools/')) return
  console.error(error)
}
