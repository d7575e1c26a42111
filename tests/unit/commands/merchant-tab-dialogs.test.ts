import { groupCommands } from '@commands/mgroup'
import { commandRegistry, runCommand } from '@commands/index'
import { merchantCommands } from '@commands/merchant'
import type { CommandContext } from '@commands/types'
import { describe, expect, it } from 'vitest'
import { commandContext } from './context'

function context(pathname: string, search: Record<string, unknown> = {}): CommandContext {
  return commandContext({
    location: { pathname, search },
    permissions: new Set(['merchant.secretKey', 'merchant.write', 'merchant.configure', 'merchantGroup.write']),
  })
}

describe('merchant tab commands', () => {
  it('open the tab that does the command with its dialog in the URL', () => {
    const upload = context('/merchants/berlin-bikes/settings', { q: 'x' })
    merchantCommands['merchant.uploadLogo'].run(upload)
    expect(upload.go).toHaveBeenCalledWith({ to: '/merchants/$merchant/paywall', params: { merchant: 'berlin-bikes' }, search: { dialog: 'uploadLogo' } })

    const rotate = context('/merchants/berlin%20bikes/resources')
    merchantCommands['merchant.rotateSecretKey'].run(rotate)
    expect(rotate.go).toHaveBeenCalledWith({ to: '/merchants/$merchant', params: { merchant: 'berlin bikes' }, search: { dialog: 'rotateSecretKey' } })
  })

  it('keep the search of the tab when it is already on view, and are not offered off a merchant page', () => {
    const onTab = context('/merchants/berlin-bikes/resources', { section: 'callers' })
    merchantCommands['merchant.addCaller'].run(onTab)
    expect(onTab.go).toHaveBeenCalledWith({
      to: '/merchants/$merchant/resources',
      params: { merchant: 'berlin-bikes' },
      search: { section: 'callers', dialog: 'addCaller' },
    })
    expect(merchantCommands['merchant.addCaller'].when?.(context('/merchants'))).toBe(false)
  })

  it('open a tab by its route and the merchant on the page', () => {
    const ctx = context('/merchants/berlin-bikes/paywall')
    const gateways = commandRegistry.find((command) => command.id === 'merchant.gatewaysTab')
    if (gateways) runCommand(gateways, ctx)
    expect(ctx.go).toHaveBeenCalledWith({ to: '/merchants/$merchant/gateways', params: { merchant: 'berlin-bikes' } })
  })
})

describe('group commands', () => {
  it('upload a logo only while a group is open, through the dialog of the group on view', () => {
    const upload = groupCommands['mgroup.uploadLogo']
    expect(upload.when?.(context('/groups'))).toBe(false)
    const ctx = { ...context('/groups/acme'), focus: { merchantGroup: {} } }
    expect(upload.when?.(ctx)).toBe(true)
    upload.run(ctx)
    expect(ctx.openDialog).toHaveBeenCalledWith('uploadLogo')
  })
})
