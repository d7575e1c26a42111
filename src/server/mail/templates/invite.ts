import type { LocalizedTemplate } from './types'

/** The invitation of a new user, sent as a FORGOT_PASSWORD email: its link sets the first password. Variables: realName, link, hours, appName, username. */
export const invite: LocalizedTemplate = {
  en: {
    subject: 'Your {{ appName }} account is ready',
    text: `Hello {{ realName }},

An account was opened for you on {{ appName }}, with the username {{ username }}. Open this link to choose your password:

{{ link }}

The link works once and expires in {{ hours }} hours. When it has expired, ask for a new one from the sign-in page.`,
  },
  fr: {
    subject: 'Votre compte {{ appName }} est prêt',
    text: `Bonjour {{ realName }},

Un compte a été ouvert pour vous sur {{ appName }}, avec l'identifiant {{ username }}. Ouvrez ce lien pour choisir votre mot de passe :

{{ link }}

Le lien ne fonctionne qu'une fois et expire dans {{ hours }} heures. S'il a expiré, demandez-en un nouveau depuis la page de connexion.`,
  },
  pt: {
    subject: 'A sua conta {{ appName }} está pronta',
    text: `Olá {{ realName }},

Foi aberta uma conta para si no {{ appName }}, com o nome de utilizador {{ username }}. Abra este link para escolher a sua senha:

{{ link }}

O link funciona uma única vez e expira em {{ hours }} horas. Se tiver expirado, peça um novo na página de entrada.`,
  },
  ar: {
    subject: 'حسابك في {{ appName }} جاهز',
    text: `مرحبًا {{ realName }}،

تم فتح حساب لك في {{ appName }} باسم المستخدم {{ username }}. افتح هذا الرابط لاختيار كلمة المرور:

{{ link }}

يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {{ hours }} ساعة. إذا انتهت صلاحيته، فاطلب رابطًا جديدًا من صفحة تسجيل الدخول.`,
  },
}
