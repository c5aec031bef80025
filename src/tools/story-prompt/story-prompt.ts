// Writing prompts for the story-prompt tool: five bundled lists (written for this site) combined into one sentence;
// any part can be locked while the others are rerolled, each reroll landing on a different entry.
import { randomInt } from '../../lib/random'

/** Uniform integer in 0..maxExclusive-1. */
export type RandomSource = (maxExclusive: number) => number

export const PARTS = ['genre', 'character', 'setting', 'conflict', 'twist'] as const
export type Part = (typeof PARTS)[number]

export const PART_LABELS: Record<Part, string> = {
  genre: 'Genre',
  character: 'Character',
  setting: 'Setting',
  conflict: 'Conflict',
  twist: 'Twist',
}

/** Each entry reads in the sentence "A <genre> story. <Character> <setting> must <conflict>. But <twist>." */
export const LISTS: Record<Part, readonly string[]> = {
  genre: [
    'cosy mystery',
    'gothic horror',
    'hard science fiction',
    'epic fantasy',
    'romantic comedy',
    'noir crime',
    'post-apocalyptic',
    'magical realist',
    'historical adventure',
    'psychological thriller',
    'space opera',
    'fairy-tale retelling',
    'heist',
    'coming-of-age',
    'western',
    'satirical',
    'solarpunk',
    'ghost',
    'spy',
    'survival',
  ],
  character: [
    'a retired lighthouse keeper',
    'a nervous apprentice witch',
    'a cartographer who has never left home',
    'a disgraced royal chef',
    'an android who collects old songs',
    'a teenage beekeeper',
    'a detective who cannot lie',
    'a night-shift nurse',
    'a smuggler with a conscience',
    'an exiled court musician',
    'a grandmother who used to be a spy',
    'a translator of dead languages',
    'a lonely ferry pilot',
    'a botanist with a forbidden seed',
    'a clockmaker’s reluctant heir',
    'a circus strongwoman',
    'a junior diplomat on her first posting',
    'a librarian who hears books whisper',
    'a failed magician',
    'twin sisters who share one memory',
  ],
  setting: [
    'in a city where it never stops raining',
    'aboard a generation ship halfway to nowhere',
    'in a village that appears on no map',
    'in a floating market on a flooded planet',
    'in a palace made entirely of glass',
    'in a mountain monastery cut off by snow',
    'in a train that never stops',
    'on an island that moves with the tides',
    'in a desert town during its last festival',
    'beneath a city, in forgotten tunnels',
    'in a lighthouse at the edge of the world',
    'in a 1920s jazz club',
    'in a research station in Antarctica',
    'in a forest where the trees remember',
    'on the night of a total eclipse',
    'in a hotel that checks guests into the past',
    'in a tiny bookshop during a blackout',
    'on a derelict space station',
    'in a kingdom ruled by children',
    'at a wedding that goes wrong',
  ],
  conflict: [
    'find out who has been stealing their memories',
    'deliver a letter that could start a war',
    'break a curse before the next full moon',
    'win back a home that was lost in a card game',
    'hide a fugitive from their own family',
    'stop a flood that only they can see coming',
    'choose between love and a promise',
    'solve a murder that has not happened yet',
    'repair the machine that keeps the sun rising',
    'keep a secret that everyone is hunting for',
    'lead strangers to safety across hostile ground',
    'expose a lie told by someone they admire',
    'survive one night with their worst enemy',
    'return a stolen crown without being caught',
    'convince a town that the danger is real',
    'learn a forbidden skill in seven days',
    'reunite two families who have feuded for a century',
    'escape a place that keeps rewriting its own map',
    'pay back a debt to something not quite human',
    'protect a child who can see the future',
  ],
  twist: [
    'the mentor has been dead for ten years',
    'the villain is trying to save everyone',
    'it has all happened before, and they chose to forget',
    'the narrator is the culprit',
    'the map was drawn by their future self',
    'the enemy is their own reflection',
    'the treasure is a person',
    'the storm is alive',
    'their best friend is not who they claim to be',
    'the whole town is in on it',
    'the prophecy was a mistranslation',
    'the letter was addressed to someone else',
    'the ghost is still alive',
    'they are the one being hunted',
    'the cure is worse than the disease',
    'the world outside ended years ago',
    'the rival was working for them all along',
    'every clock in the story is lying',
    'the real heir has been with them from the start',
    'winning means losing everything they love',
  ],
}

export type Prompt = Record<Part, string>
export type Locks = Record<Part, boolean>

export const NO_LOCKS: Locks = { genre: false, character: false, setting: false, conflict: false, twist: false }

const articleFor = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A')
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** "An epic fantasy story. A teenage beekeeper in … must …. But …." */
export function composePrompt(p: Prompt): string {
  return `${articleFor(p.genre)} ${p.genre} story. ${capitalise(p.character)} ${p.setting} must ${p.conflict}. But ${p.twist}.`
}

/** A random entry, different from `current` when the list allows. */
export function pickDifferent(list: readonly string[], current: string | undefined, random: RandomSource): string {
  const at = current === undefined ? -1 : list.indexOf(current)
  if (at < 0 || list.length < 2) return list[random(list.length)]
  const i = random(list.length - 1)
  return list[i >= at ? i + 1 : i]
}

/** A fresh prompt; with a previous one, locked parts stay and every unlocked part changes. */
export function rollPrompt(
  previous: Prompt | null,
  locks: Locks = NO_LOCKS,
  random: RandomSource = randomInt,
  lists: Record<Part, readonly string[]> = LISTS,
): Prompt {
  const out = {} as Prompt
  for (const part of PARTS) {
    out[part] = previous && locks[part] ? previous[part] : pickDifferent(lists[part], previous?.[part], random)
  }
  return out
}

/** How many different prompts the lists can make. */
export function combinations(lists: Record<Part, readonly string[]> = LISTS): number {
  return PARTS.reduce((n, p) => n * lists[p].length, 1)
}
