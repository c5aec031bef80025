import * as Comlink from 'comlink'
import { sheetApi } from './sheet.api'

Comlink.expose(sheetApi)
