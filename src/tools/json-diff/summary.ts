// The JSON Diff summary line (pure, unit-tested).

/** "3 differences · 1 added · 1 removed · 1 changed", with type changes when there are any; "Equal" for none. */
export function summaryFor(total: number, counts: { added: number; removed: number; changed: number; type: number }) {
  if (total === 0) return 'Equal'
  const parts = [`${counts.added} added`, `${counts.removed} removed`, `${counts.changed} changed`]
  if (counts.type) parts.push(`${counts.type} type changed`)
  return `${total} ${total === 1 ? 'difference' : 'differences'} · ${parts.join(' · ')}`
}
