/*
 * The gallery's order, one rule for every command that places a shirt: each shirt has a
 * position, a whole number from 0 to 9,999, and lower positions come first (equal ones in the
 * order they were added). The model editor accepts these positions only, so a shirt placed by
 * another command (a fabric shown in the gallery as a new shirt) can be saved unchanged there.
 */

export const GALLERY_POSITIONS = { first: 0, last: 9999 } as const;

export function isGalleryPosition(position: number): boolean {
  return Number.isInteger(position) && position >= GALLERY_POSITIONS.first && position <= GALLERY_POSITIONS.last;
}

/**
 * Where a new shirt goes to be shown first, given the positions the shirts hold: one place
 * before the first shirt when there is room; else at 0, with the shirts from 0 through
 * `moveThrough` moved one place later, into the first free position (their order and every
 * other shirt's position kept). Only when all 10,000 positions are taken do the shirts moved
 * last share 9,999 with those already there.
 */
export function firstPlace(taken: Iterable<number>): { position: number; moveThrough: number | null } {
  const held = new Set([...taken].filter(isGalleryPosition));
  if (held.size === 0) return { position: GALLERY_POSITIONS.first, moveThrough: null };
  const lowest = Math.min(...held);
  if (lowest > GALLERY_POSITIONS.first) return { position: lowest - 1, moveThrough: null };
  let end: number = GALLERY_POSITIONS.first;
  while (end + 1 < GALLERY_POSITIONS.last && held.has(end + 1)) end += 1;
  return { position: GALLERY_POSITIONS.first, moveThrough: end };
}
