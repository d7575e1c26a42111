/** Palette groups and help-overlay sections, in the order they are shown. */
export const commandSections = ['navigation', 'merchant', 'edit', 'account', 'language', 'appearance', 'help'] as const
export type CommandSection = (typeof commandSections)[number]

/** The i18n key of a section heading, which is also the `section` value of its commands. */
export function sectionKey(section: CommandSection): string {
  return `commands:sections.${section}`
}
