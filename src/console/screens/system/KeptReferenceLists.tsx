import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { clearReferenceLists } from '../../api/reference'
import { referenceDataKeys, useReferenceDataStore } from '../../session/reference-data-store'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'

/** The reference lists this tab keeps in session storage, each with its size, cleared one by one or all. */
export function KeptReferenceLists() {
  const { t, i18n } = useTranslation('system')
  const queryClient = useQueryClient()
  const lists = useReferenceDataStore()
  const number = new Intl.NumberFormat(i18n.language)
  const kept = referenceDataKeys.filter((key) => lists[key] !== null)
  return (
    <Card title={t('referenceData.title')} className="mt-4">
      <p className="mb-3 text-sm text-slate-500">{t('referenceData.explain')}</p>
      <table className="w-full text-sm" aria-label={t('referenceData.title')}>
        <tbody>
          {referenceDataKeys.map((key) => {
            const list = lists[key]
            const name = t(`referenceData.lists.${key}`)
            return (
              <tr key={key} className="border-t border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                  {name}
                </th>
                <td className="py-1.5 pe-3 tabular-nums">{list ? t('referenceData.kept', { items: number.format(list.length) }) : t('referenceData.notKept')}</td>
                <td className="py-1.5 text-end">
                  <Button variant="secondary" disabled={!list} onClick={() => clearReferenceLists(queryClient, key)} aria-label={t('referenceData.clearOne', { list: name })}>
                    {t('referenceData.clear')}
                  </Button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <div className="mt-3 text-end">
        <Button variant="secondary" disabled={kept.length === 0} onClick={() => clearReferenceLists(queryClient)}>
          {t('referenceData.clearAll')}
        </Button>
      </div>
    </Card>
  )
}
