import { NEW_RECORD } from '@domain/constants'
import type { ScreenDialog } from './dialogs'
import { type MerchantTab, merchantTabPath, merchantTabRoute, merchantTabs } from './merchant-tabs'
import { newRecordTarget } from './new-record'
import { kindCommands } from './record'
import { sectionKey } from './sections'
import { type CommandContext, type CommandSpec, defineCommands } from './types'

/** The merchant whose page is open (`/merchants/{merchant}/...`), or null elsewhere. */
export function merchantOnPage(ctx: CommandContext): string | null {
  const match = /^\/merchants\/([^/]+)/.exec(ctx.location.pathname)
  if (!match) return null
  const merchant = decodeURIComponent(match[1]!)
  return merchant === NEW_RECORD ? null : merchant
}

/** A command of the merchant page: listed only there, and run for that merchant. */
export function onMerchantPage(spec: Omit<CommandSpec, 'section' | 'when' | 'run'> & { run: (ctx: CommandContext, merchant: string) => void }): CommandSpec {
  return {
    ...spec,
    section: sectionKey('merchant'),
    when: (ctx) => merchantOnPage(ctx) !== null,
    run: (ctx) => {
      const merchant = merchantOnPage(ctx)
      if (merchant) spec.run(ctx, merchant)
    },
  }
}

function tabCommand(tab: MerchantTab): CommandSpec {
  return onMerchantPage({
    title: `merchant:commands.tabs.${tab.key}`,
    keywords: tab.keywords,
    permission: tab.permission,
    route: tab.segment ? `/merchants/$merchant/${tab.segment}` : '/merchants/$merchant',
    run: (ctx, merchant) => ctx.go({ to: merchantTabRoute(tab.segment), params: { merchant } }),
  })
}

/**
 * A merchant-page command done by one tab: it opens the tab with `?dialog=`, keeping the tab's
 * search when the tab is already on view, and the tab opens the dialog it reads there.
 */
export function onMerchantTab(
  tab: MerchantTab['segment'],
  dialog: ScreenDialog,
  spec: Pick<CommandSpec, 'title' | 'keywords' | 'permission'>,
): CommandSpec {
  return onMerchantPage({
    ...spec,
    run: (ctx, merchant) => {
      const onTab = ctx.location.pathname === merchantTabPath(merchant, tab)
      ctx.go({ to: merchantTabRoute(tab), params: { merchant }, search: { ...(onTab ? ctx.location.search : {}), dialog } })
    },
  })
}

/** A new record of one of the merchant's tabs (a gateway config, an instrument, a trust level), opened beside the tab's list. */
function addOnMerchantTab(
  tab: 'gateways' | 'instruments' | 'trustlevels',
  route: '/merchants/$merchant/gateways/$gateway' | '/merchants/$merchant/instruments/$instrument' | '/merchants/$merchant/trustlevels/$trustLevel',
  spec: Pick<CommandSpec, 'title' | 'keywords' | 'permission'>,
): CommandSpec {
  return onMerchantPage({
    ...spec,
    route,
    run: (ctx, merchant) => ctx.go(newRecordTarget(route, merchantTabPath(merchant, tab), { merchant }, ctx.location)),
  })
}

export const merchantCommands = defineCommands({
  ...kindCommands('merchant', { list: '/merchants', shortcut: 'g m', keywords: ['merchants', 'accounts', 'onboarding', 'setup'] }),
  'merchant.create': {
    title: 'merchant:commands.create',
    section: sectionKey('navigation'),
    keywords: ['new merchant', 'create', 'add', 'onboard'],
    permission: 'merchant.write',
    route: '/merchants/$merchant',
    run: (ctx) => ctx.go({ to: '/merchants/$merchant', params: { merchant: NEW_RECORD } }),
  },
  'merchant.rotateSecretKey': onMerchantTab('', 'rotateSecretKey', { title: 'merchant:commands.rotateSecretKey', keywords: ['secret key', 'rotate', 'api key', 'credentials', 'regenerate'], permission: 'merchant.secretKey' }),
  'merchant.addTag': onMerchantTab('', 'addTag', { title: 'merchant:commands.addTag', keywords: ['tag', 'label', 'add tag'], permission: 'merchant.write' }),
  'merchant.addCaller': onMerchantTab('resources', 'addCaller', { title: 'merchant:commands.addCaller', keywords: ['caller', 'api caller', 'ip address', 'allow', 'whitelist'], permission: 'merchant.configure' }),
  'merchant.addGatewayConfig': addOnMerchantTab('gateways', '/merchants/$merchant/gateways/$gateway', { title: 'merchant:commands.addGatewayConfig', keywords: ['new', 'create', 'add', 'gateway', 'acquirer', 'mid', 'routing'], permission: 'merchant.configure' }),
  'merchant.addInstrument': addOnMerchantTab('instruments', '/merchants/$merchant/instruments/$instrument', { title: 'merchant:commands.addInstrument', keywords: ['new', 'create', 'add', 'instrument', 'payment method', 'limits'], permission: 'merchant.configure' }),
  'merchant.addTrustLevel': addOnMerchantTab('trustlevels', '/merchants/$merchant/trustlevels/$trustLevel', { title: 'merchant:commands.addTrustLevel', keywords: ['new trust level', 'add', 'create', 'trust', 'customers'], permission: 'trustPolicy.write' }),
  'merchant.uploadLogo': onMerchantTab('paywall', 'uploadLogo', { title: 'merchant:commands.upload.logo', keywords: ['logo', 'image', 'upload', 'paywall', 'brand'], permission: 'merchant.configure' }),
  'merchant.uploadStylesheet': onMerchantTab('paywall', 'uploadStylesheet', { title: 'merchant:commands.upload.stylesheet', keywords: ['stylesheet', 'css', 'upload', 'paywall', 'theme'], permission: 'merchant.configure' }),
  ...(Object.fromEntries(merchantTabs.map((tab) => [`merchant.${tab.key}Tab`, tabCommand(tab)])) as Record<`merchant.${string}Tab`, CommandSpec>),
})
