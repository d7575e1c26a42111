export { allCountries, countries, countryName, enabledCountryCodes } from './countries'
export { allCurrencies, currencies, enabledCurrencyCodes, minorUnitsOf } from './currencies'
export { findGateway, gatewayCatalogue } from './gateways'
export { paymentMethods, paymentTypes, type PaymentTypeId } from './payments'
