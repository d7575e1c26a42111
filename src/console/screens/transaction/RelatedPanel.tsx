import type { TransactionRelated } from '@domain/entities/transaction'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { fraudBlockKind } from '../../api/fraud'
import { relatedRecordsQueryOptions } from '../../api/transaction'
import { errorText } from '../../lib/error-text'
import { Skeleton } from '../../ui/Card'
import type { GoTarget } from '@commands/go-target'
import { Amount, AppLink, Mono, Section } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'
import { transactionTarget } from '../../lib/targets'

type TransactionList = TransactionRelated['sameCard']
type BlockList = TransactionRelated['fraudBlocks']

/** Every merchant's transactions that share this value. */
function listTarget(search: Record<string, string>): GoTarget {
  return { to: '/merchant/{-$merchantName}/transactions', params: {}, search }
}

function Heading({ title, count, target }: { title: string; count: number; target?: GoTarget }) {
  const { t } = useTranslation()
  return (
    <h4 className="mb-1 flex items-baseline justify-between gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
      <span>
        {title} <span className="tabular-nums">({count})</span>
      </span>
      {target && count > 0 && (
        <AppLink {...target} className="normal-case tracking-normal">
          {t('transaction:related.seeAll')}
        </AppLink>
      )}
    </h4>
  )
}

interface RelatedListProps<Item> {
  title: string
  list: { count: number; items: Item[] }
  /** The list of them all. */
  target?: GoTarget
  keyOf: (item: Item) => string
  children: (item: Item) => ReactNode
}

/** Records of one kind related to the transaction: the heading with their count, then one line each. */
function RelatedList<Item>({ title, list, target, keyOf, children }: RelatedListProps<Item>) {
  return (
    <div>
      <Heading title={title} count={list.count} target={target} />
      <ul className="space-y-1">
        {list.items.map((item) => (
          <li key={keyOf(item)} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
            {children(item)}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Transactions({ title, list, target }: { title: string; list: TransactionList; target?: GoTarget }) {
  return (
    <RelatedList title={title} list={list} target={target} keyOf={(tx) => `${tx.merchantAccount}/${tx.id}`}>
      {(tx) => (
        <>
          <AppLink {...transactionTarget(tx.merchantAccount, tx.id)}>
            <Mono>{tx.id}</Mono>
          </AppLink>
          <span className="text-slate-500">{tx.merchantAccount}</span>
          <Amount amount={tx.amount} currency={tx.currency} />
          <StatusBadge status={tx.status} />
          <span className="text-xs text-slate-500">
            <Time value={tx.created} precision="minute" />
          </span>
        </>
      )}
    </RelatedList>
  )
}

function blockTarget(block: BlockList['items'][number]): GoTarget {
  switch (block.kind) {
    case 'FRAUD_BLOCK':
      return fraudBlockKind.target(block.id)
    case 'VELOCITY_BLOCK':
      return block.merchantAccount
        ? { to: '/merchants/$merchant/velocityblocks/$velocityBlock', params: { merchant: block.merchantAccount, velocityBlock: block.id } }
        : { to: '/fraudblocks' }
    case 'CARD_BLACKLIST':
      return { to: '/cardBlacklist/$cardId', params: { cardId: block.id } }
  }
}

function Blocks({ title, list, target }: { title: string; list: BlockList; target?: GoTarget }) {
  return (
    <RelatedList title={title} list={list} target={target} keyOf={(block) => block.id}>
      {(block) => (
        <>
          <AppLink {...blockTarget(block)}>
            <Mono>{block.id}</Mono>
          </AppLink>
          <StatusBadge status={block.status} />
          <span className="text-slate-500">{block.merchantAccount ?? block.space ?? ''}</span>
          <span className="min-w-0 truncate">{block.reason}</span>
        </>
      )}
    </RelatedList>
  )
}

/** Everything sharing the card hash, customer, email or IP of this transaction, with links. */
export function RelatedPanel({ merchantName, transaction }: { merchantName: string; transaction: string }) {
  const { t } = useTranslation()
  const related = useQuery(relatedRecordsQueryOptions(merchantName, transaction))
  if (related.isPending) {
    return (
      <Section title={t('transaction:related.title')}>
        <Skeleton className="h-24" />
      </Section>
    )
  }
  if (related.isError) {
    return (
      <Section title={t('transaction:related.title')}>
        <p role="alert" className="text-sm text-error">
          {errorText(related.error)}
        </p>
      </Section>
    )
  }
  const r = related.data
  return (
    <Section title={t('transaction:related.title')}>
      <div className="space-y-4">
        {r.cardHash && (
          <>
            <Transactions title={t('transaction:related.sameCard')} list={r.sameCard} target={listTarget({ cardHash: r.cardHash })} />
            <Blocks title={t('transaction:related.fraudBlocks')} list={r.fraudBlocks} target={{ to: '/fraudblocks', search: { accountId: r.cardHash } }} />
            <Blocks
              title={t('transaction:related.velocityBlocks')}
              list={r.velocityBlocks}
              target={{ to: '/merchants/$merchant/velocityblocks', params: { merchant: merchantName }, search: { accountId: r.cardHash } }}
            />
            <Blocks title={t('transaction:related.blacklist')} list={r.blacklist} target={{ to: '/cardBlacklist' }} />
          </>
        )}
        {r.customerId && (
          <Transactions title={t('transaction:related.sameCustomer')} list={r.sameCustomer} target={listTarget({ customerId: r.customerId })} />
        )}
        {r.email && <Transactions title={t('transaction:related.sameEmail')} list={r.sameEmail} target={listTarget({ email: r.email })} />}
        {r.ipAddress && <Transactions title={t('transaction:related.sameIp')} list={r.sameIp} target={listTarget({ ipAddress: r.ipAddress })} />}
      </div>
    </Section>
  )
}
