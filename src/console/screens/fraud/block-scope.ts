import type { VisibilityTree } from '@domain/entities/user'

/** Where a new fraud block applies: every merchant of a space, or one merchant. */
export interface BlockScope {
  key: string
  space: string
  /** Null: every merchant of the space. */
  merchantAccount: string | null
  label: string
}

/**
 * The places a user may block in, from their visibility tree: a whole space only for a
 * space-scoped user (others see part of a space), then each merchant they can see.
 */
export function blockScopes(tree: VisibilityTree, spaceWide: boolean, allMerchantsOf: (space: string) => string): BlockScope[] {
  const scopes: BlockScope[] = []
  for (const space of tree.spaces) {
    if (spaceWide) scopes.push({ key: `space:${space.name}`, space: space.name, merchantAccount: null, label: allMerchantsOf(space.displayName) })
    for (const group of space.groups) {
      for (const merchant of group.merchants) {
        scopes.push({
          key: `merchant:${merchant.name}`,
          space: space.name,
          merchantAccount: merchant.name,
          label: `${merchant.displayName} (${merchant.name})`,
        })
      }
    }
  }
  return scopes.filter((scope, index) => scopes.findIndex((other) => other.key === scope.key) === index)
}
