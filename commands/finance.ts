import { dialogCommand } from './dialogs'
import { merchantOnPage, onMerchantTab } from './merchant'
import { merchantTabPath } from './merchant-tabs'
import { screenPermission } from './navigation'
import { listCommand } from './new-record'
import { type CommandContext, type CommandSpec, defineCommands } from './types'

/** On a merchant's account tab: its keys (`t`, `w`) mean nothing on the other tabs. */
function onAccountTab(ctx: CommandContext): boolean {
  const merchant = merchantOnPage(ctx)
  return merchant !== null && ctx.location.pathname === merchantTabPath(merchant, 'accountSummary')
}

/** A money movement on the merchant's account tab: opens its dialog there (`?dialog=`). */
function movementCommand(dialog: 'topup' | 'withdraw', shortcut: string, keywords: string[]): CommandSpec {
  return {
    ...onMerchantTab('accountSummary', dialog, { title: `commands:ledger.${dialog}`, keywords, permission: 'finance.write' }),
    shortcut,
    acts: 'record',
    when: onAccountTab,
  }
}

export const financeCommands = defineCommands({
  'finance.topUp': movementCommand('topup', 't', ['top up', 'credit', 'add money', 'fund', 'account', 'ledger']),
  'finance.withdraw': movementCommand('withdraw', 'w', ['withdraw', 'debit', 'pay out', 'account', 'ledger']),
  'finance.settlement': listCommand({
    title: 'commands:settlement.list',
    route: '/settlement',
    shortcut: 'g s',
    permission: screenPermission('/settlement'),
    keywords: ['settlement', 'reconciliation', 'gateway file', 'settlement records', 'uploads'],
  }),
  /** On the settlement screen: the upload dialog, the gateway chosen, the file to pick. */
  'finance.uploadSettlement': dialogCommand('upload', {
    title: 'commands:settlement.upload',
    keywords: ['upload settlement', 'settlement file', 'csv', 'reconcile', 'gateway file'],
    shortcut: 'u',
    permission: 'finance.write',
    acts: 'list',
    when: (ctx) => ctx.location.pathname === '/settlement',
  }),
})
