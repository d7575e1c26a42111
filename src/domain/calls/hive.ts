import { z } from 'zod'
import { defineCall } from '../call'
import { okAnswerSchema, textId } from '../entities/common'
import { hiveListQuerySchema, hiveSettingInputSchema, hiveSettingSchema } from '../entities/hive'
import { pageSchema } from '../pagination'

const area = 'hive'
const setting = z.object({ component: textId, key: textId })

export const hiveCalls = {
  gatewayHive: defineCall({ area, method: 'GET', path: 'gwhive', access: 'hive.read', query: hiveListQuerySchema, response: pageSchema(hiveSettingSchema) }),
  saveGatewayHive: defineCall({ area, method: 'POST', path: 'gwhive', access: 'hive.write', body: hiveSettingInputSchema, response: hiveSettingSchema }),
  removeGatewayHive: defineCall({ area, method: 'DELETE', path: 'gwhive/{component}/{key}', access: 'hive.write', params: setting, response: okAnswerSchema }),
  midasHive: defineCall({ area, method: 'GET', path: 'midashive', access: 'hive.read', query: hiveListQuerySchema, response: pageSchema(hiveSettingSchema) }),
  saveMidasHive: defineCall({ area, method: 'POST', path: 'midashive', access: 'hive.write', body: hiveSettingInputSchema, response: hiveSettingSchema }),
  removeMidasHive: defineCall({ area, method: 'DELETE', path: 'midashive/{component}/{key}', access: 'hive.write', params: setting, response: okAnswerSchema }),
}
