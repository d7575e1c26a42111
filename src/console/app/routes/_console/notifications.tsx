import { filterSearch } from '@domain/filter-fields'
import { notificationFilterFields } from '@domain/filters/message'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { MessagesScreen } from '../../../screens/message/MessagesScreen'

export const Route = createFileRoute('/_console/notifications')({
  validateSearch: searchOf(filterSearch(notificationFilterFields)),
  component: () => <MessagesScreen list="notifications" />,
})
