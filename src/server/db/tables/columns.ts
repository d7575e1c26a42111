import type { ColumnType } from 'kysely'

/** Read as a Date; written as a Date or an ISO string; the database default when omitted. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
/** A date column (yyyy-MM-dd), read and written as a string. */
export type DateOnly = ColumnType<string, string, string>
export type Json<T> = ColumnType<T, T | string | undefined, T | string>
/** Integer minor units; 0 when omitted. */
export type Money = ColumnType<number, number | undefined, number>

/** The two times of an editable record (the migrations' `stamps`), which every write sets. */
export interface Stamped {
  created_at: Timestamp
  updated_at: Timestamp
}
