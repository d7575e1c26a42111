import { useEffect, useId, useMemo } from 'react'
import { create } from 'zustand'

/**
 * One entry of the focus stack: a dialog, the palette or an input region saying whether
 * plain-key shortcuts (no Ctrl/Meta/Alt) may fire while it is on top.
 */
export interface FocusLayer {
  id: string
  /** Order of activation; the highest is on top. */
  order: number
  plainKeys: boolean
}

interface FocusStackState {
  layers: FocusLayer[]
  push: (layer: FocusLayer) => void
  remove: (id: string) => void
}

export const useFocusStackStore = create<FocusStackState>()((set) => ({
  layers: [],
  push: (layer) => set((state) => ({ layers: [...state.layers.filter((entry) => entry.id !== layer.id), layer] })),
  remove: (id) => set((state) => ({ layers: state.layers.filter((entry) => entry.id !== id) })),
}))

/** The entry that decides, or undefined when the page itself has the keys. */
export function topFocusLayer(layers: readonly FocusLayer[]): FocusLayer | undefined {
  let top: FocusLayer | undefined
  for (const layer of layers) if (!top || layer.order > top.order) top = layer
  return top
}

/** Whether plain-key shortcuts may fire now: only the top entry decides. */
export function plainKeysAllowed(): boolean {
  return topFocusLayer(useFocusStackStore.getState().layers)?.plainKeys ?? true
}

let activations = 0

export interface FocusLayerOptions {
  plainKeys: boolean
  /** For components that stay mounted while closed: the entry exists only while this holds. */
  active?: boolean
}

/**
 * Pushes a focus-stack entry while the calling component is mounted (and active).
 * The order is taken while rendering, parents before children, so a dialog rendered inside
 * a screen lands above it even though effects run children first.
 */
export function useFocusLayer({ plainKeys, active = true }: FocusLayerOptions): void {
  const id = useId()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new order is taken each time the layer becomes active
  const order = useMemo(() => ++activations, [active])
  useEffect(() => {
    if (!active) return
    useFocusStackStore.getState().push({ id, order, plainKeys })
    return () => useFocusStackStore.getState().remove(id)
  }, [id, order, plainKeys, active])
}
