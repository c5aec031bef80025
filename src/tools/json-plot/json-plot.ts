// The JSON Chart page's own constants; the chart rules live in src/lib/chart/json-chart.ts, shared with the worker.

/** Inputs longer than this (characters) are read and laid out in the json-plot worker; shorter ones at once. */
export const WORKER_THRESHOLD = 100_000

export const SAMPLE_JSON = `[
  { "month": "Jan", "sales": 120, "costs": 80 },
  { "month": "Feb", "sales": 150, "costs": 95 },
  { "month": "Mar", "sales": 90, "costs": 70 },
  { "month": "Apr", "sales": 180, "costs": 110 },
  { "month": "May", "sales": 210, "costs": 120 },
  { "month": "Jun", "sales": 160, "costs": 105 }
]`
