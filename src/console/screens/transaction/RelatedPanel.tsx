import type { TransactionRelated } from '@domain/entities/transaction'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { relatedRecordsQueryOptions } from '../../api/transaction'
import { errorText } from '../../lib/error-text'
import { Skeleton } from '../../ui/Card'
import { Amount, AppLink, consolePath, Mono, Section } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'

type TransactionList = TransactionRelated['sameCard']
type BlockList = TransactionRelated['fraudBlocks']

function listHref(query: Record<string, string>): string {
  return `/merchant/transactions?${new URLSearchParams(query).toString()}`
}

function Heading({ title, count, href }: { title: string; count: number; href?: string }) {
  const { t } = useTranslation()
  return (
    <h4 className="mb-1 flex items-baseline justify-between gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
      <span>
        {title} <span className="tabular-nums">({count})</span>
      </span>
      {href && count > 0 && (
        <AppLink href={href} className="normal-case tracking-normal">
          {t('transaction:related.seeAll')}
        </AppLink>
      )}
    </h4>
  )
}

interface RelatedListProps<Item> {
  title: string
  list: { count: number; items: Item[] }
  href?: string
  keyOf: (item: Item) => string
  children: (item: Item) => ReactNode
}

/** Records of one kind related to the transaction: the heading with their count, then one line each. */
function RelatedList<Item>({ title, list, href, keyOf, children }: RelatedListProps<Item>) {
  return (
    <div>
      <Heading title={title} count={list.count} href={href} />
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

function Transactions({ title, list, href }: { title: string; list: TransactionList; href?: string }) {
  return (
    <RelatedList title={title} list={list} href={href} keyOf={(tx) => `${tx.merchantAccount}/${tx.id}`}>
      {(tx) => (
        <>
          <AppLink href={consolePath('merchant', tx.merchantAccount, 'transactions', tx.id)}>
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

function blockHref(block: BlockList['items'][number]): string {
  switch (block.kind) {
    case 'FRAUD_BLOCK':
      return consolePath('fraudblocks', block.id)
    case 'VELOCITY_BLOCK':
      return block.merchantAccount ? consolePath('merchants', block.merchantAccount, 'velocityblocks', block.id) : consolePath('fraudblocks')
    case 'CARD_BLACKLIST':
      return consolePath('cardBlacklist', block.id)
  }
}

function Blocks({ title, list, href }: { title: string; list: BlockList; href?: string }) {
  return (
    <RelatedList title={title} list={list} href={href} keyOf={(block) => block.id}>
      {(block) => (
        <>
          <AppLink href={blockHref(block)}>
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
  const accountQuery = r.cardHash ? `?${new URLSearchParams({ accountId: r.cardHash }).toString()}` : ''
  return (
    <Section title={t('transaction:related.title')}>
      <div className="space-y-4">
        {r.cardHash && (
          <>
            <Transactions title={t('transaction:related.sameCard')} list={r.sameCard} href={listHref({ cardHash: r.cardHash })} />
            <Blocks title={t('transaction:related.fraudBlocks')} list={r.fraudBlocks} href={`/fraudblocks${accountQuery}`} />
            <Blocks
              title={t('transaction:related.velocityBlocks')}
              list={r.velocityBlocks}
              href={`${consolePath('merchants', merchantName, 'velocityblocks')}${accountQuery}`}
            />
            <Blocks title={t('transaction:related.blacklist')} list={r.blacklist} href="/cardBlacklist" />
          </>
        )}
        {r.customerId && (
          <Transactions title={t('transaction:related.sameCustomer')} list={r.sameCustomer} href={listHref({ customerId: r.customerId })} />
        )}
        {r.email && <Transactions title={t('transaction:related.sameEmail')} list={r.sameEmail} href={listHref({ email: r.email })} />}
        {r.ipAddress && <Transactions title={t('transaction:related.sameIp')} list={r.sameIp} href={listHref({ ipAddress: r.ipAddress })} />}
      </div>
    </Section>
  )
}
