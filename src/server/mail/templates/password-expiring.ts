import type { LocalizedTemplate } from './types'

/** Variables: realName, days, link, appName. */
export const passwordExpiring: LocalizedTemplate = {
  en: {
    subject: 'Your {{ appName }} password expires in {{ days }} days',
    text: `Hello {{ realName }},

Your {{ appName }} password expires in {{ days }} days. Change it now to keep access without interruption:

{{ link }}`,
  },
  fr: {
    subject: 'Votre mot de passe {{ appName }} expire dans {{ days }} jours',
    text: `Bonjour {{ realName }},

Votre mot de passe {{ appName }} expire dans {{ days }} jours. Changez-le dès maintenant pour garder votre accès sans interruption :

{{ link }}`,
  },
  pt: {
    subject: 'A sua senha do {{ appName }} expira em {{ days }} dias',
    text: `Olá {{ realName }},

A sua senha do {{ appName }} expira em {{ days }} dias. Altere-a agora para manter o acesso sem interrupções:

{{ link }}`,
  },
  ar: {
    subject: 'تنتهي صلاحية كلمة مرور {{ appName }} بعد {{ days }} يوم',
    text: `مرحبًا {{ realName }}،

تنتهي صلاحية كلمة مرور {{ appName }} الخاصة بك بعد {{ days }} يوم. غيّرها الآن للاحتفاظ بإمكانية الوصول دون انقطاع:

{{ link }}`,
  },
}
