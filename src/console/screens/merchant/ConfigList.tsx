import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { merchantQueryOptions } from '../../api/merchant'

/** A config list's title names its merchant, as the tab strip above it does not. */
export function useConfigListTitle(titleKey: 'configs.gateways.title' | 'configs.instruments.title'): string {
  const { t } = useTranslation('merchant')
  const { merchant = '' } = useParams({ strict: false })
  const record = useQuery(merchantQueryOptions(merchant))
  return `${t(titleKey)} · ${record.data?.displayName ?? merchant}`
}
