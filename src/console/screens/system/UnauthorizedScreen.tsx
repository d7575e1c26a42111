import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Card, PageHeader } from '../../ui/Card'

export function UnauthorizedScreen() {
  const { t } = useTranslation()
  return (
    <div className="max-w-xl">
      <PageHeader title={t('shell:unauthorized.title')} />
      <Card>
        <p className="mb-4">{t('shell:unauthorized.message')}</p>
        <Link to="/profile" className="text-brand underline">
          {t('shell:screens.profile')}
        </Link>
      </Card>
    </div>
  )
}
