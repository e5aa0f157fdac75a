import { type VerificationOutcome } from 'shared-kernel/wire/verification';
import {
  type IdentityVerifier,
  type LicenceDetails,
  type PersonDetails,
  type RedirectStart,
} from './identity-verifier';

/**
 * BUILT-IN TEST IDENTITIES — not a real provider. It answers like one, from the person's last name
 * and the licence number alone (table in README.md beside this file), so every path of the
 * verification screens can be walked without an account anywhere:
 *
 * - last name starting "Docs" → not matched (documents needed); "Fail" → failed; else verified;
 * - licence number ending in 0 → not matched; ending in 9 → failed; else verified;
 * - the redirect check returns to the shop at once and answers as the last name says.
 */
export class TestIdentities implements IdentityVerifier {
  readonly name = 'built-in test identities';

  checkPerson(person: PersonDetails): Promise<VerificationOutcome> {
    return Promise.resolve(outcomeOfName(person.lastname));
  }

  checkLicence(_person: PersonDetails, licence: LicenceDetails): Promise<VerificationOutcome> {
    const last = licence.licenceNumber.slice(-1);
    if (last === '0') return Promise.resolve('not_matched');
    if (last === '9') return Promise.resolve('failed');
    return Promise.resolve('verified');
  }

  startRedirect(input: { person: PersonDetails; returnUrl: string }): Promise<RedirectStart> {
    return Promise.resolve({
      reference: `test-identity:${outcomeOfName(input.person.lastname)}`,
      redirectUrl: input.returnUrl,
    });
  }

  finishRedirect(reference: string): Promise<VerificationOutcome | 'pending'> {
    const outcome = reference.replace(/^test-identity:/, '');
    return Promise.resolve(
      outcome === 'verified' || outcome === 'not_matched' || outcome === 'failed'
        ? outcome
        : 'failed',
    );
  }
}

function outcomeOfName(lastname: string): VerificationOutcome {
  const name = lastname.trim().toLowerCase();
  if (name.startsWith('docs')) return 'not_matched';
  if (name.startsWith('fail')) return 'failed';
  return 'verified';
}
