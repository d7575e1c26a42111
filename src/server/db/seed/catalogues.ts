import type { Kysely } from 'kysely'
import type { Database } from '../database'

/** The acquirers and wallets the demo platform routes to. */
export const demoGateways = [
  { code: 'ATLAS', name: 'Atlas Acquiring', currencies: ['EUR', 'GBP', 'USD', 'ZAR'], countries: ['DE', 'FR', 'GB', 'NL', 'ZA'] },
  { code: 'BOREAL', name: 'Boreal Payments', currencies: ['USD', 'CAD', 'EUR'], countries: ['US', 'CA'] },
  { code: 'COBALT', name: 'Cobalt Cards', currencies: ['EUR', 'USD', 'GBP', 'MAD'], countries: ['ES', 'PT', 'MA', 'GB'] },
  { code: 'DUNE', name: 'Dune LatAm', currencies: ['BRL', 'ARS', 'USD'], countries: ['BR', 'AR'] },
  { code: 'EMBER', name: 'Ember Wallet', currencies: ['EUR', 'USD', 'BRL'], countries: ['BR', 'US', 'DE'] },
] as const
export type GatewayCode = (typeof demoGateways)[number]['code']

export const demoInstruments = [
  // payment_type and payment_method are ids of @domain/reference; a card instrument takes every scheme.
  { code: 'CARD', name: 'Credit card', payment_method: 'CARD', payment_type: 'CARD' },
  { code: 'DEBIT_CARD', name: 'Debit card', payment_method: 'CARD', payment_type: 'CARD' },
  { code: 'APPLE_PAY', name: 'Apple Pay', payment_method: 'APPLE_PAY', payment_type: 'WALLET' },
  { code: 'GOOGLE_PAY', name: 'Google Pay', payment_method: 'GOOGLE_PAY', payment_type: 'WALLET' },
  { code: 'PIX', name: 'Pix', payment_method: 'PIX', payment_type: 'PIX' },
  { code: 'BOLETO', name: 'Boleto', payment_method: 'BOLETO', payment_type: 'BOLETO' },
] as const

/** The platform's own result codes; every gateway's codes map to one of these. */
export const demoResultCodes = [
  { code: '0000', result: 'APPROVED', category: 'APPROVAL', message: 'Approved', retryable: false },
  { code: '1001', result: 'DECLINED', category: 'ISSUER', message: 'Insufficient funds', retryable: true },
  { code: '1002', result: 'DECLINED', category: 'ISSUER', message: 'Do not honour', retryable: true },
  { code: '1003', result: 'DECLINED', category: 'ISSUER', message: 'Expired card', retryable: false },
  { code: '1004', result: 'DECLINED', category: 'ISSUER', message: 'Invalid card data', retryable: false },
  { code: '1005', result: 'DECLINED', category: 'ISSUER', message: 'Suspected fraud', retryable: false },
  { code: '1006', result: 'DECLINED', category: 'ISSUER', message: 'Card reported lost or stolen', retryable: false },
  { code: '1007', result: 'DECLINED', category: 'ISSUER', message: 'Exceeds amount limit', retryable: true },
  { code: '1008', result: 'DECLINED', category: 'ISSUER', message: 'Restricted card', retryable: false },
  { code: '1009', result: 'DECLINED', category: 'ISSUER', message: 'Incorrect security code', retryable: true },
  { code: '1010', result: 'DECLINED', category: 'ISSUER', message: 'Transaction not permitted to card', retryable: false },
  { code: '1011', result: 'DECLINED', category: 'AUTHENTICATION', message: '3-D Secure authentication failed', retryable: true },
  { code: '1101', result: 'DECLINED', category: 'RISK', message: 'Blocked by fraud block', retryable: false },
  { code: '1102', result: 'DECLINED', category: 'RISK', message: 'Velocity limit exceeded', retryable: false },
  { code: '1103', result: 'DECLINED', category: 'RISK', message: 'Card restriction rule', retryable: false },
  { code: '1104', result: 'DECLINED', category: 'RISK', message: 'Card blacklisted', retryable: false },
  { code: '2001', result: 'ERROR', category: 'GATEWAY', message: 'Gateway timeout', retryable: true },
  { code: '2002', result: 'ERROR', category: 'GATEWAY', message: 'Gateway unavailable', retryable: true },
  { code: '2003', result: 'ERROR', category: 'REQUEST', message: 'Invalid request', retryable: false },
  { code: '3001', result: 'PENDING', category: 'AUTHENTICATION', message: 'Awaiting 3-D Secure', retryable: false },
  { code: '3002', result: 'PENDING', category: 'PROCESSING', message: 'Awaiting gateway confirmation', retryable: false },
] as const

/** Each gateway's own codes for the platform codes: ISO 8583 style for cards, words for wallets. */
const pspCodeStyles: Record<GatewayCode, Record<string, [string, string]>> = {
  ATLAS: iso8583(),
  BOREAL: iso8583(),
  COBALT: iso8583(),
  DUNE: {
    '0000': ['APROVADA', 'Transacao aprovada'],
    '1001': ['SALDO_INSUFICIENTE', 'Saldo insuficiente'],
    '1002': ['NAO_AUTORIZADA', 'Transacao nao autorizada'],
    '1003': ['CARTAO_VENCIDO', 'Cartao vencido'],
    '1005': ['SUSPEITA_FRAUDE', 'Suspeita de fraude'],
    '1009': ['CVV_INVALIDO', 'Codigo de seguranca invalido'],
    '1011': ['FALHA_3DS', 'Falha na autenticacao'],
    '2001': ['TIMEOUT', 'Tempo esgotado'],
    '3002': ['PENDENTE', 'Aguardando confirmacao'],
  },
  EMBER: {
    '0000': ['SUCCESS', 'Payment succeeded'],
    '1001': ['INSUFFICIENT_BALANCE', 'Insufficient balance'],
    '1002': ['REFUSED', 'Refused by issuer'],
    '1005': ['RISK_REJECTED', 'Rejected by risk'],
    '1011': ['AUTH_FAILED', 'Authentication failed'],
    '2002': ['SERVICE_DOWN', 'Service unavailable'],
    '3001': ['CHALLENGE_REQUIRED', 'Challenge required'],
  },
}

function iso8583(): Record<string, [string, string]> {
  return {
    '0000': ['00', 'Approved or completed successfully'],
    '1001': ['51', 'Not sufficient funds'],
    '1002': ['05', 'Do not honour'],
    '1003': ['54', 'Expired card'],
    '1004': ['14', 'Invalid card number'],
    '1005': ['59', 'Suspected fraud'],
    '1006': ['43', 'Stolen card, pick up'],
    '1007': ['61', 'Exceeds withdrawal amount limit'],
    '1008': ['62', 'Restricted card'],
    '1009': ['N7', 'Decline for CVV2 failure'],
    '1010': ['57', 'Transaction not permitted to cardholder'],
    '1011': ['R1', 'Authentication failed'],
    '2001': ['91', 'Issuer or switch inoperative'],
    '2002': ['96', 'System malfunction'],
    '2003': ['30', 'Format error'],
  }
}

export const demoPspResultCodes = Object.entries(pspCodeStyles).flatMap(([gateway, codes]) =>
  Object.entries(codes).map(([resultCode, [code, message]]) => ({ gateway, code, message, result_code: resultCode })),
)

/** BIN ranges of made-up issuers; only the first 6 to 8 digits of a card are ever kept. */
export const demoCardBins = [
  { bin: '411111', scheme: 'VISA', issuer: 'Northbank', issuer_country: 'US', currency: 'USD', card_type: 'CREDIT', level: 'CLASSIC' },
  { bin: '424242', scheme: 'VISA', issuer: 'Harbor Credit Union', issuer_country: 'US', currency: 'USD', card_type: 'DEBIT', level: 'CLASSIC' },
  { bin: '453201', scheme: 'VISA', issuer: 'Banco Aurora', issuer_country: 'BR', currency: 'BRL', card_type: 'CREDIT', level: 'GOLD' },
  { bin: '476173', scheme: 'VISA', issuer: 'Rhein Sparkasse', issuer_country: 'DE', currency: 'EUR', card_type: 'DEBIT', level: 'CLASSIC' },
  { bin: '492181', scheme: 'VISA', issuer: 'Thames Bank', issuer_country: 'GB', currency: 'GBP', card_type: 'CREDIT', level: 'PLATINUM' },
  { bin: '40001234', scheme: 'VISA', issuer: 'Banque Lumiere', issuer_country: 'FR', currency: 'EUR', card_type: 'PREPAID', level: 'CLASSIC' },
  { bin: '510510', scheme: 'MASTERCARD', issuer: 'Maple Trust', issuer_country: 'CA', currency: 'CAD', card_type: 'CREDIT', level: 'WORLD' },
  { bin: '520082', scheme: 'MASTERCARD', issuer: 'Banco del Plata', issuer_country: 'AR', currency: 'ARS', card_type: 'DEBIT', level: 'CLASSIC' },
  { bin: '545454', scheme: 'MASTERCARD', issuer: 'Atlantic Bank', issuer_country: 'PT', currency: 'EUR', card_type: 'CREDIT', level: 'GOLD' },
  { bin: '555555', scheme: 'MASTERCARD', issuer: 'Cape Mutual', issuer_country: 'ZA', currency: 'ZAR', card_type: 'CREDIT', level: 'PLATINUM' },
  { bin: '222300', scheme: 'MASTERCARD', issuer: 'Nordic Finans', issuer_country: 'NL', currency: 'EUR', card_type: 'CREDIT', level: 'BUSINESS' },
  { bin: '378282', scheme: 'AMERICAN_EXPRESS', issuer: 'American Express', issuer_country: 'US', currency: 'USD', card_type: 'CHARGE', level: 'GOLD' },
  { bin: '371449', scheme: 'AMERICAN_EXPRESS', issuer: 'American Express', issuer_country: 'GB', currency: 'GBP', card_type: 'CREDIT', level: 'PLATINUM' },
  { bin: '601100', scheme: 'DISCOVER', issuer: 'Discover Bank', issuer_country: 'US', currency: 'USD', card_type: 'CREDIT', level: 'CLASSIC' },
  { bin: '305693', scheme: 'DINERS', issuer: 'Diners Club', issuer_country: 'ES', currency: 'EUR', card_type: 'CHARGE', level: 'CLASSIC' },
  { bin: '636368', scheme: 'ELO', issuer: 'Banco Sertao', issuer_country: 'BR', currency: 'BRL', card_type: 'DEBIT', level: 'CLASSIC' },
  { bin: '509091', scheme: 'ELO', issuer: 'Caixa Litoral', issuer_country: 'BR', currency: 'BRL', card_type: 'CREDIT', level: 'GOLD' },
  { bin: '676770', scheme: 'MAESTRO', issuer: 'Casablanca Banque', issuer_country: 'MA', currency: 'MAD', card_type: 'DEBIT', level: 'CLASSIC' },
  { bin: '353011', scheme: 'JCB', issuer: 'Sakura Card', issuer_country: 'JP', currency: 'JPY', card_type: 'CREDIT', level: 'GOLD' },
  { bin: '414720', scheme: 'VISA', issuer: 'Pampas Banco', issuer_country: 'AR', currency: 'ARS', card_type: 'CREDIT', level: 'SIGNATURE' },
] as const

/** Reference data every other table points at: gateways, instruments, result codes, BINs. */
export async function seedCatalogues(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .insertInto('gateway')
    .values(
      demoGateways.map((g) => ({
        code: g.code,
        name: g.name,
        payment_types: JSON.stringify(g.code === 'DUNE' ? ['CARD', 'PIX', 'BOLETO'] : ['CARD', 'WALLET']),
        currencies: JSON.stringify(g.currencies),
        countries: JSON.stringify(g.countries),
        credential_fields: JSON.stringify([
          { name: 'merchantNumber', secret: false },
          { name: 'terminalId', secret: false },
          { name: 'apiSecret', secret: true },
        ]),
      })),
    )
    .execute()
  await db.insertInto('instrument').values([...demoInstruments]).execute()
  await db
    .insertInto('result_code')
    .values(demoResultCodes.map((r) => ({ ...r, description: `${r.message} (${r.category.toLowerCase()})`, created_at: now, updated_at: now })))
    .execute()
  await db
    .insertInto('psp_result_code')
    .values(demoPspResultCodes.map((p) => ({ ...p, created_at: now, updated_at: now })))
    .execute()
  await db
    .insertInto('card_bin')
    .values(
      demoCardBins.map((b) => ({
        ...b,
        category: b.level === 'BUSINESS' ? 'COMMERCIAL' : 'CONSUMER',
        three_ds_supported: b.scheme !== 'DINERS',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute()
}
