import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, signInAs, signInByKeyboard, uniqueSuffix } from './helpers'

interface Profile {
  realName: string
  email: string
  timezone: string | null
  locale: string
}

/** A demo user's profile through the API, to read it and to put it back after the test. */
async function profileOf(request: APIRequestContext, username: string) {
  const login = await request.post('/api/v1/login', { data: { username, password: DEMO_PASSWORD } })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `Bearer ${token}`, 'x-admin-user': username }
  const read = async () => (await (await request.get('/api/v1/self/profile', { headers })).json()) as Profile
  const save = async (profile: Profile) => {
    const res = await request.put('/api/v1/self/profile', {
      headers,
      data: { realName: profile.realName, email: profile.email, timezone: profile.timezone, locale: profile.locale },
    })
    expect(res.ok(), await res.text()).toBe(true)
  }
  return { read, save }
}

/** The first time in the transaction list, once rows have loaded. */
async function firstListedTime(page: Page) {
  await page.goto('/merchant/transactions')
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  return page.getByRole('row').nth(1).locator('time').first()
}

test.describe.configure({ mode: 'serial' })

test('a user who picks Asia/Tokyo in the profile sees GMT+9 over the transaction times, the ISO time with +09:00 on hover', async ({ page, request }) => {
  const analyst = await profileOf(request, 'analyst')
  const before = await analyst.read()
  try {
    await signInAs(page, 'analyst')
    await page.goto('/profile')
    // The zone is picked by typing part of its name and choosing with the keyboard.
    const zone = page.getByRole('combobox', { name: 'Time zone' })
    await zone.focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('tokyo')
    await expect(page.getByRole('option', { name: /Asia\/Tokyo/ })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(zone).toHaveValue('Asia/Tokyo')
    // Tab leaves the field for the next one, as from any input.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Language' })).toBeFocused()
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByText('Your profile has been saved.')).toBeVisible()
    expect((await analyst.read()).timezone).toBe('Asia/Tokyo')

    const time = await firstListedTime(page)
    // The list names the zone once, in the time column's header.
    await expect(page.locator('th[data-column="created"]')).toContainText('(GMT+9)')
    await expect(time).not.toContainText('GMT')
    await expect(time).toHaveAttribute('title', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/)
    await expect(time).toHaveAttribute('datetime', /\+09:00$/)
  } finally {
    await analyst.save(before)
  }
})

test.describe('a French profile whose zone was never chosen', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' })

  test("reads dates the French way, in the browser's zone", async ({ page, request }) => {
    const support = await profileOf(request, 'support')
    const before = await support.read()
    try {
      await support.save({ ...before, timezone: null, locale: 'fr' })
      await signInByKeyboard(page, 'support')
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      const time = await firstListedTime(page)
      // 25/11/2026 04:28:20: day first, 24-hour clock; the zone as French writes it, in the header.
      await expect(time).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)
      await expect(page.locator('th[data-column="created"]')).toContainText(/\(UTC[−-]3\)/)
      await expect(time).toHaveAttribute('title', /-03:00$/)
      await page.goto('/profile')
      const zone = page.getByRole('combobox', { name: 'Fuseau horaire' })
      await expect(zone).toHaveValue('America/Sao_Paulo')
      // A zone is found by its French name too, not only by its city.
      await zone.focus()
      await page.keyboard.type('japon')
      await expect(page.getByRole('option', { name: /Asia\/Tokyo/ })).toBeVisible()
      await page.keyboard.press('Escape')
    } finally {
      await support.save(before)
    }
  })
})

test('an expiry is chosen on a 12-hour clock with minutes and seconds in steps of 5 in English, and reads back as chosen', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/cardBlacklist/@new')
  const expiry = page.getByRole('group', { name: 'Expires', exact: true })
  const hour = expiry.getByRole('combobox', { name: 'Hour' })
  const minute = expiry.getByRole('combobox', { name: 'Minute' })
  const second = expiry.getByRole('combobox', { name: 'Second' })
  const dayPeriod = expiry.getByRole('combobox', { name: 'AM or PM' })
  await expect(hour.locator('option')).toHaveText(['12', ...Array.from({ length: 11 }, (_, i) => String(i + 1))])
  const fives = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0'))
  await expect(minute.locator('option')).toHaveText(fives)
  await expect(second.locator('option')).toHaveText(fives)
  await expect(dayPeriod.locator('option')).toHaveText(['AM', 'PM'])
  await expect(expiry.getByRole('button', { name: '24-hour clock' })).toHaveAttribute('aria-pressed', 'false')

  const card = `tokclock${uniqueSuffix()}`
  await page.getByLabel('Card hash', { exact: true }).fill(card)
  await page.getByLabel('Reason', { exact: true }).fill('clock probe')
  await expiry.getByLabel('Date').fill('2031-06-15')
  await hour.selectOption('10')
  await minute.selectOption('35')
  await second.selectOption('20')
  await dayPeriod.selectOption('pm')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page).toHaveURL(new RegExp(`/cardBlacklist/${card}\\?entrySpace=`))
  await page.reload()
  await expect(expiry.getByLabel('Date')).toHaveValue('2031-06-15')
  await expect(hour).toHaveValue('10')
  await expect(minute).toHaveValue('35')
  await expect(second).toHaveValue('20')
  await expect(dayPeriod).toHaveValue('pm')

  // The 24-hour clock, on request: the same time reads 22.
  await expiry.getByRole('button', { name: '24-hour clock' }).click()
  await expect(hour).toHaveValue('22')
  await expect(dayPeriod).toHaveCount(0)
  await page.evaluate(() => localStorage.removeItem('timeFormat'))
})
