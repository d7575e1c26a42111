import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { profileQueryOptions } from '../../api/auth'
import { useSessionStore } from '../../session/session-store'
import { Card, PageHeader } from '../../ui/Card'
import { Time } from '../../ui/Time'
import { AvatarUpload } from './AvatarUpload'
import { OwnSessions } from './OwnSessions'
import { ProfileDetails } from './ProfileDetails'
import { ThemeChoice } from './ThemeChoice'
import { TwoFactor } from './TwoFactor'
import { EnumText } from '../../ui/EnumText'

function Facts() {
  const { t } = useTranslation()
  const user = useSessionStore((s) => s.user)
  if (!user) return null
  const facts: [string, ReactNode][] = [
    [t('auth:username'), user.username],
    [t('auth:scope'), <EnumText key="scope" value={user.scope} />],
    [t('auth:space'), user.mSpace.displayName],
    [t('auth:roles'), user.mRoles.map((r) => r.name).join(', ') || '—'],
    [t('auth:passwordExpires'), <Time key="passwordExpires" value={user.passwordExpiration} />],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function ProfileScreen() {
  const { t } = useTranslation()
  const user = useSessionStore((s) => s.user)
  const setUser = useSessionStore((s) => s.setUser)
  const fresh = useQuery(profileQueryOptions())

  useEffect(() => {
    if (fresh.data) setUser(fresh.data)
  }, [fresh.data, setUser])

  if (!user) return null
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title={t('shell:screens.profile')} />
      <Card title={t('auth:account')}>
        <Facts />
      </Card>
      <Card title={t('auth:details')}>
        <ProfileDetails key={user.username} user={user} />
      </Card>
      <Card title={t('auth:theme.title')}>
        <ThemeChoice />
      </Card>
      <Card title={t('auth:avatar.title')}>
        <AvatarUpload user={user} />
      </Card>
      <Card title={t('auth:twoFa.title')}>
        <TwoFactor user={user} />
      </Card>
      <Card title={t('auth:sessions.title')}>
        <OwnSessions />
      </Card>
    </div>
  )
}
