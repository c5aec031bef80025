import * as Comlink from 'comlink'
import { regexApi } from './regex.api'

Comlink.expose(regexApi)
