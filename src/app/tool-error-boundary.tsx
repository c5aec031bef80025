// Keeps a crashing tool from blanking the page: shows the reason and a way out.
import { Component, type ReactNode } from 'react'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'

export class ToolErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <div
        role="alert"
        className={css({
          borderWidth: '1px',
          borderColor: 'danger.border',
          bg: 'danger.subtle',
          borderRadius: 'xl',
          p: '5',
        })}
      >
        <p className={css({ fontWeight: 'semibold', color: 'danger.fg' })}>This tool ran into a problem</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>{this.state.error.message}</p>
        <button
          type="button"
          className={`${button({ size: 'sm' })} ${css({ mt: '3' })}`}
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </div>
    )
  }
}
