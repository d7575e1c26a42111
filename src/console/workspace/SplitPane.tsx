import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { clampPaneWidth, PANE_MAX, PANE_MIN } from './list-logic'

interface SplitPaneProps {
  /** The list; it takes the whole width while no detail is open. */
  list: ReactNode
  detail: ReactNode
  detailOpen: boolean
  /** Width of the list beside the detail, in percent. */
  width: number
  onWidthChange: (width: number) => void
  /** Back to the list alone: on a narrow screen the record takes the list's place. */
  onClose: () => void
}

/**
 * The list on the start side, the record on the other, with a separator that drags or takes arrows.
 * Below md there is no room for both: the open record replaces the list, with a Back button.
 */
export function SplitPane({ list, detail, detailOpen, width, onWidthChange, onClose }: SplitPaneProps) {
  const { t } = useTranslation('workspace')
  const container = useRef<HTMLDivElement>(null)

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = container.current?.getBoundingClientRect()
    if (!box || box.width === 0) return
    const rtl = getComputedStyle(container.current!).direction === 'rtl'
    const offset = rtl ? box.right - event.clientX : event.clientX - box.left
    onWidthChange(clampPaneWidth((offset / box.width) * 100))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 2
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const grow = rtl ? 'ArrowLeft' : 'ArrowRight'
    const shrink = rtl ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === grow) onWidthChange(clampPaneWidth(width + step))
    else if (event.key === shrink) onWidthChange(clampPaneWidth(width - step))
    else if (event.key === 'Home') onWidthChange(PANE_MIN)
    else if (event.key === 'End') onWidthChange(PANE_MAX)
    else return
    event.preventDefault()
    event.stopPropagation()
  }

  return (
    <div ref={container} className="flex min-h-0 flex-1">
      <div className={`min-h-0 min-w-0 flex-col ${detailOpen ? 'hidden md:flex' : 'flex'}`} style={{ flexBasis: detailOpen ? `${width}%` : '100%', flexShrink: 0 }}>
        {list}
      </div>
      {detailOpen && (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: a focusable window splitter that takes arrows has no HTML element */}
          <div
            role="separator"
            aria-orientation="vertical"
            aria-label={t('pane.resize')}
            aria-valuemin={PANE_MIN}
            aria-valuemax={PANE_MAX}
            aria-valuenow={width}
            tabIndex={0}
            className="hidden w-1.5 shrink-0 cursor-col-resize bg-slate-200 hover:bg-brand/50 focus:bg-brand/60 focus:outline-none md:block dark:bg-slate-700"
            onKeyDown={onKeyDown}
            onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
            onPointerMove={(event) => {
              if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event)
            }}
          />
          <section aria-label={t('pane.detail')} className="min-h-0 min-w-0 flex-1 overflow-auto" data-testid="workspace-detail">
            <button
              type="button"
              onClick={onClose}
              className="m-2 mb-0 rounded-md px-2 py-1 text-sm font-medium text-brand hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
            >
              <span aria-hidden="true" className="inline-block rtl:rotate-180">
                ←
              </span>{' '}
              {t('pane.back')}
            </button>
            {detail}
          </section>
        </>
      )}
    </div>
  )
}
