// Reads and lays out big JSON charts off the main thread, so 200,000 pasted points never freeze the page. The last
// data read is kept, so changing the chart type or fields of the same text lays it out again without re-reading.
import { type Dataset, type PlotRequest, type PlotResult, plotDataset, readJson } from '../../src/lib/chart/json-chart'

let last: { text: string; data: Dataset } | null = null

export const jsonPlotApi = {
  async plot(text: string, request: PlotRequest): Promise<PlotResult> {
    if (last?.text !== text) {
      last = null
      const read = readJson(text)
      if (!read.ok) return read
      last = { text, data: read.data }
    }
    return plotDataset(last.data, request)
  },
}

export type JsonPlotApi = typeof jsonPlotApi
