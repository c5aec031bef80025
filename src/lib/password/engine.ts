// The zxcvbn-ts engine with the common + English dictionaries; imported lazily by the view (it is large).
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import { MAX_ANALYSED } from './strength'

const factory = new ZxcvbnFactory({
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
  useLevenshteinDistance: false,
  maxLength: MAX_ANALYSED,
})

export function checkPassword(password: string, userInputs: string[] = []): ZxcvbnResult {
  return factory.check(password.slice(0, MAX_ANALYSED), userInputs)
}
