import * as Comlink from 'comlink'
import { zipApi } from './zip.api'

Comlink.expose(zipApi)
