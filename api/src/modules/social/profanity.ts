/**
 * The group-name profanity check (product.md §5): a name is refused when one of its words, read
 * case-insensitively with common letter swaps undone (0→o, 1→i, 3→e, 4→a, 5→s, @→a), is on the
 * list. Whole words only, so "Scunthorpe" and "Glasshouse" pass.
 */
const profaneWords = new Set([
  'arse',
  'arsehole',
  'ass',
  'asshole',
  'bastard',
  'bellend',
  'bitch',
  'bitches',
  'bollocks',
  'bullshit',
  'cock',
  'cocks',
  'cocksucker',
  'cunt',
  'cunts',
  'dick',
  'dickhead',
  'dildo',
  'fag',
  'faggot',
  'fuck',
  'fucked',
  'fucker',
  'fuckers',
  'fucking',
  'fucks',
  'motherfucker',
  'nigga',
  'nigger',
  'piss',
  'pissed',
  'prick',
  'pussy',
  'retard',
  'shit',
  'shits',
  'shitty',
  'slut',
  'sluts',
  'tits',
  'twat',
  'wank',
  'wanker',
  'whore',
]);

const letterSwaps: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '@': 'a',
};

/** The name's words, lower-cased, with letter swaps undone. */
function wordsOf(name: string): string[] {
  const readable = [...name.toLowerCase()].map((character) => letterSwaps[character] ?? character);
  return readable
    .join('')
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== '');
}

export function isProfane(name: string): boolean {
  return wordsOf(name).some((word) => profaneWords.has(word));
}
