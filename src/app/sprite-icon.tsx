// Icons drawn from the build's icon sprite (src/catalogue/vite-tool-icons.ts): a <use> of the icon's symbol, with the
// same attributes as a lucide-react icon, so the home page ships icon names instead of icon components. The sprite is
// a hidden SVG at the end of every page, outside the app's root.
import type { Tool } from '../catalogue/define-tool'
import { iconSymbolId } from '../catalogue/icon-symbol'
import type { AppIconName } from './app-icons'

function SpriteIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${name}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  )
}

/** A catalogue tool's icon. */
export function ToolIcon({ tool }: { tool: Pick<Tool, 'icon'> }) {
  return <SpriteIcon name={tool.icon} />
}

/** One of the shell's icons (src/app/app-icons.ts). */
export function AppIcon({ name, className }: { name: AppIconName; className?: string }) {
  return <SpriteIcon name={name} className={className} />
}
