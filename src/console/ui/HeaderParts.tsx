import { Fragment, type ReactNode } from 'react'

/**
 * A record header's parts (an id, a merchant, a time) separated by ' · '; an empty part is left
 * out, and each is isolated so a right-to-left language keeps their order and their own direction.
 */
export function HeaderParts({ parts }: { parts: readonly ReactNode[] }) {
  const shown = parts.filter((part) => part !== null && part !== undefined && part !== false && part !== '')
  return (
    <>
      {shown.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a header's parts keep their places
        <Fragment key={index}>
          {index > 0 && ' · '}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  )
}
