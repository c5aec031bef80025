// Per-tool help for the generic "Copy link" round trip (e2e/tools/share-round-trip.spec.ts): only where the generic
// set-up in share.ts cannot make a meaningful state by itself. Say why on each entry.
import type { Perturb } from './share'

// Text, colour, images, media, dates (char-case … timezone-convert).
const partOne: Record<string, Perturb> = {}

// Dates, maths, encoding, web (week-number … jwt-generator).
const partTwo: Record<string, Perturb> = {}

// Web, generators, files, charts (uuid-namespace … credit-card-check).
const partThree: Record<string, Perturb> = {}

export const shareSetUp: Record<string, Perturb> = { ...partOne, ...partTwo, ...partThree }
