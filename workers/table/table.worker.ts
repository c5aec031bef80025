import * as Comlink from 'comlink'
import { tableApi } from './table.api'

Comlink.expose(tableApi)
