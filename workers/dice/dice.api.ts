// Exact dice distributions off the main thread: big expressions (hundreds of dice, keep rules) take long enough
// to stall typing if computed in the page.
import { type DistributionStats, distributionStats, type Term } from '../../src/lib/dice'

export const diceApi = {
  async stats(terms: Term[]): Promise<DistributionStats> {
    return distributionStats(terms)
  },
}

export type DiceApi = typeof diceApi
