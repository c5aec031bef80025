// The ten categories in catalogue order; each has its own colour scheme (tokens `cat.<id>.*`).
import type { CategoryId } from '../theme/categories'

export type { CategoryId }

export interface Category {
  id: CategoryId
  name: string
}

export const categories: readonly Category[] = [
  { id: 'text', name: 'Text Processing' },
  { id: 'color', name: 'Color & Design' },
  { id: 'media', name: 'Images & Media' },
  { id: 'time', name: 'Date & Time' },
  { id: 'math', name: 'Math & Units' },
  { id: 'encoding', name: 'Encoding' },
  { id: 'web', name: 'Web Dev' },
  { id: 'generators', name: 'Generators' },
  { id: 'files', name: 'Files & Data' },
  { id: 'data', name: 'Data & Visualization' },
]

export function getCategory(id: CategoryId): Category {
  const found = categories.find((c) => c.id === id)
  if (!found) throw new Error(`Unknown category ${id}`)
  return found
}

/** The card badge shows the first word of the category name. */
export function categoryBadge(id: CategoryId): string {
  return getCategory(id).name.split(' ')[0]
}
