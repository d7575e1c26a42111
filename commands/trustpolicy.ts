import { dialogCommand } from './dialogs'
import { screenPermission } from './navigation'
import { listCommand, newRecordCommand, openRecordCommand } from './new-record'
import { type CommandContext, defineCommands } from './types'

// The screen's writes are its config calls' (the area has no `create` call of its own); every write of the area asks the same.
const WRITE = 'trustPolicy.write'

/** The config on view (or the config of the collection on view), with its collections in the order they are tried, and the collection on view. */
export interface TrustPolicyFocus {
  trustPolicyConfig: { space: string; name: string; collections: readonly { id: number }[] }
  trustPolicyCollection: { id: number; space: string; configName: string }
}

const keywords = ['trust policy', 'trust policies', 'trust levels', 'customer trust', 'risk policy', 'trustpolicy']

/** A config is on view, not one of its collections. */
const onConfig = (ctx: CommandContext) => ctx.focus.trustPolicyConfig !== undefined && ctx.focus.trustPolicyCollection === undefined

/** The collection after the one on view in its config's order, or the config's first from the config itself. */
function nextCollection(ctx: CommandContext): { id: number } | undefined {
  const config = ctx.focus.trustPolicyConfig
  if (!config) return undefined
  const current = ctx.focus.trustPolicyCollection
  const at = current ? config.collections.findIndex((collection) => collection.id === current.id) : -1
  return config.collections[at + 1]
}

export const trustpolicyCommands = defineCommands({
  'trustpolicy.list': listCommand({ title: 'trustpolicy:commands.list', route: '/trustPolicy', permission: screenPermission('/trustPolicy'), keywords }),
  'trustpolicy.create': newRecordCommand({
    title: 'trustpolicy:commands.create',
    list: '/trustPolicy',
    route: '/trustPolicy/$configName',
    permission: WRITE,
    keywords: ['new trust policy', 'create trust policy config', 'add trust policy', ...keywords],
  }),
  'trustpolicy.clone': dialogCommand('clone', {
    title: 'trustpolicy:commands.clone',
    keywords: ['clone', 'copy', 'duplicate', 'trust policy'],
    record: 'trustPolicyConfig',
    permission: WRITE,
    when: onConfig,
  }),
  /** On a config: a new collection of it (`?dialog=addCollection`). */
  'trustpolicy.addCollection': dialogCommand('addCollection', {
    title: 'trustpolicy:collections.add',
    keywords: ['add collection', 'new collection', 'trust policy collection', ...keywords],
    shortcut: 'a',
    permission: WRITE,
    when: onConfig,
  }),
  /** On a collection: a new policy of it (`p`), its simulation beside the form (`?dialog=addPolicy`). */
  'trustpolicy.addPolicy': dialogCommand('addPolicy', {
    title: 'trustpolicy:policies.add',
    keywords: ['add policy', 'new policy', 'trust policy', 'condition', ...keywords],
    shortcut: 'p',
    permission: WRITE,
    when: (ctx) => ctx.focus.trustPolicyCollection !== undefined,
  }),
  'trustpolicy.nextCollection': openRecordCommand({
    title: 'trustpolicy:commands.nextCollection',
    keywords: ['next collection', 'first collection', 'policies', 'trust policy collection'],
    permission: screenPermission('/trustPolicy'),
    route: '/trustPolicy/$configName/$collectionId',
    when: (ctx) => nextCollection(ctx) !== undefined,
    open: (ctx) => {
      const { space, name } = ctx.focus.trustPolicyConfig!
      return { id: String(nextCollection(ctx)!.id), params: { configName: name }, search: { space } }
    },
  }),
  'trustpolicy.openConfig': openRecordCommand({
    title: 'trustpolicy:commands.openConfig',
    keywords: ['config', 'back to config', 'other collections', 'up'],
    permission: screenPermission('/trustPolicy'),
    route: '/trustPolicy/$configName',
    when: (ctx) => ctx.focus.trustPolicyCollection !== undefined,
    open: (ctx) => {
      const { configName, space } = ctx.focus.trustPolicyCollection!
      return { id: configName, search: { space } }
    },
  }),
})
