import { templateCollectionFilterFields } from '@domain/filters/emailtpl'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { TemplateCollectionsScreen } from '../../../screens/emailtpl/CollectionsScreen'

export const Route = createFileRoute('/_console/templateCollections')({
  ...listRouteOptions(templateCollectionFilterFields),
  component: TemplateCollectionsScreen,
})
