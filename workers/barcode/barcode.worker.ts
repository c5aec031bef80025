import * as Comlink from 'comlink'
import { barcodeApi } from './barcode.api'

Comlink.expose(barcodeApi)
