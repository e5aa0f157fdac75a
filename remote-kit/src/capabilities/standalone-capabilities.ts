import { getSession, publishGrantedCapabilities } from 'shared-kernel';
import { fetchCapabilities, grantedCapabilities } from 'shared-kernel/contract/platform';

/**
 * A remote started alone (`npm run dev`) has no shell to announce the capabilities, so it
 * announces them itself; on a shell's page this never runs. Without an answer it grants none.
 */
export async function publishStandaloneCapabilities(): Promise<void> {
  const { segmentName } = getSession();
  try {
    publishGrantedCapabilities(
      grantedCapabilities(await fetchCapabilities(), segmentName),
      segmentName,
    );
  } catch (error) {
    console.error('Capabilities did not load', error);
    publishGrantedCapabilities([], segmentName);
  }
}
