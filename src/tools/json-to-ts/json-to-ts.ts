// The page's logic lives in lib/json/json-to-ts (the json worker runs it for big samples); re-exported for the view.
export * from '../../lib/json/json-to-ts'
