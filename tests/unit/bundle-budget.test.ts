import { describe, expect, it } from 'vitest'
import { describeFirstPage, firstPageBudgetKb, firstPageSize, kb } from '../../scripts/bundle-size'

// Reads the build in dist/console: `npm test` builds it first; run alone, `npx vite build` first.
describe('the sign-in page', () => {
  it(`needs at most ${firstPageBudgetKb} kB gzip of JS and CSS before it renders`, () => {
    const size = firstPageSize()
    const message = `the first page weighs ${kb(size.gzip)} gzip, over the ${firstPageBudgetKb} kB budget; biggest files:\n${describeFirstPage(size, 8)}`
    expect(size.gzip, message).toBeLessThanOrEqual(firstPageBudgetKb * 1000)
  })
})
