// Icons drawn from the build's icon sprite (src/catalogue/vite-tool-icons.ts): a <use> of the icon's symbol, drawn as
// a lucide-react icon is, so the home page ships icon names instead of icon components. The sprite is
// a hidden SVG at the end of every page, outside the app's root.
import type { Tool } from '../catalogue/define-tool'
import { iconSymbolId } from '../catalogue/icon-symbol'
import type { AppIconName } from './app-icons'

function SpriteIcon({ name, className }: { name: string; className?: string }) {
  // Size, stroke and fill are the .lk-icon style (panda.config.ts globalCss), not attributes repeated on each icon.
  return (
    <svg className={className ? `lk-icon ${className}` : 'lk-icon'} aria-hidden="true">
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
