import type { CommandContext } from '@commands/types'
import { merchantCommands } from '@commands/merchants'
import { merchantSettingsCommands } from '@commands/merchantSettings'
import { requestScreenAction } from '@console/palette/screen-requests'
import { tabRequests } from '@console/screens/merchants/tab-requests'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@console/palette/screen-requests', async (original) => ({ ...(await original<object>()), requestScreenAction: vi.fn() }))

function context(pathname: string): CommandContext {
  return {
    navigate: vi.fn(),
    location: { pathname, search: {} },
    permissions: new Set(['merchant.secretKey', 'merchant.write', 'merchant.configure']),
    signedIn: true,
    focus: {},
    actions: { signOut: vi.fn(), setLocale: vi.fn(), openPalette: vi.fn(), openShortcutHelp: vi.fn(), toggleTheme: vi.fn() },
  }
}

describe('merchant tab commands', () => {
  beforeEach(() => vi.mocked(requestScreenAction).mockClear())

  it('opens the tab that does the command when another is on view, then asks it', () => {
    const upload = context('/merchants/berlin-bikes/settings')
    merchantSettingsCommands['paywall.uploadLogo'].run(upload)
    expect(upload.navigate).toHaveBeenCalledWith('/merchants/berlin-bikes/paywall')
    expect(requestScreenAction).toHaveBeenCalledWith(tabRequests.uploadLogo.action)

    const rotate = context('/merchants/berlin-bikes/resources')
    merchantCommands['merchant.rotateSecretKey'].run(rotate)
    expect(rotate.navigate).toHaveBeenCalledWith('/merchants/berlin-bikes')
    expect(requestScreenAction).toHaveBeenLastCalledWith(tabRequests.rotateSecretKey.action)
  })

  it('only asks when the tab is already on view, and is not offered off a merchant page', () => {
    const onTab = context('/merchants/berlin-bikes/resources')
    merchantCommands['merchant.addCaller'].run(onTab)
    expect(onTab.navigate).not.toHaveBeenCalled()
    expect(requestScreenAction).toHaveBeenCalledWith(tabRequests.addCaller.action)
    expect(merchantCommands['merchant.addCaller'].when?.(context('/merchants'))).toBe(false)
  })
})
