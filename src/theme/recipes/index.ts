// Recipes for every component used more than once, one file each; Ark UI parts get slot recipes.

export { badge } from './badge'
export { button } from './button'
export { card } from './card'
export { checkbox } from './checkbox'
export { drawer } from './drawer'
export { input } from './input'
export { select } from './select'
export { slider } from './slider'
export { switchRecipe } from './switch'
export { tabs } from './tabs'
export { toast } from './toast'
export { tooltip } from './tooltip'
