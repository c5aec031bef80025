// The project's source repository as a browsable https URL, from package.json's `repository` field (read at build
// time by the offline/PWA Vite plugin). npm accepts several forms; anything that is not a recognisable URL gives null,
// so the site never links to a repository that does not exist.
type RepositoryField = string | { type?: string; url?: string; directory?: string } | undefined | null

const hosts: Record<string, string> = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' }

export function repositoryUrl(field: RepositoryField): string | null {
  const raw = (typeof field === 'string' ? field : field?.url)?.trim()
  if (!raw) return null
  // Shorthands: "owner/repo", "github:owner/repo", "gitlab:owner/repo", "bitbucket:owner/repo".
  const short = raw.match(/^(?:(github|gitlab|bitbucket):)?([\w.-]+)\/([\w.-]+?)(?:\.git)?$/)
  if (short) return `https://${hosts[short[1] ?? 'github']}/${short[2]}/${short[3]}`
  // git@host:owner/repo.git
  const ssh = raw.match(/^git@([\w.-]+):([\w./-]+?)(?:\.git)?$/)
  if (ssh) return `https://${ssh[1]}/${ssh[2]}`
  let url: URL
  try {
    url = new URL(raw.replace(/^git\+/, ''))
  } catch {
    return null
  }
  if (!/^(https?|git|ssh):$/.test(url.protocol) || !url.hostname.includes('.')) return null
  const path = url.pathname.replace(/\.git$/, '').replace(/\/+$/, '')
  if (!/^\/[^/]+\/[^/]+/.test(path)) return null
  return `https://${url.hostname}${path}`
}
