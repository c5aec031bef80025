// Does a file match an accept filter such as "image/*", ".svg,image/svg+xml" or a predicate?
export type Accept = string | ((file: File) => boolean)

export function matchesAccept(file: File, accept: Accept | undefined): boolean {
  if (!accept) return true
  if (typeof accept === 'function') return accept(file)
  const name = file.name.toLowerCase()
  const type = (file.type || '').toLowerCase()
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule)
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1))
      return type === rule
    })
}

export interface Rejection {
  title: string
  description: string
}

/** Splits files into accepted and rejected; `describe` words the toast for each rejected file. */
export function partitionFiles(
  files: readonly File[],
  accept: Accept | undefined,
): { accepted: File[]; rejected: File[] } {
  const accepted: File[] = []
  const rejected: File[] = []
  for (const file of files) (matchesAccept(file, accept) ? accepted : rejected).push(file)
  return { accepted, rejected }
}
