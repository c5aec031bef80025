import * as Comlink from 'comlink'
import { geoApi } from './geo.api'

Comlink.expose(geoApi)
