import * as Comlink from 'comlink'
import { diceApi } from './dice.api'

Comlink.expose(diceApi)
