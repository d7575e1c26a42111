import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { itemDialogSearch } from '../../../palette/screen-dialog'
import { SystemCommandScreen } from '../../../screens/system/SystemCommandScreen'

export const Route = createFileRoute('/_console/systemCommand')({
  validateSearch: searchOf(itemDialogSearch('runCommand')),
  component: SystemCommandScreen,
})
