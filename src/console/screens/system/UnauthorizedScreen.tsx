import { useTranslation } from 'react-i18next'
import { Card, PageHeader } from '../../ui/Card'
import { AppLink } from '../../ui/record-parts'

export function UnauthorizedScreen() {
  const { t } = useTranslation()
  return (
    <div className="max-w-xl">
      <PageHeader title={t('shell:unauthorized.title')} />
      <Card>
        <p className="mb-4">{t('shell:unauthorized.message')}</p>
        <AppLink to="/profile">{t('shell:screens.profile')}</AppLink>
      </Card>
    </div>
  )
}
