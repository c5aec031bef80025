// Bulleted or numbered explanatory lists (tips, how-tos, notes), the same on every tool.
import type { ReactNode } from 'react'
import { css, cx } from '../styled-system/css'

const base = css({ pl: '5', fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1.5' })

export function ProseList({ ordered, muted, children }: { ordered?: boolean; muted?: boolean; children: ReactNode }) {
  const className = cx(
    base,
    ordered ? css({ listStyle: 'decimal' }) : css({ listStyle: 'disc' }),
    muted && css({ color: 'fg.muted' }),
  )
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>
}
