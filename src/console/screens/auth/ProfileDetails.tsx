import { authCalls } from '@domain/calls/auth'
import type { UserRecord } from '@domain/entities/user'
import { type Locale, locales } from '@domain/enums'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { authKeys } from '../../api/auth'
import { callApi } from '../../api/client'
import { setLocale } from '../../app/i18n'
import { zoneOrBrowser } from '../../lib/dates'
import { languageNames } from '../../app/layouts/LanguageSwitcher'
import { showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { SelectField, TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { SubmitRow } from '../../ui/FormButtons'
import { TimeZoneField } from '../../ui/TimeZoneField'
import { formErrorsOf, mergeFieldErrors } from '../../ui/form-errors'

const FIELDS = ['realName', 'email', 'timezone', 'locale'] as const
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function ProfileDetails({ user }: { user: UserRecord }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [realName, setRealName] = useState(user.realName)
  const [email, setEmail] = useState(user.email)
  // A zone never chosen shows the browser's; saving the form chooses it.
  const [timezone, setTimezone] = useState(zoneOrBrowser(user.timezone))
  const [locale, setLocaleChoice] = useState<Locale>(user.locale)
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({})

  const save = useMutation({
    mutationFn: () => callApi(authCalls.updateProfile, { body: { realName: realName.trim(), email: email.trim(), timezone, locale } }),
    onSuccess: async (updated) => {
      useSessionStore.getState().setUser(updated)
      queryClient.setQueryData(authKeys.profile(), updated)
      await setLocale(updated.locale)
      const linkSent = updated.pendingEmail !== null && updated.pendingEmail !== user.pendingEmail
      showSuccess(linkSent ? t('auth:emailLinkSent', { email: updated.pendingEmail }) : t('auth:saved'))
    },
  })
  const serverErrors = formErrorsOf(save.error, FIELDS)
  const errors = mergeFieldErrors(clientErrors, serverErrors)

  const submit = () => {
    const problems = {
      realName: realName.trim() ? undefined : t('common:validation.required'),
      email: !email.trim() ? t('common:validation.required') : EMAIL.test(email.trim()) ? undefined : t('common:validation.email'),
    }
    setClientErrors(problems)
    if (!Object.values(problems).some(Boolean)) save.mutate()
  }

  return (
    <Form onSubmit={submit} pending={save.isPending} className="space-y-4">
      <FormError messages={serverErrors.other} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('auth:realName')} autoComplete="name" value={realName} onChange={(e) => setRealName(e.target.value)} errors={errors.realName} />
        <TextField
          label={t('auth:email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint={user.pendingEmail ? t('auth:pendingEmail', { email: user.pendingEmail }) : undefined}
          errors={errors.email}
        />
        <TimeZoneField label={t('auth:timezone')} value={timezone} onChange={setTimezone} errors={errors.timezone} />
        <SelectField
          label={t('auth:locale')}
          value={locale}
          onChange={(e) => setLocaleChoice(e.target.value as Locale)}
          options={locales.map((l) => ({ value: l, label: languageNames[l] }))}
          errors={errors.locale}
        />
      </div>
      <SubmitRow submitLabel={t('common:actions.save')} pending={save.isPending} />
    </Form>
  )
}
