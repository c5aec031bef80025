import * as Comlink from 'comlink'
import { imageApi } from './image.api'

Comlink.expose(imageApi)
