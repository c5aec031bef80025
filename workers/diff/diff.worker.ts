import * as Comlink from 'comlink'
import { diffApi } from './diff.api'

Comlink.expose(diffApi)
