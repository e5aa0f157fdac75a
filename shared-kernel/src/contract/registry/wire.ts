import { type Static, Type } from '@sinclair/typebox';
import { PageInfoWire, ResultEnvelopeWire } from '../envelope/wire';

/** Remote release registry: which immutable build of each remote is live per environment. */
export const RemoteNameWire = Type.String({ pattern: '^[a-z][a-z0-9-]{0,62}$' });
/** Semantic version, optionally with a build suffix (`0.1.0-3f2a9c01de`). */
export const RemoteVersionWire = Type.String({
  pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z][0-9A-Za-z.-]{0,63})?$',
});
export const EnvironmentNameWire = Type.String({ pattern: '^[a-z][a-z0-9-]{0,62}$' });
/** Why a person changes a release: kept with the revision and in the audit log. */
export const ReleaseReasonWire = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });

// The release document for one visitor (`GET /registry/{environment}/release`).

/** A build the page may load: its entry and the entry's Subresource Integrity. */
export const ReleaseVersionWire = Type.Object({
  version: Type.String(),
  entry_url: Type.String(),
  integrity: Type.String(),
});
export type ReleaseVersionWire = Static<typeof ReleaseVersionWire>;

export const RemoteReleaseWire = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  entry_url: Type.String(),
  integrity: Type.String(),
  track: Type.Union([Type.Literal('stable'), Type.Literal('canary'), Type.Literal('preview')]),
  /** What to load instead, in order, when this version fails to load or render. */
  fallbacks: Type.Array(ReleaseVersionWire),
});
export type RemoteReleaseWire = Static<typeof RemoteReleaseWire>;

export const ReleaseWire = Type.Object({
  environment: Type.String(),
  revision: Type.Integer(),
  remotes: Type.Array(RemoteReleaseWire),
  preview: Type.Union([
    Type.Object({ operator: Type.String(), expires_at: Type.String() }),
    Type.Null(),
  ]),
});
export type ReleaseWire = Static<typeof ReleaseWire>;
export const ReleaseEnvelopeWire = ResultEnvelopeWire(ReleaseWire);

/** Body of `POST /registry/{environment}/reports`: what one page load saw (204). */
export const OutcomeReportRequestWire = Type.Object({
  page_load: Type.String({ format: 'uuid' }),
  remotes: Type.Array(
    Type.Object({
      remote: RemoteNameWire,
      version: RemoteVersionWire,
      outcome: Type.Union([
        Type.Literal('rendered'),
        Type.Literal('load_failed'),
        Type.Literal('render_failed'),
      ]),
    }),
    { minItems: 1, maxItems: 20 },
  ),
});
export type OutcomeReportRequestWire = Static<typeof OutcomeReportRequestWire>;

// Published versions.

/** A build's release.json on the wire (snake_case). */
export const RemoteManifestWire = Type.Object({
  version: RemoteVersionWire,
  build_id: Type.String({ pattern: '^[0-9A-Za-z._-]{1,64}$' }),
  commit: Type.String({ minLength: 1, maxLength: 64 }),
  entry: Type.String({ pattern: '^[0-9A-Za-z._-]{1,128}\\.js$' }),
  integrity: Type.String({ pattern: '^sha384-[A-Za-z0-9+/]{64}$' }),
  /** Package name → semver range the shell must provide (`shared-kernel`, `react`, …). */
  requires: Type.Record(Type.String({ maxLength: 214 }), Type.String({ maxLength: 100 })),
  /** The paths the remote's route table declares. */
  routes: Type.Array(Type.String({ pattern: '^/', maxLength: 300 }), { maxItems: 500 }),
  built_at: Type.String({ format: 'date-time' }),
});
export type RemoteManifestWire = Static<typeof RemoteManifestWire>;

/** Body of `POST /registry/remotes/{remote}/versions`: a build and every file of it. */
export const PublishRequestWire = Type.Object({
  manifest: RemoteManifestWire,
  files: Type.Array(
    Type.Object({
      /** Relative to the version folder: no `..`, no leading `/`. */
      path: Type.String({ minLength: 1, maxLength: 300 }),
      content_base64: Type.String(),
    }),
    { minItems: 1, maxItems: 2000 },
  ),
});
export type PublishRequestWire = Static<typeof PublishRequestWire>;

export const PublishedVersionWire = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  manifest: Type.Object({
    version: Type.String(),
    build_id: Type.String(),
    commit: Type.String(),
    entry: Type.String(),
    integrity: Type.String(),
    requires: Type.Record(Type.String(), Type.String()),
    routes: Type.Array(Type.String()),
    built_at: Type.String(),
  }),
  /** SHA-256 (hex) over the sorted files (`path\0sha256(content)\n`); empty when unknown. */
  digest: Type.String(),
  published_at: Type.String(),
  published_by: Type.String(),
  withdrawn: Type.Union([
    Type.Object({ at: Type.String(), by: Type.String(), reason: Type.String() }),
    Type.Null(),
  ]),
  /** Environments whose live revision uses it (stable or canary). */
  live_in: Type.Array(Type.String()),
});
export type PublishedVersionWire = Static<typeof PublishedVersionWire>;
export const PublishedVersionEnvelopeWire = ResultEnvelopeWire(PublishedVersionWire);

/** `GET /registry/remotes/{remote}/versions`: newest first. */
export const RemoteVersionsWire = Type.Object({
  remote: Type.String(),
  versions: Type.Array(PublishedVersionWire),
});
export type RemoteVersionsWire = Static<typeof RemoteVersionsWire>;
export const RemoteVersionsEnvelopeWire = ResultEnvelopeWire(RemoteVersionsWire);

/** `GET /registry/remotes`: every remote and its versions, newest first. */
export const AllRemoteVersionsWire = Type.Object({ remotes: Type.Array(RemoteVersionsWire) });
export type AllRemoteVersionsWire = Static<typeof AllRemoteVersionsWire>;
export const AllRemoteVersionsEnvelopeWire = ResultEnvelopeWire(AllRemoteVersionsWire);

/** Body of `POST /registry/remotes/{remote}/versions/{version}/withdraw`. */
export const WithdrawRequestWire = Type.Object({ reason: ReleaseReasonWire });
export type WithdrawRequestWire = Static<typeof WithdrawRequestWire>;

// Environments and revisions.

export const ShellRecordWire = Type.Object({
  version: Type.String(),
  provides: Type.Record(Type.String(), Type.String()),
});

/** `GET /registry/environments`, in promotion order. */
export const EnvironmentsWire = Type.Object({
  environments: Type.Array(
    Type.Object({
      name: Type.String(),
      revision: Type.Integer(),
      shell: Type.Union([ShellRecordWire, Type.Null()]),
    }),
  ),
});
export type EnvironmentsWire = Static<typeof EnvironmentsWire>;
export const EnvironmentsEnvelopeWire = ResultEnvelopeWire(EnvironmentsWire);

export const RevisionActionWire = Type.Union([
  Type.Literal('pin'),
  Type.Literal('promote'),
  Type.Literal('canary'),
  Type.Literal('rollback'),
  Type.Literal('auto_rollback'),
  Type.Literal('local_build'),
]);

/** One release of an environment: every remote's stable version and canary. */
export const RevisionWire = Type.Object({
  environment: Type.String(),
  number: Type.Integer(),
  created_at: Type.String(),
  author: Type.String(),
  action: RevisionActionWire,
  reason: Type.String(),
  restored_revision: Type.Union([Type.Integer(), Type.Null()]),
  pins: Type.Array(
    Type.Object({
      remote: Type.String(),
      version: Type.String(),
      canary: Type.Union([
        Type.Object({ version: Type.String(), percent: Type.Integer() }),
        Type.Null(),
      ]),
    }),
  ),
});
export type RevisionWire = Static<typeof RevisionWire>;
export const RevisionEnvelopeWire = ResultEnvelopeWire(RevisionWire);

/** `GET /registry/{environment}/revisions?page=&size=`: newest first. */
export const RevisionsWire = Type.Object({
  revisions: Type.Array(RevisionWire),
  total: Type.Integer({ minimum: 0 }),
});
export type RevisionsWire = Static<typeof RevisionsWire>;
export const RevisionsEnvelopeWire = ResultEnvelopeWire(RevisionsWire);

// Changes: each needs `If-Match: "<revision read>"` and returns the new revision.

/** Body of `PUT /registry/{environment}/pins/{remote}`: the stable version (ends a canary). */
export const PinRequestWire = Type.Object({
  version: RemoteVersionWire,
  reason: ReleaseReasonWire,
});
export type PinRequestWire = Static<typeof PinRequestWire>;

/**
 * Body of `PUT /registry/{environment}/canaries/{remote}`: 0 ends the canary, 100 makes the
 * candidate the stable version, 1–99 is the share of visitors who get it.
 */
export const CanaryRequestWire = Type.Object({
  version: RemoteVersionWire,
  // Any number: the registry answers a share outside 0–100 with its own sentence.
  percent: Type.Number(),
  reason: ReleaseReasonWire,
});
export type CanaryRequestWire = Static<typeof CanaryRequestWire>;

/** Body of `POST /registry/{environment}/promotions`: the stable version live in `from`. */
export const PromotionRequestWire = Type.Object({
  from: EnvironmentNameWire,
  remote: RemoteNameWire,
  percent: Type.Optional(Type.Number()),
  reason: ReleaseReasonWire,
});
export type PromotionRequestWire = Static<typeof PromotionRequestWire>;

/** Body of `POST /registry/{environment}/rollbacks`: a new revision with that one's pins. */
export const RollbackRequestWire = Type.Object({
  revision: Type.Integer({ minimum: 1 }),
  reason: ReleaseReasonWire,
});
export type RollbackRequestWire = Static<typeof RollbackRequestWire>;

// The release audit.

/** Query of `GET /registry/audit`: each filter optional (empty means every one). */
export const ReleaseAuditQueryWire = Type.Object({
  environment: Type.Optional(Type.Union([EnvironmentNameWire, Type.Literal('')])),
  remote: Type.Optional(Type.Union([RemoteNameWire, Type.Literal('')])),
  action: Type.Optional(Type.String({ pattern: '^([a-z_]{1,40})?$' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});
export type ReleaseAuditQueryWire = Static<typeof ReleaseAuditQueryWire>;

/** One change of a release or of a version, and who made it (`action` without `release.`). */
export const ReleaseAuditEntryWire = Type.Object({
  at: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  environment: Type.String(),
  remote: Type.Union([Type.String(), Type.Null()]),
  version: Type.Union([Type.String(), Type.Null()]),
  revision: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  detail: Type.Record(Type.String(), Type.Unknown()),
});
export type ReleaseAuditEntryWire = Static<typeof ReleaseAuditEntryWire>;

/** `GET /registry/audit?environment=&remote=&action=&page=`: newest first, 20 a page. */
export const ReleaseAuditWire = Type.Object({
  entries: Type.Array(ReleaseAuditEntryWire),
  page_info: PageInfoWire,
});
export type ReleaseAuditWire = Static<typeof ReleaseAuditWire>;
export const ReleaseAuditEnvelopeWire = ResultEnvelopeWire(ReleaseAuditWire);
