import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { muser } from '../../../api/muser'
import { dialogSearch } from '../../../palette/screen-dialog'
import { UserDetail } from '../../../screens/muser/UserDetail'

export const Route = createFileRoute('/_console/admin/users/$user')({
  validateSearch: searchOf(dialogSearch('setPassword', 'addRole', 'resetTwoFa', 'endSessions', 'disable')),
  loader: (match) => muser.preload(match),
  component: UserDetail,
})
