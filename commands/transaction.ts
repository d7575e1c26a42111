import { kinds } from '@domain/kinds'
import type { Permission } from '@domain/permissions'
import { dialogCommand } from './dialogs'
import type { GoTarget } from './go-target'
import { keptSearch, listCommand } from './new-record'
import { kindCommands, recordJump } from './record'
import { sectionKey } from './sections'
import * as shortcuts from './transaction-shortcuts'
import { type CommandSpec, defineCommands } from './types'

/** The transaction open or under the list's cursor, as its commands read it: its card, customer and gateway logs. */
export interface TransactionFocus {
  transaction: shortcuts.ShortcutSource & { id: string; logs?: readonly { id: string }[] }
}

/**
 * A jump built from the transaction in focus (SPEC section 2, shortcut routes): available only
 * while a transaction detail is open, and only when the transaction has the value it needs.
 */
function fromTransaction(
  name: string,
  shortcut: string,
  permission: Permission,
  target: (tx: shortcuts.ShortcutSource) => GoTarget,
  needs: (tx: shortcuts.ShortcutSource) => unknown = (tx) => tx.payment.cardHash,
  keywords: string[] = [],
): CommandSpec {
  return recordJump('transaction', 'transaction', { name, shortcut, permission, target, needs, keywords })
}

/** The workspace id of the transaction list, whose selection the bulk actions read. */
export const TRANSACTION_LIST = kinds.transaction.list

/** A bulk action on the transactions selected in the list: it opens the list's dialog for them. */
function onSelection(dialog: 'blockCards' | 'exportSelected', shortcut: string, permission: Permission, keywords: string[]): CommandSpec {
  return dialogCommand(dialog, {
    title: `transaction:commands.${dialog}`,
    keywords: ['transactions', 'selected', ...keywords],
    shortcut,
    permission,
    selection: TRANSACTION_LIST,
    when: (ctx) => ctx.focus.selection?.kind === TRANSACTION_LIST,
  })
}

export const transactionCommands = defineCommands({
  ...kindCommands('transaction', {
    list: '/merchant/{-$merchantName}/transactions',
    shortcut: 'g t',
    keywords: ['payments', 'charges', 'refunds', 'card hash', 'search'],
  }),
  'transaction.activities': listCommand({
    title: 'transaction:commands.activities',
    keywords: ['activity', 'history', 'capture', 'refund', 'chargeback', 'operator'],
    permission: 'transaction.read',
    route: '/transactionActivities',
  }),
  'transaction.sessionSearch': listCommand({
    title: 'transaction:commands.sessionSearch',
    keywords: ['paywall', 'session', 'sessionId', 'funnel', 'conversion'],
    permission: 'transaction.read',
    route: '/session',
  }),
  'transaction.openLatestLog': {
    title: 'transaction:commands.openLatestLog',
    section: sectionKey('navigation'),
    keywords: ['log', 'gateway', 'request', 'response'],
    shortcut: 'Shift+L',
    record: 'transaction',
    permission: 'transaction.read',
    route: '/merchant/{-$merchantName}/transactions/$transaction/log/$log',
    when: (ctx) => Boolean(ctx.focus.transaction?.logs?.length),
    run: (ctx) => {
      const tx = ctx.focus.transaction
      const log = tx?.logs?.at(-1)
      if (tx && log) {
        // The list beside the log stays the one beside the transaction, which holds it.
        ctx.go({
          to: '/merchant/{-$merchantName}/transactions/$transaction/log/$log',
          params: { merchantName: tx.merchantAccount, transaction: tx.id, log: log.id },
          search: keptSearch(ctx.location.search),
        })
      }
    },
  },
  'transaction.openCustomer': {
    title: 'transaction:commands.openCustomer',
    section: sectionKey('navigation'),
    keywords: ['customer', 'buyer', 'payer'],
    shortcut: 'Shift+U',
    record: 'transaction',
    permission: 'customer.read',
    route: '/merchant/{-$merchantName}/customers/$customer',
    when: (ctx) => Boolean(ctx.focus.transaction?.customer.id),
    run: (ctx) => {
      const tx = ctx.focus.transaction
      if (tx?.customer.id) ctx.go({ to: '/merchant/{-$merchantName}/customers/$customer', params: { merchantName: tx.merchantAccount, customer: tx.customer.id } })
    },
  },
  'transaction.blockCards': onSelection('blockCards', 'b', 'fraud.write', ['block', 'fraud', 'cards', 'bulk']),
  'transaction.exportSelected': onSelection('exportSelected', 'Shift+E', 'transaction.read', ['export', 'download', 'csv', 'bulk']),
  'transaction.createFraudBlock': fromTransaction('createFraudBlock', 'Shift+B', 'fraud.write', shortcuts.createFraudBlockTarget, undefined, ['block', 'fraud', 'card']),
  'transaction.fraudBlockSearch': fromTransaction('fraudBlockSearch', 'Shift+F', 'fraud.read', shortcuts.fraudBlockSearchTarget, undefined, ['fraud', 'blocks', 'card hash']),
  'transaction.paywallSession': fromTransaction('paywallSession', 'Shift+S', 'transaction.read', shortcuts.sessionSearchTarget, (tx) => tx.metadata.paywallLogId, ['paywall', 'session']),
  'transaction.sameCard': fromTransaction('sameCard', 'Shift+C', 'transaction.read', shortcuts.sameCardTransactionsTarget, undefined, ['card hash', 'same card']),
  'transaction.velocityBlocks': fromTransaction('velocityBlocks', 'Shift+V', 'fraud.read', shortcuts.velocityBlockSearchTarget, undefined, ['velocity', 'blocks']),
  'transaction.velocityStatistics': fromTransaction('velocityStatistics', 'Shift+T', 'fraud.read', shortcuts.velocityStatisticsTarget, () => true, ['velocity', 'statistics', 'lookback']),
})
