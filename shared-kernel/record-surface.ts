// `npm run record-surface -w shared-kernel`: rewrites kernel-surface.json with the kernel's
// surface now, once package.json's version says how the surface changed.
import { writeFileSync } from 'node:fs';
import {
  isVersionBumpedFor,
  kernelSurface,
  packageVersion,
  recordedSurface,
  surfaceChanges,
  surfaceProblems,
  surfaceRecordingPath,
} from './kernel-surface';

const surface = kernelSurface();
const version = packageVersion();
const recording = recordedSurface();
if (recording && !isVersionBumpedFor(surfaceChanges(recording, surface, version))) {
  console.error(surfaceProblems(recording, surface, version).join('\n'));
  process.exitCode = 1;
} else {
  writeFileSync(surfaceRecordingPath, `${JSON.stringify({ version, surface }, null, 2)}\n`);
  console.log(
    `Recorded the surface of shared-kernel ${version}: ${Object.keys(surface).length} names.`,
  );
}
