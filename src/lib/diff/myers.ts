// A minimal diff of two integer sequences: Myers' O(ND) algorithm in linear space (middle-snake bisection, as in
// diff-match-patch), on typed arrays. The diff worker uses it for lines and the page for words within a line.
// Returns the matched index pairs (the longest common subsequence) in order; everything else is removed/added.

export interface MyersOptions {
  /** Wall-clock budget in ms; a sub-problem still unsolved after it is taken as "all removed, all added". */
  deadlineMs?: number
}

export interface MyersResult {
  /** Matched pairs as [a0, b0, a1, b1, …], increasing. */
  pairs: Int32Array
  /** True when the budget ran out and some region was not diffed minimally. */
  approximate: boolean
}

class PairList {
  data = new Int32Array(256)
  length = 0
  push(a: number, b: number) {
    if (this.length + 2 > this.data.length) {
      const next = new Int32Array(this.data.length * 2)
      next.set(this.data)
      this.data = next
    }
    this.data[this.length++] = a
    this.data[this.length++] = b
  }
}

export function myersPairs(a: Int32Array, b: Int32Array, options: MyersOptions = {}): MyersResult {
  const deadline = options.deadlineMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + options.deadlineMs
  const out = new PairList()
  const state = { approximate: false }
  diffRange(a, 0, a.length, b, 0, b.length, out, deadline, state)
  return { pairs: out.data.slice(0, out.length), approximate: state.approximate }
}

function diffRange(
  a: Int32Array,
  aLo: number,
  aHi: number,
  b: Int32Array,
  bLo: number,
  bHi: number,
  out: PairList,
  deadline: number,
  state: { approximate: boolean },
): void {
  // Common prefix.
  while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) {
    out.push(aLo, bLo)
    aLo++
    bLo++
  }
  // Common suffix (emitted after the middle).
  let suffix = 0
  while (aHi - suffix > aLo && bHi - suffix > bLo && a[aHi - suffix - 1] === b[bHi - suffix - 1]) suffix++
  const aEnd = aHi - suffix
  const bEnd = bHi - suffix
  if (aLo < aEnd && bLo < bEnd) {
    const split = bisect(a, aLo, aEnd, b, bLo, bEnd, deadline)
    if (split) {
      diffRange(a, aLo, split[0], b, bLo, split[1], out, deadline, state)
      diffRange(a, split[0], aEnd, b, split[1], bEnd, out, deadline, state)
    } else {
      state.approximate = true
    }
  }
  for (let i = 0; i < suffix; i++) out.push(aEnd + i, bEnd + i)
}

/** Finds a point on an optimal edit path through the middle of the region; null when the deadline passed. */
function bisect(
  a: Int32Array,
  aLo: number,
  aHi: number,
  b: Int32Array,
  bLo: number,
  bHi: number,
  deadline: number,
): [number, number] | null {
  const n = aHi - aLo
  const m = bHi - bLo
  const maxD = Math.ceil((n + m) / 2)
  const offset = maxD
  const size = 2 * maxD + 2
  const v1 = new Int32Array(size).fill(-1)
  const v2 = new Int32Array(size).fill(-1)
  v1[offset + 1] = 0
  v2[offset + 1] = 0
  const delta = n - m
  const front = (delta & 1) !== 0
  let k1start = 0
  let k1end = 0
  let k2start = 0
  let k2end = 0
  const checkClock = deadline !== Number.POSITIVE_INFINITY
  for (let d = 0; d < maxD; d++) {
    if (checkClock && (d & 15) === 0 && performance.now() > deadline) return null
    for (let k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
      const k1Offset = offset + k1
      let x1 = k1 === -d || (k1 !== d && v1[k1Offset - 1] < v1[k1Offset + 1]) ? v1[k1Offset + 1] : v1[k1Offset - 1] + 1
      let y1 = x1 - k1
      while (x1 < n && y1 < m && a[aLo + x1] === b[bLo + y1]) {
        x1++
        y1++
      }
      v1[k1Offset] = x1
      if (x1 > n) k1end += 2
      else if (y1 > m) k1start += 2
      else if (front) {
        const k2Offset = offset + delta - k1
        if (k2Offset >= 0 && k2Offset < size && v2[k2Offset] !== -1) {
          if (x1 >= n - v2[k2Offset]) return [aLo + x1, bLo + y1]
        }
      }
    }
    for (let k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
      const k2Offset = offset + k2
      let x2 = k2 === -d || (k2 !== d && v2[k2Offset - 1] < v2[k2Offset + 1]) ? v2[k2Offset + 1] : v2[k2Offset - 1] + 1
      let y2 = x2 - k2
      while (x2 < n && y2 < m && a[aHi - x2 - 1] === b[bHi - y2 - 1]) {
        x2++
        y2++
      }
      v2[k2Offset] = x2
      if (x2 > n) k2end += 2
      else if (y2 > m) k2start += 2
      else if (!front) {
        const k1Offset = offset + delta - k2
        if (k1Offset >= 0 && k1Offset < size && v1[k1Offset] !== -1) {
          const x1 = v1[k1Offset]
          const y1 = offset + x1 - k1Offset
          if (x1 >= n - x2) return [aLo + x1, bLo + y1]
        }
      }
    }
  }
  // No common element at all: everything is removed and added (not an approximation).
  return [aHi, bLo]
}
