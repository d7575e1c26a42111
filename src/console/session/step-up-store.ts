import { create } from 'zustand'

interface StepUpState {
  /** A sensitive call is waiting for the user to prove it is them: for how many minutes a proof lasts, as the server said. */
  asking: { minutes: number } | null
  /** Asks (one dialog for every call waiting at once); resolves true once proved, false when the user gives up. */
  ask: (minutes: number) => Promise<boolean>
  /** The dialog's end: whether the proof was given. */
  settle: (proved: boolean) => void
}

/** The calls waiting on the dialog, each sent again (or failed) when it ends. */
let waiting: ((proved: boolean) => void)[] = []

/** The proof a sensitive call asks for (401 STEP_UP_REQUIRED): the password or a 2FA code again. */
export const useStepUpStore = create<StepUpState>((set) => ({
  asking: null,
  ask: (minutes) =>
    new Promise<boolean>((resolve) => {
      waiting.push(resolve)
      set({ asking: { minutes } })
    }),
  settle: (proved) => {
    const settled = waiting
    waiting = []
    set({ asking: null })
    for (const resolve of settled) resolve(proved)
  },
}))
