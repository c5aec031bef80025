import * as Comlink from 'comlink'
import { jsonDiffApi } from './json-diff.api'

Comlink.expose(jsonDiffApi)
