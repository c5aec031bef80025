import * as Comlink from 'comlink'
import { primeApi } from './prime.api'

Comlink.expose(primeApi)
