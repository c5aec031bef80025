import * as Comlink from 'comlink'
import { svgApi } from './svg.api'

Comlink.expose(svgApi)
