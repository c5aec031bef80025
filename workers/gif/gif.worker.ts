import * as Comlink from 'comlink'
import { gifApi } from './gif.api'

Comlink.expose(gifApi)
