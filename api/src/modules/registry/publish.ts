import { Script } from 'node:vm';
import { remoteNames } from 'shared-kernel';
import { ApiError } from '../../http/envelope';
import { type ArtifactStorage } from './artifact-storage';
import { type ArtifactFile, digestOf, integrityOf, isSafeArtifactPath } from './artifacts';
import { invalidField, remoteNotFound, versionNotRegistered } from './errors';
import { type Actor, actorName, type RemoteManifest } from './model';
import { type RegistryRepository, type StoredVersion } from './repository';

/** A build as it is uploaded: its manifest and every file of it. */
export interface Upload {
  manifest: RemoteManifest;
  files: ArtifactFile[];
}

export function requireKnownRemote(remote: string): void {
  if (!(remoteNames as readonly string[]).includes(remote)) throw remoteNotFound(remote);
}

/** Refuses an upload whose files do not make the build its manifest describes. */
function checkUpload({ manifest, files }: Upload): void {
  requireKnownRemote(manifest.remote);
  const unsafe = files.find((file) => !isSafeArtifactPath(file.path));
  if (unsafe !== undefined) {
    throw invalidField(
      'invalid_file_path',
      'files',
      `The file path "${unsafe.path}" must be relative, without "..", hidden folders or .br/.gz siblings.`,
    );
  }
  const paths = new Set<string>();
  for (const file of files) {
    if (paths.has(file.path)) {
      throw invalidField('invalid_file_path', 'files', `The file ${file.path} is given twice.`);
    }
    paths.add(file.path);
  }
  const entry = files.find((file) => file.path === manifest.entry);
  if (entry === undefined) {
    throw invalidField(
      'entry_missing',
      'files',
      `The entry file ${manifest.entry} is not among the files.`,
    );
  }
  if (integrityOf(entry.content) !== manifest.integrity) {
    throw invalidField(
      'integrity_mismatch',
      'manifest',
      `The integrity of ${manifest.entry} is not the SHA-384 of its content.`,
    );
  }
  // Compiled, never run: a truncated or mangled entry is refused before any page loads it.
  try {
    new Script(entry.content.toString('utf8'), { filename: manifest.entry });
  } catch (error) {
    throw invalidField(
      'entry_invalid',
      'files',
      `The entry file ${manifest.entry} is not valid JavaScript: ${(error as Error).message}`,
    );
  }
}

/**
 * Publishes a build: checks it, then writes its files (atomically, once) and registers it.
 * The same version with the same files again changes nothing (`created: false`); with other
 * files it is refused, because a version names exactly one set of files. Publishing never pins.
 */
export async function publishVersion(
  repository: RegistryRepository,
  artifacts: ArtifactStorage,
  upload: Upload,
  actor: Actor,
  now: Date,
): Promise<{ version: StoredVersion; created: boolean }> {
  checkUpload(upload);
  const { manifest } = upload;
  const digest = digestOf(upload.files);
  const existing = await repository.findVersion(manifest.remote, manifest.version);
  if (existing !== null) {
    const sameBuild =
      existing.digest === ''
        ? existing.manifest.buildId === manifest.buildId
        : existing.digest === digest;
    if (!sameBuild) {
      throw new ApiError(
        409,
        'version_exists',
        `Version ${manifest.version} of ${manifest.remote} is already published with other files; a version cannot change.`,
      );
    }
    if (existing.digest === '') {
      await repository.completeUnknownVersion(manifest, digest);
    }
    await artifacts.writeVersion(manifest.remote, manifest.version, upload.files);
    return {
      version: existing.digest === '' ? { ...existing, manifest, digest } : existing,
      created: false,
    };
  }
  await artifacts.writeVersion(manifest.remote, manifest.version, upload.files);
  const version: StoredVersion = {
    remote: manifest.remote,
    version: manifest.version,
    manifest,
    digest,
    publishedAt: now,
    publishedBy: actorName(actor),
    withdrawn: null,
  };
  const created = await repository.transaction(async (transaction) => {
    if (!(await transaction.insertVersionIfAbsent(version))) return false;
    await transaction.insertAudit({
      actor,
      action: 'release.publish',
      environment: '*',
      detail: { remote: version.remote, version: version.version, digest },
      at: now,
    });
    return true;
  });
  if (!created) return publishVersion(repository, artifacts, upload, actor, now);
  return { version, created: true };
}

/** A registered version, or 404/422 as a release change would be refused. */
export async function requireVersion(
  repository: RegistryRepository,
  remote: string,
  version: string,
): Promise<StoredVersion> {
  requireKnownRemote(remote);
  const stored = await repository.findVersion(remote, version);
  if (stored === null) throw versionNotRegistered(remote, version);
  return stored;
}
