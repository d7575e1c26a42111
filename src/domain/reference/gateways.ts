import type { GatewayDetail } from '../entities/reference'

type CatalogueEntry = Omit<GatewayDetail, 'enabled'>

const cardSchemesWorldwide = ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER', 'DINERS', 'JCB', 'MAESTRO']
const secret = (name: string, label: string) => ({ name, label, secret: true })
const plain = (name: string, label: string) => ({ name, label, secret: false })
/** The credentials most connectors take: a merchant number and terminal id, and an API secret. */
const terminalCredentials = [plain('merchantNumber', 'Merchant number'), plain('terminalId', 'Terminal id'), secret('apiSecret', 'API secret')]

/**
 * The gateways (acquirers and payment service providers) the platform has connectors for.
 * Which of them a platform runs is the `gateway` table; merchants configure those.
 */
export const gatewayCatalogue: readonly CatalogueEntry[] = [
  {
    id: 'ATLAS',
    name: 'Atlas Acquiring',
    description: 'Card acquirer for Western Europe, the United Kingdom and South Africa, with wallet tokens',
    paymentTypes: ['CARD', 'WALLET'],
    paymentMethods: [...cardSchemesWorldwide, 'CARTES_BANCAIRES', 'BANCONTACT', 'APPLE_PAY', 'GOOGLE_PAY'],
    currencies: ['EUR', 'GBP', 'USD', 'ZAR'],
    countries: ['DE', 'FR', 'GB', 'NL', 'BE', 'ZA'],
    credentialFields: terminalCredentials,
    features: { partialCapture: true, partialRefund: true, threeDs: true, payouts: false, recurring: true, settlementFiles: true },
  },
  {
    id: 'BOREAL',
    name: 'Boreal Payments',
    description: 'North American card processor with network tokens and card payouts',
    paymentTypes: ['CARD', 'WALLET'],
    paymentMethods: [...cardSchemesWorldwide, 'APPLE_PAY', 'GOOGLE_PAY'],
    currencies: ['USD', 'CAD', 'EUR'],
    countries: ['US', 'CA'],
    credentialFields: terminalCredentials,
    features: { partialCapture: true, partialRefund: true, threeDs: true, payouts: true, recurring: true, settlementFiles: true },
  },
  {
    id: 'COBALT',
    name: 'Cobalt Cards',
    description: 'Card acquirer for Iberia, Morocco and the United Kingdom',
    paymentTypes: ['CARD'],
    paymentMethods: cardSchemesWorldwide,
    currencies: ['EUR', 'USD', 'GBP', 'MAD'],
    countries: ['ES', 'PT', 'MA', 'GB'],
    credentialFields: terminalCredentials,
    features: { partialCapture: false, partialRefund: true, threeDs: true, payouts: false, recurring: true, settlementFiles: true },
  },
  {
    id: 'DUNE',
    name: 'Dune LatAm',
    description: 'Latin American cards with instalments, Pix, boleto and cash vouchers',
    paymentTypes: ['CARD', 'PIX', 'BOLETO', 'CASH'],
    paymentMethods: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'ELO', 'HIPERCARD', 'DINERS', 'PIX', 'BOLETO', 'RAPIPAGO', 'PAGOFACIL'],
    currencies: ['BRL', 'ARS', 'USD'],
    countries: ['BR', 'AR'],
    credentialFields: terminalCredentials,
    features: { partialCapture: true, partialRefund: true, threeDs: true, payouts: true, recurring: false, settlementFiles: true },
  },
  {
    id: 'EMBER',
    name: 'Ember Wallet',
    description: 'Wallet and stored-balance payments in Europe, Brazil and the United States',
    paymentTypes: ['WALLET', 'PIX'],
    paymentMethods: ['APPLE_PAY', 'GOOGLE_PAY', 'PAYPAL', 'PIX'],
    currencies: ['EUR', 'USD', 'BRL'],
    countries: ['BR', 'US', 'DE'],
    credentialFields: terminalCredentials,
    features: { partialCapture: false, partialRefund: true, threeDs: false, payouts: true, recurring: true, settlementFiles: false },
  },
  {
    id: 'FJORD',
    name: 'Fjord Bank Payments',
    description: 'Account-to-account payments: SEPA transfers and debits, iDEAL, BLIK, UK pay by bank',
    paymentTypes: ['BANK_TRANSFER', 'DIRECT_DEBIT'],
    paymentMethods: ['SEPA_CREDIT_TRANSFER', 'SEPA_DIRECT_DEBIT', 'IDEAL', 'BLIK', 'OPEN_BANKING_UK'],
    currencies: ['EUR', 'PLN', 'GBP', 'SEK', 'NOK', 'DKK'],
    countries: ['NL', 'DE', 'FR', 'BE', 'AT', 'ES', 'IT', 'PL', 'GB', 'SE', 'NO', 'DK', 'FI'],
    credentialFields: [plain('creditorId', 'SEPA creditor id'), plain('clientId', 'Client id'), secret('clientSecret', 'Client secret')],
    features: { partialCapture: false, partialRefund: true, threeDs: false, payouts: true, recurring: true, settlementFiles: true },
  },
  {
    id: 'GRANITE',
    name: 'Granite Processing',
    description: 'Card processing for Mexico, Colombia, Chile and Peru, with local transfers and cash',
    paymentTypes: ['CARD', 'BANK_TRANSFER', 'CASH', 'WALLET'],
    paymentMethods: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'SPEI', 'PSE', 'OXXO', 'EFECTY', 'MERCADO_PAGO'],
    currencies: ['MXN', 'COP', 'CLP', 'PEN', 'USD'],
    countries: ['MX', 'CO', 'CL', 'PE'],
    credentialFields: [plain('merchantNumber', 'Merchant number'), plain('apiLogin', 'API login'), secret('apiKey', 'API key')],
    features: { partialCapture: true, partialRefund: true, threeDs: true, payouts: true, recurring: false, settlementFiles: true },
  },
  {
    id: 'HALCYON',
    name: 'Halcyon Africa',
    description: 'Cards, instant EFT and mobile money in Southern, Eastern and Western Africa',
    paymentTypes: ['CARD', 'BANK_TRANSFER', 'MOBILE_MONEY'],
    paymentMethods: ['VISA', 'MASTERCARD', 'INSTANT_EFT', 'MPESA'],
    currencies: ['ZAR', 'KES', 'NGN', 'GHS', 'USD'],
    countries: ['ZA', 'KE', 'NG', 'GH'],
    credentialFields: [plain('entityId', 'Entity id'), secret('accessToken', 'Access token')],
    features: { partialCapture: false, partialRefund: true, threeDs: true, payouts: true, recurring: true, settlementFiles: true },
  },
  {
    id: 'IRIS',
    name: 'Iris Gulf Acquiring',
    description: 'Card acquirer for the Gulf states, Egypt, Jordan and Morocco',
    paymentTypes: ['CARD', 'WALLET'],
    paymentMethods: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'MAESTRO', 'APPLE_PAY'],
    currencies: ['AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP', 'JOD', 'MAD', 'USD'],
    countries: ['AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'EG', 'JO', 'MA'],
    credentialFields: [plain('storeId', 'Store id'), secret('storeKey', 'Store key')],
    features: { partialCapture: true, partialRefund: true, threeDs: true, payouts: false, recurring: false, settlementFiles: true },
  },
  {
    id: 'JUNO',
    name: 'Juno Instalments',
    description: 'Buy now, pay later for Europe, the United Kingdom and the United States',
    paymentTypes: ['BNPL'],
    paymentMethods: ['KLARNA'],
    currencies: ['EUR', 'GBP', 'USD', 'SEK', 'NOK', 'DKK'],
    countries: ['DE', 'AT', 'NL', 'FI', 'SE', 'NO', 'DK', 'GB', 'US'],
    credentialFields: [plain('username', 'API username'), secret('password', 'API password')],
    features: { partialCapture: true, partialRefund: true, threeDs: false, payouts: false, recurring: false, settlementFiles: true },
  },
]

export function findGateway(id: string): CatalogueEntry | undefined {
  return gatewayCatalogue.find((g) => g.id === id)
}
