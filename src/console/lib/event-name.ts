import type { UserEvent } from '@domain/entities/muser'

/** The muser key naming an audit event: its action when it has one ("Resent"), else its type. */
export const eventNameKey = (event: Pick<UserEvent, 'type' | 'action'>) => (event.action ? `actions.${event.action}` : `types.${event.type}`)
