import { hrefOf, type GoTarget } from '@commands/go-target'
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { routerTarget } from '../lib/targets'
import { isTabActive, tabsThatFit } from './overflow-tabs'

export interface OverflowTab {
  key: string
  /** Where the tab leads. */
  target: GoTarget
  label: string
  /** Active only on its own path, not on the paths below it (an overview). */
  exact?: boolean
}

interface OverflowTabsProps {
  tabs: readonly OverflowTab[]
  /** The strip's accessible name. */
  label: string
}

const tabClass = 'whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
const activeClass = '!border-brand font-semibold !text-slate-900 dark:!text-white'
const isActive = (tab: OverflowTab, pathname: string) => isTabActive(hrefOf(tab.target), tab.exact ?? false, pathname)

/**
 * A strip of tab links; those the width cannot hold go into a "More" menu. Every tab is measured
 * in an invisible row, so the cut follows the language's text and the window's width.
 */
export function OverflowTabs({ tabs, label }: OverflowTabsProps) {
  const { t } = useTranslation('common')
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const container = useRef<HTMLDivElement>(null)
  const measure = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(tabs.length)
  const labels = tabs.map((tab) => tab.label).join('\n')

  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels are what changes the widths
  useLayoutEffect(() => {
    const box = container.current
    const row = measure.current
    if (!box || !row) return
    const measureTabs = () => {
      const widths = [...row.children].map((child) => child.getBoundingClientRect().width)
      const moreWidth = widths.pop() ?? 0
      setShown(tabsThatFit(widths, moreWidth, box.clientWidth))
    }
    measureTabs()
    const observer = new ResizeObserver(measureTabs)
    observer.observe(box)
    observer.observe(row)
    return () => observer.disconnect()
  }, [labels])

  const visible = tabs.slice(0, shown)
  const rest = tabs.slice(shown)
  const restActive = rest.some((tab) => isActive(tab, pathname))
  const item = 'block w-full rounded px-3 py-1.5 text-start text-sm data-focus:bg-slate-100 dark:data-focus:bg-slate-800'

  return (
    <div ref={container} className="relative -mb-px min-w-0">
      <nav aria-label={label} className="flex gap-1">
        {visible.map((tab) => (
          <Link key={tab.key} {...routerTarget(tab.target)} activeOptions={{ exact: tab.exact ?? false }} className={tabClass} activeProps={{ className: activeClass, 'aria-current': 'page' }}>
            {tab.label}
          </Link>
        ))}
        {rest.length > 0 && (
          <Menu>
            <MenuButton className={`${tabClass} ${restActive ? activeClass : ''}`}>
              {t('actions.more')} <span aria-hidden="true">▾</span>
            </MenuButton>
            <MenuItems anchor="bottom end" className="z-40 mt-1 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900">
              {rest.map((tab) => (
                <MenuItem key={tab.key}>
                  <Link {...routerTarget(tab.target)} className={`${item} ${isActive(tab, pathname) ? 'font-semibold' : ''}`} aria-current={isActive(tab, pathname) ? 'page' : undefined}>
                    {tab.label}
                  </Link>
                </MenuItem>
              ))}
            </MenuItems>
          </Menu>
        )}
      </nav>
      {/* Out of sight and out of the page's width: the row every tab is measured in. */}
      <div aria-hidden="true" className="pointer-events-none invisible absolute inset-x-0 top-0 h-0 overflow-hidden">
        <div ref={measure} className="flex w-max gap-1">
          {tabs.map((tab) => (
            <span key={tab.key} className={`${tabClass} font-semibold`}>
              {tab.label}
            </span>
          ))}
          <span className={`${tabClass} font-semibold`}>
            {t('actions.more')} <span>▾</span>
          </span>
        </div>
      </div>
    </div>
  )
}
