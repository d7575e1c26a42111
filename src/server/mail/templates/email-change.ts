import type { LocalizedTemplate } from './types'

/** To the new address. Variables: realName, email (the new address), link, hours, appName. */
export const emailChange: LocalizedTemplate = {
  en: {
    subject: 'Confirm your new {{ appName }} email address',
    text: `Hello {{ realName }},

This address, {{ email }}, was given as the new email of your {{ appName }} account. Open this link to confirm it:

{{ link }}

The link works once and expires in {{ hours }} hours. Until it is opened, the account keeps its current email. If you did not expect this email, ignore it.`,
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail {{ appName }}',
    text: `Bonjour {{ realName }},

Cette adresse, {{ email }}, a été indiquée comme nouvel e-mail de votre compte {{ appName }}. Ouvrez ce lien pour la confirmer :

{{ link }}

Le lien ne fonctionne qu'une fois et expire dans {{ hours }} heures. Tant qu'il n'est pas ouvert, le compte garde son adresse actuelle. Si vous n'attendiez pas ce message, ignorez-le.`,
  },
  pt: {
    subject: 'Confirme o seu novo endereço de e-mail do {{ appName }}',
    text: `Olá {{ realName }},

Este endereço, {{ email }}, foi indicado como o novo e-mail da sua conta {{ appName }}. Abra este link para o confirmar:

{{ link }}

O link funciona uma única vez e expira em {{ hours }} horas. Até ser aberto, a conta mantém o e-mail atual. Se não esperava esta mensagem, ignore-a.`,
  },
  ar: {
    subject: 'أكّد عنوان بريدك الإلكتروني الجديد في {{ appName }}',
    text: `مرحبًا {{ realName }}،

أُدخل هذا العنوان، {{ email }}، بريدًا إلكترونيًا جديدًا لحسابك في {{ appName }}. افتح هذا الرابط لتأكيده:

{{ link }}

يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {{ hours }} ساعة. إلى أن يُفتح، يحتفظ الحساب ببريده الحالي. إن لم تكن تتوقع هذه الرسالة فتجاهلها.`,
  },
}

/** To the address in use. Variables: realName, email (the new address), changedBy, appName. */
export const emailChanged: LocalizedTemplate = {
  en: {
    subject: 'A new email address was given for your {{ appName }} account',
    text: `Hello {{ realName }},

{{ changedBy }} gave {{ email }} as the new email address of your {{ appName }} account. It takes the place of this one once a link sent to {{ email }} is opened.

If you did not expect this, tell your administrator now: until the link is opened, nothing has changed.`,
  },
  fr: {
    subject: 'Une nouvelle adresse e-mail a été indiquée pour votre compte {{ appName }}',
    text: `Bonjour {{ realName }},

{{ changedBy }} a indiqué {{ email }} comme nouvelle adresse e-mail de votre compte {{ appName }}. Elle remplacera celle-ci dès qu'un lien envoyé à {{ email }} sera ouvert.

Si vous ne vous y attendiez pas, prévenez votre administrateur dès maintenant : tant que le lien n'est pas ouvert, rien n'a changé.`,
  },
  pt: {
    subject: 'Foi indicado um novo endereço de e-mail para a sua conta {{ appName }}',
    text: `Olá {{ realName }},

{{ changedBy }} indicou {{ email }} como o novo endereço de e-mail da sua conta {{ appName }}. Substituirá este assim que for aberto um link enviado para {{ email }}.

Se não esperava isto, avise já o seu administrador: enquanto o link não for aberto, nada mudou.`,
  },
  ar: {
    subject: 'أُدخل عنوان بريد إلكتروني جديد لحسابك في {{ appName }}',
    text: `مرحبًا {{ realName }}،

أدخل {{ changedBy }} العنوان {{ email }} بريدًا إلكترونيًا جديدًا لحسابك في {{ appName }}. سيحلّ محلّ هذا العنوان بمجرد فتح رابط أُرسل إلى {{ email }}.

إن لم تكن تتوقع ذلك فأبلغ المسؤول عنك الآن: لم يتغير شيء ما دام الرابط لم يُفتح.`,
  },
}
