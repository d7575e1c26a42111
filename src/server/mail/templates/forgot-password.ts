import type { LocalizedTemplate } from './types'

/** Variables: realName, link, minutes, appName. */
export const forgotPassword: LocalizedTemplate = {
  en: {
    subject: 'Reset your {{ appName }} password',
    text: `Hello {{ realName }},

Someone asked to reset the password of your {{ appName }} account. Open this link to choose a new one:

{{ link }}

The link works once and expires in {{ minutes }} minutes. If you did not ask for it, ignore this email: your password stays the same.`,
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe {{ appName }}',
    text: `Bonjour {{ realName }},

Une demande de réinitialisation du mot de passe de votre compte {{ appName }} a été faite. Ouvrez ce lien pour en choisir un nouveau :

{{ link }}

Le lien ne fonctionne qu'une fois et expire dans {{ minutes }} minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.`,
  },
  pt: {
    subject: 'Redefina a sua senha do {{ appName }}',
    text: `Olá {{ realName }},

Foi pedida a redefinição da senha da sua conta {{ appName }}. Abra este link para escolher uma nova:

{{ link }}

O link funciona uma única vez e expira em {{ minutes }} minutos. Se não foi você que pediu, ignore este email: a sua senha continua a mesma.`,
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور {{ appName }}',
    text: `مرحبًا {{ realName }}،

طلب أحدهم إعادة تعيين كلمة مرور حسابك في {{ appName }}. افتح هذا الرابط لاختيار كلمة مرور جديدة:

{{ link }}

يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {{ minutes }} دقيقة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.`,
  },
}
