// The Password Strength page's small readings (pure, unit-tested): the personal words typed, and the summary line.

/** The words about the user, split on spaces, commas and semicolons. */
export function personalWords(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((w) => w.trim())
    .filter(Boolean)
}

/** "12 characters, about 10^8.3 guesses to crack." */
export function findingsSummary(length: number, guessesLog10: number): string {
  return `${length} ${length === 1 ? 'character' : 'characters'}, about 10^${guessesLog10.toFixed(1)} guesses to crack.`
}
