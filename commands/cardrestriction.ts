import { NEW_RECORD } from '@domain/constants'
import { screenPermission, screenWritePermission } from './navigation'
import { openRecordCommand } from './new-record'
import { kindCommands } from './record'
import { defineCommands } from './types'

/** The restriction on view, or the restriction of the rule on view. */
export interface CardRestrictionFocus {
  cardRestriction: { space: string; name: string }
}

const keywords = ['card restriction', 'card restrictions', 'country block', 'scheme rule', 'issuer country', 'card scheme', 'block country', 'cardrestriction']

export const cardrestrictionCommands = defineCommands({
  ...kindCommands('cardrestriction', {
    list: '/cardRestrictions',
    detail: '/cardRestrictions/$restriction',
    keywords,
    newKeywords: ['new card restriction', 'create restriction', 'add restriction', 'country block', 'scheme rule'],
  }),
  /** A new rule of the restriction on view (or of the rule's), on the rule's page. */
  'cardrestriction.createRule': openRecordCommand({
    title: 'cardrestriction:commands.createRule',
    keywords: ['new rule', 'add rule', 'create rule', 'country block', 'scheme rule'],
    permission: screenWritePermission('/cardRestrictions'),
    route: '/cardRestrictions/$restriction/$ruleId',
    when: (ctx) => ctx.focus.cardRestriction !== undefined,
    open: (ctx) => {
      const { space, name } = ctx.focus.cardRestriction!
      return { id: NEW_RECORD, params: { restriction: name }, search: { space } }
    },
  }),
  /** From a rule's page up to its restriction, beside the list of restrictions. */
  'cardrestriction.openRestriction': openRecordCommand({
    title: 'cardrestriction:commands.openRestriction',
    keywords: ['restriction', 'back to restriction', 'other rules', 'up'],
    permission: screenPermission('/cardRestrictions'),
    route: '/cardRestrictions/$restriction',
    when: (ctx) => ctx.focus.cardRestrictionRule !== undefined && ctx.focus.cardRestriction !== undefined,
    open: (ctx) => {
      const { space, name } = ctx.focus.cardRestriction!
      return { id: name, search: { space } }
    },
  }),
})
