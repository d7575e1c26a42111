import { keyCaps } from './key-caps'

/** A shortcut as key caps; a sequence shows its presses in order. Always left to right, even in Arabic. */
export function KeyCaps({ shortcut }: { shortcut: string }) {
  return (
    <span dir="ltr" className="inline-flex items-center gap-1.5">
      {keyCaps(shortcut).map((press, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: presses of one shortcut never reorder
        <span key={index} className="inline-flex items-center gap-0.5">
          {press.map((cap) => (
            <kbd
              key={cap}
              className="min-w-5 rounded border border-slate-300 bg-slate-50 px-1 py-0.5 text-center font-sans text-[11px] leading-none text-slate-600 shadow-[0_1px_0_rgb(0_0_0/0.08)] dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300"
            >
              {cap}
            </kbd>
          ))}
        </span>
      ))}
    </span>
  )
}
