// The page's logic lives in lib/csv/table-sorter (the table worker runs it); re-exported for the view.
export * from '../../lib/csv/table-sorter'
