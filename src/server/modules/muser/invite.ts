import { randomBytes } from 'node:crypto'
import { hashPassword } from '../../auth/passwords'

/** A hash of a password nobody knows: an invited user signs in only after choosing one by the link. */
export const unknowablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'))
