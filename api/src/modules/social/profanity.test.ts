import { isProfane } from './profanity';

describe('the group-name profanity check', () => {
  it.each(['Shit Happens', 'SHIT happens', 'sh1t happens', 'Bloody @rse', 'The 5lut Club'])(
    'refuses "%s"',
    (name) => {
      expect(isProfane(name)).toBe(true);
    },
  );

  it.each(['Scunthorpe Syndicate', 'Glasshouse Gang', 'Cockatoo Crew', 'Friday Night Syndicate'])(
    'accepts "%s": only whole words count',
    (name) => {
      expect(isProfane(name)).toBe(false);
    },
  );
});
