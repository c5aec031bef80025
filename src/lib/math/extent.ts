// Smallest and largest of a user-sized list in one pass. Math.min(...list) and Math.max(...list) pass every value as
// an argument, and past roughly 100,000 of them the engine throws "Maximum call stack size exceeded".

/**
 * [smallest, largest] of the numbers (any iterable: arrays, typed arrays, a Set's values), NaN skipped; an empty
 * list (or one of only NaN) gives [Infinity, -Infinity], as Math.min() and Math.max() with no arguments do.
 */
export function extent(values: Iterable<number>): [number, number] {
  let lo = Number.POSITIVE_INFINITY
  let hi = Number.NEGATIVE_INFINITY
  for (const v of values) {
    if (v < lo) lo = v
    if (v > hi) hi = v
  }
  return [lo, hi]
}

/** The smallest of the numbers (Infinity when there are none). */
export const minOf = (values: Iterable<number>): number => extent(values)[0]

/** The largest of the numbers (-Infinity when there are none). */
export const maxOf = (values: Iterable<number>): number => extent(values)[1]

/** [smallest, largest] of key(item) over the items, without building the list of keys first. */
export function extentBy<T>(items: Iterable<T>, key: (item: T) => number): [number, number] {
  let lo = Number.POSITIVE_INFINITY
  let hi = Number.NEGATIVE_INFINITY
  for (const item of items) {
    const v = key(item)
    if (v < lo) lo = v
    if (v > hi) hi = v
  }
  return [lo, hi]
}
