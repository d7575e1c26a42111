import type { VisibilityTree } from '@domain/entities/user'

/** The one merchant a user's scope holds (a merchant user's, a group of one), or null when it holds none or several. */
export function soleMerchant(tree: VisibilityTree | undefined): string | null {
  const merchants = tree?.spaces.flatMap((space) => space.groups.flatMap((group) => group.merchants)) ?? []
  return merchants.length === 1 ? merchants[0]!.name : null
}
