import { templateCollectionFilterFields } from '@domain/filters/emailtpl'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { SystemTplCollectionsScreen } from '../../../screens/emailtpl/CollectionsScreen'

export const Route = createFileRoute('/_console/systemTplCollections')({
  ...listRouteOptions(templateCollectionFilterFields),
  component: SystemTplCollectionsScreen,
})
