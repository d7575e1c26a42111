import type { Permission } from '@domain/permissions'

export type ScreenSection = 'overview' | 'account' | 'system'

export interface Screen {
  path: '/dashboard' | '/profile' | '/password' | '/version'
  /** i18n key of the screen's title. */
  titleKey: string
  /** Hidden from users without it (the route guard refuses them too). */
  permission?: Permission
  section: ScreenSection
}

/** The screens of the default layout, in sidebar order; navigation commands read this list too. */
export const screens: readonly Screen[] = [
  { path: '/dashboard', titleKey: 'shell:screens.dashboard', permission: 'dashboard.read', section: 'overview' },
  { path: '/profile', titleKey: 'shell:screens.profile', section: 'account' },
  { path: '/password', titleKey: 'shell:screens.password', section: 'account' },
  { path: '/version', titleKey: 'shell:screens.version', section: 'system' },
]

export const sectionTitleKeys: Record<ScreenSection, string> = {
  overview: 'shell:sections.overview',
  account: 'shell:sections.account',
  system: 'shell:sections.system',
}
