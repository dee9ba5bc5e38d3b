import type { Configuration } from '@shop/contract/configuration'
import { useRootData } from './use-root-data.ts'

/** What every page draws around itself from the configuration: the menu, the footer, the showrooms. */
export type Frame = Pick<Configuration, 'menu' | 'footer' | 'showrooms'>

/**
 * The frame travels in the root data as one text, not as the few hundred values it holds (issue
 * 31): React Router writes out a page's data value by value, and this part, the same on every page
 * of a language, was most of a personal page's data. It is read back once per text.
 */
export function frameText(frame: Frame): string {
  return JSON.stringify(frame)
}

/** The last texts read, a few (each language, and one change of the configuration). */
const read = new Map<string, Frame>()
const MOST_READ = 8

/** A frame text as the frame, each text parsed once. */
export function frameOf(text: string): Frame {
  let frame = read.get(text)
  if (!frame) {
    frame = JSON.parse(text) as Frame
    read.set(text, frame)
    if (read.size > MOST_READ) read.delete(read.keys().next().value as string)
  }
  return frame
}

/** The page's frame (the menu, the footer, the showrooms), in its language; none on an error page. */
export function useFrame(): Frame | null {
  const text = useRootData()?.frame
  return text ? frameOf(text) : null
}
