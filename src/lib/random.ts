// Unbiased cryptographic random integers (rejection sampling over crypto.getRandomValues).
export function randomInt(maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive <= 0 || maxExclusive > 2 ** 32) {
    throw new RangeError('maxExclusive must be an integer in 1..2^32')
  }
  const limit = 2 ** 32 - (2 ** 32 % maxExclusive)
  const buf = new Uint32Array(1)
  for (;;) {
    crypto.getRandomValues(buf)
    if (buf[0] < limit) return buf[0] % maxExclusive
  }
}

/** A uniformly random float in [0, 1) with 53 bits of precision. */
export function randomFloat(): number {
  const buf = new Uint32Array(2)
  crypto.getRandomValues(buf)
  return (buf[0] * 2 ** 21 + (buf[1] >>> 11)) / 2 ** 53
}

export function randomIntBetween(min: number, max: number): number {
  return min + randomInt(max - min + 1)
}

export function pickRandom<T>(items: readonly T[]): T {
  return items[randomInt(items.length)]
}

/** Fisher–Yates shuffle, in place. */
export function shuffleInPlace<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[items[i], items[j]] = [items[j], items[i]]
  }
  return items
}
