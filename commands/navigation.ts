import type { Permission } from '@domain/permissions'
import { listCommand } from './new-record'
import { type Screen, screens } from './screens'
import type { PlainRoute } from './go-target'
import { type CommandSpec, defineCommands } from './types'

/** The permission a screen asks for, from the console's one list of screens. */
export function screenPermission(route: Screen['path']): Permission | undefined {
  return screens.find((screen) => screen.path === route)?.permission
}

/** The permission a screen's records are written with, from the same list. */
export function screenWritePermission(route: Screen['path']): Permission | undefined {
  return screens.find((screen) => screen.path === route)?.write
}

interface Destination {
  route: Screen['path'] & PlainRoute
  /**
   * `g` then a letter. Letters kept for the screens later areas add: t transactions,
   * m merchants, c customers, f fraud blocks, b card BINs, n notifications, e emails,
   * r reports, u users, s settlement, v the review queue (so the version page is g i), o the approvals.
   */
  shortcut?: string
  keywords?: string[]
}

/** One entry per screen that is a place to go; account screens are in session.ts. */
const destinations = {
  dashboard: { route: '/dashboard', shortcut: 'g d', keywords: ['home', 'overview', 'today', 'approval rate', 'volume'] },
  version: { route: '/version', shortcut: 'g i', keywords: ['about', 'build', 'release'] },
} as const satisfies Record<string, Destination>

function goTo(name: keyof typeof destinations): CommandSpec {
  const destination: Destination = destinations[name]
  return listCommand({
    title: `commands:navigation.${name}`,
    keywords: destination.keywords,
    shortcut: destination.shortcut,
    permission: screenPermission(destination.route),
    route: destination.route,
  })
}

export const navigationCommands = defineCommands({
  'navigation.dashboard': goTo('dashboard'),
  'navigation.version': goTo('version'),
})
