import { isTabActive, TAB_GAP, tabsThatFit } from '@console/ui/overflow-tabs'
import { describe, expect, it } from 'vitest'

describe('tabs that fit before the More button', () => {
  const widths = [100, 100, 100, 100]
  const all = 400 + 3 * TAB_GAP

  it('shows every tab, and no More, when all of them fit', () => {
    expect(tabsThatFit(widths, 60, all)).toBe(4)
  })

  it('keeps room for the More button once one tab does not fit', () => {
    expect(tabsThatFit(widths, 60, all - 1)).toBe(3)
    expect(tabsThatFit(widths, 60, 60 + 3 * (100 + TAB_GAP) - 1)).toBe(2)
  })

  it('puts every tab in More when not even one fits beside it', () => {
    expect(tabsThatFit(widths, 60, 120)).toBe(0)
  })
})

describe('the active tab', () => {
  it('is the overview only on its own path', () => {
    expect(isTabActive('/merchants/shop', true, '/merchants/shop')).toBe(true)
    expect(isTabActive('/merchants/shop', true, '/merchants/shop/gateways')).toBe(false)
  })

  it('is another tab on its path and below it', () => {
    expect(isTabActive('/merchants/shop/gateways', false, '/merchants/shop/gateways/7')).toBe(true)
    expect(isTabActive('/merchants/shop/gateways', false, '/merchants/shop/gatewaysx')).toBe(false)
  })
})
