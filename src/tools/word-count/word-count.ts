// The word-count tool's counting lives in src/lib/text/word-stats.ts (its worker uses it too).
export * from '../../lib/text/word-stats'
