import {
  createFraudBlockUrl,
  focusedTransaction,
  fraudBlockSearchUrl,
  type ShortcutSource,
  sameCardTransactionsUrl,
  sessionSearchUrl,
  velocityBlockSearchUrl,
  velocityStatisticsUrl,
} from '@console/screens/transactions/shortcuts'
import type { Permission } from '@domain/permissions'
import { sectionKey } from './sections'
import { type CommandContext, type CommandSpec, defineCommands } from './types'

/**
 * A jump built from the transaction in focus (SPEC section 2, shortcut routes): available only
 * while a transaction detail is open, and only when the transaction has the value it needs.
 */
function fromTransaction(
  name: string,
  shortcut: string,
  permission: Permission,
  url: (tx: ShortcutSource) => string,
  needs: (tx: ShortcutSource) => unknown = (tx) => tx.payment.cardHash,
  keywords: string[] = [],
): CommandSpec {
  const transaction = (ctx: CommandContext) => focusedTransaction(ctx.focus)
  return {
    title: `transactions:commands.${name}`,
    section: sectionKey('navigation'),
    keywords: ['transaction', ...keywords],
    shortcut,
    permission,
    when: (ctx) => {
      const tx = transaction(ctx)
      return tx !== null && Boolean(needs(tx))
    },
    run: (ctx) => {
      const tx = transaction(ctx)
      if (tx) ctx.navigate(url(tx))
    },
  }
}

interface LogsAndCustomer {
  id: string
  merchantAccount: string
  customer: { id: string | null }
  logs?: { id: string }[]
}

function focusedDetail(ctx: CommandContext): LogsAndCustomer | null {
  const tx = focusedTransaction(ctx.focus) as (ShortcutSource & Partial<LogsAndCustomer>) | null
  return tx && typeof tx.id === 'string' ? (tx as LogsAndCustomer) : null
}

function path(...segments: string[]): string {
  return `/${segments.map(encodeURIComponent).join('/')}`
}

export const transactionCommands = defineCommands({
  'transactions.list': {
    title: 'transactions:commands.list',
    section: sectionKey('navigation'),
    keywords: ['payments', 'charges', 'refunds', 'card hash', 'search'],
    shortcut: 'g t',
    permission: 'transaction.read',
    route: '/merchant/{-$merchantName}/transactions',
    run: (ctx) => ctx.navigate('/merchant/transactions'),
  },
  'transactions.activities': {
    title: 'transactions:commands.activities',
    section: sectionKey('navigation'),
    keywords: ['activity', 'history', 'capture', 'refund', 'chargeback', 'operator'],
    permission: 'transaction.read',
    route: '/transactionActivities',
    run: (ctx) => ctx.navigate('/transactionActivities'),
  },
  'transactions.sessionSearch': {
    title: 'transactions:commands.sessionSearch',
    section: sectionKey('navigation'),
    keywords: ['paywall', 'session', 'sessionId', 'funnel', 'conversion'],
    permission: 'transaction.read',
    route: '/session',
    run: (ctx) => ctx.navigate('/session'),
  },
  'transactions.openLatestLog': {
    title: 'transactions:commands.openLatestLog',
    section: sectionKey('navigation'),
    keywords: ['log', 'gateway', 'request', 'response'],
    shortcut: 'Shift+L',
    permission: 'transaction.read',
    route: '/merchant/{-$merchantName}/transactions/$transaction/log/$log',
    when: (ctx) => Boolean(focusedDetail(ctx)?.logs?.length),
    run: (ctx) => {
      const tx = focusedDetail(ctx)
      const log = tx?.logs?.at(-1)
      if (tx && log) ctx.navigate(path('merchant', tx.merchantAccount, 'transactions', tx.id, 'log', log.id))
    },
  },
  'transactions.openCustomer': {
    title: 'transactions:commands.openCustomer',
    section: sectionKey('navigation'),
    keywords: ['customer', 'buyer', 'payer'],
    shortcut: 'Shift+U',
    permission: 'customer.read',
    route: '/merchant/{-$merchantName}/customers/$customer',
    when: (ctx) => Boolean(focusedDetail(ctx)?.customer.id),
    run: (ctx) => {
      const tx = focusedDetail(ctx)
      if (tx?.customer.id) ctx.navigate(path('merchant', tx.merchantAccount, 'customers', tx.customer.id))
    },
  },
  'transactions.createFraudBlock': fromTransaction('createFraudBlock', 'Shift+B', 'fraud.write', createFraudBlockUrl, undefined, ['block', 'fraud', 'card']),
  'transactions.fraudBlockSearch': fromTransaction('fraudBlockSearch', 'Shift+F', 'fraud.read', fraudBlockSearchUrl, undefined, ['fraud', 'blocks', 'card hash']),
  'transactions.paywallSession': fromTransaction('paywallSession', 'Shift+S', 'transaction.read', sessionSearchUrl, (tx) => tx.metadata.paywallLogId, ['paywall', 'session']),
  'transactions.sameCard': fromTransaction('sameCard', 'Shift+C', 'transaction.read', sameCardTransactionsUrl, undefined, ['card hash', 'same card']),
  'transactions.velocityBlocks': fromTransaction('velocityBlocks', 'Shift+V', 'fraud.read', velocityBlockSearchUrl, undefined, ['velocity', 'blocks']),
  'transactions.velocityStatistics': fromTransaction('velocityStatistics', 'Shift+T', 'fraud.read', velocityStatisticsUrl, () => true, ['velocity', 'statistics', 'lookback']),
})
