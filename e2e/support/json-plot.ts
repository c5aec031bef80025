// The JSON Chart page as its specs use it: opened, with its text box and its chart.
import type { Page } from '@playwright/test'
import { gotoTool } from './helpers'

export async function openJsonPlot(page: Page) {
  await gotoTool(page, 'json-plot')
  return { box: page.getByLabel('JSON data'), svg: page.getByTestId('json-plot-svg') }
}
