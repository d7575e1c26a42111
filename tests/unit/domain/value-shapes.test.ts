import { isIpv4, isIpv6, looksLikeCardNumber, recogniseValue, tokenFormatOf } from '@domain/value-shapes'
import { describe, expect, it } from 'vitest'

const kinds = (value: string) => recogniseValue(value).map((r) => r.kind)

describe('recogniseValue', () => {
  it('a seeded card hash (UUID) is a card hash in the UUID format, and nothing else', () => {
    expect(recogniseValue(' 0b4f7a4e-2c1d-4e8a-9f3b-5a6c7d8e9f01 ')).toEqual([
      { kind: 'cardHash', value: '0b4f7a4e-2c1d-4e8a-9f3b-5a6c7d8e9f01', tokenFormat: 'UUID' },
    ])
  })

  it('alphanumeric and encoded tokens, bare or with a BIN or last 4, are card hashes of their format', () => {
    expect(tokenFormatOf('8f3K2m9Qx7Lp4Rt6')).toEqual({ format: 'ALPHANUMERIC' })
    expect(tokenFormatOf('q8F3k2+M9qX7/Lp4Rt6w==')).toEqual({ format: 'ENCODED' })
    expect(tokenFormatOf('411111-8f3K2m9Qx7Lp4Rt6')).toEqual({ format: 'ALPHANUMERIC_WITH_BIN', cardBin: '411111' })
    expect(tokenFormatOf('8f3K2m9Qx7Lp4Rt6_1234')).toEqual({ format: 'ALPHANUMERIC_WITH_LAST4', cardLast4: '1234' })
    expect(tokenFormatOf('45320123:q8F3k2+M9qX7/Lp4Rt6w==')).toEqual({ format: 'ENCODED_WITH_BIN', cardBin: '45320123' })
    expect(tokenFormatOf('q8F3k2+M9qX7/Lp4Rt6w==|0004')).toEqual({ format: 'ENCODED_WITH_LAST4', cardLast4: '0004' })
    expect(recogniseValue('411111-8f3K2m9Qx7Lp4Rt6')[0]).toMatchObject({ kind: 'cardHash', tokenFormat: 'ALPHANUMERIC_WITH_BIN', cardBin: '411111' })
  })

  it('a word or a plain number is not a token', () => {
    expect(tokenFormatOf('acme-books')).toBeNull()
    expect(tokenFormatOf('1234567890')).toBeNull()
    expect(tokenFormatOf('abcdefghijklmnop')).toBeNull()
  })

  it('6 to 8 digits are a BIN; 4 digits a last 4; 5 digits nothing', () => {
    expect(kinds('411111')).toEqual(['bin'])
    expect(kinds('45320123')).toEqual(['bin'])
    expect(kinds('4242')).toEqual(['last4'])
    expect(kinds('12345')).toEqual([])
    expect(kinds('123456789')).toEqual([])
  })

  it('a full card number (13 to 19 digits, spaced or not) is never looked up', () => {
    expect(looksLikeCardNumber('4111111111111111')).toBe(true)
    expect(looksLikeCardNumber('4111 1111 1111 1111')).toBe(true)
    expect(looksLikeCardNumber('4111-1111-1111-1')).toBe(true)
    expect(looksLikeCardNumber('411111')).toBe(false)
    expect(kinds('4111 1111 1111 1111')).toEqual([])
    expect(kinds('5500000000000004')).toEqual([])
  })

  it('an email is an email, lower-cased', () => {
    expect(recogniseValue('Ana.Silva12@Mail.Example')).toEqual([{ kind: 'email', value: 'ana.silva12@mail.example' }])
  })

  it('IPv4 and IPv6 addresses are IPs; an out-of-range or padded address is not', () => {
    expect(kinds('185.220.101.7')).toEqual(['ip'])
    expect(kinds('2001:db8::1')).toEqual(['ip'])
    expect(kinds('::ffff:10.0.0.1')).toEqual(['ip'])
    expect(recogniseValue('2001:DB8::A')[0]!.value).toBe('2001:db8::a')
    expect(isIpv4('256.1.1.1')).toBe(false)
    expect(isIpv4('01.1.1.1')).toBe(false)
    expect(isIpv6('2001:db8::1::2')).toBe(false)
    expect(isIpv6('1:2:3:4:5:6:7:8')).toBe(true)
    expect(isIpv6('1:2:3:4:5:6:7')).toBe(false)
    expect(isIpv6('12345::1')).toBe(false)
  })

  it('tx_ and cus_ ids are transaction and customer ids', () => {
    expect(kinds('tx_9f3a01bc')).toEqual(['transaction'])
    expect(kinds('cus_0a1b2c3d')).toEqual(['customer'])
  })

  it('a name is a merchant name; a long mixed token may also be one', () => {
    expect(kinds('acme-books')).toEqual(['merchant'])
    expect(kinds('Acme Books')).toEqual(['merchant'])
    expect(kinds('8f3K2m9Qx7Lp4Rt6')).toEqual(['cardHash', 'merchant'])
  })

  it('blank or one-character input is nothing', () => {
    expect(kinds('   ')).toEqual([])
    expect(kinds('a')).toEqual([])
  })
})
