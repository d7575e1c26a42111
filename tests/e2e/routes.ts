import { type APIRequestContext, expect } from '@playwright/test'
import { adminHeaders } from './helpers'

/** One screen of routes.tsv as the admin opens it: its path as the spec writes it and a concrete URL. */
export interface ConsoleRoute {
  path: string
  url: string
  /** The layout routes.tsv gives the screen: the signed-out pages are `full-page`, the unmatched path `error`. */
  layout: 'default' | 'full-page' | 'error'
}

type Row = Record<string, unknown>

/**
 * Every screen of routes.tsv the demo admin can open, its `{param}`s filled with the first
 * record each list call answers, so the URLs follow the seed. The redirect of `/` is left out.
 */
export async function consoleRoutes(request: APIRequestContext): Promise<ConsoleRoute[]> {
  const headers = await adminHeaders(request)
  const get = async <T = Row>(call: string): Promise<T> => {
    const answer = await request.get(`/api/v1/${call}`, { headers })
    expect(answer.ok(), `admin reads ${call}`).toBe(true)
    return (await answer.json()) as T
  }
  const first = async (call: string): Promise<Row> => {
    const { items } = await get<{ items: Row[] }>(call)
    expect(items.length, `the seed has a record for ${call}`).toBeGreaterThan(0)
    return items[0]!
  }
  const text = (value: unknown) => encodeURIComponent(String(value))

  // The merchant whose own lists all have a record: the merchant tabs open one of each.
  const children = ['gatewayconfig', 'instrumentconfig', 'trustlevel', 'fraudconfig', 'velocityblock'] as const
  const { items: merchants } = await get<{ items: { name: string }[] }>('merchant?limit=100')
  let merchant: string | undefined
  let child: Record<(typeof children)[number], Row> | undefined
  for (const { name } of merchants) {
    const lists = await Promise.all(children.map((list) => get<{ items: Row[] }>(`merchant/${text(name)}/${list}?limit=1`)))
    if (lists.every((list) => list.items.length > 0)) {
      merchant = name
      child = Object.fromEntries(children.map((list, at) => [list, lists[at]!.items[0]!])) as typeof child
      break
    }
  }
  expect(merchant, 'a seeded merchant has gateways, instruments, trust levels, fraud configs and velocity blocks').toBeDefined()
  const m = text(merchant)

  const [role, group, space, user, email, notification, ownCollection, systemCollection, restriction, policyConfig] = await Promise.all([
    first('mrole?limit=1'),
    first('mgroup?limit=1'),
    first('mspace?limit=1'),
    first('muser?limit=1'),
    first('email?limit=1'),
    first('notification?limit=1'),
    first('emailtplcollection?system=false&limit=1'),
    first('emailtplcollection?system=true&limit=1'),
    first('cardrestriction?limit=1'),
    first('trustpolicyconfig?limit=1'),
  ])
  const [ownTemplate, systemTemplate, reportConfigs, rules, policy] = await Promise.all([
    first(`emailtpl?space=${text(ownCollection.space)}&collectionName=${text(ownCollection.name)}&limit=1`),
    first(`emailtpl?space=${text(systemCollection.space)}&collectionName=${text(systemCollection.name)}&limit=1`),
    get<Row[]>(`mspace/${text(space.name)}/quicksightreports`),
    get<{ rules: Row[] }>(`cardrestriction/${text(restriction.space)}/${text(restriction.name)}`),
    get<{ collections: Row[] }>(`trustpolicyconfig/${text(policyConfig.space)}/${text(policyConfig.name)}`),
  ])
  const [paylink, fraudBlock, cardBin, blacklisted, gwSetting, midasSetting, merchantKey, credential, resultCode, pspCode, customer, transaction, reviewCase] =
    await Promise.all([
      first('paymentlink?limit=1'),
      first('fraudblock?limit=1'),
      first('cardbin?limit=1'),
      first('cardblacklist?limit=1'),
      first('gwhive?limit=1'),
      first('midashive?limit=1'),
      first('merchantkey?limit=1'),
      first('gatewaycredential?limit=1'),
      first('resultcode?limit=1'),
      first('pspresultcode?limit=1'),
      first('customer?limit=1'),
      first('transaction?limit=1'),
      // A decided case: opening an open one would lease it to the admin.
      first('review?tab=decided&limit=1'),
    ])
  const detail = await get<{ logs: Row[] }>(`transaction/${text(transaction.merchantAccount)}/${text(transaction.id)}`)
  expect(reportConfigs.length, 'the seed has a report config').toBeGreaterThan(0)
  expect(rules.rules.length, 'the seed has a card restriction rule').toBeGreaterThan(0)
  expect(policy.collections.length, 'the seed has a trust policy collection').toBeGreaterThan(0)
  expect(detail.logs.length, 'the seed has a transaction log').toBeGreaterThan(0)
  const reportConfig = reportConfigs[0]!
  const tx = `/merchant/${text(transaction.merchantAccount)}/transactions/${text(transaction.id)}`

  const screens: [path: string, url: string, layout?: ConsoleRoute['layout']][] = [
    ['/login', '/login', 'full-page'],
    ['/resetpassword', '/resetpassword', 'full-page'],
    ['/resetpassword/{code}', '/resetpassword/not-a-real-code', 'full-page'],
    ['/dashboard', '/dashboard'],
    ['/unauthorized', '/unauthorized'],
    ['/profile', '/profile'],
    ['/password', '/password'],
    ['/version', '/version'],
    ['/session', '/session'],
    ['/systemCommand', '/systemCommand'],
    ['/roles', '/roles'],
    ['/roles/{role}', `/roles/${text(role.name)}?roleSpace=${text(role.space)}`],
    ['/groups', '/groups'],
    ['/groups/{group}', `/groups/${text(group.name)}`],
    ['/spaces', '/spaces'],
    ['/spaces/{space}', `/spaces/${text(space.name)}`],
    ['/admin/users', '/admin/users'],
    ['/admin/users/{user}', `/admin/users/${text(user.username)}`],
    ['/admin/userEvents', '/admin/userEvents'],
    ['/emails', '/emails'],
    ['/emails/{email}', `/emails/${text(email.id)}`],
    ['/notifications', '/notifications'],
    ['/notifications/{notification}', `/notifications/${text(notification.id)}`],
    ['/templateCollections', '/templateCollections'],
    ['/templateCollections/{collectionName}', `/templateCollections/${text(ownCollection.name)}?space=${text(ownCollection.space)}`],
    [
      '/templateCollections/{collectionName}/{templateId}',
      `/templateCollections/${text(ownCollection.name)}/${text(ownTemplate.templateId)}?space=${text(ownCollection.space)}`,
    ],
    ['/systemTplCollections', '/systemTplCollections'],
    ['/systemTplCollections/{collectionName}', `/systemTplCollections/${text(systemCollection.name)}?space=${text(systemCollection.space)}`],
    [
      '/systemTplCollections/{collectionName}/{template}',
      `/systemTplCollections/${text(systemCollection.name)}/${text(systemTemplate.templateId)}?space=${text(systemCollection.space)}`,
    ],
    ['/reports', '/reports'],
    ['/dailyReports', '/dailyReports'],
    ['/customReports', '/customReports'],
    ['/reportsConfig', '/reportsConfig'],
    ['/reportsConfig/{space}/cfg', `/reportsConfig/${text(reportConfig.space)}/cfg`],
    ['/reportsConfig/{space}/cfg/{reportConfig}', `/reportsConfig/${text(reportConfig.space)}/cfg/${text(reportConfig.id)}`],
    ['/transactionActivities', '/transactionActivities'],
    ['/paylinks', '/paylinks'],
    ['/paylinks/{paylink}', `/paylinks/${text(paylink.id)}`],
    ['/settlement', '/settlement'],
    ['/velocitystatistics', '/velocitystatistics'],
    ['/reviews', '/reviews'],
    ['/reviews/{case}', `/reviews/${text(reviewCase.id)}?tab=decided`],
    ['/fraudblocks', '/fraudblocks'],
    ['/fraudblocks/batch', '/fraudblocks/batch'],
    ['/fraudblocks/{fraudBlock}', `/fraudblocks/${text(fraudBlock.id)}`],
    ['/cardBins', '/cardBins'],
    ['/cardBins/{cardBin}', `/cardBins/${text(cardBin.bin)}`],
    ['/cardBlacklist', '/cardBlacklist'],
    ['/cardBlacklist/{cardId}', `/cardBlacklist/${text(blacklisted.cardId)}?entrySpace=${text(blacklisted.space)}`],
    ['/cardRestrictions', '/cardRestrictions'],
    ['/cardRestrictions/{restriction}', `/cardRestrictions/${text(restriction.name)}?space=${text(restriction.space)}`],
    [
      '/cardRestrictions/{restriction}/{ruleId}',
      `/cardRestrictions/${text(restriction.name)}/${text(rules.rules[0]!.ruleId)}?space=${text(restriction.space)}`,
    ],
    ['/trustPolicy', '/trustPolicy'],
    ['/trustPolicy/{configName}', `/trustPolicy/${text(policyConfig.name)}?space=${text(policyConfig.space)}`],
    [
      '/trustPolicy/{configName}/{collectionId}',
      `/trustPolicy/${text(policyConfig.name)}/${text(policy.collections[0]!.id)}?space=${text(policyConfig.space)}`,
    ],
    ['/gwhive', '/gwhive'],
    ['/gwhive/{component}/{key}', `/gwhive/${text(gwSetting.component)}/${text(gwSetting.key)}?settingEnvironment=${text(gwSetting.environment)}`],
    ['/midashive', '/midashive'],
    [
      '/midashive/{component}/{key}',
      `/midashive/${text(midasSetting.component)}/${text(midasSetting.key)}?settingEnvironment=${text(midasSetting.environment)}`,
    ],
    ['/merchantKeys', '/merchantKeys'],
    ['/merchantKeys/{merchantKey}', `/merchantKeys/${text(merchantKey.id)}`],
    ['/gatewayCredentials', '/gatewayCredentials'],
    ['/gatewayCredentials/{gatewayCredential}', `/gatewayCredentials/${text(credential.id)}`],
    ['/resultcodes/cs', '/resultcodes/cs'],
    ['/resultcodes/cs/{resultCode}', `/resultcodes/cs/${text(resultCode.code)}`],
    ['/resultcodes/psp', '/resultcodes/psp'],
    ['/resultcodes/psp/{pspResultCode}', `/resultcodes/psp/${text(pspCode.id)}`],
    ['/merchants', '/merchants'],
    ['/merchants/{merchant}', `/merchants/${m}`],
    ['/merchants/{merchant}/email', `/merchants/${m}/email`],
    ['/merchants/{merchant}/paywall', `/merchants/${m}/paywall`],
    ['/merchants/{merchant}/gateways', `/merchants/${m}/gateways`],
    ['/merchants/{merchant}/gateways/{gateway}', `/merchants/${m}/gateways/${text(child!.gatewayconfig.id)}`],
    ['/merchants/{merchant}/settings', `/merchants/${m}/settings`],
    ['/merchants/{merchant}/resources', `/merchants/${m}/resources`],
    ['/merchants/{merchant}/instruments', `/merchants/${m}/instruments`],
    ['/merchants/{merchant}/instruments/{instrument}', `/merchants/${m}/instruments/${text(child!.instrumentconfig.id)}`],
    ['/merchants/{merchant}/paymentLink', `/merchants/${m}/paymentLink`],
    ['/merchants/{merchant}/trustlevels', `/merchants/${m}/trustlevels`],
    ['/merchants/{merchant}/trustlevels/{trustLevel}', `/merchants/${m}/trustlevels/${text(child!.trustlevel.id)}`],
    ['/merchants/{merchant}/fraudConfigs', `/merchants/${m}/fraudConfigs`],
    ['/merchants/{merchant}/fraudConfigs/{fraudConfig}', `/merchants/${m}/fraudConfigs/${text(child!.fraudconfig.id)}`],
    ['/merchants/{merchant}/accountSummary', `/merchants/${m}/accountSummary`],
    ['/merchants/{merchant}/velocityblocks', `/merchants/${m}/velocityblocks`],
    ['/merchants/{merchant}/velocityblocks/{velocityBlock}', `/merchants/${m}/velocityblocks/${text(child!.velocityblock.id)}`],
    ['/merchants/{merchant}/cardRestrictions', `/merchants/${m}/cardRestrictions`],
    ['/merchant/{merchantName?}/customers', '/merchant/customers'],
    ['/merchant/{merchantName?}/customers/{customer}', `/merchant/${text(customer.merchantAccount)}/customers/${text(customer.id)}`],
    ['/merchant/{merchantName?}/transactions', '/merchant/transactions'],
    ['/merchant/{merchantName?}/transactions/{transaction}', tx],
    ['/merchant/{merchantName?}/transactions/{transaction}/log/{log}', `${tx}/log/${text(detail.logs[0]!.id)}`],
    ['(any unmatched path)', '/no-such-screen', 'error'],
  ]
  return screens.map(([path, url, layout = 'default']) => ({ path, url, layout }))
}
