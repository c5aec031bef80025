import * as Comlink from 'comlink'
import { unzipApi } from './unzip.api'

Comlink.expose(unzipApi)
