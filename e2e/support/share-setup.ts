// Per-tool help for the generic "Copy link" round trip (e2e/tools/share-round-trip.spec.ts): only where the generic
// set-up in share.ts cannot make a meaningful state by itself. Say why on each entry.
import type { Perturb } from './share'
import { expect } from './test'

// Text, colour, images, media, dates (char-case … timezone-convert).
const partOne: Record<string, Perturb> = {
  // Ticking "Include links" off disables "Include link URLs" mid-way through the generic clicks: tick URLs on and
  // links off first, so the generic pass only re-ticks links.
  'html-to-text': {
    prepare: async (page) => {
      const box = (name: string | RegExp) =>
        page.getByTestId('tool-body').locator('[data-scope="checkbox"][data-part="root"]', { hasText: name })
      await box('Include link URLs').click()
      await box(/^Include links$/).click()
    },
  },
  // Its only text field holds a colour already; the presets are not a segmented group.
  'color-picker': {
    prepare: (page) =>
      page.getByTestId('tool-body').getByRole('textbox', { name: 'Hex color', exact: true }).fill('#ff5733'),
  },
  // Both colour fields hold colours already.
  'contrast-checker': {
    prepare: (page) =>
      page.getByTestId('tool-body').getByRole('textbox', { name: 'Foreground (text)', exact: true }).fill('#336699'),
  },
  // The generic pass opens the Image tab (which hides these): set the text tab's colour first.
  'favicon-generator': {
    prepare: (page) =>
      page.getByTestId('tool-body').getByRole('textbox', { name: 'Text colour', exact: true }).fill('#FF0000'),
  },
  // A target format without a bitrate removes the bitrate select while the generic pass still counts it: change the
  // MP3 bitrate only.
  'audio-convert': {
    onlyPrepare: true,
    prepare: async (page) => {
      await page.getByTestId('tool-body').getByRole('combobox', { name: 'MP3 bitrate' }).click()
      await page.getByRole('option', { name: '320 kbps' }).click()
    },
  },
  // Every field holds a value already: pick an example and a run count.
  'cron-parser': {
    prepare: async (page) => {
      const b = page.getByTestId('tool-body')
      await b.getByRole('button', { name: 'Every 15 minutes' }).click()
      await b.getByRole('textbox', { name: 'How many' }).fill('5')
    },
  },
  // Date and time inputs are not typed into by the generic pass: set the end to now.
  'time-diff': {
    prepare: (page) => page.getByTestId('tool-body').getByRole('button', { name: 'Set end to now' }).click(),
  },
  // "Zone to add" is a draft for the Add button, not state: add a zone with it, then leave it empty.
  'timezone-convert': {
    skipText: /Zone to add/,
    prepare: async (page) => {
      const b = page.getByTestId('tool-body')
      await b.getByLabel('Time', { exact: true }).fill('07:30:15')
      await b.getByRole('combobox', { name: 'Zone to add' }).fill('Asia/Kolkata')
      await b.getByRole('button', { name: 'Add', exact: true }).click()
    },
  },
}

// Dates, maths, encoding, web (week-number … jwt-generator).
const partTwo: Record<string, Perturb> = {
  // Its fields start filled and the date is a date picker: nothing generic changes them.
  'week-number': {
    prepare: async (page) => {
      await page.getByLabel('Date', { exact: true }).fill('2021-01-03')
      await page.getByRole('button', { name: 'Next week' }).click()
    },
  },
  // The one field starts filled: pick an example.
  'roman-numeral': { prepare: (page) => page.getByRole('button', { name: 'MCMXCIV' }).click() },
  // The password is never shared; only its Show/Hide toggle is.
  'password-strength': { prepare: (page) => page.getByRole('button', { name: 'Show password' }).click() },
  // The field starts with the browser's own user agent: pick an example.
  'user-agent': { prepare: (page) => page.getByRole('button', { name: 'Safari on macOS' }).click() },
}

// Web, generators, files, charts (uuid-namespace … credit-card-check).
const partThree: Record<string, Perturb> = {
  'credit-card-check': { unchanged: 'the card number is its only control, and a secret' },
  // The sample's table, and with it the filter's field and column select, comes from the worker, and every change of
  // delimiter or header reads it again, changing the column select's items while the generic pass picks among them.
  // Set it up step by step instead: the sample, a filter and the column it looks in, each once the table is there.
  'csv-preview': {
    onlyPrepare: true,
    prepare: async (page) => {
      const body = page.getByTestId('tool-body')
      const summary = page.getByTestId('csv-summary')
      await body.getByRole('button', { name: 'Load Sample' }).click()
      await expect(summary).toContainText('rows', { timeout: 30_000 })
      await body.getByRole('combobox', { name: 'Filter in' }).click()
      await page.getByRole('option').last().click()
      await body.getByRole('searchbox', { name: 'Filter rows' }).fill('o')
      // Filtered: fewer rows shown than the table has.
      await expect(summary).not.toHaveText(/^(\S+) of \1 rows/, { timeout: 30_000 })
    },
  },
}

export const shareSetUp: Record<string, Perturb> = { ...partOne, ...partTwo, ...partThree }
