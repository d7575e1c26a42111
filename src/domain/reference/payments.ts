import { cardSchemes } from '../enums'
import type { PaymentMethod, PaymentType } from '../entities/reference'

/** How a payer pays: the families every payment method belongs to. */
export const paymentTypes = [
  { id: 'CARD', name: 'Card', description: 'Credit, debit and prepaid cards of the card schemes', directions: ['PAY_IN', 'PAY_OUT'], card: true },
  { id: 'BANK_TRANSFER', name: 'Bank transfer', description: 'Account-to-account transfers started by the payer', directions: ['PAY_IN', 'PAY_OUT'], card: false },
  { id: 'DIRECT_DEBIT', name: 'Direct debit', description: 'Debits pulled from the payer account under a mandate', directions: ['PAY_IN'], card: false },
  { id: 'WALLET', name: 'Digital wallet', description: 'Wallets holding a card or a stored balance', directions: ['PAY_IN', 'PAY_OUT'], card: false },
  { id: 'PIX', name: 'Pix', description: 'Brazilian instant payments by key or QR code', directions: ['PAY_IN', 'PAY_OUT'], card: false },
  { id: 'BOLETO', name: 'Boleto', description: 'Brazilian bank slip paid at a bank, an agent or online', directions: ['PAY_IN'], card: false },
  { id: 'CASH', name: 'Cash voucher', description: 'A voucher paid in cash at a store or agent network', directions: ['PAY_IN'], card: false },
  { id: 'BNPL', name: 'Buy now, pay later', description: 'Instalment credit granted at checkout', directions: ['PAY_IN'], card: false },
  { id: 'MOBILE_MONEY', name: 'Mobile money', description: 'Payments from a mobile network operator account', directions: ['PAY_IN', 'PAY_OUT'], card: false },
] as const satisfies readonly PaymentType[]
export type PaymentTypeId = (typeof paymentTypes)[number]['id']

const schemeNames: Record<(typeof cardSchemes)[number], string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  ELO: 'Elo',
  MAESTRO: 'Maestro',
  JCB: 'JCB',
}
const domesticSchemeCountries: Partial<Record<(typeof cardSchemes)[number], string[]>> = { ELO: ['BR'] }

const eurozone = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK']

/** The brands a payer picks: the card schemes, then wallets and local methods by market. */
export const paymentMethods: readonly PaymentMethod[] = [
  ...cardSchemes.map((id) => ({
    id,
    name: schemeNames[id],
    paymentType: 'CARD',
    countries: domesticSchemeCountries[id] ?? [],
    currencies: id === 'ELO' ? ['BRL'] : [],
  })),
  { id: 'HIPERCARD', name: 'Hipercard', paymentType: 'CARD', countries: ['BR'], currencies: ['BRL'] },
  { id: 'CARTES_BANCAIRES', name: 'Cartes Bancaires', paymentType: 'CARD', countries: ['FR'], currencies: ['EUR'] },
  { id: 'BANCONTACT', name: 'Bancontact', paymentType: 'CARD', countries: ['BE'], currencies: ['EUR'] },
  { id: 'APPLE_PAY', name: 'Apple Pay', paymentType: 'WALLET', countries: [], currencies: [] },
  { id: 'GOOGLE_PAY', name: 'Google Pay', paymentType: 'WALLET', countries: [], currencies: [] },
  { id: 'PAYPAL', name: 'PayPal', paymentType: 'WALLET', countries: [], currencies: [] },
  { id: 'MERCADO_PAGO', name: 'Mercado Pago', paymentType: 'WALLET', countries: ['AR', 'BR', 'CL', 'CO', 'MX', 'PE', 'UY'], currencies: ['ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU'] },
  { id: 'PIX', name: 'Pix', paymentType: 'PIX', countries: ['BR'], currencies: ['BRL'] },
  { id: 'BOLETO', name: 'Boleto Bancario', paymentType: 'BOLETO', countries: ['BR'], currencies: ['BRL'] },
  { id: 'SEPA_CREDIT_TRANSFER', name: 'SEPA Credit Transfer', paymentType: 'BANK_TRANSFER', countries: eurozone, currencies: ['EUR'] },
  { id: 'SEPA_DIRECT_DEBIT', name: 'SEPA Direct Debit', paymentType: 'DIRECT_DEBIT', countries: eurozone, currencies: ['EUR'] },
  { id: 'IDEAL', name: 'iDEAL', paymentType: 'BANK_TRANSFER', countries: ['NL'], currencies: ['EUR'] },
  { id: 'BLIK', name: 'BLIK', paymentType: 'BANK_TRANSFER', countries: ['PL'], currencies: ['PLN'] },
  { id: 'OPEN_BANKING_UK', name: 'Pay by bank (UK)', paymentType: 'BANK_TRANSFER', countries: ['GB'], currencies: ['GBP'] },
  { id: 'SPEI', name: 'SPEI', paymentType: 'BANK_TRANSFER', countries: ['MX'], currencies: ['MXN'] },
  { id: 'PSE', name: 'PSE', paymentType: 'BANK_TRANSFER', countries: ['CO'], currencies: ['COP'] },
  { id: 'OXXO', name: 'OXXO', paymentType: 'CASH', countries: ['MX'], currencies: ['MXN'] },
  { id: 'RAPIPAGO', name: 'Rapipago', paymentType: 'CASH', countries: ['AR'], currencies: ['ARS'] },
  { id: 'PAGOFACIL', name: 'Pago Facil', paymentType: 'CASH', countries: ['AR'], currencies: ['ARS'] },
  { id: 'EFECTY', name: 'Efecty', paymentType: 'CASH', countries: ['CO'], currencies: ['COP'] },
  { id: 'KLARNA', name: 'Klarna', paymentType: 'BNPL', countries: ['AT', 'DE', 'DK', 'FI', 'GB', 'NL', 'NO', 'SE', 'US'], currencies: ['DKK', 'EUR', 'GBP', 'NOK', 'SEK', 'USD'] },
  { id: 'MPESA', name: 'M-Pesa', paymentType: 'MOBILE_MONEY', countries: ['KE'], currencies: ['KES'] },
  { id: 'INSTANT_EFT', name: 'Instant EFT', paymentType: 'BANK_TRANSFER', countries: ['ZA'], currencies: ['ZAR'] },
]
