// The kernel's surface: what `shared-kernel` (src/index.ts) exports, with the printed type of each
// name. The shell provides the kernel to every remote as a singleton, so a remote built against
// 1.x runs on whatever 1.x kernel the shell brings: the surface may grow within a major version,
// never change or shrink. kernel-surface.json records it for the version in package.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const packageDir = __dirname;
export const surfaceRecordingPath = path.join(packageDir, 'kernel-surface.json');

/** Exported name (or `Name.member`) → its printed type. */
export type Surface = Record<string, string>;

export interface SurfaceRecording {
  version: string;
  surface: Surface;
}

const printFlags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

const memberName = (owner: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${owner}.${key}` : `${owner}['${key}']`;

function isHidden(member: ts.Symbol): boolean {
  const declaration = member.valueDeclaration ?? member.declarations?.[0];
  if (!declaration) return false;
  const modifiers = ts.getCombinedModifierFlags(declaration);
  return (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0;
}

/** The surface of shared-kernel/src/index.ts, computed with the TypeScript compiler. */
export function kernelSurface(): Surface {
  const entry = path.join(packageDir, 'src/index.ts');
  const configPath = path.join(packageDir, 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, (file) => ts.sys.readFile(file)).config,
    ts.sys,
    packageDir,
  );
  const program = ts.createProgram([entry], { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!source || !moduleSymbol) throw new Error(`${entry} is not a module`);

  // Names from other files print as `import("/abs/path").Name`: the name is what matters.
  const withoutImportPaths = (text: string) => text.replace(/import\("[^"]*"\)\./g, '');
  const print = (type: ts.Type, flags = ts.TypeFormatFlags.None) =>
    withoutImportPaths(checker.typeToString(type, source, printFlags | flags));
  const surface: Surface = {};
  const addMembers = (owner: string, type: ts.Type) => {
    for (const member of checker.getPropertiesOfType(type)) {
      if (isHidden(member)) continue;
      const optional = member.flags & ts.SymbolFlags.Optional ? '(optional) ' : '';
      surface[memberName(owner, member.name)] =
        `${optional}${print(checker.getTypeOfSymbol(member))}`;
    }
  };

  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = exported.name;
    if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
      surface[`${name} (type)`] = symbol.flags & ts.SymbolFlags.Class ? 'class' : 'interface';
      addMembers(name, checker.getDeclaredTypeOfSymbol(symbol));
    } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
      surface[`${name} (type)`] = print(
        checker.getDeclaredTypeOfSymbol(symbol),
        ts.TypeFormatFlags.InTypeAlias,
      );
    }
    if (symbol.flags & ts.SymbolFlags.Function) {
      surface[name] = checker
        .getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Call)
        .map((signature) =>
          withoutImportPaths(checker.signatureToString(signature, source, printFlags)),
        )
        .join(' & ');
    } else if (symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Class)) {
      const type = checker.getTypeOfSymbol(symbol);
      surface[name] = print(type);
      // The keys of an exported table (replayLastEvents, say) are surface too: a remote reads them.
      const isTable =
        type.flags & ts.TypeFlags.Object &&
        (type as ts.ObjectType).objectFlags &
          (ts.ObjectFlags.ObjectLiteral | ts.ObjectFlags.Mapped) &&
        type.getCallSignatures().length === 0;
      if (isTable) addMembers(name, type);
    }
  }
  return Object.fromEntries(Object.entries(surface).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function packageVersion(): string {
  const packageJson = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return packageJson.version;
}

const majorAndMinor = (version: string) =>
  version.split('.').slice(0, 2).map(Number) as [number, number];

/** How the surface moved since the recording, and whether the version moved with it. */
export function surfaceChanges(recording: SurfaceRecording, current: Surface, version: string) {
  const [recordedMajor, recordedMinor] = majorAndMinor(recording.version);
  const [major, minor] = majorAndMinor(version);
  const isMajorBumped = major > recordedMajor;
  return {
    recordedMajor,
    isMajorBumped,
    isMinorBumped: isMajorBumped || (major === recordedMajor && minor > recordedMinor),
    /** Removed or changed names: what a remote built against the recording may use. */
    broken: Object.entries(recording.surface)
      .filter(([name, printed]) => current[name] !== printed)
      .map(([name, printed]) => ({ name, was: printed, now: current[name] })),
    added: Object.keys(current).filter((name) => !(name in recording.surface)),
  };
}

/** Whether the version in package.json allows the recording to be rewritten with `current`. */
export function isVersionBumpedFor(changes: ReturnType<typeof surfaceChanges>): boolean {
  return (
    (changes.broken.length === 0 || changes.isMajorBumped) &&
    (changes.added.length === 0 || changes.isMinorBumped)
  );
}

/**
 * What is wrong with the recording against the kernel as it is: a name removed or changed since
 * the recorded version without a major version bump, or added without a minor one; and, when the
 * version was bumped, that the recording waits to be rewritten.
 */
export function surfaceProblems(
  recording: SurfaceRecording,
  current: Surface,
  version: string,
): string[] {
  const changes = surfaceChanges(recording, current, version);
  const reRecord = 'then run `npm run record-surface -w shared-kernel`';
  const breaking = changes.broken.map(({ name, was, now }) => {
    const what = now === undefined ? 'was removed' : 'changed';
    const detail = now === undefined ? `(was ${was})` : `(was ${was}, now ${now})`;
    return changes.isMajorBumped
      ? `\`${name}\` ${what}: the major version is bumped; ${reRecord} ${detail}.`
      : `\`${name}\` ${what}: that breaks remotes built against ${changes.recordedMajor}.x; bump the major version, ${reRecord} ${detail}.`;
  });
  const additions = changes.added.map((name) =>
    changes.isMinorBumped
      ? `\`${name}\` was added: the version is bumped; ${reRecord}.`
      : `\`${name}\` was added: a remote that uses it needs a shell with this kernel; bump the minor version, ${reRecord}.`,
  );
  return [...breaking, ...additions];
}

export function recordedSurface(): SurfaceRecording | null {
  try {
    return JSON.parse(readFileSync(surfaceRecordingPath, 'utf8')) as SurfaceRecording;
  } catch {
    return null;
  }
}
