/** Why a pasted line cannot be sent. */
export type BatchLineProblem = 'value' | 'reason' | 'duplicate' | 'columns'

/** One line of a pasted or uploaded batch, as it will be sent. */
export interface BatchLine {
  /** Line number in the text, from 1, so a person finds it in their file. */
  line: number
  value: string
  reason: string
  problem?: BatchLineProblem
}

const HEADER_NAMES = new Set(['value', 'accountid', 'account id', 'cardhash', 'card hash', 'token'])

/** The cells of one CSV line: commas separate, double quotes enclose, `""` is a quote. */
export function csvCells(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (char === ',') {
      cells.push(cell.trim())
      cell = ''
    } else cell += char
  }
  cells.push(cell.trim())
  return cells
}

/**
 * Reads a batch: one value per line, or CSV lines `value,reason`. A line without its own reason
 * takes `defaultReason`. A first line naming the columns is skipped. Blank lines are ignored.
 * Lines that cannot be sent keep their place with the problem, so the preview shows them.
 */
export function parseBatchLines(text: string, defaultReason: string): BatchLine[] {
  const lines: BatchLine[] = []
  const seen = new Set<string>()
  const rawLines = text.split(/\r?\n/)
  for (const [index, raw] of rawLines.entries()) {
    if (raw.trim() === '') continue
    const cells = csvCells(raw)
    const [value = '', ownReason = ''] = cells
    if (lines.length === 0 && HEADER_NAMES.has(value.toLowerCase())) continue
    const reason = ownReason || defaultReason.trim()
    const problem: BatchLineProblem | undefined =
      cells.length > 2 ? 'columns' : !value ? 'value' : !reason ? 'reason' : seen.has(value) ? 'duplicate' : undefined
    if (value) seen.add(value)
    lines.push({ line: index + 1, value, reason, ...(problem ? { problem } : {}) })
  }
  return lines
}
