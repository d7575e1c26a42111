import type { CardRestriction, CardRestrictionRule } from '@domain/entities/cardrestriction'
import { useTranslation } from 'react-i18next'
import { CompactTable } from '../../ui/CompactTable'
import { AppLink } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { ruleLink, rulesInOrder } from './rules'

/** A restriction's rules in the order they are applied, each opening its editor. */
export function RulesTable({ restriction }: { restriction: Pick<CardRestriction, 'space' | 'name' | 'rules'> }) {
  const { t } = useTranslation('cardrestriction')
  return (
    <CompactTable<CardRestrictionRule>
      caption={t('rulesOf', { name: restriction.name })}
      empty={t('noRules')}
      rows={rulesInOrder(restriction.rules)}
      rowKey={(rule) => rule.ruleId}
      columns={[
        {
          id: 'priority',
          header: t('fields.priority'),
          className: 'tabular-nums',
          cell: (rule) => <AppLink {...ruleLink(restriction, rule.ruleId)}>{t('ruleLink', { priority: rule.priority, id: rule.ruleId })}</AppLink>,
        },
        { id: 'scope', header: t('fields.scope'), cell: (rule) => t(`scopes.${rule.scope}`) },
        { id: 'operator', header: t('fields.operator'), cell: (rule) => t(`operators.${rule.operator}`) },
        { id: 'values', header: t('fields.values'), className: 'font-mono text-xs', ltr: true, cell: (rule) => (rule.values.length ? rule.values.join(', ') : '—') },
        { id: 'action', header: t('fields.action'), cell: (rule) => t(`actions.${rule.action}`) },
        { id: 'status', header: t('common:record.status'), cell: (rule) => <StatusBadge status={rule.status} /> },
      ]}
    />
  )
}
