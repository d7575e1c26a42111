import { NEW_RECORD } from '@domain/constants'
import { dialogCommand, type ScreenDialog } from './dialogs'
import { screenPermission, screenWritePermission } from './navigation'
import { listCommand, openRecordCommand } from './new-record'
import { kindCommands } from './record'
import { type CommandContext, type CommandSpec, defineCommands } from './types'

/**
 * The collection or template on view, and whether the user may change it and clone it into a space
 * of theirs.
 */
export interface TemplateFocus {
  templateCollection: { space: string; name: string; system: boolean; isDefault: boolean }
  emailTemplate: { space: string; collectionName: string }
  templateAccess: { system: boolean; writable: boolean; canClone: boolean }
}

const keywords = ['templates', 'email templates', 'notifications templates', 'notification templates', 'template collections', 'emailtpl', 'liquid']

/** Whether the screen on view shows the system collections (or one of their templates), else the spaces' own. */
const onSystem = (ctx: CommandContext, system: boolean) => ctx.focus.templateAccess?.system === system

/** Opens a new template in the collection open beside its list: the editor with type and locale to choose. */
function newTemplate(system: boolean): CommandSpec {
  return openRecordCommand({
    title: 'emailtpl:commands.createTemplate',
    keywords: ['new template', 'add template', 'create template', 'translate template'],
    permission: screenWritePermission('/templateCollections'),
    route: system ? '/systemTplCollections/$collectionName/$template' : '/templateCollections/$collectionName/$templateId',
    when: (ctx) => ctx.focus.templateCollection !== undefined && onSystem(ctx, system) && ctx.focus.templateAccess?.writable === true,
    open: (ctx) => {
      const { name, space } = ctx.focus.templateCollection!
      return { id: NEW_RECORD, params: { collectionName: name }, search: { space } }
    },
  })
}

/** From a template's editor up to its collection, beside the list of collections. */
function toCollection(system: boolean): CommandSpec {
  return openRecordCommand({
    title: 'emailtpl:commands.openCollection',
    keywords: ['collection', 'back to collection', 'other templates', 'up'],
    permission: screenPermission('/templateCollections'),
    route: system ? '/systemTplCollections/$collectionName' : '/templateCollections/$collectionName',
    when: (ctx) => ctx.focus.emailTemplate !== undefined && onSystem(ctx, system),
    open: (ctx) => {
      const { collectionName, space } = ctx.focus.emailTemplate!
      return { id: collectionName, search: { space } }
    },
  })
}

/** An action on the collection open beside its list, through its dialog; a button of its pane too. */
function onCollection(title: string, dialog: ScreenDialog, words: string[], when: (ctx: CommandContext) => boolean): CommandSpec {
  return dialogCommand(dialog, {
    title: `emailtpl:commands.${title}`,
    keywords: words,
    record: 'templateCollection',
    permission: screenWritePermission('/templateCollections'),
    when: (ctx) => ctx.focus.templateCollection !== undefined && when(ctx),
  })
}

export const emailtplCommands = defineCommands({
  ...kindCommands('emailtpl', {
    list: '/templateCollections',
    detail: '/templateCollections/$collectionName',
    keywords,
    newKeywords: ['new template collection', 'create collection', 'add collection', 'templates'],
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
  'emailtpl.sendTest': dialogCommand('sendTest', {
    title: 'emailtpl:commands.sendTest',
    keywords: ['send test', 'test email', 'try template', 'send to me'],
    record: 'emailTemplate',
    // The preview call sends it, and asks template.write to send.
    permission: screenWritePermission('/templateCollections'),
    when: (ctx) => ctx.focus.emailTemplate !== undefined,
  }),
})
