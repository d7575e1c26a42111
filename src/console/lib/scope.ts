import type { UserRecord, VisibilityTree } from '@domain/entities/user'

/** The one merchant a user's scope holds (a merchant user's, a group of one), or null when it holds none or several. */
export function soleMerchant(tree: VisibilityTree | undefined): string | null {
  const merchants = tree?.spaces.flatMap((space) => space.groups.flatMap((group) => group.merchants)) ?? []
  return merchants.length === 1 ? merchants[0]!.name : null
}

/** The group a user works in: their own, else the only group of their own space; null when neither says. */
export function ownGroup(user: Pick<UserRecord, 'mGroup' | 'mSpace' | 'visibilityTree'> | null | undefined): string | null {
  if (!user) return null
  if (user.mGroup.name) return user.mGroup.name
  const groups = user.visibilityTree.spaces.find((space) => space.name === user.mSpace.name)?.groups ?? []
  return groups.length === 1 ? groups[0]!.name : null
}

/**
 * The group a new merchant most likely goes in: the user's own group, else the group of their own
 * space that holds the most merchants (its only group, or the one its merchants go in, beside a
 * group just made); null when two hold as many.
 */
export function likelyMerchantGroup(user: Pick<UserRecord, 'mGroup' | 'mSpace' | 'visibilityTree'> | null | undefined): string | null {
  if (!user) return null
  if (user.mGroup.name) return user.mGroup.name
  const groups = [...(user.visibilityTree.spaces.find((space) => space.name === user.mSpace.name)?.groups ?? [])].sort((a, b) => b.merchants.length - a.merchants.length)
  const [first, second] = groups
  if (!first || (second && second.merchants.length === first.merchants.length)) return null
  return first.name
}
