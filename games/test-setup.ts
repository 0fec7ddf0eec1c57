// Every games test file starts in English: the files share a worker (isolate: false), and a file that set Chinese
// and failed before its own afterEach must not change the language of the next.
import { beforeEach } from 'vitest';
import { setLanguage } from './kit/logic/i18n';

beforeEach(() => setLanguage('en'));
