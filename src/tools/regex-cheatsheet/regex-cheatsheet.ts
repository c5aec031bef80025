// JavaScript regular-expression syntax, each entry with a working example (pattern, flags, text) that the unit
// tests run, and a search over tokens, meanings and section names. "Try it" opens the example in regex-tester.

export interface CheatEntry {
  token: string
  meaning: string
  example: { pattern: string; flags: string; text: string }
}

export interface CheatSection {
  id: string
  title: string
  entries: CheatEntry[]
}

const e = (token: string, meaning: string, pattern: string, text: string, flags = 'g'): CheatEntry => ({
  token,
  meaning,
  example: { pattern, flags, text },
})

export const CHEATSHEET: CheatSection[] = [
  {
    id: 'anchors',
    title: 'Anchors and boundaries',
    entries: [
      e('^', 'Start of the input (of each line with the m flag)', '^\\w+', 'first line\nsecond line', 'gm'),
      e('$', 'End of the input (of each line with the m flag)', '\\w+$', 'first line\nsecond line', 'gm'),
      e('\\b', 'Word boundary: between a word character and a non-word character', '\\bcat\\b', 'cat concat cat.'),
      e('\\B', 'Not a word boundary', '\\Bcat', 'cat concat bobcat'),
    ],
  },
  {
    id: 'classes',
    title: 'Character classes',
    entries: [
      e('.', 'Any character except line breaks (any at all with the s flag)', 'h.t', 'hat hot h t h\nt'),
      e('\\d  \\D', 'A digit 0–9 / anything but a digit', '\\d+', 'Order 66 shipped in 3 boxes'),
      e('\\w  \\W', 'A word character [A-Za-z0-9_] / anything else', '\\w+', 'snake_case, kebab-case'),
      e('\\s  \\S', 'Whitespace (space, tab, line breaks, Unicode spaces) / anything else', '\\s+', 'a  b\tc\nd'),
      e('[abc]', 'One of the listed characters', '[aeiou]', 'regular expression'),
      e('[^abc]', 'Any character not listed', '[^aeiou\\s]+', 'regular expression'),
      e('[a-z]', 'A range of characters', '[A-F0-9]+', 'Colour #FF8800 and #0A0B0C'),
      e('\\t \\n \\r', 'Tab, line feed, carriage return', '\\t', 'name\tvalue'),
      e('\\xhh  \\uhhhh', 'A character by its hex code', '\\u00e9', 'café résumé'),
      e('\\u{hhhhh}', 'A code point beyond U+FFFF (needs the u flag)', '\\u{1F600}', 'smile 😀 please', 'gu'),
      e('\\', 'Escapes a special character: \\. \\* \\( \\[ \\\\', '\\d+\\.\\d+', 'Pi is 3.14, not 3,14'),
    ],
  },
  {
    id: 'quantifiers',
    title: 'Quantifiers',
    entries: [
      e('*', 'Zero or more of the previous item', 'go*gle', 'ggle gogle google'),
      e('+', 'One or more', 'go+gle', 'ggle gogle google'),
      e('?', 'Zero or one (optional)', 'colou?r', 'color colour'),
      e('{n}', 'Exactly n times', '\\d{4}', '12 1234 123456'),
      e('{n,}', 'n or more times', '\\d{3,}', '12 123 12345'),
      e('{n,m}', 'Between n and m times', '\\w{2,4}', 'a ab abcdef'),
      e('*? +? ?? {n,m}?', 'Lazy: as few as possible', '<.+?>', '<b>bold</b> text'),
      e('Greedy', 'Without ?, quantifiers take as much as possible', '<.+>', '<b>bold</b> text'),
    ],
  },
  {
    id: 'groups',
    title: 'Groups and references',
    entries: [
      e('(abc)', 'Capturing group: matched text is kept as $1, $2 …', '(\\d{4})-(\\d{2})', 'Since 2024-05'),
      e('(?:abc)', 'Non-capturing group: groups without keeping', '(?:ha)+', 'hahaha!'),
      e('(?<name>abc)', 'Named group: kept under a name', '(?<year>\\d{4})-(?<month>\\d{2})', 'Since 2024-05'),
      e('\\1', 'Back-reference to group 1', '(\\w)\\1', 'letter bookkeeper'),
      e('\\k<name>', 'Back-reference to a named group', '(?<q>["\']).*?\\k<q>', 'say "hi" and \'bye\''),
      e('a|b', 'Alternation: either side', 'cat|dog', 'hotdog catfish'),
    ],
  },
  {
    id: 'lookaround',
    title: 'Lookahead and lookbehind',
    entries: [
      e('(?=abc)', 'Lookahead: followed by, without taking it', '\\d+(?=%)', '50% of 200 is 100'),
      e('(?!abc)', 'Negative lookahead: not followed by', '\\d+(?!\\d|%)', '50% of 200'),
      e('(?<=abc)', 'Lookbehind: preceded by', '(?<=\\$)\\d+', 'Cost: $30 or 25€'),
      e('(?<!abc)', 'Negative lookbehind: not preceded by', '(?<!\\$)\\b\\d+', 'Cost: $30 or 25€'),
    ],
  },
  {
    id: 'flags',
    title: 'Flags',
    entries: [
      e('g', 'Global: find every match, not only the first', 'o', 'foo boo'),
      e('i', 'Ignore case', 'hello', 'Hello HELLO hello', 'gi'),
      e('m', 'Multiline: ^ and $ match at every line', '^-', '- one\n- two', 'gm'),
      e('s', 'Dot-all: . also matches line breaks', 'a.b', 'a\nb', 'gs'),
      e('u', 'Unicode: code points, \\u{…} and \\p{…}', '^.$', '😀', 'u'),
      e('y', 'Sticky: match only at lastIndex', 'foo', 'foofoo bar', 'gy'),
      e('d', 'Indices: start and end of every group (the tester uses it for groups)', '(b)', 'abc', 'gd'),
    ],
  },
  {
    id: 'unicode',
    title: 'Unicode property escapes (u flag)',
    entries: [
      e('\\p{L}', 'Any letter, in any script', '\\p{L}+', 'Straße café Ελλάδα 東京', 'gu'),
      e('\\p{Lu}  \\p{Ll}', 'Upper-case / lower-case letters', '\\p{Lu}', 'Hello World, Ärger', 'gu'),
      e('\\p{N}', 'Any number (digits of every script, fractions …)', '\\p{N}+', '42 ٤٢ ½', 'gu'),
      e('\\p{Script=Greek}', 'Characters of one script', '\\p{Script=Greek}+', 'alpha α beta β', 'gu'),
      e('\\p{Emoji_Presentation}', 'Emoji shown as pictures', '\\p{Emoji_Presentation}', 'ok 👍 done ✅', 'gu'),
      e('\\P{…}', 'Negation: not that property', '\\P{L}+', 'abc123!', 'gu'),
    ],
  },
]

/** Sections holding the entries whose token, meaning or section title contains every word of the query. */
export function searchCheatsheet(query: string, sections: readonly CheatSection[] = CHEATSHEET): CheatSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return [...sections]
  return sections
    .map((s) => ({
      ...s,
      entries: s.entries.filter((entry) => {
        const hay = `${entry.token} ${entry.meaning} ${s.title} ${entry.example.pattern}`.toLowerCase()
        return words.every((w) => hay.includes(w))
      }),
    }))
    .filter((s) => s.entries.length > 0)
}

export const entryCount = (sections: readonly CheatSection[]) => sections.reduce((n, s) => n + s.entries.length, 0)
