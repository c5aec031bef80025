// Placeholder text for the lorem-ipsum tool: words, sentences (8–22 words) or paragraphs (3–7 sentences),
// drawn with unbiased crypto randomness; the random source can be replaced in tests.
import { randomIntBetween } from '../../lib/random'

export type LoremType = 'words' | 'sentences' | 'paragraphs'

export interface LoremOptions {
  type: LoremType
  /** 1 to 100. */
  count: number
  startWithLorem: boolean
}

/** Returns an integer in min..max inclusive. */
export type RandomBetween = (min: number, max: number) => number

export const DEFAULT_LOREM_OPTIONS: LoremOptions = { type: 'paragraphs', count: 3, startWithLorem: true }
export const SENTENCE_WORDS = { min: 8, max: 22 } as const
export const PARAGRAPH_SENTENCES = { min: 3, max: 7 } as const
export const COUNT_LIMITS = { min: 1, max: 100 } as const
export const OPENING = 'Lorem ipsum dolor sit amet'

export const PRESETS: readonly { label: string; type: LoremType; count: number }[] = [
  { label: '50 words', type: 'words', count: 50 },
  { label: '5 sentences', type: 'sentences', count: 5 },
  { label: '3 paragraphs', type: 'paragraphs', count: 3 },
  { label: '5 paragraphs', type: 'paragraphs', count: 5 },
]

export const LOREM_WORDS =
  `lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et
dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo
consequat duis aute irure in reprehenderit voluptate velit esse cillum eu fugiat nulla pariatur excepteur sint
occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum at vero eos accusamus
iusto odio dignissimos ducimus blanditiis praesentium voluptatum deleniti atque corrupti quos dolores quas
molestias excepturi obcaecati cupiditate provident similique mollitia animi dolorum fuga harum quidem rerum
facilis expedita distinctio nam libero tempore cum soluta nobis eligendi optio cumque nihil impedit quo minus
quod maxime placeat facere possimus omnis voluptas assumenda repellendus temporibus autem quibusdam officiis
debitis aut necessitatibus saepe eveniet voluptates repudiandae recusandae itaque earum hic tenetur sapiente
delectus reiciendis voluptatibus maiores alias perferendis doloribus asperiores repellat porro quisquam
dolorem adipisci numquam eius modi tempora incidunt magnam aliquam quaerat natus error voluptatem accusantium
doloremque laudantium totam rem aperiam eaque ipsa quae ab illo inventore veritatis quasi architecto beatae
vitae dicta explicabo nemo ipsam quia aspernatur odit fugit consequuntur magni ratione sequi nesciunt neque`
    .split(/\s+/)
    .filter(Boolean)

/** The count field's rule: non-numeric becomes 1; the value is kept within 1..100 and made whole. */
export function parseCount(raw: string | number): number {
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim() === '' ? Number.NaN : raw)
  if (!Number.isFinite(n)) return COUNT_LIMITS.min
  return Math.min(COUNT_LIMITS.max, Math.max(COUNT_LIMITS.min, Math.floor(n)))
}

const capitalize = (w: string) => w.charAt(0).toUpperCase() + w.slice(1)

function randomWords(n: number, rand: RandomBetween): string[] {
  return Array.from({ length: n }, () => LOREM_WORDS[rand(0, LOREM_WORDS.length - 1)])
}

/** One sentence of 8–22 words; the opening sentence starts with 'Lorem ipsum dolor sit amet'. */
function sentence(rand: RandomBetween, opening: boolean): string {
  const length = rand(SENTENCE_WORDS.min, SENTENCE_WORDS.max)
  const openingWords = OPENING.toLowerCase().split(' ')
  const words = opening
    ? [...openingWords, ...randomWords(length - openingWords.length, rand)]
    : randomWords(length, rand)
  // A comma after 'amet' as in the classic text, otherwise now and then in longer sentences.
  const commaAt = opening ? openingWords.length - 1 : length >= 12 && rand(0, 1) === 1 ? rand(3, length - 5) : -1
  if (commaAt >= 0) words[commaAt] = `${words[commaAt]},`
  return `${capitalize(words.join(' '))}.`
}

export function generateLorem(options: LoremOptions, rand: RandomBetween = randomIntBetween): string {
  const count = parseCount(options.count)
  if (options.type === 'words') {
    const opening = options.startWithLorem ? OPENING.split(' ') : []
    const words = [...opening.slice(0, count), ...randomWords(Math.max(0, count - opening.length), rand)]
    if (!options.startWithLorem) words[0] = capitalize(words[0])
    return words.join(' ')
  }
  const sentences = (n: number, firstOpens: boolean) =>
    Array.from({ length: n }, (_, i) => sentence(rand, firstOpens && i === 0)).join(' ')
  if (options.type === 'sentences') return sentences(count, options.startWithLorem)
  return Array.from({ length: count }, (_, i) =>
    sentences(rand(PARAGRAPH_SENTENCES.min, PARAGRAPH_SENTENCES.max), options.startWithLorem && i === 0),
  ).join('\n\n')
}

export function countWords(text: string): number {
  const t = text.trim()
  return t ? t.split(/\s+/).length : 0
}
