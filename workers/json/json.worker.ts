import * as Comlink from 'comlink'
import { jsonApi } from './json.api'

Comlink.expose(jsonApi)
