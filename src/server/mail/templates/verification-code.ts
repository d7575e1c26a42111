import type { LocalizedTemplate } from './types'

/** Variables: realName, code, minutes, appName. */
export const verificationCode: LocalizedTemplate = {
  en: {
    subject: 'Your {{ appName }} verification code',
    text: `Hello {{ realName }},

Your verification code is {{ code }}.

It works once and expires in {{ minutes }} minutes. Never share it: nobody from {{ appName }} will ask you for it.`,
  },
  fr: {
    subject: 'Votre code de vérification {{ appName }}',
    text: `Bonjour {{ realName }},

Votre code de vérification est {{ code }}.

Il ne fonctionne qu'une fois et expire dans {{ minutes }} minutes. Ne le communiquez jamais : personne chez {{ appName }} ne vous le demandera.`,
  },
  pt: {
    subject: 'O seu código de verificação do {{ appName }}',
    text: `Olá {{ realName }},

O seu código de verificação é {{ code }}.

Funciona uma única vez e expira em {{ minutes }} minutos. Nunca o partilhe: ninguém do {{ appName }} o vai pedir.`,
  },
  ar: {
    subject: 'رمز التحقق الخاص بك في {{ appName }}',
    text: `مرحبًا {{ realName }}،

رمز التحقق الخاص بك هو {{ code }}.

يعمل الرمز مرة واحدة وتنتهي صلاحيته بعد {{ minutes }} دقيقة. لا تشاركه مع أحد: لن يطلبه منك أحد من {{ appName }}.`,
  },
}
