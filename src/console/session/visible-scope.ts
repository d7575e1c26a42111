import type { VisibilityTree } from '@domain/entities/user'

export interface VisibleChoice {
  name: string
  displayName: string
}

/** The spaces the user sees, as their visibility tree lists them. */
export function visibleSpaces(tree: VisibilityTree | undefined): VisibleChoice[] {
  return (tree?.spaces ?? []).map(({ name, displayName }) => ({ name, displayName }))
}

/** Every merchant the user sees, in the tree's order, each once. */
export function visibleMerchants(tree: VisibilityTree | undefined): VisibleChoice[] {
  const seen = new Map<string, VisibleChoice>()
  for (const space of tree?.spaces ?? [])
    for (const group of space.groups) for (const merchant of group.merchants) if (!seen.has(merchant.name)) seen.set(merchant.name, { name: merchant.name, displayName: merchant.displayName })
  return [...seen.values()]
}

/** Select options: the display name, with the name the server knows when they differ. */
export function choiceOptions(choices: readonly VisibleChoice[]): { value: string; label: string }[] {
  return choices.map((choice) => ({ value: choice.name, label: choice.displayName && choice.displayName !== choice.name ? `${choice.displayName} (${choice.name})` : choice.name }))
}
