import * as Comlink from 'comlink'
import { textStatsApi } from './text-stats.api'

Comlink.expose(textStatsApi)
