import { CATALOGUE_LOADERS, NAMESPACES, type Catalogues } from '@playwords/common/i18n';
import { i18n, initI18n } from '../lib/i18n';

/** Every English catalogue, loaded before any test renders, so components never wait for a chunk in jsdom. */
export async function initTestI18n(): Promise<void> {
  if (!i18n.isInitialized) {
    const modules = await Promise.all(NAMESPACES.map((ns) => CATALOGUE_LOADERS.en[ns]()));
    const resources = Object.fromEntries(NAMESPACES.map((ns, i) => [ns, modules[i]?.default])) as unknown as Catalogues;
    await initI18n('en', resources);
    // Chinese is loaded too, for tests that switch to it.
    await i18n.loadLanguages('zh-CN');
    await i18n.loadNamespaces([...NAMESPACES]);
  }
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
}
