import { z } from 'zod'
import { recordCalls } from '../call'
import { numericId, textId } from '../entities/common'
import * as resultcode from '../entities/resultcode'

const area = 'resultcode'
const access = { read: 'resultCode.read', write: 'resultCode.write' } as const

const psp = recordCalls({
  area,
  path: 'pspresultcode',
  params: z.object({ code: numericId }),
  ...access,
  entity: resultcode.pspResultCodeSchema,
  listQuery: resultcode.pspResultCodeListQuerySchema,
  create: resultcode.pspResultCodeInputSchema,
  update: resultcode.pspResultCodeUpdateSchema,
})

export const resultcodeCalls = {
  ...recordCalls({
    area,
    path: 'resultcode',
    params: z.object({ code: textId }),
    ...access,
    entity: resultcode.resultCodeSchema,
    listQuery: resultcode.resultCodeListQuerySchema,
    create: resultcode.resultCodeInputSchema,
    update: resultcode.resultCodeUpdateSchema,
  }),
  pspList: psp.list,
  pspGet: psp.get,
  pspCreate: psp.create,
  pspUpdate: psp.update,
  pspRemove: psp.remove,
}
