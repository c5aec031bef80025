import * as Comlink from 'comlink'
import { markdownTocApi } from './markdown-toc.api'

Comlink.expose(markdownTocApi)
