import type { GoTarget } from '@commands/go-target'
import type { SearchHit } from '@domain/entities/search'
import type { Permission } from '@domain/permissions'
import { type RecognisedValue, type ValueShape, recogniseValue } from '@domain/value-shapes'

/** What a jump does, named for its i18n key `search:jumps.<name>`. */
export type JumpName =
  | 'openTransaction'
  | 'openCustomer'
  | 'openMerchant'
  | 'transactions'
  | 'notifications'
  | 'emails'
  | 'fraudBlocks'
  | 'createBlock'
  | 'velocity'
  | 'velocityBlocks'

/** One place a hit leads to: a route with its params and search. */
export interface Jump {
  name: JumpName
  target: GoTarget
  permission: Permission
}

/** The search of a jump: the values it has, none empty. */
function present(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])))
}

/** The transaction list filtered by one value, in all merchants of the user's scope. */
const transactionsBy = (param: string, value: string, merchant?: string): Jump => ({
  name: 'transactions',
  target: { to: '/merchant/{-$merchantName}/transactions', params: merchant ? { merchantName: merchant } : {}, search: { [param]: value } },
  permission: 'transaction.read',
})

const velocityBy = (param: string, value: string): Jump => ({ name: 'velocity', target: { to: '/velocitystatistics', search: { [param]: value } }, permission: 'fraud.read' })

/** The messages sent to an address: customers' notifications, then console users' emails. */
const messagesTo = (recipient: string): Jump[] => [
  { name: 'notifications', target: { to: '/notifications', search: { recipient } }, permission: 'message.read' },
  { name: 'emails', target: { to: '/emails', search: { recipient } }, permission: 'message.read' },
]

/** A hit as far as jumps need it: the server's, or one read from the typed value alone. */
export type JumpSource = Pick<SearchHit, 'kind' | 'value' | 'merchantName' | 'id'> & { cardBin?: string; cardLast4?: string }

/**
 * The jumps of a hit, the most useful first: Enter on a typed value runs the first one. A card
 * hash has no record of its own, so its first jump is its transactions.
 */
export function jumpsOf(hit: JumpSource): Jump[] {
  const { value } = hit
  switch (hit.kind) {
    case 'cardHash':
      return [
        transactionsBy('cardHash', value),
        { name: 'fraudBlocks', target: { to: '/fraudblocks', search: { accountId: value } }, permission: 'fraud.read' },
        {
          name: 'createBlock',
          target: { to: '/fraudblocks/@new', search: present({ accountId: value, cardBin: hit.cardBin, cardLast4Digits: hit.cardLast4 }) },
          permission: 'fraud.write',
        },
        velocityBy('accountId', value),
      ]
    case 'bin':
      return [transactionsBy('cardBin', value)]
    case 'last4':
      return [transactionsBy('cardLast4Digits', value)]
    case 'email':
      // Support asks what an address was sent as often as what it paid.
      return [transactionsBy('email', value), ...messagesTo(value), velocityBy('email', value)]
    case 'ip':
      return [transactionsBy('ipAddress', value), velocityBy('ipAddress', value)]
    case 'transaction':
      return hit.merchantName
        ? [
            {
              name: 'openTransaction',
              target: { to: '/merchant/{-$merchantName}/transactions/$transaction', params: { merchantName: hit.merchantName, transaction: hit.id ?? value } },
              permission: 'transaction.read',
            },
          ]
        : []
    case 'customer':
      return [
        ...(hit.merchantName
          ? [
              {
                name: 'openCustomer',
                target: { to: '/merchant/{-$merchantName}/customers/$customer', params: { merchantName: hit.merchantName, customer: hit.id ?? value } },
                permission: 'customer.read',
              } as const,
            ]
          : []),
        transactionsBy('customerId', hit.id ?? value, hit.merchantName),
        velocityBy('customerId', hit.id ?? value),
      ]
    case 'merchant':
      return [
        { name: 'openMerchant', target: { to: '/merchants/$merchant', params: { merchant: value } }, permission: 'merchant.read' },
        transactionsBy('merchantName', value, value),
        { name: 'velocityBlocks', target: { to: '/merchants/$merchant/velocityblocks', params: { merchant: value } }, permission: 'fraud.read' },
      ]
  }
}

/** The kinds whose jumps need nothing but the value, so they are offered before the server answers. */
const offlineKinds: ReadonlySet<ValueShape> = new Set(['cardHash', 'bin', 'last4', 'email', 'ip'])

/** What the palette can offer from the typed text alone, while the search call is on its way. */
export function localHits(text: string): JumpSource[] {
  return recogniseValue(text)
    .filter((found) => offlineKinds.has(found.kind))
    .map((found: RecognisedValue) => ({
      kind: found.kind,
      value: found.value,
      ...(found.cardBin ? { cardBin: found.cardBin } : {}),
      ...(found.cardLast4 ? { cardLast4: found.cardLast4 } : {}),
    }))
}

/** Whether the palette should look the text up: it has the shape of some record value. */
export function looksLikeValue(text: string): boolean {
  return recogniseValue(text).length > 0
}

/**
 * Hits of one kind in the order the palette shows them: the exact value first, then the most
 * used (transaction count), then by label, so the first item is the best guess for Enter.
 */
export function rankHits<H extends Pick<SearchHit, 'value' | 'label' | 'count'>>(hits: readonly H[], typed: string): H[] {
  const wanted = typed.trim().toLowerCase()
  const exact = (hit: H) => (hit.value.toLowerCase() === wanted ? 0 : 1)
  return [...hits].sort((a, b) => exact(a) - exact(b) || (b.count ?? 0) - (a.count ?? 0) || a.label.localeCompare(b.label))
}
