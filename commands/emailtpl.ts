import { NEW_RECORD } from '@domain/constants'
import type { ScreenDialog } from './dialogs'
import { screenPermission, screenWritePermission } from './navigation'
import { listCommand, newRecordCommand, recordTarget } from './new-record'
import type { ConsoleRoute } from './routes'
import { sectionKey } from './sections'
import { type CommandContext, type CommandSpec, defineCommands } from './types'

const keywords = ['templates', 'email templates', 'notifications templates', 'notification templates', 'template collections', 'emailtpl', 'liquid']

/** Whether the screen on view shows the system collections (or one of their templates), else the spaces' own. */
const onSystem = (ctx: CommandContext, system: boolean) => ctx.focus.templateAccess?.system === system

/** Opens a new template in the collection open beside its list: the editor with type and locale to choose. */
function newTemplate(system: boolean): CommandSpec {
  const route: ConsoleRoute = system ? '/systemTplCollections/$collectionName/$template' : '/templateCollections/$collectionName/$templateId'
  return {
    title: 'emailtpl:commands.createTemplate',
    section: sectionKey('navigation'),
    keywords: ['new template', 'add template', 'create template', 'translate template'],
    permission: screenWritePermission('/templateCollections'),
    route,
    when: (ctx) => ctx.focus.templateCollection !== undefined && onSystem(ctx, system) && ctx.focus.templateAccess?.writable === true,
    run: (ctx) => {
      const { name, space } = ctx.focus.templateCollection!
      ctx.go(recordTarget(route, NEW_RECORD, { collectionName: name }, { space }))
    },
  }
}

/** From a template's editor up to its collection, beside the list of collections. */
function toCollection(system: boolean): CommandSpec {
  const route: ConsoleRoute = system ? '/systemTplCollections/$collectionName' : '/templateCollections/$collectionName'
  return {
    title: 'emailtpl:commands.openCollection',
    section: sectionKey('navigation'),
    keywords: ['collection', 'back to collection', 'other templates', 'up'],
    permission: screenPermission('/templateCollections'),
    route,
    when: (ctx) => ctx.focus.emailTemplate !== undefined && onSystem(ctx, system),
    run: (ctx) => {
      const { collectionName, space } = ctx.focus.emailTemplate!
      ctx.go(recordTarget(route, collectionName, {}, { space }))
    },
  }
}

/** An action on the collection open beside its list, through its dialog; a button of its pane too. */
function onCollection(title: string, dialog: ScreenDialog, words: string[], when: (ctx: CommandContext) => boolean): CommandSpec {
  return {
    title: `emailtpl:commands.${title}`,
    section: sectionKey('navigation'),
    keywords: words,
    record: 'templateCollection',
    permission: screenWritePermission('/templateCollections'),
    when: (ctx) => ctx.focus.templateCollection !== undefined && when(ctx),
    run: (ctx) => ctx.openDialog(dialog),
  }
}

export const emailtplCommands = defineCommands({
  'emailtpl.list': listCommand({ title: 'emailtpl:commands.list', route: '/templateCollections', permission: screenPermission('/templateCollections'), keywords }),
  'emailtpl.create': newRecordCommand({
    title: 'emailtpl:commands.create',
    list: '/templateCollections',
    route: '/templateCollections/$collectionName',
    permission: screenWritePermission('/templateCollections'),
    keywords: ['new template collection', 'create collection', 'add collection', 'templates'],
  }),
  'emailtpl.systemList': listCommand({
    title: 'emailtpl:commands.systemList',
    route: '/systemTplCollections',
    permission: screenPermission('/systemTplCollections'),
    keywords: ['system templates', 'default templates', 'fallback templates', 'password expiring', 'forgot password', 'verification code', ...keywords],
  }),
  'emailtpl.createTemplate': newTemplate(false),
  'emailtpl.createSystemTemplate': newTemplate(true),
  'emailtpl.openCollection': toCollection(false),
  'emailtpl.openSystemCollection': toCollection(true),
  'emailtpl.makeDefault': onCollection('makeDefault', 'makeDefault', ['default collection', 'use these templates', 'make default'], (ctx) => {
    return !ctx.focus.templateCollection!.isDefault && ctx.focus.templateAccess?.writable === true
  }),
  'emailtpl.clone': onCollection('clone', 'clone', ['clone', 'copy', 'duplicate', 'customise', 'own copy'], (ctx) => ctx.focus.templateAccess?.canClone === true),
  'emailtpl.sendTest': {
    title: 'emailtpl:commands.sendTest',
    section: sectionKey('navigation'),
    keywords: ['send test', 'test email', 'try template', 'send to me'],
    record: 'emailTemplate',
    // The preview call sends it, and asks template.write to send.
    permission: screenWritePermission('/templateCollections'),
    when: (ctx) => ctx.focus.emailTemplate !== undefined,
    run: (ctx) => ctx.openDialog('sendTest'),
  },
})
