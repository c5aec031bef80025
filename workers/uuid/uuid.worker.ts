import * as Comlink from 'comlink'
import { uuidApi } from './uuid.api'

Comlink.expose(uuidApi)
