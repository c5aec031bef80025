import * as Comlink from 'comlink'
import { pdfApi } from './pdf.api'

Comlink.expose(pdfApi)
