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
