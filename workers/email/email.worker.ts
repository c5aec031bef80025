import * as Comlink from 'comlink'
import { emailApi } from './email.api'

Comlink.expose(emailApi)
