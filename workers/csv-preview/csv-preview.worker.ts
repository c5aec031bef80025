import * as Comlink from 'comlink'
import { csvPreviewApi } from './csv-preview.api'

Comlink.expose(csvPreviewApi)
