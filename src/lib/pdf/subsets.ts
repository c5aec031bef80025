// Which @fontsource Inter subsets cover a text: the unicode-range of each file (from its wght.css), Latin always.
export type Subset = 'latin' | 'latin-ext' | 'cyrillic' | 'cyrillic-ext' | 'greek' | 'greek-ext' | 'vietnamese'

const RANGES: [Subset, string][] = [
  [
    'latin',
    '0000-00FF,0131,0152-0153,02BB-02BC,02C6,02DA,02DC,0304,0308,0329,2000-206F,20AC,2122,2191,2193,2212,2215,FEFF,FFFD',
  ],
  [
    'latin-ext',
    '0100-02BA,02BD-02C5,02C7-02CC,02CE-02D7,02DD-02FF,0304,0308,0329,1D00-1DBF,1E00-1E9F,1EF2-1EFF,2020,20A0-20AB,20AD-20C0,2113,2C60-2C7F,A720-A7FF',
  ],
  ['cyrillic', '0301,0400-045F,0490-0491,04B0-04B1,2116'],
  ['cyrillic-ext', '0460-052F,1C80-1C8A,20B4,2DE0-2DFF,A640-A69F,FE2E-FE2F'],
  ['greek', '0370-0377,037A-037F,0384-038A,038C,038E-03A1,03A3-03FF'],
  ['greek-ext', '1F00-1FFF'],
  [
    'vietnamese',
    '0102-0103,0110-0111,0128-0129,0168-0169,01A0-01A1,01AF-01B0,0300-0301,0303-0304,0308-0309,0323,0329,1EA0-1EF9,20AB',
  ],
]

const PARSED = RANGES.map(([name, spec]) => ({
  name,
  ranges: spec.split(',').map((part) => {
    const [a, b] = part.split('-')
    return [Number.parseInt(a, 16), Number.parseInt(b ?? a, 16)] as const
  }),
}))

export function subsetsOf(cp: number): Subset[] {
  return PARSED.filter((s) => s.ranges.some(([a, b]) => cp >= a && cp <= b)).map((s) => s.name)
}

/** The subsets needed to draw `text`, in a fixed order with Latin first. */
export function neededSubsets(text: string): Subset[] {
  const wanted = new Set<Subset>(['latin'])
  const seen = new Set<number>()
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    if (cp < 0x100 || seen.has(cp)) continue
    seen.add(cp)
    const found = subsetsOf(cp)
    if (found.length && !found.some((s) => wanted.has(s))) wanted.add(found[0])
  }
  return PARSED.map((s) => s.name).filter((name) => wanted.has(name))
}
