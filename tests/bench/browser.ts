// The console's speed as a keyboard user meets it, in Chromium: for each key, the time from its
// keydown to the second frame after it (the first frame that can show what the key did), median
// and p95. Four workloads: Enter on the sign-in form to a palette that opens, typing in the
// palette, j/k in the transaction list once it holds 10,000 loaded rows, and a review decision's
// digit to the next case's pane painted. One frame at 60 Hz is 16.7 ms.
import { DEMO_PASSWORD } from '@domain/constants'
import { type Browser, chromium, type Page } from 'playwright-core'
import { type Figures, figuresOf } from './figures'

const ROWS = 10_000
const KEY_GAP_MS = 80
const SIGN_INS = 5
const viewport = { width: 1440, height: 900 }

/** Records, for every keydown from now on, the time to the second frame after it (the event's own timestamp first). */
async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { keyFrames: number[]; recording?: boolean }
    w.keyFrames = []
    if (w.recording) return
    w.recording = true
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp
        requestAnimationFrame(() => requestAnimationFrame(() => w.keyFrames.push(performance.now() - start)))
      },
      { capture: true },
    )
  })
}

async function recorded(page: Page): Promise<number[]> {
  await page.waitForTimeout(200)
  return page.evaluate(() => (window as unknown as { keyFrames: number[] }).keyFrames)
}

async function press(page: Page, keys: string[]): Promise<void> {
  for (const key of keys) {
    await page.keyboard.press(key)
    await page.waitForTimeout(KEY_GAP_MS)
  }
}

async function fillSignIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`)
  await page.getByRole('textbox', { name: /user/i }).fill('admin')
  await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD)
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await fillSignIn(page, baseUrl)
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/dashboard/, { timeout: 60_000 })
}

interface SignInMarks {
  enter?: number
  palette?: number
}

/**
 * Enter on the sign-in form to a palette that opens: `$mod+k` pressed right after Enter, from
 * Enter's keydown to the second frame after the palette's input is in the page. Each sign-in in a
 * fresh context (an empty cache), once the sign-in page is idle, as when a user types a password.
 */
async function signInToPalette(browser: Browser, baseUrl: string): Promise<Figures> {
  const samples: number[] = []
  for (let run = 0; run < SIGN_INS; run++) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const marks: SignInMarks = {}
      ;(window as unknown as { signInMarks: SignInMarks }).signInMarks = marks
      addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Enter') marks.enter ??= event.timeStamp
        },
        { capture: true },
      )
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[cmdk-input]')) return
        observer.disconnect()
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            marks.palette = performance.now()
          }),
        )
      }).observe(document, { childList: true, subtree: true })
    })
    await fillSignIn(page, baseUrl)
    await page.waitForLoadState('networkidle')
    await page.keyboard.press('Enter')
    await page.keyboard.press('ControlOrMeta+k')
    await page.waitForFunction(() => (window as unknown as { signInMarks: SignInMarks }).signInMarks.palette !== undefined, undefined, { timeout: 60_000 })
    samples.push(
      await page.evaluate(() => {
        const { enter = Number.NaN, palette = Number.NaN } = (window as unknown as { signInMarks: SignInMarks }).signInMarks
        return palette - enter
      }),
    )
    await context.close()
  }
  return figuresOf(samples)
}

/**
 * Palette keystrokes: words typed a key at a time, each answered with the ranked commands and
 * records. The palette opens over a screen that has finished loading, as a user meets it: a
 * skeleton still pulsing keeps the browser drawing frames, which makes every key look faster.
 */
async function paletteKeys(page: Page): Promise<Figures> {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => document.getAnimations().length === 0)
  await page.keyboard.press('ControlOrMeta+k')
  const input = page.getByRole('combobox').last()
  await input.waitFor()
  await startRecording(page)
  for (const word of ['merchants', 'velocity blocks', 'trust policy', 'settlement', 'acme books', 'profile']) {
    await press(page, [...word].map((c) => (c === ' ' ? 'Space' : c)))
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Backspace')
    await page.waitForTimeout(KEY_GAP_MS)
  }
  const samples = await recorded(page)
  await page.keyboard.press('Escape')
  return figuresOf(samples)
}

/** j/k in the transaction list once 10,000 rows are loaded: scrolled to the end until they are. */
async function listKeys(page: Page, baseUrl: string): Promise<Figures & { rows: number }> {
  await page.goto(`${baseUrl}/merchant/transactions?period=all`)
  const table = page.locator('table[aria-rowcount]').first()
  await table.waitFor({ timeout: 60_000 })
  const deadline = Date.now() + 180_000
  let rows = 0
  while (Date.now() < deadline) {
    rows = Number(await table.getAttribute('aria-rowcount')) - 1
    if (rows >= ROWS) break
    await table.evaluate((element) => {
      let scroller: HTMLElement | null = element.parentElement
      while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement
      scroller?.scrollTo({ top: scroller.scrollHeight })
    })
    await page.waitForTimeout(50)
  }
  if (rows < ROWS) throw new Error(`the list loaded ${rows} rows, not ${ROWS}: seed more transactions`)
  // Back to the top with the list focused, then down and up again by key.
  await page.keyboard.press('Home')
  await page.waitForTimeout(300)
  await startRecording(page)
  await press(page, Array.from({ length: 60 }, () => 'j'))
  await press(page, Array.from({ length: 60 }, () => 'k'))
  return { ...figuresOf(await recorded(page)), rows }
}

const DECISIONS = 30

/**
 * A review decision to the next case drawn: in the queue, `a` opens the legitimate step and its
 * digit decides; from that digit's keydown to the second frame after the next case's pane is in
 * the page with its data (its heading and its payments' table), the first frame that shows it.
 * This is the wait an analyst sees between two cases.
 */
async function reviewDecisions(page: Page, baseUrl: string): Promise<Figures> {
  // tsx names the functions this file hands to the page with a helper the page lacks: give it one.
  await page.addInitScript('self.__name = (fn) => fn')
  await page.goto(`${baseUrl}/reviews`)
  await page.locator('table[aria-rowcount]').first().waitFor({ timeout: 60_000 })
  await page.keyboard.press('n')
  const heading = page.getByTestId('workspace-detail').getByRole('heading', { level: 2, name: /^Case #\d+$/ })
  const samples: number[] = []
  for (let round = 0; round < DECISIONS; round++) {
    await page.getByRole('button', { name: /^Decide the case: legitimate/ }).waitFor({ timeout: 30_000 })
    const shown = await heading.textContent()
    await page.evaluate((before) => {
      const w = window as unknown as { decisionDrawn: Promise<number> }
      const drawn = () =>
        [...document.querySelectorAll('h2')].some((h) => {
          const id = /^Case #(\d+)$/.exec(h.textContent ?? '')?.[1]
          if (!id || h.textContent === before) return false
          return [...document.querySelectorAll('caption')].some((caption) => caption.textContent === `Payments of the card of case #${id}`)
        })
      w.decisionDrawn = new Promise((resolve) => {
        let started = false
        document.addEventListener(
          'keydown',
          (event) => {
            if (started || event.key !== '3') return
            started = true
            const start = event.timeStamp
            new MutationObserver((_, observer) => {
              if (!drawn()) return
              observer.disconnect()
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)))
            }).observe(document.body, { subtree: true, childList: true, characterData: true })
          },
          { capture: true },
        )
      })
    }, shown)
    await page.keyboard.press('a')
    await page.keyboard.press('3')
    samples.push(await page.evaluate(() => (window as unknown as { decisionDrawn: Promise<number> }).decisionDrawn))
  }
  return figuresOf(samples)
}

/** Every workload, or only the review decisions (`npm run bench -- --browser --review`). */
export async function browserBench(baseUrl: string, only?: 'review'): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const line = (what: string, f: Figures, samples = 'keys') =>
      console.log(`  ${what.padEnd(48)} median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (${f.keys} ${samples})`)
    if (only !== 'review') line('sign-in to palette (Enter, then $mod+k)', await signInToPalette(browser, baseUrl), 'sign-ins')
    const page = await browser.newPage({ viewport })
    await signIn(page, baseUrl)
    if (only !== 'review') {
      line('palette keystroke to painted results', await paletteKeys(page))
      const list = await listKeys(page, baseUrl)
      line(`j/k in a list of ${list.rows.toLocaleString('en')} loaded rows`, list)
    }
    line('review decision to the next case drawn', await reviewDecisions(page, baseUrl), 'decisions')
  } finally {
    await browser.close()
  }
}
