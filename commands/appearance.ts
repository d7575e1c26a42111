import type { ThemeChoice } from '@domain/constants'
import { sectionKey } from './sections'
import { type CommandSpec, defineCommands } from './types'

function themeCommand(theme: ThemeChoice, keywords: string[]): CommandSpec {
  return {
    title: `commands:appearance.${theme}`,
    section: sectionKey('appearance'),
    public: true,
    keywords: ['theme', ...keywords],
    run: (ctx) => ctx.actions.setTheme(theme),
  }
}

export const appearanceCommands = defineCommands({
  'appearance.chooseTheme': {
    title: 'commands:appearance.chooseTheme',
    section: sectionKey('appearance'),
    public: true,
    keywords: ['theme', 'dark', 'light', 'system', 'mode', 'colours', 'colors'],
    run: (ctx) => ctx.actions.openPalette('theme'),
  },
  'appearance.light': themeCommand('light', ['light', 'mode', 'colours', 'colors']),
  'appearance.dark': themeCommand('dark', ['dark', 'night', 'mode', 'colours', 'colors']),
  'appearance.system': themeCommand('system', ['system', 'automatic', 'device', 'mode', 'colours', 'colors']),
})
