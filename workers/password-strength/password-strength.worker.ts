import * as Comlink from 'comlink'
import { passwordStrengthApi } from './password-strength.api'

Comlink.expose(passwordStrengthApi)
