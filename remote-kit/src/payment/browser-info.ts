import {
  acceptedColourDepths,
  challengeWindowDimensions,
  type ChallengeWindowSize,
  type StrongCustomerAuthenticationInput,
} from 'shared-kernel/contract/payments';

/** What the browser tells a 3-D Secure server about itself (product.md §3 Payments). */
export interface BrowserFacts {
  language: string;
  colourDepth: number;
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  viewportHeight: number;
  /** Minutes between UTC and local time (`Date#getTimezoneOffset`). */
  timezoneOffsetMinutes: number;
  javaEnabled: boolean;
}

/** api.md §9: an accepted colour depth; any other depth is sent as the next lower accepted one. */
export function acceptedColourDepthOf(depth: number): number {
  let accepted: number = acceptedColourDepths[0];
  for (const candidate of acceptedColourDepths) if (candidate <= depth) accepted = candidate;
  return accepted;
}

/** Largest first: the first window that fits the viewport is asked for. */
const windowsByPreference: readonly ChallengeWindowSize[] = [
  'Large',
  'ExtraLarge',
  'Medium',
  'Small',
];

/** The challenge window the viewport can hold; a viewport smaller than every window is FullScreen. */
export function challengeWindowSizeFor(
  viewportWidth: number,
  viewportHeight: number,
): ChallengeWindowSize {
  for (const size of windowsByPreference) {
    const dimensions = challengeWindowDimensions[size];
    if (dimensions === 'fullScreen') continue;
    if (dimensions.width <= viewportWidth && dimensions.height <= viewportHeight) return size;
  }
  return 'FullScreen';
}

/** The strong customer authentication block of a deposit; the challenge returns to /3ds/notify. */
export function strongCustomerAuthenticationOf(
  facts: BrowserFacts,
  origin: string,
): StrongCustomerAuthenticationInput {
  return {
    browserJavascriptEnabled: true,
    browserJavaEnabled: facts.javaEnabled,
    browserLanguage: facts.language.slice(0, 35),
    browserColorDepth: acceptedColourDepthOf(facts.colourDepth),
    browserScreenHeight: facts.screenHeight,
    browserScreenWidth: facts.screenWidth,
    browserTz: facts.timezoneOffsetMinutes,
    challengeWindowSize: challengeWindowSizeFor(facts.viewportWidth, facts.viewportHeight),
    notificationUrl: `${origin}/3ds/notify`,
  };
}

/** The facts of this page's browser. */
export function currentBrowserFacts(): BrowserFacts {
  return {
    language: navigator.language || 'en-AU',
    colourDepth: window.screen.colorDepth,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    timezoneOffsetMinutes: new Date().getTimezoneOffset(),
    // Java applets are gone from every browser the shop supports.
    javaEnabled: false,
  };
}
