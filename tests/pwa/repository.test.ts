import { describe, expect, it } from 'vitest'
import { repositoryUrl } from '../../src/pwa/repository'

describe('repositoryUrl (package.json "repository")', () => {
  it('is null when nothing usable is configured', () => {
    expect(repositoryUrl(undefined)).toBeNull()
    expect(repositoryUrl('')).toBeNull()
    expect(repositoryUrl({ type: 'git' })).toBeNull()
    expect(repositoryUrl('not a url')).toBeNull()
    expect(repositoryUrl('file:///srv/repo')).toBeNull()
    expect(repositoryUrl('https://localhost/x/y')).toBeNull()
    expect(repositoryUrl('https://github.com/only-owner')).toBeNull()
  })
  it('reads the npm shorthands', () => {
    expect(repositoryUrl('someone/localkit')).toBe('https://github.com/someone/localkit')
    expect(repositoryUrl('github:someone/localkit')).toBe('https://github.com/someone/localkit')
    expect(repositoryUrl('gitlab:group/tools')).toBe('https://gitlab.com/group/tools')
    expect(repositoryUrl('bitbucket:team/repo')).toBe('https://bitbucket.org/team/repo')
  })
  it('normalises git URLs to a browsable https address', () => {
    expect(repositoryUrl({ type: 'git', url: 'git+https://github.com/someone/localkit.git' })).toBe(
      'https://github.com/someone/localkit',
    )
    expect(repositoryUrl('git@github.com:someone/localkit.git')).toBe('https://github.com/someone/localkit')
    expect(repositoryUrl('git://github.com/someone/localkit.git')).toBe('https://github.com/someone/localkit')
    expect(repositoryUrl('https://codeberg.org/someone/localkit/')).toBe('https://codeberg.org/someone/localkit')
  })
})
