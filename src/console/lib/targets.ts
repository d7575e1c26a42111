import type { GoTarget } from '@commands/go-target'
import type { LinkProps, NavigateOptions } from '@tanstack/react-router'

/**
 * A target as the router's links and navigation take it. `GoTarget` pairs each route with its own
 * params, which the router's types cannot see through a union of routes; a unit test holds every
 * route of it to the route tree.
 */
export function routerTarget(target: GoTarget): LinkProps & NavigateOptions {
  return target as LinkProps & NavigateOptions
}

/** A transaction's detail under its merchant, where its links lead. */
export function transactionTarget(merchantName: string, transaction: string): GoTarget {
  return { to: '/merchant/{-$merchantName}/transactions/$transaction', params: { merchantName, transaction } }
}

/** A merchant's screen. */
export function merchantTarget(merchant: string): GoTarget {
  return { to: '/merchants/$merchant', params: { merchant } }
}
