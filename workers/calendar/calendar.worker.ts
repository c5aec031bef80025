import * as Comlink from 'comlink'
import { calendarApi } from './calendar.api'

Comlink.expose(calendarApi)
