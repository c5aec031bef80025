// Category hues shared by the Panda preset (tokens) and the catalogue (which token a tile uses).
export const categoryHues = {
  text: 'blue',
  color: 'pink',
  media: 'emerald',
  time: 'amber',
  math: 'violet',
  encoding: 'cyan',
  web: 'orange',
  generators: 'lime',
  files: 'sky',
  data: 'indigo',
} as const

export type CategoryId = keyof typeof categoryHues
