import {
  acceptedColourDepthOf,
  challengeWindowSizeFor,
  strongCustomerAuthenticationOf,
} from './browser-info';

describe('3-D Secure browser information', () => {
  it.each([
    [24, 24],
    [30, 24],
    [10, 8],
    [48, 48],
    [64, 48],
    [0, 1],
  ])('sends colour depth %i as %i', (depth, accepted) => {
    expect(acceptedColourDepthOf(depth)).toBe(accepted);
  });

  it.each([
    [1280, 720, 'Large'],
    [800, 500, 'ExtraLarge'],
    [420, 500, 'Medium'],
    [300, 450, 'Small'],
    [200, 300, 'FullScreen'],
  ])('asks a %ix%i viewport for the %s window', (width, height, size) => {
    expect(challengeWindowSizeFor(width, height)).toBe(size);
  });

  it('returns the challenge to /3ds/notify on the page origin', () => {
    const info = strongCustomerAuthenticationOf(
      {
        language: 'en-AU',
        colourDepth: 30,
        screenWidth: 1920,
        screenHeight: 1080,
        viewportWidth: 1280,
        viewportHeight: 720,
        timezoneOffsetMinutes: -600,
        javaEnabled: false,
      },
      'https://shop.test',
    );
    expect(info).toEqual({
      browserJavascriptEnabled: true,
      browserJavaEnabled: false,
      browserLanguage: 'en-AU',
      browserColorDepth: 24,
      browserScreenHeight: 1080,
      browserScreenWidth: 1920,
      browserTz: -600,
      challengeWindowSize: 'Large',
      notificationUrl: 'https://shop.test/3ds/notify',
    });
  });
});
