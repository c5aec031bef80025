import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { tabs } from '../styled-system/recipes'
import { withClass } from './slot'

const classes = tabs()

export const Tabs = {
  Root: withClass(ArkTabs.Root, classes.root),
  List: withClass(ArkTabs.List, classes.list),
  Trigger: withClass(ArkTabs.Trigger, classes.trigger),
  Content: withClass(ArkTabs.Content, classes.content),
}
