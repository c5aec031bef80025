import * as Comlink from 'comlink'
import { base64Api } from './base64.api'

Comlink.expose(base64Api)
