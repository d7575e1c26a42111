import { configurationFacts, groupOptions, listFieldErrors, periodFigures, startingGroup, tagSuggestions } from '@console/screens/merchant/merchant-logic'
import { defaultMerchantConfiguration, type MerchantConfiguration } from '@domain/entities/merchant'
import { describe, expect, it } from 'vitest'

describe('merchant screens', () => {
  it('offers the usable groups by space and name after an empty first choice', () => {
    const options = groupOptions(
      [
        { name: 'rio-services', displayName: 'Rio Services', space: 'rio', status: 'ACTIVE' },
        { name: 'old', displayName: 'Old group', space: 'acme', status: 'DISABLED' },
        { name: 'acme-travel', displayName: 'Acme Travel', space: 'acme', status: 'ACTIVE' },
        { name: 'acme-retail', displayName: 'Acme Retail', space: 'acme', status: 'ENABLED' },
      ],
      'Choose…',
    )
    expect(options.map((option) => option.value)).toEqual(['', 'acme-retail', 'acme-travel', 'rio-services'])
    expect(options[1]?.label).toBe('Acme Retail (acme-retail) · acme')
  })

  it('starts a new merchant on the group last chosen while it is offered, else on the likely one', () => {
    const options = [{ value: '' }, { value: 'acme-retail' }, { value: 'acme-travel' }]
    expect(startingGroup(options, 'acme-travel', 'acme-retail')).toBe('acme-travel')
    expect(startingGroup(options, 'deleted-group', 'acme-retail')).toBe('acme-retail')
    expect(startingGroup(options, null, 'acme-retail')).toBe('acme-retail')
    expect(startingGroup(options, null, null)).toBeUndefined()
    expect(startingGroup(options, '', 'rio-services')).toBeUndefined()
  })

  it('adds up the days of the trend: counts, approval rate over decided payments, volume per currency', () => {
    const figures = periodFigures([
      { day: '2026-11-19', count: 10, approved: 6, declined: 2, volume: [{ currency: 'USD', amount: 1000 }] },
      { day: '2026-11-20', count: 0, approved: 0, declined: 0, volume: [] },
      { day: '2026-11-21', count: 5, approved: 2, declined: 2, volume: [{ currency: 'EUR', amount: 50 }, { currency: 'USD', amount: 250 }] },
    ])
    expect(figures).toEqual({
      days: 3,
      count: 15,
      approved: 8,
      declined: 4,
      approvalRate: 8 / 12,
      volume: [
        { currency: 'EUR', amount: 50 },
        { currency: 'USD', amount: 1250 },
      ],
    })
    expect(periodFigures([{ day: '2026-11-21', count: 3, approved: 0, declined: 0, volume: [] }]).approvalRate).toBeNull()
  })

  it('reads the configuration as facts, empty values as not set', () => {
    const configuration: MerchantConfiguration = {
      settings: { ...defaultMerchantConfiguration.settings, website: 'https://shop.example', country: 'DE', softDescriptor: '' },
      paywall: { ...defaultMerchantConfiguration.paywall, locale: 'pt', instalments: [1, 3, 6] },
      email: { ...defaultMerchantConfiguration.email, senderName: 'Shop', senderEmail: 'pay@shop.example', sendCustomerReceipts: false, notifyMerchant: ['ops@shop.example'] },
      fraud: defaultMerchantConfiguration.fraud,
    }
    const facts = configurationFacts(configuration)
    const byKey = (part: keyof typeof facts, key: string) => facts[part].find((fact) => fact.key === key)
    expect(byKey('settings', 'website')).toEqual({ key: 'website', kind: 'text', value: 'https://shop.example' })
    expect(byKey('settings', 'softDescriptor')?.value).toBeNull()
    expect(byKey('paywall', 'instalments')).toEqual({ key: 'instalments', kind: 'list', value: [1, 3, 6] })
    expect(byKey('paywall', 'sessionTimeout')?.value).toBe('30')
    expect(byKey('email', 'sender')?.value).toBe('Shop <pay@shop.example>')
    expect(byKey('email', 'sendCustomerReceipts')).toEqual({ key: 'sendCustomerReceipts', kind: 'flag', value: false })
    expect(byKey('fraud', 'vendor')?.value).toBeNull()
  })

  it('suggests the space tags the merchant lacks, the typed name first, then the most used', () => {
    const catalogue = [
      { tag: 'vip', merchantCount: 3 },
      { tag: 'high-risk', merchantCount: 9 },
      { tag: 'new', merchantCount: 1 },
      { tag: 'vip-gold', merchantCount: 12 },
    ]
    expect(tagSuggestions(catalogue, ['new'], '')).toEqual(['vip-gold', 'high-risk', 'vip'])
    expect(tagSuggestions(catalogue, ['new'], ' VIP ')).toEqual(['vip', 'vip-gold'])
    expect(tagSuggestions(catalogue, ['VIP'], 'vip')).toEqual(['vip-gold'])
  })

  it('shows the errors of a list field under the field, each with the value it is about', () => {
    const errors = [
      { field: 'ipAddresses', message: 'Too many' },
      { field: 'ipAddresses.1', message: 'Invalid format' },
      { field: 'description', message: 'Too long' },
    ]
    const refused = { status: 400, body: { errorCode: 'VALIDATION_FAILED', message: 'Invalid', errors } }
    expect(listFieldErrors(refused, 'ipAddresses', ['10.0.0.1', 'nope'])).toEqual(['Too many', 'nope: Invalid format'])
    expect(listFieldErrors(null, 'ipAddresses', [])).toEqual([])
  })
})
