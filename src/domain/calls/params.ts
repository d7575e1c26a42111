import { z } from 'zod'
import { numericId, textId } from '../entities/common'

/** A record's path params where its numeric id alone names it: `paymentlink/{id}`. */
export const idParams = z.object({ id: numericId })

/** The path params of a space's own collection: `settlement/{space}/upload`. */
export const spaceParams = z.object({ space: textId })

/** A record's path params where its name names it within its space: `mrole/{space}/{name}`. */
export const spaceNameParams = spaceParams.extend({ name: textId })
