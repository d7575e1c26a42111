import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { appearanceCommands } from '@commands/appearance'
import { approvalCommands } from '@commands/approval'
import { cardBinCommands } from '@commands/cardbin'
import { cardBlacklistCommands } from '@commands/cardblacklist'
import { cardrestrictionCommands } from '@commands/cardrestriction'
import { helpCommands } from '@commands/help'
import { hiveCommands } from '@commands/hive'
import { customerCommands } from '@commands/customer'
import { emailtplCommands } from '@commands/emailtpl'
import { trustpolicyCommands } from '@commands/trustpolicy'
import { fraudCommands } from '@commands/fraud'
import { commandById, commandByShortcut, commandRegistry, normalizeShortcut } from '@commands/index'
import { languageCommands } from '@commands/language'
import { merchantCommands } from '@commands/merchant'
import { messageCommands } from '@commands/message'
import { paymentLinkCommands } from '@commands/paymentlink'
import { groupCommands } from '@commands/mgroup'
import { gatewayCredentialCommands } from '@commands/gatewaycredential'
import { merchantKeyCommands } from '@commands/merchantkey'
import { roleCommands } from '@commands/mrole'
import { spaceCommands } from '@commands/mspace'
import { muserCommands } from '@commands/muser'
import { navigationCommands } from '@commands/navigation'
import { recordCommands } from '@commands/record'
import { reportCommands } from '@commands/report'
import { financeCommands } from '@commands/finance'
import { resultcodeCommands } from '@commands/resultcode'
import { reviewCommands } from '@commands/review'
import { keyPlaces, partKeys, placeKey } from '@commands/places'
import { commandSections, sectionKey } from '@commands/sections'
import { sessionCommands } from '@commands/session'
import { systemCommands } from '@commands/system'
import { transactionCommands } from '@commands/transaction'
import { undoCommands } from '@commands/undo'
import { workspaceCommands } from '@commands/workspace'
import type { ConsoleRoute } from '@commands/go-target'
import { screens } from '@commands/screens'
import type { FileRouteTypes } from '@console/app/routeTree.gen'
import { locales } from '@domain/enums'
import { describe, expect, it } from 'vitest'
import { routePaths } from './route-tree'

const root = fileURLToPath(new URL('../../../', import.meta.url))

/** Routes that need no navigation command, each with the reason. */
const routesWithoutCommand: Record<string, string> = {
  '/': 'replaces itself with /dashboard',
  '/login': 'public; signing out leads there',
  '/resetpassword': 'public; reached from the sign-in page',
  '/resetpassword/$code': 'public; reached from the link in the reset email',
  '/confirmemail/$code': 'public; reached from the link sent to a new email address',
  '/unauthorized': 'reached only by the guard when a permission is missing',
  '/merchant/{-$merchantName}/transactions/$transaction': 'one record: opened from its list row, a related record or the palette record search',
  '/fraudblocks/$fraudBlock': 'one block: opened from its row in /fraudblocks',
  '/merchants/$merchant/velocityblocks/$velocityBlock': 'one block: opened from its row in the merchant list',
  '/merchants/$merchant/fraudConfigs/$fraudConfig': 'one fraud config: opened from its row in the merchant list',
  '/notifications/$notification': 'one notification: opened from its row in /notifications, or from the link of its original or its resend',
  '/emails/$email': 'one email: opened from its row in /emails, or from the link of its original or its resend',
  '/paylinks/$paylink': 'one payment link: opened from its row in /paylinks',
  '/dailyReports/$space/$dailyReport': 'one daily report: opened from its row in /dailyReports',
  '/approvals/$request': 'one change request: opened from its row in /approvals, the link of its "sent for approval" alert or its record\'s pending mark',
}

/**
 * Keys two commands share, each pair with why they never act at once: the key dispatcher gives a
 * press to the first that acts where it lands.
 */
const sharedShortcuts: Record<string, { commands: string[]; why: string }> = {
  a: {
    commands: ['trustpolicy.addCollection', 'review.legitimate', 'approval.approve'],
    why: 'a trust policy config, a review case and a change request are never on view together',
  },
  c: { commands: ['workspace.create', 'review.note'], why: 'the review queue makes no record of its own: c there writes a note on the open case' },
  e: { commands: ['record.edit', 'review.escalate'], why: 'a review case is decided, never edited: its pane offers no edit mode' },
  x: {
    commands: ['workspace.toggleSelect', 'approval.reject'],
    why: 'a change request open beside the approvals takes x while the user may decide it (its command comes first); the list has no bulk action to select rows for',
  },
  'shift+e': { commands: ['transaction.exportSelected', 'muser.exportEvents'], why: 'an export, of the transactions selected or of a period of the audit log: the two lists are never on view together' },
  'shift+v': { commands: ['transaction.velocityBlocks', 'muser.verifyEvents'], why: 'a transaction in focus and the audit log are never on view together' },
}

function translationOf(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), bundle)
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix]
  return Object.entries(node).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key))
}

const bundles = Object.fromEntries(locales.map((locale) => [locale, JSON.parse(readFileSync(`${root}locales/${locale}/commands.json`, 'utf8')) as unknown]))

/**
 * The places commands name (the kind table's routes, the screens, the merchant tabs and the other
 * routes) are exactly the router's `to` union: a route added on either side alone fails the typecheck.
 */
type SameUnion<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const routesAreTheRoutersOwn: SameUnion<ConsoleRoute, FileRouteTypes['to']> = true

describe('command registry', () => {
  it('names exactly the routes of the router', () => {
    expect(routesAreTheRoutersOwn).toBe(true)
  })

  it('gives every route of the router a navigation command, except the listed ones', () => {
    const paths = routePaths()
    expect(paths.length).toBeGreaterThan(0)
    const missing = paths.filter((path) => !(path in routesWithoutCommand) && !commandRegistry.some((command) => command.route === path))
    expect(missing, `routes without a command whose route matches: ${missing.join(', ')}`).toEqual([])
  })

  it('only exempts routes that exist, and only routes commands cannot reach', () => {
    const paths = routePaths()
    for (const path of Object.keys(routesWithoutCommand)) {
      expect(paths, `${path} is exempted but is not a route`).toContain(path)
    }
    const routes = commandRegistry.flatMap((command) => (command.route ? [command.route] : []))
    for (const route of routes) expect(paths, `a command opens ${route}, which is not a route`).toContain(route)
  })

  it('covers every screen of the console list, with the permission the screen asks for', () => {
    for (const screen of screens) {
      const command = commandRegistry.find((entry) => entry.route === screen.path)
      expect(command, `no command opens ${screen.path}`).toBeDefined()
      expect(command?.permission).toBe(screen.permission)
    }
  })

  it('has no two commands with one id, across all area files', () => {
    const areas: Record<string, { id: string }>[] = [navigationCommands, recordCommands, sessionCommands, languageCommands, appearanceCommands, helpCommands, transactionCommands, customerCommands, fraudCommands, reviewCommands, approvalCommands, workspaceCommands, cardBinCommands, cardBlacklistCommands, cardrestrictionCommands, merchantCommands, paymentLinkCommands, groupCommands, gatewayCredentialCommands, merchantKeyCommands, muserCommands, roleCommands, spaceCommands, systemCommands, messageCommands, emailtplCommands, trustpolicyCommands, resultcodeCommands, hiveCommands, reportCommands, financeCommands, undoCommands]
    const ids = areas.flatMap((area) => Object.values(area).map((command) => command.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(commandRegistry).toHaveLength(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]*\.[a-zA-Z]+$/)
  })

  it('binds each shortcut to one command, but the few shared where they never act together, and no sequence starts with another shortcut', () => {
    const shortcuts = commandRegistry.flatMap((command) => (command.shortcut ? [normalizeShortcut(command.shortcut)] : []))
    const holders = (shortcut: string) => commandRegistry.filter((command) => command.shortcut && normalizeShortcut(command.shortcut) === shortcut).map((command) => command.id).sort()
    const shared = Object.fromEntries([...new Set(shortcuts)].filter((shortcut) => holders(shortcut).length > 1).map((shortcut) => [shortcut, holders(shortcut)]))
    expect(shared).toEqual(Object.fromEntries(Object.entries(sharedShortcuts).map(([shortcut, { commands }]) => [shortcut, [...commands].sort()])))
    for (const a of shortcuts) {
      for (const b of shortcuts) if (a !== b) expect(b.startsWith(`${a} `), `'${a}' would swallow '${b}'`).toBe(false)
    }
  })

  it('finds commands by id and by shortcut', () => {
    expect(commandById('session.signOut').id).toBe('session.signOut')
    expect(commandByShortcut('g d')?.id).toBe('navigation.dashboard')
    expect(commandByShortcut('G  P')?.id).toBe('session.openProfile')
    expect(commandByShortcut('$mod+k')?.id).toBe('help.openPalette')
    expect(commandByShortcut('?')?.id).toBe('help.shortcuts')
    expect(commandByShortcut('g z')).toBeUndefined()
  })

  it('lists commands in section order', () => {
    const order = commandRegistry.map((command) => commandSections.findIndex((section) => sectionKey(section) === command.section))
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it('finds each language by its English name and by its own name', () => {
    const names: Record<string, [string, string]> = {
      'language.en': ['English', 'English'],
      'language.fr': ['French', 'Français'],
      'language.pt': ['Portuguese', 'Português'],
      'language.ar': ['Arabic', 'العربية'],
    }
    for (const [id, [english, own]] of Object.entries(names)) {
      const command = commandRegistry.find((entry) => entry.id === id)
      expect(command?.keywords).toEqual(expect.arrayContaining([english, own]))
    }
  })
})

describe('command translations', () => {
  const keys = [
    ...commandRegistry.flatMap((command) => [command.title, command.section]),
    ...commandSections.map((section) => sectionKey(section)),
    ...keyPlaces.map((place) => placeKey(place)),
    ...partKeys.map((key) => key.title),
  ]

  // A title is `namespace:key`: the shell's commands live in commands.json, an area's in its own
  // namespace (`transaction:commands.createFraudBlock`), so areas never edit one shared file.
  const namespaceOf = (locale: string, namespace: string): unknown =>
    namespace === 'commands' ? bundles[locale] : JSON.parse(readFileSync(`${root}locales/${locale}/${namespace}.json`, 'utf8'))

  for (const locale of locales) {
    it(`has every command title and section heading in ${locale}`, () => {
      for (const key of new Set(keys)) {
        const [namespace, path] = key.split(':')
        expect(path, `${key} names no namespace`).toBeTruthy()
        const text = translationOf(namespaceOf(locale, namespace!), path!)
        expect(typeof text === 'string' && text.trim() !== '', `${locale}/${namespace}.json lacks ${path}`).toBe(true)
      }
    })
  }

  it('has the same keys in every language, each really translated', () => {
    const english = leafKeys(bundles.en).sort()
    for (const locale of locales) {
      expect(leafKeys(bundles[locale]).sort(), `${locale}/commands.json keys differ from English`).toEqual(english)
      if (locale === 'en') continue
      const untranslated = english.filter((key) => translationOf(bundles[locale], key) === translationOf(bundles.en, key))
      expect(untranslated, `${locale} keeps English text for`).toEqual([])
    }
  })
})
