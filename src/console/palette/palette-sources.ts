import type { CommandContext } from '@commands/types'
import { savedSearchSource } from '../workspace/saved-search-source'
import { recordSearchSources } from './record-search'

/** One result a source offers for the current search: a record to jump to. */
export type PaletteResult = PaletteResultText & (
  | { run: (ctx: CommandContext) => void; href?: undefined }
  /** A console URL stored as it was written (a saved search), opened as a link would be. */
  | { href: string; run?: undefined }
)

interface PaletteResultText {
  /** Unique among all results of all sources. */
  id: string
  label: string
  /** A record's value in the label (an id, a card mask): drawn left to right in any language. */
  value?: string
  /** A second line: the record's values (card mask, merchant), each drawn left to right, as a right-to-left language would reorder them. */
  detail?: readonly string[]
  /** The second line's text in the user's language, after the values: a count, why there is no record. */
  note?: string
  /**
   * Words the palette ranks the item by against the search, the first counting most (as a
   * command's title). Without them the item shows after every matching command.
   */
  keywords?: string[]
}

/**
 * Something the palette searches besides commands: records recognised by the shape of the
 * search (card hash, BIN, last 4, email, IP, ids, merchant names). Each source ranks its own
 * results; the palette shows them after the commands, under the source's heading.
 */
export interface PaletteSource {
  id: string
  /** i18n key of the group heading. */
  heading: string
  /** A React hook: called on every render of the palette with the current search. */
  useResults: (search: string, ctx: CommandContext) => readonly PaletteResult[]
}

/** The record sources the palette renders, in order. Areas add theirs here. */
export const paletteSources: readonly PaletteSource[] = [...recordSearchSources, savedSearchSource]
