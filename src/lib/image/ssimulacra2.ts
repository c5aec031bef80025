// SSIMULACRA2 (Jon Sneyers, Cloudinary; libjxl tools/ssimulacra2.cc), ported to TypeScript: a colour-aware
// perceptual score of a distorted image against its original, 100 = identical, 90 ≈ visually lossless at a normal
// viewing distance, 70 high quality, 50 medium, 30 low. The method: both images to linear RGB, then at six scales
// (halving each time) to the XYB colour space (JPEG XL's, luma and two opponent-colour channels), a Gaussian blur
// (σ 1.5) for local means and variances, an SSIM-like error map without SSIM's luma denominator, and two edge maps
// (ringing/blocking added, detail lost); the 1-norm and 4-norm of each map, channel and scale are weighted (the
// published 108 weights) and mapped to the 0..100 score. Differences from libjxl: the blur is a direct separable
// Gaussian (libjxl uses a recursive approximation), and transparency is composited on mid grey. Pure, no DOM.

export interface RgbaImage {
  width: number
  height: number
  /** RGBA, 8 bits per channel, row-major. */
  data: Uint8ClampedArray | Uint8Array
}

const SCALES = 6
const C2 = 0.0009

// biome-ignore format: the published table, three weights per norm, channel by channel, scale by scale
const WEIGHTS = [
  0.0, 0.0007376606707406586, 0.0, 0.0, 0.0007793481682867309, 0.0, 0.0, 0.0004371155730107379, 0.0,
  1.1041726426657346, 0.00066284834129271, 0.00015231632783718752, 0.0, 0.0016406437456599754, 0.0,
  1.8422455520539298, 11.441172603757666, 0.0, 0.0007989109436015163, 0.000176816438078653, 0.0, 1.8787594979546387,
  10.94906990605142, 0.0, 0.0007289346991508072, 0.9677937080626833, 0.0, 0.00014003424285435884, 0.9981766977854967,
  0.00031949755934435053, 0.0004550992113792063, 0.0, 0.0, 0.0013648766163243398, 0.0, 0.0, 0.0, 0.0, 0.0,
  7.466890328078848, 0.0, 17.445833984131262, 0.0006235601634041466, 0.0, 0.0, 6.683678146179332,
  0.00037724407979611296, 1.027889937768264, 225.20515300849274, 0.0, 0.0, 19.213238186143016,
  0.0011401524586618361, 0.001237755635509985, 176.39317598450694, 0.0, 0.0, 24.43300999870476, 0.28520802612117757,
  0.0004485436923833408, 0.0, 0.0, 0.0, 34.77906344483772, 44.835625328877896, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  0.0008680556573291698, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0005313191874358747, 0.0, 0.00016533814161379112, 0.0, 0.0, 0.0,
  0.0, 0.0, 0.0004179171803251336, 0.0017290828234722833, 0.0, 0.0020827005846636437, 0.0, 0.0, 8.826982764996862,
  23.19243343998926, 0.0, 95.1080498811086, 0.9863978034400682, 0.9834382792465353, 0.0012286405048278493,
  171.2667255897307, 0.9807858872435379, 0.0, 0.0, 0.0, 0.0005130064588990679, 0.0, 0.00010854057858411537,
]

/** Three planes of floats. */
interface Planes {
  w: number
  h: number
  c: [Float32Array, Float32Array, Float32Array]
}

const planes = (w: number, h: number): Planes => ({
  w,
  h,
  c: [new Float32Array(w * h), new Float32Array(w * h), new Float32Array(w * h)],
})

const SRGB_TO_LINEAR = (() => {
  const t = new Float32Array(256)
  for (let i = 0; i < 256; i++) {
    const v = i / 255
    t[i] = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return t
})()

/** Linear RGB planes (0..1), transparency composited on mid grey. */
function toLinear(img: RgbaImage): Planes {
  const out = planes(img.width, img.height)
  const [r, g, b] = out.c
  const grey = SRGB_TO_LINEAR[128]
  const d = img.data
  for (let i = 0, p = 0; p < r.length; i += 4, p++) {
    const a = d[i + 3] / 255
    r[p] = SRGB_TO_LINEAR[d[i]] * a + grey * (1 - a)
    g[p] = SRGB_TO_LINEAR[d[i + 1]] * a + grey * (1 - a)
    b[p] = SRGB_TO_LINEAR[d[i + 2]] * a + grey * (1 - a)
  }
  return out
}

/** 2×2 box average (odd edges average the pixels there are). */
function downsample(src: Planes): Planes {
  const w = Math.ceil(src.w / 2)
  const h = Math.ceil(src.h / 2)
  const out = planes(w, h)
  for (let c = 0; c < 3; c++) {
    const s = src.c[c]
    const o = out.c[c]
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let sum = 0
        let n = 0
        for (let dy = 0; dy < 2; dy++) {
          const sy = y * 2 + dy
          if (sy >= src.h) continue
          for (let dx = 0; dx < 2; dx++) {
            const sx = x * 2 + dx
            if (sx >= src.w) continue
            sum += s[sy * src.w + sx]
            n++
          }
        }
        o[y * w + x] = sum / n
      }
    }
  }
  return out
}

const M = [
  [0.3, 0.622, 0.078],
  [0.23, 0.692, 0.078],
  [0.24342268924547819, 0.20476744424496821, 0.55180986650955],
]
const BIAS = 0.0037930732552754493
const CBRT_BIAS = Math.cbrt(BIAS)

/** Linear RGB → XYB, shifted to positive values as SSIMULACRA2 does. */
function toXyb(src: Planes): Planes {
  const out = planes(src.w, src.h)
  const [r, g, b] = src.c
  const [X, Y, B] = out.c
  for (let p = 0; p < r.length; p++) {
    const l = Math.cbrt(Math.max(0, M[0][0] * r[p] + M[0][1] * g[p] + M[0][2] * b[p] + BIAS)) - CBRT_BIAS
    const m = Math.cbrt(Math.max(0, M[1][0] * r[p] + M[1][1] * g[p] + M[1][2] * b[p] + BIAS)) - CBRT_BIAS
    const s = Math.cbrt(Math.max(0, M[2][0] * r[p] + M[2][1] * g[p] + M[2][2] * b[p] + BIAS)) - CBRT_BIAS
    const x = 0.5 * (l - m)
    const y = 0.5 * (l + m)
    X[p] = x * 14 + 0.42
    Y[p] = y + 0.01
    B[p] = s - y + 0.55
  }
  return out
}

const KERNEL = (() => {
  const sigma = 1.5
  const radius = 5
  const k = new Float32Array(2 * radius + 1)
  let sum = 0
  for (let i = -radius; i <= radius; i++) {
    k[i + radius] = Math.exp(-(i * i) / (2 * sigma * sigma))
    sum += k[i + radius]
  }
  for (let i = 0; i < k.length; i++) k[i] /= sum
  return k
})()

/**
 * Separable Gaussian blur of one plane (weights renormalised at the edges). The horizontal pass runs the plain kernel
 * away from the edges; the vertical pass adds whole rows (sequential memory, where a column walk misses the cache).
 */
function blurPlane(src: Float32Array, w: number, h: number, tmp: Float32Array, out: Float32Array): void {
  const r = (KERNEL.length - 1) / 2
  const taps = KERNEL.length
  for (let y = 0; y < h; y++) {
    const row = y * w
    for (let x = 0; x < w; x++) {
      if (x >= r && x + r < w) {
        let sum = 0
        const base = row + x - r
        for (let i = 0; i < taps; i++) sum += src[base + i] * KERNEL[i]
        tmp[row + x] = sum
        continue
      }
      let sum = 0
      let norm = 0
      const from = Math.max(0, x - r)
      const to = Math.min(w - 1, x + r)
      for (let i = from; i <= to; i++) {
        const k = KERNEL[i - x + r]
        sum += src[row + i] * k
        norm += k
      }
      tmp[row + x] = sum / norm
    }
  }
  // Sums in doubles, as the variances (E[x²] − E[x]²) lose their digits to single-precision sums.
  const acc = new Float64Array(w)
  for (let y = 0; y < h; y++) {
    const from = Math.max(0, y - r)
    const to = Math.min(h - 1, y + r)
    let norm = 0
    for (let i = from; i <= to; i++) norm += KERNEL[i - y + r]
    acc.fill(0)
    for (let i = from; i <= to; i++) {
      const k = KERNEL[i - y + r]
      const t = i * w
      for (let x = 0; x < w; x++) acc[x] += tmp[t + x] * k
    }
    const o = y * w
    for (let x = 0; x < w; x++) out[o + x] = acc[x] / norm
  }
}

/** One scale of the original, ready for comparisons: its XYB planes and, per channel, their blurred mean and square. */
interface ReferenceScale {
  xyb: Planes
  mu: Float32Array[]
  sq: Float32Array[]
}

/** The original's half of the work, done once however many candidates are scored against it. */
export interface Reference {
  width: number
  height: number
  scales: ReferenceScale[]
}

/** Prepares `original` for scoring (XYB at each scale, its blurred mean and mean square per channel). */
export function prepareReference(original: RgbaImage): Reference {
  let lin = toLinear(original)
  const scales: ReferenceScale[] = []
  for (let scale = 0; scale < SCALES; scale++) {
    if (lin.w < 8 || lin.h < 8) break
    if (scale) lin = downsample(lin)
    const xyb = toXyb(lin)
    const n = xyb.w * xyb.h
    const tmp = new Float32Array(n)
    const prod = new Float32Array(n)
    const mu: Float32Array[] = []
    const sq: Float32Array[] = []
    for (let c = 0; c < 3; c++) {
      const p = xyb.c[c]
      const m = new Float32Array(n)
      blurPlane(p, xyb.w, xyb.h, tmp, m)
      for (let i = 0; i < n; i++) prod[i] = p[i] * p[i]
      const q = new Float32Array(n)
      blurPlane(prod, xyb.w, xyb.h, tmp, q)
      mu.push(m)
      sq.push(q)
    }
    scales.push({ xyb, mu, sq })
  }
  return { width: original.width, height: original.height, scales }
}

/** Per channel: SSIM error 1-norm and 4-norm, then edge artifact (1, 4) and detail lost (1, 4). */
function scaleNorms(ref: ReferenceScale, b: Planes): number[][] {
  const a = ref.xyb
  const n = a.w * a.h
  const tmp = new Float32Array(n)
  const mu2 = new Float32Array(n)
  const s22 = new Float32Array(n)
  const s12 = new Float32Array(n)
  const prod = new Float32Array(n)
  const result: number[][] = []
  for (let c = 0; c < 3; c++) {
    const p1 = a.c[c]
    const p2 = b.c[c]
    const mu1 = ref.mu[c]
    const s11 = ref.sq[c]
    blurPlane(p2, a.w, a.h, tmp, mu2)
    for (let i = 0; i < n; i++) prod[i] = p2[i] * p2[i]
    blurPlane(prod, a.w, a.h, tmp, s22)
    for (let i = 0; i < n; i++) prod[i] = p1[i] * p2[i]
    blurPlane(prod, a.w, a.h, tmp, s12)
    let ssim1 = 0
    let ssim4 = 0
    let art1 = 0
    let art4 = 0
    let lost1 = 0
    let lost4 = 0
    for (let i = 0; i < n; i++) {
      const m1 = mu1[i]
      const m2 = mu2[i]
      const numM = 1 - (m1 - m2) * (m1 - m2)
      const numS = 2 * (s12[i] - m1 * m2) + C2
      const denS = s11[i] - m1 * m1 + (s22[i] - m2 * m2) + C2
      const d = Math.max(0, 1 - (numM * numS) / denS)
      ssim1 += d
      ssim4 += d * d * d * d
      const e = (1 + Math.abs(p2[i] - m2)) / (1 + Math.abs(p1[i] - m1)) - 1
      if (e > 0) {
        art1 += e
        art4 += e * e * e * e
      } else {
        lost1 -= e
        lost4 += e * e * e * e
      }
    }
    result.push([ssim1 / n, (ssim4 / n) ** 0.25, art1 / n, (art4 / n) ** 0.25, lost1 / n, (lost4 / n) ** 0.25])
  }
  return result
}

/** The SSIMULACRA2 score of `distorted` against a prepared original (same size), 100 when identical. */
export function ssimulacra2Against(reference: Reference, distorted: RgbaImage): number {
  if (reference.width !== distorted.width || reference.height !== distorted.height)
    throw new Error(
      `SSIMULACRA2 compares images of one size, not ${reference.width}×${reference.height} and ${distorted.width}×${distorted.height}`,
    )
  let lin = toLinear(distorted)
  const perScale: number[][][] = []
  reference.scales.forEach((ref, scale) => {
    if (scale) lin = downsample(lin)
    perScale.push(scaleNorms(ref, toXyb(lin)))
  })
  let sum = 0
  let i = 0
  for (let c = 0; c < 3; c++) {
    for (let scale = 0; scale < SCALES; scale++) {
      const v = perScale[scale]?.[c] ?? [0, 0, 0, 0, 0, 0]
      for (let norm = 0; norm < 2; norm++) {
        sum += WEIGHTS[i++] * Math.abs(v[norm])
        sum += WEIGHTS[i++] * Math.abs(v[2 + norm])
        sum += WEIGHTS[i++] * Math.abs(v[4 + norm])
      }
    }
  }
  let s = sum * 0.9562382616834844
  s = 2.326765642916932 * s - 0.020884521182843837 * s * s + 6.248496625763138e-5 * s * s * s
  return s > 0 ? 100 - 10 * s ** 0.6276336467831387 : 100
}

/** The SSIMULACRA2 score of `distorted` against `original` (same size), 100 when identical. */
export function ssimulacra2(original: RgbaImage, distorted: RgbaImage): number {
  if (original.width !== distorted.width || original.height !== distorted.height)
    throw new Error(
      `SSIMULACRA2 compares images of one size, not ${original.width}×${original.height} and ${distorted.width}×${distorted.height}`,
    )
  return ssimulacra2Against(prepareReference(original), distorted)
}

/** Crops a region of an RGBA image. */
function crop(img: RgbaImage, x: number, y: number, w: number, h: number): RgbaImage {
  const data = new Uint8ClampedArray(w * h * 4)
  for (let row = 0; row < h; row++) {
    const from = ((y + row) * img.width + x) * 4
    data.set(img.data.subarray(from, from + w * 4), row * w * 4)
  }
  return { width: w, height: h, data }
}

const REGIONS = [
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
] as const

/** Prepared originals of ssimulacra2Sampled, kept while the original is (a search scores many candidates). */
const prepared = new WeakMap<RgbaImage, { side: number; regions: { x: number; y: number; ref: Reference }[] }>()

/**
 * The score of a large image from four 512 × 512 regions (the centres of its quarters): the lowest of them, since
 * an artefact anywhere shows. Images up to 1 MP are scored whole. Keeps each comparison near one megapixel of work;
 * the original's half of it is done once per original (a quality search scores up to seven candidates against it).
 */
export function ssimulacra2Sampled(original: RgbaImage, distorted: RgbaImage, side = 512): number {
  const whole = original.width * original.height <= 1_048_576 || original.width < side * 2 || original.height < side * 2
  let entry = prepared.get(original)
  if (!entry || entry.side !== side) {
    const regions = whole
      ? [{ x: 0, y: 0, ref: prepareReference(original) }]
      : REGIONS.map(([fx, fy]) => {
          const x = Math.round(original.width * fx - side / 2)
          const y = Math.round(original.height * fy - side / 2)
          return { x, y, ref: prepareReference(crop(original, x, y, side, side)) }
        })
    entry = { side, regions }
    prepared.set(original, entry)
  }
  if (whole) return ssimulacra2Against(entry.regions[0].ref, distorted)
  let worst = 100
  for (const { x, y, ref } of entry.regions)
    worst = Math.min(worst, ssimulacra2Against(ref, crop(distorted, x, y, side, side)))
  return worst
}
