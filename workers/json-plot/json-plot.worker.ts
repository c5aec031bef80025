import * as Comlink from 'comlink'
import { jsonPlotApi } from './json-plot.api'

Comlink.expose(jsonPlotApi)
