import type { QueryClient } from '@tanstack/react-query'
import { fraudKeys, refreshVelocityBlocks } from '../../api/fraud'

/**
 * After a velocity block is deleted (the server removes the row): back to the list first, so the
 * pane no longer watches the block; then its record leaves the cache and the list reloads. In the
 * other order the pane would fetch the deleted block again and get a 404.
 */
export async function afterVelocityBlockDeleted(
  queryClient: QueryClient,
  merchant: string,
  id: number,
  toList: () => Promise<unknown>,
): Promise<void> {
  await toList()
  queryClient.removeQueries({ queryKey: fraudKeys.velocityBlock(merchant, id), exact: true })
  await refreshVelocityBlocks(queryClient, merchant)
}
