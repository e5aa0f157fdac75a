import { type Static, Type } from '@sinclair/typebox';
import { ResultEnvelopeWire } from '../envelope/wire';

/** Remote release registry: which immutable build of each remote is live per environment. */
export const RemoteNameWire = Type.String({ pattern: '^[a-z][a-z0-9-]{0,62}$' });
/** Semantic version, optionally with a build suffix (`0.1.0-3f2a9c01de`). */
export const RemoteVersionWire = Type.String({
  pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z][0-9A-Za-z.-]{0,63})?$',
});

export const RemoteReleaseWire = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  entry_url: Type.String(),
  /** The version pinned before this one (last known good), if any. */
  previous_version: Type.Union([Type.String(), Type.Null()]),
  previous_entry_url: Type.Union([Type.String(), Type.Null()]),
});
export type RemoteReleaseWire = Static<typeof RemoteReleaseWire>;

/** `GET /registry/{environment}/release`. */
export const ReleaseWire = Type.Object({
  environment: Type.String(),
  remotes: Type.Array(RemoteReleaseWire),
});
export type ReleaseWire = Static<typeof ReleaseWire>;
export const ReleaseEnvelopeWire = ResultEnvelopeWire(ReleaseWire);

export const RegisteredVersionWire = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  build_id: Type.String(),
  entry: Type.String(),
  registered_at: Type.String(),
});
export type RegisteredVersionWire = Static<typeof RegisteredVersionWire>;
export const RegisteredVersionEnvelopeWire = ResultEnvelopeWire(RegisteredVersionWire);

/** `GET /registry/remotes`: every registered version of every remote, newest first. */
export const RemoteVersionsWire = Type.Object({
  remotes: Type.Array(
    Type.Object({
      remote: Type.String(),
      versions: Type.Array(
        Type.Object({
          version: Type.String(),
          build_id: Type.String(),
          entry: Type.String(),
          registered_at: Type.String(),
        }),
      ),
    }),
  ),
});
export type RemoteVersionsWire = Static<typeof RemoteVersionsWire>;
export const RemoteVersionsEnvelopeWire = ResultEnvelopeWire(RemoteVersionsWire);

/** Body of `POST /registry/remotes/{remote}/versions` (Bearer registry token). */
export const RegisterVersionRequestWire = Type.Object({
  version: RemoteVersionWire,
  build_id: Type.String({ pattern: '^[0-9A-Za-z._-]{1,64}$' }),
  /** File name of the Module Federation container inside the version folder. */
  entry: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z._-]{1,128}\\.js$' })),
});
export type RegisterVersionRequestWire = Static<typeof RegisterVersionRequestWire>;

/** Body of `PUT /registry/{environment}/pins/{remote}` (Bearer registry token). */
export const PinRequestWire = Type.Object({ version: RemoteVersionWire });
export type PinRequestWire = Static<typeof PinRequestWire>;

export const PinEnvelopeWire = ResultEnvelopeWire(RemoteReleaseWire);
