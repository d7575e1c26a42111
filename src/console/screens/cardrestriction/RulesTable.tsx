import type { CardRestriction } from '@domain/entities/cardrestriction'
import { useTranslation } from 'react-i18next'
import { AppLink } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { ruleHref, rulesInOrder } from './rules'

/** A restriction's rules in the order they are applied, each opening its editor. */
export function RulesTable({ restriction }: { restriction: Pick<CardRestriction, 'space' | 'name' | 'rules'> }) {
  const { t } = useTranslation('cardrestriction')
  if (restriction.rules.length === 0) return <p className="text-sm text-slate-500">{t('noRules')}</p>
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('rulesOf', { name: restriction.name })}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500 dark:border-slate-700">
            <th scope="col" className="py-1 pe-3 text-start font-medium">{t('fields.priority')}</th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">{t('fields.scope')}</th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">{t('fields.operator')}</th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">{t('fields.values')}</th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">{t('fields.action')}</th>
            <th scope="col" className="py-1 text-start font-medium">{t('common:record.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rulesInOrder(restriction.rules).map((rule) => (
            <tr key={rule.ruleId} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <td className="py-1.5 pe-3 tabular-nums">
                <AppLink href={ruleHref(restriction, rule.ruleId)}>{t('ruleLink', { priority: rule.priority, id: rule.ruleId })}</AppLink>
              </td>
              <td className="py-1.5 pe-3">{t(`scopes.${rule.scope}`)}</td>
              <td className="py-1.5 pe-3">{t(`operators.${rule.operator}`)}</td>
              <td className="py-1.5 pe-3 font-mono text-xs" dir="ltr">
                {rule.values.length ? rule.values.join(', ') : '—'}
              </td>
              <td className="py-1.5 pe-3">{t(`actions.${rule.action}`)}</td>
              <td className="py-1.5">
                <StatusBadge status={rule.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
