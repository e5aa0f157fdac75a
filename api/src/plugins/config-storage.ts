// Storage settings: the shared Redis (REDIS_URL), where remote builds and identity documents are
// kept (ARTIFACTS_DIR, OBJECT_STORE_URL, OBJECT_STORE_PUBLIC_URL) and the shell's built files
// (SHELL_DIST).
import path from 'node:path';
import { publicUrlOf } from './config-network';
import { type EnvironmentValue } from './config-parsers';
import { type AppConfig } from './config-types';

/** The storage settings the environment variables ask for (unset ones keep the defaults). */
export function storageConfigOf(value: EnvironmentValue): Partial<AppConfig> {
  const config: Partial<AppConfig> = {};
  const redisUrl = value('REDIS_URL');
  if (redisUrl) {
    if (!/^rediss?:\/\//.test(redisUrl)) {
      throw new Error(`REDIS_URL "${redisUrl}" must start with redis:// or rediss://`);
    }
    config.redisUrl = redisUrl;
  }
  const artifactsDir = value('ARTIFACTS_DIR');
  if (artifactsDir) config.artifactsDir = path.resolve(artifactsDir);
  const objectStoreUrl = value('OBJECT_STORE_URL');
  if (objectStoreUrl && !objectStoreUrl.startsWith('s3://')) {
    throw new Error(`OBJECT_STORE_URL "${objectStoreUrl}" must start with s3://`);
  }
  config.objectStoreUrl = objectStoreUrl ?? null;
  const objectStorePublicUrl = value('OBJECT_STORE_PUBLIC_URL');
  if (objectStorePublicUrl && !objectStoreUrl) {
    throw new Error(
      'OBJECT_STORE_PUBLIC_URL needs OBJECT_STORE_URL (the bucket it is the origin of)',
    );
  }
  config.objectStorePublicUrl = objectStorePublicUrl
    ? publicUrlOf(objectStorePublicUrl, 'OBJECT_STORE_PUBLIC_URL')
    : null;
  const shellDist = value('SHELL_DIST');
  if (shellDist) config.shellDist = path.resolve(shellDist);
  return config;
}
