import { z } from 'zod'
import { recordCalls } from '../call'
import { textId } from '../entities/common'
import { hiveKeyQuerySchema, hiveListQuerySchema, hiveSettingInputSchema, hiveSettingSchema } from '../entities/hive'

/** The settings of one hive: listed, saved (a new key or a new value) and removed. */
const hive = (path: string) =>
  recordCalls({
    area: 'hive',
    path,
    params: z.object({ component: textId, key: textId }),
    keyQuery: hiveKeyQuerySchema,
    read: 'hive.read',
    write: 'hive.write',
    entity: hiveSettingSchema,
    listQuery: hiveListQuerySchema,
    create: hiveSettingInputSchema,
  })

const gateway = hive('gwhive')
const midas = hive('midashive')

export const hiveCalls = {
  gatewayHive: gateway.list,
  saveGatewayHive: gateway.create,
  removeGatewayHive: gateway.remove,
  midasHive: midas.list,
  saveMidasHive: midas.create,
  removeMidasHive: midas.remove,
}
