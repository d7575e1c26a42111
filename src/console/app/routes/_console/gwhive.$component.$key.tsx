import { environments } from '@domain/enums'
import { oneOf, searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { gatewayHive } from '../../../api/hive'
import { preloadRecord } from '../../../api/record-kind'
import { dialogSearch } from '../../../palette/screen-dialog'
import { GatewayHiveSettingDetail } from '../../../screens/hive/HiveSettingDetail'

// A key holds a value per environment: the open setting's. Built apart from the route options:
// inline, the search's type is lost to loaderDeps' inference.
const settingSearch = searchOf({ settingEnvironment: oneOf(environments) }, dialogSearch('delete'))

export const Route = createFileRoute('/_console/gwhive/$component/$key')({
  validateSearch: settingSearch,
  loaderDeps: ({ search }) => ({ settingEnvironment: search.settingEnvironment }),
  loader: ({ context, params, deps }) => preloadRecord(context.queryClient, gatewayHive, { ...params, ...deps }),
  component: GatewayHiveSettingDetail,
})
