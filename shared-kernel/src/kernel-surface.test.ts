import {
  kernelSurface,
  packageVersion,
  recordedSurface,
  surfaceProblems,
  type SurfaceRecording,
} from '../kernel-surface';

describe('the kernel surface', () => {
  it('is the one recorded for its version: remotes built against it run on this kernel', () => {
    const recording = recordedSurface();

    expect(recording).not.toBeNull();
    expect(surfaceProblems(recording!, kernelSurface(), packageVersion())).toEqual([]);
  });
});

describe('a change of the kernel surface', () => {
  const recording: SurfaceRecording = {
    version: '1.2.3',
    surface: {
      'Bus.publish': '(name: string) => void',
      "BusEvents['cart/changed']": '{ itemCount: number; }',
      createBus: '() => Bus',
    },
  };
  const reRecord = 'then run `npm run record-surface -w shared-kernel`';

  it('needs a major version when a name changes or goes', () => {
    const current = { 'Bus.publish': '(name: number) => void', createBus: '() => Bus' };

    expect(surfaceProblems(recording, current, '1.3.0')).toEqual([
      `\`Bus.publish\` changed: that breaks remotes built against 1.x; bump the major version, ${reRecord} (was (name: string) => void, now (name: number) => void).`,
      `\`BusEvents['cart/changed']\` was removed: that breaks remotes built against 1.x; bump the major version, ${reRecord} (was { itemCount: number; }).`,
    ]);
    expect(surfaceProblems(recording, current, '2.0.0')).toEqual([
      `\`Bus.publish\` changed: the major version is bumped; ${reRecord} (was (name: string) => void, now (name: number) => void).`,
      `\`BusEvents['cart/changed']\` was removed: the major version is bumped; ${reRecord} (was { itemCount: number; }).`,
    ]);
  });

  it('needs a minor version when a name is added', () => {
    const current = { ...recording.surface, "BusEvents['cart/emptied']": '{}' };

    expect(surfaceProblems(recording, current, '1.2.4')).toEqual([
      `\`BusEvents['cart/emptied']\` was added: a remote that uses it needs a shell with this kernel; bump the minor version, ${reRecord}.`,
    ]);
    expect(surfaceProblems(recording, current, '1.3.0')).toEqual([
      `\`BusEvents['cart/emptied']\` was added: the version is bumped; ${reRecord}.`,
    ]);
  });

  it('is none when only the patch version moves', () => {
    expect(surfaceProblems(recording, { ...recording.surface }, '1.2.9')).toEqual([]);
  });
});
