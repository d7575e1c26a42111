import { z } from 'zod'
import { defineCall, recordCalls } from '../call'
import { numericId, textId } from '../entities/common'
import * as resultcode from '../entities/resultcode'

const area = 'resultcode'
const access = { read: 'resultCode.read', write: 'resultCode.write' } as const
const consoleParams = z.object({ code: textId })

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

/** The gateway codes' five standard calls, grouped as a record kind of the console takes them. */
export const resultcodeRecordCalls = { psp }

export const resultcodeCalls = {
  ...recordCalls({
    area,
    path: 'resultcode',
    params: consoleParams,
    ...access,
    entity: resultcode.resultCodeSchema,
    listQuery: resultcode.resultCodeListQuerySchema,
    create: resultcode.resultCodeInputSchema,
    update: resultcode.resultCodeUpdateSchema,
  }),
  /** One console code with the gateway codes that map to it and the transactions that carry it. */
  get: defineCall({ area, method: 'GET', path: 'resultcode/{code}', access: access.read, params: consoleParams, response: resultcode.resultCodeDetailSchema }),
  pspList: psp.list,
  pspGet: psp.get,
  pspCreate: psp.create,
  pspUpdate: psp.update,
  pspRemove: psp.remove,
}
