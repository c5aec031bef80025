// The Lucide icons the app's shell draws from the icon sprite (src/app/sprite-icon.tsx) instead of as lucide-react
// components, so the home page needs no icon code: the header, home, its shelves and smart paste. The build reads
// this list (src/catalogue/vite-tool-icons.ts); a name missing here is a type error where it is used.
export const appIcons = [
  'arrow-left',
  'clipboard-paste',
  'clock',
  'code',
  'file-search',
  'grip-vertical',
  'lock',
  'menu',
  'moon',
  'search',
  'smartphone',
  'star',
  'sun',
  'x',
  'zap',
] as const

export type AppIconName = (typeof appIcons)[number]
