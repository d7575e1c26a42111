import { z } from 'zod'
import { recordCalls } from '../call'
import { numericId, textId } from '../entities/common'
import {
  pspResultCodeInputSchema,
  pspResultCodeListQuerySchema,
  pspResultCodeSchema,
  pspResultCodeUpdateSchema,
  resultCodeInputSchema,
  resultCodeListQuerySchema,
  resultCodeSchema,
  resultCodeUpdateSchema,
} from '../entities/resultcode'

const area = 'resultcode'
const access = { read: 'resultCode.read', write: 'resultCode.write' } as const

const psp = recordCalls({
  area,
  path: 'pspresultcode',
  params: z.object({ code: numericId }),
  ...access,
  entity: pspResultCodeSchema,
  listQuery: pspResultCodeListQuerySchema,
  create: pspResultCodeInputSchema,
  update: pspResultCodeUpdateSchema,
})

export const resultcodeCalls = {
  ...recordCalls({
    area,
    path: 'resultcode',
    params: z.object({ code: textId }),
    ...access,
    entity: resultCodeSchema,
    listQuery: resultCodeListQuerySchema,
    create: resultCodeInputSchema,
    update: resultCodeUpdateSchema,
  }),
  pspList: psp.list,
  pspGet: psp.get,
  pspCreate: psp.create,
  pspUpdate: psp.update,
  pspRemove: psp.remove,
}
