import * as Comlink from 'comlink'
import { probeApi } from './probe.api'

Comlink.expose(probeApi)
