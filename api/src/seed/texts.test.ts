import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from 'shared-kernel';
import {
  remoteTextCategories,
  startTextCategories,
  textCategoriesOfRemote,
  textCategoryOf,
} from 'shared-kernel/contract/format';
import * as catalogues from 'shared-kernel/contract/texts';
import { layoutTexts, textCatalogue } from 'shared-kernel/contract/texts';
import { demoBritishTexts, demoTexts } from './demo-data';

const repository = path.resolve(__dirname, '../../..');
/** The packages whose interface texts come from the catalogues. */
const translatedSources = [
  'shell/src',
  'remote-kit/src',
  'mfe-catalog/src',
  'mfe-cart-checkout/src',
  'mfe-account/src',
  'mfe-wallet/src',
  'mfe-membership/src',
  'mfe-lotto-party/src',
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every key the source looks up with `t('…')`. */
function keysUsedInSource(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const root of translatedSources) {
    for (const file of sourceFiles(path.join(repository, root))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) {
        keys.set(match[1]!, path.relative(repository, file));
      }
    }
  }
  return keys;
}

describe('the interface texts', () => {
  const catalogueKeys = new Set(
    Object.values(textCatalogue).flatMap((texts) => Object.keys(texts)),
  );
  const seeded = demoTexts();

  it('loads every catalogue on the page, and no key is in two catalogues', () => {
    expect([...startTextCategories, ...remoteTextCategories].sort()).toEqual(
      Object.keys(textCatalogue).sort(),
    );
    // A remote's catalogue names its category by its keys' prefix; the shell's names none.
    for (const category of remoteTextCategories) {
      const texts = textCatalogue[category];
      expect([category, textCategoryOf(texts)]).toEqual([category, category]);
      const strays = Object.keys(texts).filter((key) => !key.startsWith(`${category}.`));
      expect([category, strays]).toEqual([category, []]);
    }
    for (const category of startTextCategories) {
      expect([category, textCategoryOf(textCatalogue[category])]).toEqual([category, null]);
    }
    const keys = Object.values(textCatalogue).flatMap((texts) => Object.keys(texts));
    expect(keys.length).toBe(catalogueKeys.size);
  });

  it("asks for each remote's categories as it loads: those of the catalogues it uses", () => {
    const categoryOf = new Map<unknown, string>(
      Object.entries(textCatalogue).map(([category, texts]) => [texts, category]),
    );
    for (const remote of remoteNames) {
      const used = new Set<string>();
      for (const file of sourceFiles(path.join(repository, remote, 'src'))) {
        for (const [name] of readFileSync(file, 'utf8').matchAll(/\b[a-zA-Z]+Texts\b/g)) {
          const category = categoryOf.get((catalogues as Record<string, unknown>)[name]);
          // The shell's and the shared UI's texts load with every page.
          if (category && !(startTextCategories as readonly string[]).includes(category)) {
            used.add(category);
          }
        }
      }
      expect([remote, [...used].sort()]).toEqual([
        remote,
        [...textCategoriesOfRemote[remote]].sort(),
      ]);
    }
  });

  it('has every key the shell and the remotes use in a catalogue', () => {
    const used = keysUsedInSource();
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter(([key]) => !catalogueKeys.has(key));
    expect(missing).toEqual([]);
  });

  it('seeds every catalogue key in en-AU, under its category, with its catalogue value', () => {
    for (const [category, texts] of Object.entries(textCatalogue)) {
      for (const [id, value] of Object.entries(texts as Record<string, string>)) {
        const item = seeded.find((text) => text.locale === 'en-AU' && text.id === id);
        expect(item).toEqual({ locale: 'en-AU', category, id, type: 'plain', value });
      }
    }
  });

  it('seeds en-GB texts only for keys of the catalogue', () => {
    const british = seeded.filter((text) => text.locale === 'en-GB');
    expect(british.map((text) => text.id).sort()).toEqual(Object.keys(demoBritishTexts).sort());
    for (const text of british) expect(Object.keys(layoutTexts)).toContain(text.id);
  });
});
