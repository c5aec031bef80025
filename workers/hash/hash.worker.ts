import * as Comlink from 'comlink'
import { hashApi } from './hash.api'

Comlink.expose(hashApi)
