import { z } from 'zod'
import { defineCall } from '../call'
import {
  countrySchema,
  currencySchema,
  gatewayDetailSchema,
  globalGatewayCredentialSchema,
  globalInstrumentSchema,
  globalListQuerySchema,
  paymentMethodSchema,
  paymentTypeSchema,
  permissionCatalogueSchema,
  resultCodeItemSchema,
} from '../entities/reference'

const area = 'reference'

/**
 * Reference data every signed-in screen loads once (and the client keeps in session storage).
 * `country` / `currency` are what the platform enables, `all*` the full ISO lists.
 */
export const referenceCalls = {
  permissions: defineCall({ area, method: 'GET', path: 'resource/permission', access: 'signedIn', response: permissionCatalogueSchema }),
  countries: defineCall({ area, method: 'GET', path: 'resource/country', access: 'signedIn', response: z.array(countrySchema) }),
  allCountries: defineCall({ area, method: 'GET', path: 'resource/allcountry', access: 'signedIn', response: z.array(countrySchema) }),
  currencies: defineCall({ area, method: 'GET', path: 'resource/currency', access: 'signedIn', response: z.array(currencySchema) }),
  allCurrencies: defineCall({ area, method: 'GET', path: 'resource/allcurrency', access: 'signedIn', response: z.array(currencySchema) }),
  paymentTypes: defineCall({ area, method: 'GET', path: 'resource/paymenttype', access: 'signedIn', response: z.array(paymentTypeSchema) }),
  paymentMethods: defineCall({ area, method: 'GET', path: 'resource/paymentmethod', access: 'signedIn', response: z.array(paymentMethodSchema) }),
  /** Gateways enabled on the platform. */
  gatewayDetails: defineCall({ area, method: 'GET', path: 'resource/gatewaydetail', access: 'signedIn', response: z.array(gatewayDetailSchema) }),
  resultCodes: defineCall({ area, method: 'GET', path: 'resource/resultcode', access: 'signedIn', response: z.array(resultCodeItemSchema) }),
  /** Every gateway the platform knows, enabled or not. */
  globalGatewayDetails: defineCall({ area, method: 'GET', path: 'resource/global/gatewaydetail', access: 'signedIn', response: z.array(gatewayDetailSchema) }),
  /** Credentials in the caller's scope, without their values. */
  globalGatewayCredentials: defineCall({ area, method: 'GET', path: 'resource/global/gatewaycredential', access: 'gatewayCredential.read', query: globalListQuerySchema, response: z.array(globalGatewayCredentialSchema) }),
  /** Instrument configs of the merchants in the caller's scope. */
  globalInstruments: defineCall({ area, method: 'GET', path: 'resource/global/instrument', access: 'merchant.read', query: globalListQuerySchema, response: z.array(globalInstrumentSchema) }),
}
