// Unit tests of code that reads who is signed in: a session stored as a sign-in leaves it.
import { writeSession } from '../../src/api/session';
import { fakeJwt, inSeconds } from './tokens';

/** A stored session for `user` (TX), as a sign-in leaves it. */
export function signInAs(user: string): void {
  writeSession({
    accessToken: fakeJwt({ sub: user, exp: inSeconds(600), stateConfigs: ['TX'] }),
    refreshToken: fakeJwt({ sub: user, exp: inSeconds(3600) }),
  });
}
