import { merchantTabs } from '@commands/merchant-tabs'
import { routePermission, screens } from '@commands/screens'
import type { CallDef } from '@domain/call'
import { calls } from '@domain/calls'
import { describe, expect, it } from 'vitest'
import { routePaths } from './route-tree'

const callByName = (name: string): CallDef => {
  const [area, key] = name.split('.') as [keyof typeof calls, string]
  const call = (calls[area] as Record<string, CallDef> | undefined)?.[key]
  if (!call) throw new Error(`no call ${name} in the call table`)
  return call
}

// Routes anyone signed in may open: their own account, the about page, the public pages.
const open = new Set(['/', '/login', '/resetpassword', '/resetpassword/$code', '/confirmemail/$code', '/unauthorized', '/profile', '/password', '/version'])

describe('the permission of every screen', () => {
  it("is the access of the call the screen lists, as the call table says", () => {
    for (const screen of screens.filter((entry) => entry.call)) {
      expect(`${screen.path}: ${screen.permission}`).toBe(`${screen.path}: ${callByName(screen.call!).access}`)
    }
  })

  it("of writing is the access of the area's create call", () => {
    for (const screen of screens.filter((entry) => entry.write)) {
      const area = screen.call!.split('.')[0]
      expect(`${screen.path}: ${screen.write}`).toBe(`${screen.path}: ${callByName(`${area}.create`).access}`)
    }
  })

  it('guards every signed-in route', () => {
    for (const route of routePaths().filter((path) => !open.has(path))) {
      expect(routePermission(route), route).toBeDefined()
    }
  })

  it("is its list's for a record's detail, its tab's for a merchant tab, and more for a write screen", () => {
    expect(routePermission('/gatewayCredentials/$gatewayCredential')).toBe('gatewayCredential.read')
    expect(routePermission('/merchant/{-$merchantName}/transactions/$transaction/log/$log')).toBe('transaction.read')
    expect(routePermission('/merchants/$merchant/gateways/$gateway')).toBe(merchantTabs.find((tab) => tab.segment === 'gateways')!.permission)
    expect(routePermission('/merchants/$merchant/')).toBe('merchant.read')
    expect(routePermission('/merchants/$merchant/accountSummary')).toBe('finance.read')
    expect(routePermission('/fraudblocks/@new')).toBe('fraud.write')
    expect(routePermission('/fraudblocks/batch')).toBe('fraud.write')
    expect(routePermission('/profile')).toBeUndefined()
  })
})
