import * as Comlink from 'comlink'
import { bcryptApi } from './bcrypt.api'

Comlink.expose(bcryptApi)
