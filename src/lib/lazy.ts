/**
 * A value made on first use and kept. For what costs time to make and may never be needed on a page: the first Intl
 * formatter, collator or segmenter of a page loads ICU's data (tens of milliseconds on a slow laptop), which a module
 * that made it as it was imported paid while the page was starting.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}
