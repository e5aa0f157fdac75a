import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/I). */
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function randomBlock(): string {
  return Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A fresh order reference, `LS-` and two blocks of four (about 10^12 of them). */
export function newOrderReference(): string {
  return `LS-${randomBlock()}-${randomBlock()}`;
}

export const orderReferencePattern = /^LS-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;
