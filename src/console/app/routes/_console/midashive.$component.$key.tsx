import { environments } from '@domain/enums'
import { oneOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { hiveAreas, midasHive } from '../../../api/hive'
import { recordSearchOptions } from '../../../api/route-options'
import { dialogSearch } from '../../../palette/screen-dialog'
import { HiveSettingDetail } from '../../../screens/hive/HiveSettingDetail'

export const Route = createFileRoute('/_console/midashive/$component/$key')({
  // A key holds a value per environment: the open setting's.
  ...recordSearchOptions('settingEnvironment', oneOf(environments), dialogSearch('delete')),
  loader: (match) => midasHive.preload(match),
  component: () => <HiveSettingDetail area={hiveAreas.midas} />,
})
