import * as Comlink from 'comlink'
import { mediaApi } from './media.api'

Comlink.expose(mediaApi)
