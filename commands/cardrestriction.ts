import { NEW_RECORD } from '@domain/constants'
import { screenPermission, screenWritePermission } from './navigation'
import { listCommand, newRecordCommand, recordTarget } from './new-record'
import { sectionKey } from './sections'
import { defineCommands } from './types'

const keywords = ['card restriction', 'card restrictions', 'country block', 'scheme rule', 'issuer country', 'card scheme', 'block country', 'cardrestriction']

export const cardrestrictionCommands = defineCommands({
  'cardrestriction.list': listCommand({
    title: 'cardrestriction:commands.list',
    route: '/cardRestrictions',
    permission: screenPermission('/cardRestrictions'),
    keywords,
  }),
  'cardrestriction.create': newRecordCommand({
    title: 'cardrestriction:commands.create',
    list: '/cardRestrictions',
    route: '/cardRestrictions/$restriction',
    permission: screenWritePermission('/cardRestrictions'),
    keywords: ['new card restriction', 'create restriction', 'add restriction', 'country block', 'scheme rule'],
  }),
  /** A new rule of the restriction on view (or of the rule's), on the rule's page. */
  'cardrestriction.createRule': {
    title: 'cardrestriction:commands.createRule',
    section: sectionKey('navigation'),
    keywords: ['new rule', 'add rule', 'create rule', 'country block', 'scheme rule'],
    permission: screenWritePermission('/cardRestrictions'),
    route: '/cardRestrictions/$restriction/$ruleId',
    when: (ctx) => ctx.focus.cardRestriction !== undefined,
    run: (ctx) => {
      const { space, name } = ctx.focus.cardRestriction!
      ctx.go(recordTarget('/cardRestrictions/$restriction/$ruleId', NEW_RECORD, { restriction: name }, { space }))
    },
  },
  /** From a rule's page up to its restriction, beside the list of restrictions. */
  'cardrestriction.openRestriction': {
    title: 'cardrestriction:commands.openRestriction',
    section: sectionKey('navigation'),
    keywords: ['restriction', 'back to restriction', 'other rules', 'up'],
    permission: screenPermission('/cardRestrictions'),
    route: '/cardRestrictions/$restriction',
    when: (ctx) => ctx.focus.cardRestrictionRule !== undefined && ctx.focus.cardRestriction !== undefined,
    run: (ctx) => {
      const { space, name } = ctx.focus.cardRestriction!
      ctx.go(recordTarget('/cardRestrictions/$restriction', name, {}, { space }))
    },
  },
})
