import * as Comlink from 'comlink'
import { csvApi } from './csv.api'

Comlink.expose(csvApi)
