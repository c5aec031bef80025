// Gives an Ark UI part its recipe class once, so every tool uses the same styled parts.
import type { ComponentType } from 'react'
import { cx } from '../styled-system/css'

export function withClass<P extends { className?: string }>(Component: ComponentType<P>, className: string) {
  function Styled(props: P) {
    return <Component {...props} className={cx(className, props.className)} />
  }
  Styled.displayName = `Styled(${Component.displayName ?? Component.name ?? 'Component'})`
  return Styled
}
